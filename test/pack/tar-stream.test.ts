import { Header } from 'tar/header';
import { Pax } from 'tar/pax';
import { describe, expect, it } from 'vitest';
import { fitsPlain, headerBlocks } from '../../src/pack/tar-stream.ts';

/** What node-tar itself writes for an entry of ours (tar-stream.ts's fallback, and what the fast path must equal). */
function nodeTar(path: string, mode: number, size: number): Buffer[] {
  const block = Buffer.alloc(512);
  const mtime = new Date(0);
  const needPax = new Header({ path, mode, size, mtime, type: 'File' }).encode(block, 0);
  return needPax ? [new Pax({ path, size, mtime }).encode(), block] : [block];
}

describe('tar headers', () => {
  const paths = [
    'site/index.html',
    'site/a',
    `site/${'a'.repeat(93)}`, // 98 characters
    `site/${'b'.repeat(94)}`, // 99: the longest in the name field alone
    `site/${'c'.repeat(95)}`, // 100: prefix/name split
    `site/${'d/'.repeat(60)}e.svg`, // long, with folders
    `site/${'f'.repeat(200)}`, // no split fits: pax
    'site/café/menu.html', // non-ASCII
    'site/日本語.html',
    'site/with space & "quotes".txt',
  ];
  const sizes = [0, 1, 511, 512, 123_456, 0o7777777777, 0o7777777777 + 1, 0o77777777777, 0o77777777777 + 1];

  it('are byte for byte what node-tar writes, for every path, size and mode', () => {
    // Which way each case took: the template (writePlainHeader), node-tar's Header alone, or with a pax header.
    const ways = new Set<string>();
    for (const path of paths)
      for (const size of sizes)
        for (const mode of [0o644, 0o755]) {
          const ours = headerBlocks(path, { mode, size });
          const theirs = nodeTar(path, mode, size);
          expect(
            ours.map((b) => b.toString('hex')),
            `${path} ${size} ${mode.toString(8)}`,
          ).toEqual(theirs.map((b) => b.toString('hex')));
          ways.add(fitsPlain(path, size) ? 'template' : ours.length === 2 ? 'pax' : 'header');
        }
    // the cases reach every way (a fixture that no longer does would prove less than it says)
    expect([...ways].sort()).toEqual(['header', 'pax', 'template']);
  });

  it('read back as what was written (node-tar parses them, checksums valid)', () => {
    for (const [path, size] of [
      ['site/index.html', 1234],
      [`site/${'b'.repeat(94)}`, 0o77777777777],
    ] as const) {
      const [block] = headerBlocks(path, { mode: 0o755, size });
      const h = new Header(block!);
      expect(h.cksumValid).toBe(true);
      expect(h.path).toBe(path);
      expect(h.size).toBe(size);
      expect(h.mode).toBe(0o755);
      expect(h.type).toBe('File');
      expect(h.mtime?.getTime()).toBe(0);
    }
  });
});

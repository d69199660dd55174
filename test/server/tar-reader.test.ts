/**
 * The deploy's tar reader (src/server/deploy/tar-reader.ts) against node-tar's Parser in strict mode, which it
 * replaces: the same entries (type, path, size, bytes) from the same archives, however the archive is cut into
 * chunks, and the same refusals; and the receipt that feeds it (receive.ts) with large files.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Parser, type ReadEntry } from 'tar';
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { ArchiveGuard } from '../../src/server/deploy/archive-guard.ts';
import { DEFAULT_LIMITS } from '../../src/server/deploy/limits.ts';
import { receiveArchive } from '../../src/server/deploy/receive.ts';
import { TarReader, type TarEntry } from '../../src/server/deploy/tar-reader.ts';
import { openArchive, scanSite } from '../../src/pack/pack.ts';
import { tarOf } from '../helpers/archives.ts';
import { fileHeader, gnuLongName, paxBlock, TAR_END } from '../helpers/hostile-archives.ts';
import { zstdCompressSync, zstdDecompressSync } from 'node:zlib';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Seen {
  type: string;
  path: string;
  size: number;
  sha: string;
}

const sha = (pieces: Buffer[]) => createHash('sha256').update(Buffer.concat(pieces)).digest('hex');

/** What our reader makes of `tar`, fed in pieces of `cut` bytes; or the refusal's code and message. */
function ours(tar: Buffer, cut: number): Seen[] | string {
  const seen: Seen[] = [];
  const reader = new TarReader(
    (e: TarEntry) => {
      const pieces: Buffer[] = [];
      return {
        data: (p) => pieces.push(Buffer.from(p)),
        end: () => seen.push({ ...e, sha: sha(pieces) }),
      };
    },
    { maxMetaBytes: 64 * 1024 },
  );
  try {
    for (let i = 0; i < tar.length && !reader.eof; i += cut) reader.write(tar.subarray(i, i + cut));
    reader.end();
  } catch (err) {
    return `${(err as { code?: string }).code}: ${(err as Error).message}`;
  }
  return seen;
}

/** node-tar's Parser (strict) on the same bytes in one piece: its entries, or its error's message. */
function nodeTar(tar: Buffer): Promise<Seen[] | string> {
  return new Promise((resolve) => {
    const seen: Seen[] = [];
    const parser = new Parser({ strict: true, maxMetaEntrySize: 64 * 1024 });
    parser.on('entry', (e: ReadEntry) => {
      const pieces: Buffer[] = [];
      e.on('data', (c: Buffer) => pieces.push(c));
      e.on('end', () => seen.push({ type: e.type, path: e.path, size: e.size, sha: sha(pieces) }));
    });
    parser.on('ignoredEntry', (e: ReadEntry) => resolve(`ignored ${e.type}`));
    parser.on('error', (err: Error) => resolve(err.message));
    parser.on('end', () => resolve(seen));
    parser.end(tar);
  });
}

const CUTS = [1, 100, 511, 512, 513, 4096, 1 << 20];

async function expectSame(tar: Buffer): Promise<Seen[]> {
  const expected = await nodeTar(tar);
  expect(Array.isArray(expected), String(expected)).toBe(true);
  for (const cut of CUTS) expect(ours(tar, cut), `cut ${cut}`).toEqual(expected);
  return expected as Seen[];
}

const body = (n: number, seed = 1) => Buffer.from(Array.from({ length: n }, (_, i) => (i * seed + 7) % 251));

describe('TarReader', () => {
  it('reads what the packer writes (the common header) as node-tar does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tar-reader-'));
    const site = join(dir, 'site');
    mkdirSync(join(site, 'a/b'), { recursive: true });
    const sizes = [0, 1, 511, 512, 513, 70_000, 300_000];
    for (const [i, n] of sizes.entries()) writeFileSync(join(site, `a/b/f${i}.bin`), body(n, i + 1));
    writeFileSync(join(site, `${'long-name-'.repeat(12)}.html`), 'pax path');
    writeFileSync(join(site, 'ünïcode.html'), 'pax path too');
    const chunks: Buffer[] = [];
    const archive = openArchive(await scanSite(site), { encoding: 'zstd', manifest: false });
    for await (const c of archive.stream) chunks.push(Buffer.from(c as Buffer));
    const seen = await expectSame(zstdDecompressSync(Buffer.concat(chunks)));
    expect(seen.map((s) => s.size).sort((a, b) => a - b)).toEqual([...sizes, 8, 12].sort((a, b) => a - b));
  });

  it('applies pax and GNU extended headers as node-tar does', async () => {
    await expectSame(
      Buffer.concat([
        paxBlock({ path: 'site/from-pax.html' }),
        tarOf([{ path: 'site/innocent.html', body: 'x' }], { end: false }),
        gnuLongName(`site/${'d/'.repeat(70)}long.html`),
        tarOf([{ path: 'site/short.html', body: 'yy' }], { end: false }),
        paxBlock({ path: '../global-is-ignored' }, true),
        tarOf(
          [
            { path: 'site/dir/', type: 'Directory' },
            { path: 'site/after-global.html', body: 'zzz' },
          ],
          { end: false },
        ),
        paxBlock({ size: 0 }),
        fileHeader('site/a.html', 1024),
        fileHeader('site/smuggled.html', 1),
        Buffer.from('x'),
        Buffer.alloc(511),
        TAR_END,
      ]),
    );
  });

  it('reads a ustar name split into prefix and name, old-style directories and other types as node-tar does', async () => {
    const long = `site/${'p'.repeat(120)}/name.html`;
    const tar = tarOf(
      [
        { path: 'site/link', type: 'SymbolicLink', linkpath: 'x' },
        { path: 'site/fifo', type: 'FIFO' },
      ],
      { end: false },
    );
    const withPrefix = Buffer.alloc(512);
    fileHeader(long, 3).copy(withPrefix);
    await expectSame(Buffer.concat([tar, withPrefix, Buffer.from('abc'), Buffer.alloc(509), TAR_END]));
  });

  it('stops at the end-of-archive marker and accepts a tar of nothing else', async () => {
    const tar = tarOf([{ path: 'site/a.html', body: 'a' }]);
    expect(await expectSame(Buffer.concat([tar, Buffer.from('garbage after the end')]))).toHaveLength(1);
    // node-tar calls it unrecognised (the receipt took that for an empty archive): the guard refuses it as EMPTY
    expect(await nodeTar(Buffer.alloc(10240))).toMatch(/Unrecognized archive format/);
    for (const cut of CUTS) expect(ours(Buffer.alloc(10240), cut)).toEqual([]);
  });

  it('refuses what node-tar refuses, with its reason', async () => {
    const good = tarOf([{ path: 'site/a.html', body: 'a'.repeat(600) }]);
    const cases: [Buffer, RegExp, RegExp][] = [
      [good.subarray(0, 700), /^TRUNCATED: archive is truncated/, /Truncated input/],
      [Buffer.from('not a tar at all\n'.repeat(64)), /^NOT_TAR: .*checksum failure/, /checksum failure/],
      [Buffer.alloc(100), /^NOT_TAR: .*Unrecognized archive format/, /Unrecognized archive format/],
      [
        tarOf([{ path: 'site/l', type: 'SymbolicLink' }]),
        /^NOT_TAR: .*linkpath required/,
        /linkpath required/,
      ],
      [
        Buffer.concat([paxBlock({ path: `site/${'a/'.repeat(40_000)}x` }), good]),
        /^BAD_NAME: archive has an extended header larger than 65536 bytes/,
        /ignored ExtendedHeader/,
      ],
    ];
    for (const [tar, mine, theirs] of cases) {
      expect(await nodeTar(tar)).toMatch(theirs);
      for (const cut of CUTS) expect(ours(tar, cut)).toMatch(mine);
    }
  });
});

describe('receiveArchive with the tar reader', () => {
  it('stores many large files through a slow store, never more writes at once than asked, reading ahead at most ~4 MiB', async () => {
    // random bodies: the compressed body is as large as the files, so what was read and not yet stored shows
    const files = Array.from({ length: 40 }, (_, i) => ({
      path: `site/f${i}.bin`,
      body: randomBytes(300_000),
    }));
    const small = [{ path: 'site/small.txt', body: Buffer.from('small') }];
    const archive = zstdCompressSync(tarOf([...files, ...small]));
    let writing = 0;
    let most = 0;
    let read = 0;
    let taken = 0;
    let ahead = 0;
    const stored = new Map<string, string>();
    const blobs = {
      async write(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) {
        writing++;
        most = Math.max(most, writing);
        const pieces: Buffer[] = [];
        for await (const p of source as AsyncIterable<Uint8Array>) {
          pieces.push(Buffer.from(p));
          taken += p.length;
          await new Promise((r) => setTimeout(r, 1));
        }
        writing--;
        const sha256 = sha(pieces);
        stored.set(sha256, sha256);
        return { sha256, size: Buffer.concat(pieces).length };
      },
      writeNow(chunks: readonly Uint8Array[]) {
        const sha256 = sha(chunks.map((c) => Buffer.from(c)));
        stored.set(sha256, sha256);
        return { sha256, size: chunks.reduce((n, c) => n + c.length, 0) };
      },
    };
    const received = await receiveArchive({
      body: Readable.from(
        (function* () {
          for (let o = 0; o < archive.length; o += 65536) {
            read += Math.min(65536, archive.length - o);
            ahead = Math.max(ahead, read - taken);
            yield archive.subarray(o, o + 65536);
          }
        })(),
      ),
      guard: new ArchiveGuard(DEFAULT_LIMITS),
      blobs,
      limits: DEFAULT_LIMITS,
      concurrency: 3,
    });
    expect(most).toBe(3);
    expect(archive.length).toBeGreaterThan(12_000_000);
    expect(ahead).toBeLessThan(7 * 2 ** 20);
    expect(received.map((f) => [f.path, f.sha256, f.size]).sort()).toEqual(
      [...files, ...small].map((f) => [f.path.slice('site'.length), sha([f.body]), f.body.length]).sort(),
    );
  });
});

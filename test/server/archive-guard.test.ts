/** Pure rules of the archive guard and the deploy headers (no I/O). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/server/deploy/limits.ts';
import { ArchiveGuard, collisionKey } from '../../src/server/deploy/archive-guard.ts';
import { headerText, parseDeployHeaders, parseMeta, parseStage } from '../../src/server/deploy/headers.ts';
import { friendlySize, timeAgoInWords } from '../../src/server/views/words.ts';

const guard = () => new ArchiveGuard(DEFAULT_LIMITS);
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { code?: string }).code;
  }
  return 'accepted';
};

describe('ArchiveGuard', () => {
  it('strips the first segment, whatever it is called', () => {
    const g = guard();
    expect(g.entry('File', 'site/index.html')).toEqual({ kind: 'file', path: '/index.html' });
    expect(g.entry('File', './css/a.css')).toEqual({ kind: 'file', path: '/css/a.css' });
    expect(g.entry('File', 'x//deep/./b.js')).toEqual({ kind: 'file', path: '/deep/b.js' });
    expect(g.entry('Directory', 'site/')).toEqual({ kind: 'dir' });
    expect(g.entry('ContiguousFile', 'site/c.bin')).toEqual({ kind: 'file', path: '/c.bin' });
    expect(g.fileCount).toBe(4);
  });

  it('accepts a directory entry for a directory that files use', () => {
    const g = guard();
    expect(code(() => g.entry('Directory', 'site/docs/'))).toBe('accepted');
    expect(code(() => g.entry('File', 'site/docs/a.html'))).toBe('accepted');
    expect(code(() => g.entry('Directory', 'site/DOCS/'))).toBe('NAME_COLLISION');
  });

  it('rejects a file that was a directory first, and the other way round', () => {
    const g = guard();
    g.entry('File', 'site/a/b.html');
    expect(code(() => g.entry('File', 'site/a'))).toBe('FILE_DIR_CONFLICT');
    const h = guard();
    h.entry('File', 'site/a');
    expect(code(() => h.entry('Directory', 'site/a/'))).toBe('FILE_DIR_CONFLICT');
  });

  it('names every rule by its code', () => {
    expect(code(() => guard().entry('File', 'C:/x'))).toBe('ABSOLUTE_PATH');
    expect(code(() => guard().entry('File', 'site/a/../../b'))).toBe('PARENT_PATH');
    expect(code(() => guard().entry('File', ''))).toBe('BAD_NAME');
    expect(code(() => guard().entry('File', 'site/\uFFFD.html'))).toBe('BAD_NAME');
    expect(code(() => guard().entry('Link', 'site/a'))).toBe('LINK');
    expect(code(() => guard().entry('BlockDevice', 'site/sda'))).toBe('DEVICE');
    expect(code(() => guard().entry('SparseFile', 'site/s'))).toBe('UNSUPPORTED_ENTRY');
    expect(code(() => guard().finish())).toBe('EMPTY');
    const g = new ArchiveGuard({ ...DEFAULT_LIMITS, maxBytes: 10 });
    g.addBytes(10);
    expect(code(() => g.addBytes(1))).toBe('TOO_LARGE');
  });

  it('folds case and Unicode normalisation for collisions', () => {
    expect(collisionKey('/Caf\u00e9.HTML')).toBe(collisionKey('/cafe\u0301.html'));
    expect(collisionKey('/a.html')).not.toBe(collisionKey('/b.html'));
  });
});

describe('deploy headers', () => {
  it('reads stage the way the official CLI and humans write it', () => {
    for (const v of ['true', '1', 'yes', '', 'TRUE']) expect(parseStage(v)).toBe(true);
    for (const v of ['false', '0', 'no', undefined]) expect(parseStage(v)).toBe(false);
    expect(() => parseStage('later')).toThrow(/stage header must be "true" or "false"/);
  });

  it('parses counts and refuses declared sizes over the caps', () => {
    const h = parseDeployHeaders(
      { 'file-count': '3', 'project-size': '26', version: '0.44.3', add: 'a@b.c' },
      DEFAULT_LIMITS,
    );
    expect(h).toMatchObject({
      fileCount: 3,
      projectSize: 26,
      version: '0.44.3',
      stored: { add: 'a@b.c' },
      stage: false,
    });
    expect(() => parseDeployHeaders({ 'file-count': '-1' }, DEFAULT_LIMITS)).toThrow(/non-negative integer/);
    expect(() => parseDeployHeaders({ 'file-count': '10101' }, DEFAULT_LIMITS)).toThrow(
      /limit is 10100 files/,
    );
    expect(() => parseDeployHeaders({ 'project-size': '450000001' }, DEFAULT_LIMITS)).toThrow(
      /limit is 450000000 bytes/,
    );
  });

  it('decodes UTF-8 sent as header bytes and keeps Latin-1 otherwise', () => {
    expect(headerText(Buffer.from('déploiement ✓', 'utf8').toString('latin1'))).toBe('déploiement ✓');
    expect(headerText('caf\u00e9')).toBe('caf\u00e9');
  });

  it('takes x-sitepub-meta as a JSON object of strings, \\u escapes included', () => {
    expect(parseMeta('{"pr":"12","title":"caf\\u00e9"}')).toEqual({ pr: '12', title: 'café' });
    expect(parseMeta(undefined)).toEqual({});
    expect(() => parseMeta('{"a":null}')).toThrow(/non-string value/);
  });
});

describe('wording', () => {
  it('sizes in decimal units and times in words', () => {
    expect(friendlySize(999)).toBe('999 B');
    expect(friendlySize(1500)).toBe('1.5 kB');
    expect(friendlySize(450_000_000)).toBe('450 MB');
    const now = 10_000_000_000;
    expect(timeAgoInWords(now - 10_000, now)).toBe('less than a minute ago');
    expect(timeAgoInWords(now - 60_000, now)).toBe('1 minute ago');
    expect(timeAgoInWords(now - 3 * 86_400_000, now)).toBe('3 days ago');
  });
});

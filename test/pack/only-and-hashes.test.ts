/**
 * What upload plans need from the packer: an archive of only some files (GNU tar reads it; zero files is a
 * valid empty tar.gz), and sha256 + md5 of every file from one read, small (synchronous) and large (streamed).
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  digestFile,
  hashFiles,
  hashSite,
  manifestOf,
  openArchive,
  pack,
  PackError,
  scanSite,
} from '../../src/pack/index.ts';
import { tempSite, type TempSite } from './fixtures.ts';

const sites: TempSite[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.cleanup()));
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});
const site = async (files: Record<string, string | Buffer>): Promise<TempSite> => {
  const s = await tempSite(files);
  sites.push(s);
  return s;
};
const hex = (alg: string, data: string | Buffer): string => createHash(alg).update(data).digest('hex');
const gnuList = (tgz: Buffer): string[] =>
  execFileSync('tar', ['-tzf', '-'], { input: tgz }).toString().split('\n').filter(Boolean);

const big = randomBytes(700_000); // over the 256 KiB small-file path: streamed
const files = {
  'index.html': '<h1>home</h1>',
  'css/app.css': 'body{color:red}',
  'img/big.bin': big,
  'docs/a b/ünïcode.html': 'pax path',
  'empty.txt': '',
};

describe('openArchive({ only })', () => {
  it('packs only the listed manifest keys; GNU tar extracts exactly those, byte for byte', async () => {
    const s = await site(files);
    const scan = await scanSite(s.root);
    const only = new Set(['/img/big.bin', '/docs/a b/ünïcode.html', '/not/in/the/site.html']);
    const archive = openArchive(scan, { only, prefix: 'site' });
    const tgz = await buffer(archive.stream);
    expect(gnuList(tgz)).toEqual(['site/docs/a b/ünïcode.html', 'site/img/big.bin']);
    expect(await archive.manifest).toEqual({
      '/docs/a b/ünïcode.html': { size: 8, md5: hex('md5', 'pax path') },
      '/img/big.bin': { size: big.length, md5: hex('md5', big) },
    });
    const out = await mkdtemp(join(tmpdir(), 'sitepub-only-'));
    dirs.push(out);
    execFileSync('tar', ['-xzf', '-', '-C', out], { input: tgz });
    expect((await readFile(join(out, 'site/img/big.bin'))).equals(big)).toBe(true);
    expect(await readFile(join(out, 'site/docs/a b/ünïcode.html'), 'utf8')).toBe('pax path');
  });

  it('an empty set gives a valid empty tar.gz: just the two end blocks', async () => {
    const s = await site(files);
    const archive = openArchive(await scanSite(s.root), { only: new Set() });
    const tgz = await buffer(archive.stream);
    expect(gunzipSync(tgz).equals(Buffer.alloc(1024))).toBe(true);
    expect(gnuList(tgz)).toEqual([]);
    expect(await archive.manifest).toEqual({});
  });

  it('without `only`, the archive is the same bytes as pack() (determinism unchanged)', async () => {
    const s = await site(files);
    const scan = await scanSite(s.root);
    const all = new Set(scan.files.map((f) => `/${f.path}`));
    const [whole, filtered, packed] = await Promise.all([
      buffer(openArchive(scan).stream),
      buffer(openArchive(scan, { only: all }).stream),
      pack(s.root).then((p) => buffer(p.stream)),
    ]);
    expect(filtered.equals(whole)).toBe(true);
    expect(packed.equals(whole)).toBe(true);
  });
});

describe('openArchive({ contentHashesUpTo })', () => {
  it.each([
    ['every file, with the md5 manifest', Infinity, true],
    ['every file, alone', Infinity, false],
    ['the small files only (not the streamed one), with the md5 manifest', 256 * 1024, true],
    ['the small files only, alone', 256 * 1024, false],
  ])('gives the sha256 of %s; the same bytes as without', async (_what, upTo, manifest) => {
    const s = await site(files);
    const scan = await scanSite(s.root);
    const archive = openArchive(scan, { contentHashesUpTo: upTo, manifest });
    const tgz = await buffer(archive.stream);
    expect(tgz.equals(await buffer(openArchive(scan).stream))).toBe(true);
    const hashed = Object.keys(files)
      .sort()
      .filter((rel) => Buffer.byteLength(files[rel as keyof typeof files]) <= upTo);
    expect(hashed.includes('img/big.bin')).toBe(upTo === Infinity);
    expect(await archive.contentHashes).toEqual(
      Object.fromEntries(
        hashed.map((rel) => {
          const c = files[rel as keyof typeof files];
          return [`/${rel}`, { size: Buffer.byteLength(c), sha256: hex('sha256', c) }];
        }),
      ),
    );
    // the md5 manifest has every file either way
    expect(await archive.manifest).toEqual(manifest ? manifestOf(await hashSite(scan.files)) : {});
    // an archive of some files hashes those only; none asked for, none given
    const some = openArchive(scan, { only: new Set(['/index.html']), contentHashesUpTo: upTo, manifest });
    await buffer(some.stream);
    expect(Object.keys(await some.contentHashes)).toEqual(['/index.html']);
    const none = openArchive(scan);
    await buffer(none.stream);
    expect(await none.contentHashes).toEqual({});
  });
});

describe('hashSite', () => {
  it('gives sha256 and md5 of every file (small and streamed), keys sorted with a leading slash', async () => {
    const s = await site(files);
    const scan = await scanSite(s.root);
    const hashes = await hashSite(scan.files);
    expect(Object.keys(hashes)).toEqual([
      '/css/app.css',
      '/docs/a b/ünïcode.html',
      '/empty.txt',
      '/img/big.bin',
      '/index.html',
    ]);
    for (const [rel, content] of Object.entries(files)) {
      expect(hashes[`/${rel}`]).toEqual({
        size: Buffer.byteLength(content),
        md5: hex('md5', content),
        sha256: hex('sha256', content),
      });
    }
    // The manifest view is what the archive's own manifest says, and what hashFiles gives.
    const packed = await pack(s.root);
    await buffer(packed.stream);
    expect(manifestOf(hashes)).toEqual(await packed.manifest);
    expect(await hashFiles(scan.files)).toEqual(manifestOf(hashes));
  });

  it('sorts the keys of files given in any order', async () => {
    const s = await site(files);
    const scan = await scanSite(s.root);
    const reversed = [...scan.files].reverse();
    const hashes = await hashSite(reversed, { concurrency: 3 });
    expect(Object.keys(hashes)).toEqual(Object.keys(await hashSite(scan.files)));
    expect(Object.keys(hashes)).toEqual([...Object.keys(hashes)].sort());
    expect(Object.keys(await hashFiles(reversed))).toEqual(Object.keys(hashes));
  });

  it('reads each file once for both digests', async () => {
    const s = await site({ 'a.bin': big, 'b.txt': 'small' });
    const scan = await scanSite(s.root);
    const [large, small] = scan.files;
    expect(await digestFile(large!, ['sha256', 'md5'])).toEqual([hex('sha256', big), hex('md5', big)]);
    expect(await digestFile(small!, ['md5', 'sha256'])).toEqual([
      hex('md5', 'small'),
      hex('sha256', 'small'),
    ]);
  });

  it('stops when its signal is aborted', async () => {
    const s = await site(files);
    const scan = await scanSite(s.root);
    const ac = new AbortController();
    ac.abort(new Error('cancelled by the user'));
    await expect(hashSite(scan.files, { signal: ac.signal })).rejects.toThrow('cancelled by the user');
  });

  it('refuses a file whose size changed since the walk, naming it', async () => {
    const s = await site({ 'index.html': 'x', 'grow.txt': 'short', 'shrink.bin': big });
    const scan = await scanSite(s.root);
    await s.write('grow.txt', 'much longer now');
    const err = await hashSite(scan.files).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PackError);
    expect(err).toMatchObject({ code: 'file-changed', path: 'grow.txt', message: /grow\.txt changed size/ });
    await s.write('grow.txt', 'short');
    await s.write('shrink.bin', big.subarray(0, 1000));
    await expect(hashSite(scan.files)).rejects.toMatchObject({ code: 'file-changed', path: 'shrink.bin' });
  });
});

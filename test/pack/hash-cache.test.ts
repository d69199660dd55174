/**
 * The hash cache: unchanged files are not read again, changed ones always are (ctime), racily clean ones are
 * not remembered, and nothing about the cache can fail a deploy.
 */
import { createHash } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COARSE_RACY_MS, openHashCache, RACY_MS, racilyClean } from '../../src/pack/hash-cache.ts';
import { hashContent, hashSite } from '../../src/pack/manifest.ts';
import { scanSite } from '../../src/pack/pack.ts';
import type { SiteFile } from '../../src/pack/walk.ts';

let root: string;
let site: string;
let cacheDir: string;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
/** A scan that records the stamps a cache compares (the deploy asks for them when it has a cache). */
const STAMPED = { stamps: true };
/** As if hashing began long after the files were written: none of them is racily clean. */
const later = () => Date.now() + 10 * COARSE_RACY_MS;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sitepub-hash-cache-test-'));
  site = join(root, 'site');
  cacheDir = join(root, 'cache');
  mkdirSync(join(site, 'css'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<p>v1</p>');
  writeFileSync(join(site, 'css/app.css'), 'body{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The scan with every file's bytes moved out of reach: a pass that reads any of them fails. */
const unreadable = (files: SiteFile[]): SiteFile[] =>
  files.map((f) => ({ ...f, absolute: join(root, 'gone') }));

describe('hash cache', () => {
  it('a second pass over an unchanged folder reads no file and gives the same digests', async () => {
    const scan = await scanSite(site, STAMPED);
    const cache = await openHashCache(scan.folder, cacheDir, later());
    const first = await hashContent(scan.files, { cache });
    await cache.save(scan.files, first);
    expect(first['/index.html']).toEqual({ size: 9, sha256: sha('<p>v1</p>') });

    const again = await openHashCache(scan.folder, cacheDir, later());
    expect(await hashContent(unreadable((await scanSite(site, STAMPED)).files), { cache: again })).toEqual(
      first,
    );
    // Without the cache the same pass fails: the files were really out of reach.
    await expect(hashContent(unreadable(scan.files))).rejects.toThrow(/ENOENT/);
    // Nothing new: the cache file is left as it is (a rewrite would be a new inode, by rename).
    const [file] = readdirSync(cacheDir);
    const before = statSync(join(cacheDir, file!)).ino;
    await again.save(scan.files, first);
    expect(statSync(join(cacheDir, file!)).ino).toBe(before);
    expect(readdirSync(cacheDir)).toEqual([file]);
  });

  it('names with a tab, a line break or a leading quote round-trip', async () => {
    for (const name of ['a\tb.html', 'c\nd.html', '"e".html']) writeFileSync(join(site, name), name);
    const scan = await scanSite(site, STAMPED);
    const cache = await openHashCache(scan.folder, cacheDir, later());
    const first = await hashContent(scan.files, { cache });
    await cache.save(scan.files, first);
    const again = await openHashCache(scan.folder, cacheDir, later());
    expect(await hashContent(unreadable(scan.files), { cache: again })).toEqual(first);
    expect(first['/c\nd.html']!.sha256).toBe(sha('c\nd.html'));
  });

  it('a scan without stamps (no cache wanted) carries none, and nothing of it is kept', async () => {
    const scan = await scanSite(site);
    expect(scan.files.every((f) => f.stamp === undefined && f.changedMs === undefined)).toBe(true);
    const cache = await openHashCache(scan.folder, cacheDir, later());
    await cache.save(scan.files, await hashContent(scan.files, { cache }));
    expect(readdirSync(cacheDir)).toEqual([]);
  });

  it('a file rewritten in place with the same size gets its new digest (its ctime moved)', async () => {
    const scan = await scanSite(site, STAMPED);
    const cache = await openHashCache(scan.folder, cacheDir, later());
    await cache.save(scan.files, await hashContent(scan.files, { cache }));
    writeFileSync(join(site, 'index.html'), '<p>v2</p>');
    const rescan = await scanSite(site, STAMPED);
    const hashes = await hashContent(rescan.files, {
      cache: await openHashCache(scan.folder, cacheDir, later()),
    });
    expect(hashes['/index.html']!.sha256).toBe(sha('<p>v2</p>'));
  });

  it('racily clean: within a tick of the hashing (RACY_MS; COARSE_RACY_MS for whole-second times)', async () => {
    expect(racilyClean(10_000.5, 10_000.5 + RACY_MS - 1)).toBe(true);
    expect(racilyClean(10_000.5, 10_000.5 + RACY_MS + 1)).toBe(false);
    expect(racilyClean(10_000, 10_000 + RACY_MS + 1)).toBe(true);
    expect(racilyClean(10_000, 10_000 + COARSE_RACY_MS + 1)).toBe(false);
  });

  it('does not remember a file changed within a tick before hashing began', async () => {
    const scan = await scanSite(site, STAMPED);
    const changed = Math.max(...scan.files.map((f) => f.changedMs!));
    const cache = await openHashCache(scan.folder, cacheDir, changed + RACY_MS / 2);
    await cache.save(scan.files, await hashContent(scan.files, { cache }));
    expect(readdirSync(cacheDir)).toEqual([]); // nothing worth keeping, nothing written
    const again = await openHashCache(scan.folder, cacheDir, later());
    await expect(hashContent(unreadable(scan.files), { cache: again })).rejects.toThrow(/ENOENT/);
  });

  it('an md5 pass after an sha256-only one reads again; files gone are dropped from the cache', async () => {
    const scan = await scanSite(site, STAMPED);
    const cache = await openHashCache(scan.folder, cacheDir, later());
    await cache.save(scan.files, await hashContent(scan.files, { cache }));
    const withMd5 = await openHashCache(scan.folder, cacheDir, later());
    await expect(hashSite(unreadable(scan.files), { cache: withMd5 })).rejects.toThrow(/ENOENT/);
    const site2 = await hashSite(scan.files, { cache: withMd5 });
    expect(site2['/css/app.css']!.md5).toBe(createHash('md5').update('body{}').digest('hex'));
    await withMd5.save(scan.files, site2);
    // Now with md5: an md5 pass reads nothing.
    const full = await openHashCache(scan.folder, cacheDir, later());
    expect(await hashSite(unreadable(scan.files), { cache: full })).toEqual(site2);

    rmSync(join(site, 'css/app.css'));
    const fewer = await openHashCache(scan.folder, cacheDir, later());
    const rescan = await scanSite(site, STAMPED);
    await fewer.save(rescan.files, await hashSite(rescan.files, { cache: fewer }));
    const [file] = readdirSync(cacheDir);
    const lines = readFileSync(join(cacheDir, file!), 'utf8').trim().split('\n');
    expect(lines.slice(1).map((l) => l.split('\t')[0])).toEqual(['index.html']);
  });

  it('a damaged cache file is ignored; a cache folder others may write is not used', async () => {
    const scan = await scanSite(site, STAMPED);
    const cache = await openHashCache(scan.folder, cacheDir, later());
    await cache.save(scan.files, await hashContent(scan.files, { cache }));
    const [file] = readdirSync(cacheDir);
    writeFileSync(join(cacheDir, file!), 'sitepub-hash-cache 1\t"/elsewhere"\nindex.html\tx\ty\n');
    const damaged = await openHashCache(scan.folder, cacheDir, later());
    expect((await hashContent(scan.files, { cache: damaged }))['/index.html']!.size).toBe(9);

    const open = join(root, 'open');
    mkdirSync(open, { mode: 0o777 });
    chmodSync(open, 0o777);
    const shared = await openHashCache(scan.folder, open, later());
    await shared.save(scan.files, await hashContent(scan.files, { cache: shared }));
    expect(readdirSync(open)).toEqual([]);

    // Ours and only readable by others: closed to 0700 and used.
    const readable = join(root, 'readable');
    mkdirSync(readable);
    chmodSync(readable, 0o755);
    const closed = await openHashCache(scan.folder, readable, later());
    await closed.save(scan.files, await hashContent(scan.files, { cache: closed }));
    expect(readdirSync(readable)).toHaveLength(1);
    expect(statSync(readable).mode & 0o777).toBe(0o700);
  });
});

import { execFileSync } from 'node:child_process';
import { readdirSync, readlinkSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import * as tar from 'tar';
import { buffer } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { localManifest, pack, PackError, scanSite, openArchive } from '../../src/pack/index.ts';
import { tempSite, type TempSite } from './fixtures.ts';

const sites: TempSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.cleanup()));
});
const site = async (files: Record<string, string | Buffer> = {}): Promise<TempSite> => {
  const s = await tempSite(files);
  sites.push(s);
  return s;
};

/** Entry names of a .tar.gz, via GNU tar. */
function gnuList(tgz: Buffer): string[] {
  return execFileSync('tar', ['-tzf', '-'], { input: tgz }).toString().split('\n').filter(Boolean);
}

const paths = async (root: string, o = {}) => (await scanSite(root, o)).files.map((f) => f.path);

describe('ignore rules', () => {
  it('skips the default ignores: .git, dotfiles, node_modules, bower_components, editor backups', async () => {
    const s = await site({
      'index.html': 'x',
      'about/index.html': 'x',
      '.env': 'SECRET=1',
      '.git/config': 'x',
      '.hidden/a.html': 'x',
      'css/.DS_Store': 'x',
      'node_modules/lib/index.js': 'x',
      'sub/node_modules/a.js': 'x',
      'bower_components/b.js': 'x',
      'index.html~': 'x',
      'page.html~': 'x',
      'README~': 'kept: no dot before the tilde, as in the official defaults',
    });
    expect(await paths(s.root)).toEqual(['README~', 'about/index.html', 'index.html']);
  });

  it('applies .surgeignore, including negation of a default rule', async () => {
    const s = await site({
      'index.html': 'x',
      'drafts/a.html': 'x',
      'notes.md': 'x',
      'keep.md': 'x',
      '.well-known/security.txt': 'x',
      '.surgeignore': 'drafts/\n*.md\n!keep.md\n!.well-known\n',
    });
    expect(await paths(s.root)).toEqual(['.well-known/security.txt', 'index.html', 'keep.md']);
  });

  it('takes extra patterns from options, and can turn the defaults off', async () => {
    const s = await site({ 'index.html': 'x', 'a.map': 'x', 'js/b.js.map': 'x', '.nojekyll': '' });
    expect(await paths(s.root, { ignore: ['*.map'] })).toEqual(['index.html']);
    expect(await paths(s.root, { defaultIgnores: false })).toEqual([
      '.nojekyll',
      'a.map',
      'index.html',
      'js/b.js.map',
    ]);
  });
});

describe('symlinks', () => {
  it('never follows a link out of the folder, and reports it', async () => {
    const s = await site({ 'index.html': 'x', 'docs/page.html': 'page' });
    const secret = join(s.dir, 'git-credentials');
    await writeFile(secret, 'https://user:hunter2@example.com');
    await s.link('creds.txt', secret);
    await s.link('etc', '/etc');
    await s.link('up', '..');
    await s.link('dangling.html', join(s.dir, 'nope'));
    await s.link('alias.html', 'docs/page.html');
    await s.link('docs2', 'docs');
    await s.link('docs/loop', '..');
    const p = await pack(s.root);
    expect(p.files.map((f) => f.path)).toEqual([
      'alias.html',
      'docs/page.html',
      'docs2/page.html',
      'index.html',
    ]);
    expect(p.skipped).toEqual(
      expect.arrayContaining([
        { path: 'creds.txt', reason: 'outside-folder' },
        { path: 'etc', reason: 'outside-folder' },
        { path: 'up', reason: 'outside-folder' },
        { path: 'dangling.html', reason: 'broken' },
        { path: 'docs/loop', reason: 'loop' },
      ]),
    );
    const tgz = await buffer(p.stream);
    expect(tgz.includes(Buffer.from('hunter2'))).toBe(false);
    expect(gunzipSync(tgz).includes(Buffer.from('hunter2'))).toBe(false);
    expect(gnuList(tgz)).toEqual([
      'site/alias.html',
      'site/docs/page.html',
      'site/docs2/page.html',
      'site/index.html',
    ]);
  });
});

describe('limits and bad folders', () => {
  it('refuses a missing folder, a file, and an empty site with a message that says what to do', async () => {
    const s = await site({ '.env': 'x', 'node_modules/a.js': 'x' });
    await expect(pack(join(s.dir, 'nope'))).rejects.toMatchObject({
      code: 'missing-folder',
      message: /does not exist/,
    });
    await writeFile(join(s.dir, 'file'), 'x');
    await expect(pack(join(s.dir, 'file'))).rejects.toMatchObject({ code: 'not-a-folder' });
    await expect(pack(s.root)).rejects.toMatchObject({ code: 'empty-site', message: /no files to publish/ });
  });

  it('refuses early over the file-count and size limits', async () => {
    const s = await site();
    for (let i = 0; i < 12; i++) await s.write(`f${String(i).padStart(2, '0')}.html`, 'x'.repeat(100));
    const many = pack(s.root, { limits: { maxFiles: 10 } });
    await expect(many).rejects.toBeInstanceOf(PackError);
    await expect(many).rejects.toMatchObject({ code: 'too-many-files', message: /more than 10 files/ });
    await expect(pack(s.root, { limits: { maxBytes: 1000 } })).rejects.toMatchObject({ code: 'too-large' });
    await expect(pack(s.root, { limits: { maxFiles: 12, maxBytes: 1200 } })).resolves.toMatchObject({
      fileCount: 12,
    });
  });

  it('uses the service limits by default (10,100 files)', async () => {
    const s = await site();
    await Promise.all(Array.from({ length: 10_101 }, (_, i) => writeFile(join(s.root, `${i}.txt`), '')));
    await expect(scanSite(s.root)).rejects.toMatchObject({
      code: 'too-many-files',
      message: /more than 10100 files/,
    });
  });
});

describe('archive', () => {
  it('has one top-level prefix, files only, sorted, mtime 0, and counts known before reading', async () => {
    const s = await site({ 'b.html': 'bb', 'a/z.css': 'zzz', 'a/y.js': 'y', 'index.html': 'hello' });
    const p = await pack(s.root);
    expect(p.fileCount).toBe(4);
    expect(p.totalSize).toBe(11);
    const tgz = await buffer(p.stream);
    const verbose = execFileSync('tar', ['--full-time', '-tvzf', '-'], { input: tgz }).toString();
    expect(gnuList(tgz)).toEqual(['site/a/y.js', 'site/a/z.css', 'site/b.html', 'site/index.html']);
    for (const line of verbose.trim().split('\n')) {
      expect(line).toMatch(/^-rw-r--r-- /);
      expect(line).toContain('1970-01-01');
    }
    const m = await p.manifest;
    expect(m['/index.html']).toEqual({ size: 5, md5: createHash('md5').update('hello').digest('hex') });
    expect(Object.keys(m)).toEqual(['/a/y.js', '/a/z.css', '/b.html', '/index.html']);
  });

  it('is deterministic: the same folder gives the same bytes', async () => {
    const s = await site({ 'index.html': 'x', 'a/b.html': 'y'.repeat(300_000) });
    const one = await buffer((await pack(s.root)).stream);
    await s.write('a/b.html', 'y'.repeat(300_000)); // rewritten: new mtime, same content
    const two = await buffer((await pack(s.root)).stream);
    expect(two.equals(one)).toBe(true);
    const scan = await scanSite(s.root);
    expect((await buffer(openArchive(scan).stream)).equals(one)).toBe(true);
  });

  it('writes long and non-ASCII paths that GNU tar reads back', async () => {
    const long = `${'deep/'.repeat(30)}${'n'.repeat(120)}.html`;
    const s = await site({ [long]: 'long', 'café/ünïcode.html': 'u' });
    const tgz = await buffer((await pack(s.root, { prefix: 'p' })).stream);
    expect(gnuList(tgz).sort()).toEqual([`p/${long}`, 'p/café/ünïcode.html'].sort());
  });

  it('closes the file being read when the reader destroys the stream early', async () => {
    const s = await site({ 'a.bin': Buffer.alloc(3_000_000, 7), 'b.bin': Buffer.alloc(3_000_000, 8) });
    // Open descriptors on the site's files, from /proc (Linux).
    const handles = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`).startsWith(s.root);
        } catch {
          return false;
        }
      }).length;
    const before = handles();
    expect(before).toBe(0);
    const { stream } = await pack(s.root, { gzipLevel: 0 });
    // The gzip header comes out before any file is read: wait for file content (a.bin is being read then).
    await new Promise<void>((resolve) => {
      let got = 0;
      const onData = (c: Buffer) => {
        got += c.length;
        if (got < 100_000) return;
        stream.off('data', onData);
        stream.pause();
        resolve();
      };
      stream.on('data', onData);
    });
    expect(handles()).toBeGreaterThan(before);
    stream.destroy();
    await new Promise((r) => setTimeout(r, 50));
    expect(handles()).toBe(before);
  });

  it('fails clearly when a file shrinks while packing', async () => {
    const s = await site({ 'index.html': 'x', 'big.bin': Buffer.alloc(600_000, 1) });
    const scan = await scanSite(s.root);
    await writeFile(join(s.root, 'big.bin'), 'tiny');
    const a = openArchive(scan);
    await expect(buffer(a.stream)).rejects.toMatchObject({
      code: 'file-changed',
      message: /big\.bin shrank/,
    });
  });

  it("is byte-for-byte what node-tar's Pack (used by the official client) writes for the same files", async () => {
    const { corpusPath } = await import('../helpers/corpora.ts');
    const src = corpusPath('swagger-ui');
    // Small entries go out in 256 KiB batches (tar-stream.ts): many across several batches, entries of exactly
    // and just under 256 KiB (a batch of their own, grown for the header), pax headers and a large file between.
    const many = Object.fromEntries(
      Array.from({ length: 600 }, (_, i) => [
        `many/${String(i).padStart(3, '0')}.svg`,
        `<svg>${i}</svg>`.repeat(90),
      ]),
    );
    const s = await site({
      'index.html': 'x',
      'a/b.css': 'y'.repeat(700_000),
      [`${'long/'.repeat(25)}x.js`]: 'z',
      ...many,
      'm/exactly-256k.bin': 'e'.repeat(256 * 1024),
      'm/just-under.bin': 'u'.repeat(256 * 1024 - 1),
      [`m/${'é'.repeat(60)}.txt`]: 'non-ASCII name',
    });
    for (const folder of [src, s.root]) {
      const mine = gunzipSync(await buffer((await pack(folder)).stream));
      const files = (await scanSite(folder)).files.map((f) => `${basename(folder)}/${f.path}`);
      const theirs = gunzipSync(
        await buffer(
          tar.c(
            { gzip: true, cwd: dirname(folder), portable: true, mtime: new Date(0) },
            files,
          ) as unknown as AsyncIterable<Buffer>,
        ),
      );
      expect(mine.length).toBe(theirs.length);
      expect(mine.equals(theirs)).toBe(true);
    }
  });

  it('round-trips a real corpus through GNU tar', async () => {
    const { corpusPath } = await import('../helpers/corpora.ts');
    const src = corpusPath('swagger-ui');
    const out = await mkdtemp(join(tmpdir(), 'sitepub-unpack-'));
    try {
      const p = await pack(src);
      const tgz = await buffer(p.stream);
      execFileSync('tar', ['-xzf', '-', '-C', out], { input: tgz, maxBuffer: 1 << 30 });
      execFileSync('diff', ['-r', src, join(out, 'site')]);
      const local = await localManifest(src);
      expect(await p.manifest).toEqual(local);
      expect(Object.keys(local)).toHaveLength(p.fileCount);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});

describe('local manifest', () => {
  it('hashes what would be packed', async () => {
    const s = await site({ 'index.html': 'hello', '.env': 'x' });
    await mkdir(join(s.root, 'empty'));
    expect(await localManifest(s.root)).toEqual({
      '/index.html': { size: 5, md5: createHash('md5').update('hello').digest('hex') },
    });
    expect(await readFile(join(s.root, '.env'), 'utf8')).toBe('x');
  });
});

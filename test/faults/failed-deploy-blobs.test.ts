/**
 * A failed deploy removes the blobs it wrote at once (issue #7), against the real server and its edges: after a
 * bad archive, a limit exceeded or a client disconnect, neither the origin's blobs folder nor its temp folder
 * holds a file of that deploy (nor lists one in a pack). A deploy's new content waits in the temp folder (its
 * small files in one pack) until the upload is complete
 * (then one durability barrier, then the renames: src/store/blobs/), so deploys in flight with the same content
 * never depend on each other: one failing leaves the other whole. Disk full: test/faults/disk-full.test.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../edge/helpers/http.ts';
import { gzip, tarOf, tgzOf, type CraftedEntry } from '../helpers/archives.ts';
import { TAR_END } from '../helpers/hostile-archives.ts';
import { siteEntries, startHostileWorld, type HostileWorld } from '../helpers/hostile-world.ts';
import { basicToken, putArchive } from '../helpers/server.ts';

let w: HostileWorld;

beforeAll(async () => {
  // 4 MiB of content per deploy, so "limit exceeded" needs only a few files
  w = await startHostileWorld({ overrides: { limits: { maxBytes: 4 * 1024 * 1024 } } });
});
afterAll(() => w?.close());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Every blob in the origin's blobs folder: files of their own, and the blobs its packs' indexes list. */
async function storedBlobs(): Promise<Set<string>> {
  const root = join(w.data, 'blobs');
  const all = new Set<string>();
  for (const dir of await readdir(root)) {
    if (dir !== 'packs') for (const name of await readdir(join(root, dir))) all.add(name);
  }
  for (const name of await readdir(join(root, 'packs')).catch(() => [])) {
    if (!name.endsWith('.idx')) continue;
    for (const line of (await readFile(join(root, 'packs', name), 'utf8')).split('\n')) {
      if (line) all.add(line.split(' ')[0]!);
    }
  }
  return all;
}

/** Files in the origin's temp folder: content received by deploys still in flight. */
async function tempFiles(): Promise<number> {
  return (await readdir(join(w.data, 'tmp'))).length;
}

/** Temp files a deploy of `files` makes: one per file over 256 KiB, one pack for all the smaller ones. */
const tempsFor = (files: Record<string, Buffer>): number => {
  const sizes = Object.values(files).map((b) => b.length);
  return sizes.filter((n) => n > 256 * 1024).length + (sizes.some((n) => n <= 256 * 1024) ? 1 : 0);
};

/** Random files: two small ones (hashed in memory) and larger ones (streamed to a temp file). */
function uniqueFiles(tag: string, large = 2, largeBytes = 300 * 1024): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  files[`/${tag}-a.html`] = randomBytes(2000);
  files[`/${tag}-b.css`] = randomBytes(5000);
  for (let i = 0; i < large; i++) files[`/${tag}-${i}.bin`] = randomBytes(largeBytes);
  return files;
}

const shasOf = (files: Record<string, Buffer>) => Object.values(files).map(sha);

async function until(what: string, ok: () => Promise<boolean>, context = () => '', ms = 30_000) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting until ${what}; lines so far: ${context()}`);
}

/** A deploy whose body the test feeds piece by piece (gzip members), reading its NDJSON lines as they come. */
function openDeploy(domain: string) {
  let feed!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (feed = c) });
  const controller = new AbortController();
  const lines: Record<string, unknown>[] = [];
  const done = (async () => {
    const res = await fetch(`${w.api}/${domain}`, {
      method: 'PUT',
      headers: { authorization: basicToken(w.token), 'content-type': 'application/gzip' },
      body,
      duplex: 'half',
      signal: controller.signal,
    } as RequestInit);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      buf += r.value;
      for (let nl = buf.indexOf('\n'); nl !== -1; nl = buf.indexOf('\n')) {
        if (buf.slice(0, nl).trim()) lines.push(JSON.parse(buf.slice(0, nl)) as Record<string, unknown>);
        buf = buf.slice(nl + 1);
      }
    }
    return lines;
  })();
  done.catch(() => undefined);
  return {
    send: (part: Buffer) => feed.enqueue(part),
    end: () => feed.close(),
    abort: () => controller.abort(),
    /** The lines so far, for failure messages. */
    lines: () => JSON.stringify(lines).slice(-1000),
    done,
  };
}

async function expectNoneStored(shas: string[]) {
  const stored = await storedBlobs();
  expect(
    shas.filter((s) => stored.has(s)),
    'blobs of the failed deploy left in the blobs folder',
  ).toEqual([]);
  expect(await tempFiles(), 'temp files left').toBe(0);
}

describe('a failed deploy removes its blobs at once', () => {
  it('bad archive: files stored, then a traversing entry', async () => {
    const files = uniqueFiles('bad');
    const evil: CraftedEntry[] = [...siteEntries(files), { path: 'site/../../escape.html', body: 'x' }];
    const res = await putArchive(w.api, w.token, 'bad.blobs.test', tgzOf(evil));
    expect(res.events.at(-1)).toMatchObject({ type: 'error', error: { code: 'PARENT_PATH' } });
    await expectNoneStored(shasOf(files));
    await w.expectUnchanged();
  });

  it('limit exceeded: the content cap is crossed after four files were stored', async () => {
    const files = uniqueFiles('big', 5, 1024 * 1024);
    const res = await putArchive(w.api, w.token, 'limit.blobs.test', tgzOf(siteEntries(files)));
    expect(res.events.at(-1)).toMatchObject({ type: 'error', error: { code: 'TOO_LARGE' } });
    await expectNoneStored(shasOf(files));
    await w.expectUnchanged();
  });

  it('client disconnect after its files were received', async () => {
    const files = uniqueFiles('cut');
    const d = openDeploy('cut.blobs.test');
    d.send(gzip(tarOf(siteEntries(files), { end: false })));
    const shas = shasOf(files);
    await until('the files are received', async () => (await tempFiles()) === tempsFor(files), d.lines);
    expect(
      [...(await storedBlobs())].filter((x) => shas.includes(x)),
      'nothing in place before the end',
    ).toEqual([]);
    d.abort();
    await expect(d.done).rejects.toThrow();
    await until('the temp files are removed', async () => (await tempFiles()) === 0);
    await expectNoneStored(shas);
    await w.expectUnchanged();
  });

  it('deploys in flight with the same content do not depend on each other', async () => {
    const shared = { '/shared-small.txt': randomBytes(3000), '/shared.bin': randomBytes(600 * 1024) };
    const ownA = uniqueFiles('only-a');
    const ownB = uniqueFiles('only-b');
    const sharedShas = shasOf(shared);
    // A receives the shared files and its own, then stalls
    const a = openDeploy('share-a.blobs.test');
    a.send(gzip(tarOf(siteEntries({ ...shared, ...ownA }), { end: false })));
    const countA = tempsFor({ ...shared, ...ownA });
    await until('A received its files', async () => (await tempFiles()) === countA, a.lines);
    // B sends the same shared content and its own, then stalls too
    const b = openDeploy('share-b.blobs.test');
    b.send(gzip(tarOf(siteEntries({ ...shared, ...ownB }), { end: false })));
    const countB = tempsFor({ ...shared, ...ownB });
    await until('B received its files', async () => (await tempFiles()) === countA + countB, b.lines);
    // A fails: all it received goes, B's copy of the shared content stays
    a.send(gzip(tarOf([{ path: 'site/../../escape.html', body: 'x' }])));
    a.end();
    expect((await a.done).at(-1)).toMatchObject({ type: 'error', error: { code: 'PARENT_PATH' } });
    expect(await tempFiles()).toBe(countB);
    // B completes with the shared content intact on every edge
    b.send(gzip(TAR_END));
    b.end();
    expect((await b.done).at(-1)?.type).toBe('info');
    const stored = await storedBlobs();
    expect([...sharedShas, ...shasOf(ownB)].every((x) => stored.has(x))).toBe(true);
    await expectNoneStored(shasOf(ownA));
    for (const edge of w.edges) {
      for (const [path, bytes] of Object.entries(shared)) {
        const served = await get(edge, 'share-b.blobs.test', path);
        expect(served.status).toBe(200);
        expect(served.body.equals(bytes), `${edge}${path}`).toBe(true);
      }
    }
    // C and D send the same new content; both fail: nothing of theirs is left
    const pair = { '/pair.bin': randomBytes(400 * 1024), '/pair.txt': randomBytes(1000) };
    const c = openDeploy('share-c.blobs.test');
    const dd = openDeploy('share-d.blobs.test');
    c.send(gzip(tarOf(siteEntries(pair), { end: false })));
    dd.send(gzip(tarOf(siteEntries(pair), { end: false })));
    await until('C and D received the pair', async () => (await tempFiles()) === 2 * tempsFor(pair));
    c.abort();
    await expect(c.done).rejects.toThrow();
    dd.send(gzip(tarOf([{ path: '/etc/evil', body: 'x' }])));
    dd.end();
    expect((await dd.done).at(-1)).toMatchObject({ type: 'error' });
    await until('the pair is removed', async () => (await tempFiles()) === 0);
    await expectNoneStored(shasOf(pair));
    await w.expectUnchanged();
  });
});

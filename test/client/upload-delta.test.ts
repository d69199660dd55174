/**
 * Upload deltas (the API's upload plans) end to end: the client library against the real server and two edges (a real site, swagger-ui):
 *  - a second deploy of the same folder to another domain uploads nothing, and every file is served;
 *  - one changed file: one file uploaded, the new content served;
 *  - reuse is scoped to the account: another account uploads everything;
 *  - a server without plans (the plan route answers 404, as surge.sh does): one full upload;
 *  - a plan refused at upload (412: already used): one full upload, success;
 *  - a failed attempt is retried with a fresh plan (plans are single-use).
 * Then the answers other servers may give, from a scripted server: 405, an unusable plan, 412, a refusal.
 * The 404 and the retry go through a real proxy in front of the real server; the 412 through an undici
 * interceptor that names an already used plan (a proxy would turn the server's early close into EPIPE).
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zstdDecompressSync } from 'node:zlib';
import { Agent, type Dispatcher } from 'undici';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createClient,
  UPLOAD_PLAN_HEADER,
  type UploadPlan,
  type UploadStart,
} from '../../src/client/index.ts';
import { localManifest } from '../../src/pack/index.ts';
import { get } from '../edge/helpers/http.ts';
import { corpusPath } from '../helpers/corpora.ts';
import { startFaultProxy, type Fault, type FaultProxy } from '../helpers/hostile-proxy.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { tempSite, type TempSite } from '../pack/fixtures.ts';
import {
  json,
  ndjson,
  readBody,
  startScriptedServer,
  type Handler,
  type ScriptedServer,
  type Seen,
} from './scripted-server.ts';

let srv: TestServer;
let proxy: FaultProxy;
let token: string;
let work: string;
let site: string;
/** Applied by the proxy to the next matching request, then cleared. */
let rewrite: { planPath?: boolean; fault?: Fault } = {};
const warnings: string[] = [];
const logger = { debug: () => {}, info: () => {}, warning: (m: string) => warnings.push(m) };

beforeAll(async () => {
  srv = await startTestServer({ edges: 2 });
  token = await srv.token('plans@upload.test');
  proxy = await startFaultProxy(srv.api, (req) => {
    const isPlan = req.method === 'POST' && /^\/[^/]+\/uploads$/.test(req.url ?? '');
    const isPut = req.method === 'PUT' && /^\/[^/]+$/.test(req.url ?? '');
    if (isPlan && rewrite.planPath) {
      req.url = `${req.url}-not-here`; // a route the server does not have: its own 404
      rewrite.planPath = false;
    }
    if (isPut && rewrite.fault) {
      const fault = rewrite.fault;
      rewrite.fault = undefined;
      return fault;
    }
    return null;
  });
  work = await mkdtemp(join(tmpdir(), 'sitepub-plans-'));
  site = join(work, 'site');
  await cp(corpusPath('swagger-ui'), site, { recursive: true });
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  await srv?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const client = (t = token, dispatcher?: Dispatcher) =>
  createClient({
    endpoint: dispatcher ? srv.api : proxy.url,
    token: t,
    logger,
    retry: { minDelayMs: 20, random: () => 0 },
    ...(dispatcher ? { dispatcher } : {}),
  });

/** Straight to the server; the next PUT that names a plan names `usedPlan` instead. Logs what it sends. */
function swappingPlan(usedPlan: string, log: string[]): Dispatcher {
  let swapped = false;
  return new Agent().compose((dispatch) => (opts, handler) => {
    const headers = { ...(opts.headers as Record<string, string>) };
    if (opts.method === 'PUT' && headers[UPLOAD_PLAN_HEADER] && !swapped) {
      headers[UPLOAD_PLAN_HEADER] = usedPlan;
      swapped = true;
    }
    log.push(`${opts.method} ${opts.path} ${headers[UPLOAD_PLAN_HEADER] ?? '-'}`);
    return dispatch({ ...opts, headers }, handler);
  });
}

async function deploy(
  domain: string,
  o: { reuse?: boolean; manifest?: boolean; t?: string; dispatcher?: Dispatcher } = {},
) {
  const uploads: UploadStart[] = [];
  const before = proxy.log.length;
  const result = await client(o.t, o.dispatcher).deploy({
    domain,
    source: site,
    ...(o.reuse === undefined ? {} : { reuse: o.reuse }),
    ...(o.manifest === undefined ? {} : { manifest: o.manifest }),
    onUpload: (u) => uploads.push(u),
  }).result;
  const requests = proxy.log.slice(before).map((l) => {
    const files = (l.json as { files?: { sha256?: string }[] } | undefined)?.files;
    const sizes = files?.length && files.every((f) => f.sha256 === undefined) ? ' (sizes)' : '';
    return `${l.method} ${l.path.replace(`/${domain}`, '')}${sizes}`;
  });
  return { result, uploads, requests };
}

const md5 = (b: Buffer): string => createHash('md5').update(b).digest('hex');

/** Every file of the local manifest, fetched from every edge under `domain`, has the local md5. */
async function expectServed(domain: string): Promise<number> {
  const manifest = await localManifest(site);
  let checked = 0;
  for (const edge of srv.edges) {
    for (const [path, entry] of Object.entries(manifest)) {
      const res = await get(edge, domain, encodeURI(path));
      expect(res.status, `${edge} ${domain}${path}`).toBe(200);
      expect(md5(res.body), `${edge} ${domain}${path}`).toBe(entry.md5);
      checked++;
    }
  }
  return checked;
}

describe('upload plans against the real server', { timeout: 120_000 }, () => {
  it('a first deploy plans and uploads every file; a second of the same folder elsewhere uploads none', async () => {
    const first = await deploy('plans-a.localhost');
    const manifest = await localManifest(site);
    const total = Object.values(manifest).reduce((n, e) => n + e.size, 0);
    const count = Object.keys(manifest).length;
    // Listed by size first: none of this new account's content can be reused, so that answer is the plan (the
    // sha256 listing follows only if the hashes were ready before it).
    expect(first.requests[0]).toBe('POST /uploads (sizes)');
    expect(first.requests.slice(1)).toEqual(
      first.requests.length === 2 ? ['PUT '] : ['POST /uploads', 'PUT '],
    );
    expect(first.result).toMatchObject({
      fileCount: count,
      projectSize: total,
      uploaded: { files: count, bytes: total },
      manifest,
      attempts: 1,
    });
    expect(first.result.uploadPlan).toEqual(first.requests.length === 2 ? undefined : expect.any(String));

    const second = await deploy('plans-b.localhost');
    // Every size is that of content the account holds: the server asks for the sha256 listing.
    expect(second.requests).toEqual(['POST /uploads (sizes)', 'POST /uploads', 'PUT ']);
    expect(second.uploads).toEqual([
      {
        files: 0,
        bytes: 0,
        fileCount: count,
        projectSize: total,
        plan: second.result.uploadPlan,
        attempt: 1,
      },
    ]);
    expect(second.result).toMatchObject({
      fileCount: count,
      projectSize: total,
      uploaded: { files: 0, bytes: 0 },
      manifest, // the whole site, though nothing was sent
    });
    // What the server published is the whole site, and every edge serves every file.
    const remote = await client().manifest('plans-b.localhost');
    expect(Object.keys(remote).map((k) => (k.startsWith('/') ? k : `/${k}`))).toEqual(Object.keys(manifest));
    expect(await expectServed('plans-b.localhost')).toBe(count * srv.edges.length);
    expect(warnings).toEqual([]);
  });

  it('one changed file: uploads that file only, and the edges serve the new content', async () => {
    await writeFile(join(site, 'index.html'), '<!doctype html><h1>changed</h1>\n');
    const { result } = await deploy('plans-b.localhost');
    expect(result.uploaded).toEqual({ files: 1, bytes: 32 });
    const res = await get(srv.edges[1]!, 'plans-b.localhost', '/index.html');
    expect(res.body.toString()).toBe('<!doctype html><h1>changed</h1>\n');
    expect(await expectServed('plans-b.localhost')).toBeGreaterThan(0);
  });

  it('asks for its plans and uploads on one connection to the server', async () => {
    // undici gives a connection back to its pool a turn after the response that used it; a request sent sooner
    // (the upload, right after the plan's answer) opened a second one: against HTTPS, another TLS handshake.
    const ports: string[] = [];
    const seen = (req: IncomingMessage) => {
      if (req.url?.startsWith('/plans-conn.localhost')) ports.push(`${req.method} ${req.socket.remotePort}`);
    };
    srv.server.app.server.on('request', seen);
    const agent = new Agent();
    try {
      await writeFile(join(site, 'index.html'), '<!doctype html><h1>one connection</h1>\n');
      const { requests } = await deploy('plans-conn.localhost', { dispatcher: agent });
      expect(requests).toEqual([]); // straight to the server, not through the proxy
      const port = ports[0]!.split(' ')[1];
      // Listed by size (then by sha256 when the account holds content of these sizes), then the upload.
      expect(ports.length).toBeGreaterThanOrEqual(2);
      expect(ports).toEqual([...ports.slice(0, -1).map(() => `POST ${port}`), `PUT ${port}`]);
    } finally {
      srv.server.app.server.off('request', seen);
      await agent.close();
    }
  });

  it('reuse is scoped to the account: another account uploads everything', async () => {
    const other = await srv.token('someone-else@upload.test');
    const { result, requests } = await deploy('plans-other.localhost', { t: other });
    // It holds nothing: told so by size, it sends everything (with a plan that reuses nothing if its hashes came
    // before that answer).
    expect(requests[0]).toBe('POST /uploads (sizes)');
    expect(result.uploaded).toEqual({ files: result.fileCount, bytes: result.projectSize });
  });

  it('manifest: false plans by sha256 alone and gives no manifest; the edges serve the whole site', async () => {
    const { result, requests } = await deploy('plans-nomd5.localhost', { manifest: false });
    expect(requests).toEqual(['POST /uploads (sizes)', 'POST /uploads', 'PUT ']);
    expect(result.uploadPlan).toEqual(expect.any(String));
    expect(result.manifest).toBeUndefined();
    expect(await expectServed('plans-nomd5.localhost')).toBe(result.fileCount! * srv.edges.length);
    const bare = await deploy('plans-nomd5-full.localhost', { manifest: false, reuse: false });
    expect(bare.requests).toEqual(['PUT ']);
    expect(bare.result.manifest).toBeUndefined();
  });

  it('reuse: false sends every file without asking for a plan', async () => {
    const { result, requests } = await deploy('plans-c.localhost', { reuse: false });
    expect(requests).toEqual(['PUT ']);
    expect(result.uploadPlan).toBeUndefined();
    expect(result.uploaded).toEqual({ files: result.fileCount, bytes: result.projectSize });
  });

  it('a server without plans (404 to the plan request): one full upload, nothing else changes', async () => {
    rewrite = { planPath: true };
    const { result, requests, uploads } = await deploy('plans-d.localhost');
    // The size-only listing is told 404 (the sha256 listing too, if the hashes were ready before that answer).
    expect(requests[0]).toBe('POST /uploads-not-here (sizes)');
    expect(requests.slice(1)).toEqual(requests.length === 2 ? ['PUT '] : ['POST /uploads-not-here', 'PUT ']);
    expect(result).toMatchObject({ attempts: 1, uploadPlan: undefined });
    expect(result.uploaded).toEqual({ files: result.fileCount, bytes: result.projectSize });
    expect(uploads.map((u) => u.plan)).toEqual([undefined]);
    expect(await expectServed('plans-d.localhost')).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });

  it('a plan refused at upload (412: already used): one full upload, and success', async () => {
    const used = (await deploy('plans-e0.localhost')).result.uploadPlan!;
    const sent: string[] = [];
    const dispatcher = swappingPlan(used, sent);
    const { result, uploads } = await deploy('plans-e.localhost', { dispatcher });
    await dispatcher.close();
    expect(sent).toEqual([
      `POST /plans-e.localhost/uploads -`, // by size: the account holds content of these sizes
      `POST /plans-e.localhost/uploads -`,
      `PUT /plans-e.localhost ${used}`, // refused with 412 before its body was read
      'PUT /plans-e.localhost -',
    ]);
    expect(result).toMatchObject({ attempts: 2, uploadPlan: undefined });
    expect(result.uploaded).toEqual({ files: result.fileCount, bytes: result.projectSize });
    expect(uploads.map((u) => [u.attempt, u.plan === undefined ? 'full' : 'plan', u.files])).toEqual([
      [1, 'plan', 0],
      [2, 'full', result.fileCount],
    ]);
    expect(warnings.splice(0)).toEqual([
      expect.stringMatching(/refused the upload plan of plans-e\.localhost \(.*\); uploading every file/),
    ]);
    expect(await expectServed('plans-e.localhost')).toBeGreaterThan(0);
    const revs = await client().revisions('plans-e.localhost');
    expect(revs).toHaveLength(1);
  });

  it('a failed attempt is retried with a fresh plan', async () => {
    await writeFile(join(site, 'index.html'), '<!doctype html><h1>retried</h1>\n');
    rewrite = { fault: { kind: 'status', status: 503 } };
    const { result, requests } = await deploy('plans-f.localhost');
    // The second attempt lists the sha256s it already has.
    expect(requests).toEqual([
      'POST /uploads (sizes)',
      'POST /uploads',
      'PUT ',
      'GET /list',
      'POST /uploads',
      'PUT ',
    ]);
    expect(result).toMatchObject({ attempts: 2, uploaded: { files: 1, bytes: 32 } });
    expect(warnings.splice(0)).toEqual([expect.stringMatching(/retry 1/)]);
    const res = await get(srv.edges[0]!, 'plans-f.localhost', '/index.html');
    expect(res.body.toString()).toContain('retried');
    expect(await client().revisions('plans-f.localhost')).toHaveLength(1);
  });

  it('uploadPlan() answers which listed files the account lacks', async () => {
    const content = await readFile(join(site, 'index.html'));
    const sha256 = createHash('sha256').update(content).digest('hex');
    const plan = await client().uploadPlan('plans-g.localhost', [
      { path: '/index.html', size: content.length, sha256 },
      { path: '/new.txt', size: 3, sha256: createHash('sha256').update('new').digest('hex') },
    ]);
    expect(plan).toMatchObject({
      id: expect.any(String),
      missing: ['/new.txt'],
      expiresAt: expect.any(Number),
      encodings: ['zstd', 'gzip'],
    });
    expect((plan as UploadPlan).expiresAt).toBeGreaterThan(Date.now());
    await expect(
      client().uploadPlan('plans-g.localhost', [{ path: '/a', size: 1, sha256: 'nothex' }]),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('upload plan answers a server may give (scripted server)', () => {
  let scripted: ScriptedServer;
  let small: TempSite;
  beforeEach(async () => {
    scripted = await startScriptedServer();
    small = await tempSite({ 'index.html': '<h1>hi</h1>', 'css/app.css': 'body{}' });
  });
  afterEach(async () => {
    await scripted.close();
    await small.cleanup();
  });
  const DOMAIN = 'scripted.example.com';
  const info = {
    type: 'info',
    urls: [],
    metadata: { rev: 1700000000000, preview: `1700000000000-${DOMAIN}` },
  };
  const put = async (req: IncomingMessage, res: ServerResponse, seen: Seen) => {
    await readBody(req, seen);
    ndjson(res, [info]);
  };
  const run = (o: { compression?: 'auto' | 'gzip' } = {}) =>
    createClient({ endpoint: scripted.url, token: 't', logger, retry: false }).deploy({
      domain: DOMAIN,
      source: small.root,
      ...o,
    }).result;
  const entries = (s: Seen) =>
    execFileSync('tar', ['-tzf', '-'], { input: s.body }).toString().split('\n').filter(Boolean);
  /** The answer to the size-only listing of a server holding content of every size: list the sha256s. */
  const hashFirst = async (req: IncomingMessage, res: ServerResponse, seen: Seen) => {
    const listed = JSON.parse((await readBody(req, seen)).toString()) as { files: { path: string }[] };
    json(res, 200, { worthHashing: listed.files.map((f) => f.path), encodings: ['gzip'] });
  };
  /** `post` for a plan request, `other` for anything else (when the order of the two is up to a race). */
  const postOr =
    (post: Handler, other: Handler): Handler =>
    (req, res, seen) =>
      (req.method === 'POST' ? post : other)(req, res, seen);
  /** A deploy of the small site without a manifest, keeping digests in the hash cache `cache`. */
  const deployCached = (cache: string) =>
    createClient({ endpoint: scripted.url, token: 't', logger, retry: false }).deploy({
      domain: DOMAIN,
      source: small.root,
      manifest: false,
      hashCache: cache,
    }).result;
  /** The answer to a size-only listing when the account holds no content of those sizes. */
  const nothingReusable =
    (encodings: string[]): Handler =>
    async (req, res, seen) => {
      await readBody(req, seen);
      json(res, 200, { worthHashing: [], encodings });
    };

  it('lists every file with size and sha256, and packs only what is missing', async () => {
    scripted.script.push(
      hashFirst,
      async (req, res, seen) => {
        await readBody(req, seen);
        json(res, 201, { id: 'plan-1', missing: ['/css/app.css'], expiresAt: Date.now() + 60_000 });
      },
      put,
    );
    const result = await run();
    const [sizes, plan, deployed] = scripted.seen;
    expect(JSON.parse(sizes!.body.toString())).toEqual({
      files: [
        { path: '/css/app.css', size: 6 },
        { path: '/index.html', size: 11 },
      ],
    });
    expect(JSON.parse(plan!.body.toString())).toEqual({
      files: [
        { path: '/css/app.css', size: 6, sha256: createHash('sha256').update('body{}').digest('hex') },
        { path: '/index.html', size: 11, sha256: createHash('sha256').update('<h1>hi</h1>').digest('hex') },
      ],
    });
    expect(deployed!.headers).toMatchObject({
      [UPLOAD_PLAN_HEADER]: 'plan-1',
      'file-count': '2',
      'project-size': '17',
    });
    expect(entries(deployed!)).toEqual(['site/css/app.css']);
    expect(deployed!.headers['content-type']).toBe('application/gzip');
    expect(result).toMatchObject({ uploaded: { files: 1, bytes: 6 }, uploadPlan: 'plan-1', fileCount: 2 });
    expect(Object.keys(result.manifest!)).toEqual(['/css/app.css', '/index.html']);
  });

  it('a size-only listing of which nothing can be reused: the whole site at once, no hashes waited for', async () => {
    // One large file: hashing it takes far longer than the answer to the sizes, which comes first.
    const big = randomBytes(24 * 1024 * 1024);
    await writeFile(join(small.root, 'big.bin'), big);
    await sleep(150); // older than the hash cache's racy window, so its digest is kept
    const cache = await mkdtemp(join(tmpdir(), 'sitepub-plan-cache-'));
    const nothing = nothingReusable(['zstd', 'gzip']);
    scripted.script.push(nothing, postOr(nothing, put), put);
    try {
      const result = await deployCached(cache);
      expect(scripted.seen.map((s) => s.method)).toEqual(['POST', 'PUT']);
      const listed = JSON.parse(scripted.seen[0]!.body.toString()) as { files: object[] };
      expect(listed.files).toEqual([
        { path: '/big.bin', size: big.length },
        { path: '/css/app.css', size: 6 },
        { path: '/index.html', size: 11 },
      ]);
      expect(scripted.seen[1]!.headers[UPLOAD_PLAN_HEADER]).toBeUndefined();
      expect(scripted.seen[1]!.headers['content-type']).toBe('application/zstd');
      expect(zstdEntries(scripted.seen[1]!)).toEqual(['site/big.bin', 'site/css/app.css', 'site/index.html']);
      expect(result).toMatchObject({ uploadPlan: undefined, uploaded: { files: 3, bytes: big.length + 17 } });
      // The hash pass went on during the upload, for the next deploy of the folder.
      const sha = createHash('sha256').update(big).digest('hex');
      await vi.waitFor(async () => {
        const [file] = await readdir(cache);
        expect(await readFile(join(cache, file!), 'utf8')).toContain(sha);
      });
      // Deployed from here before (digests cached): listed by sha256 at once, no question by size.
      scripted.script.length = 0;
      scripted.script.push(offeringZstd, put);
      const again = await deployCached(cache);
      expect(scripted.seen.slice(2).map((s) => s.method)).toEqual(['POST', 'PUT']);
      const relisted = JSON.parse(scripted.seen[2]!.body.toString()) as { files: { sha256?: string }[] };
      expect(relisted.files.map((f) => f.sha256)).toContain(sha);
      expect(again.uploadPlan).toBe('plan-z');
    } finally {
      await rm(cache, { recursive: true, force: true });
    }
  });

  it('a whole upload for the hash cache: small files hashed while packed, not read again; large ones after', async () => {
    // Enough small files that the hash pass beside the question by size is still running when the answer
    // stops it, and one over the small-file size.
    const names = Array.from({ length: 2000 }, (_, i) => `pages/${String(i).padStart(4, '0')}.html`);
    for (const [i, name] of names.entries()) {
      if (i === 0) await mkdir(join(small.root, 'pages'));
      await writeFile(join(small.root, name), `<p>${i}</p>`);
    }
    const large = randomBytes(300 * 1024);
    await writeFile(join(small.root, 'large.bin'), large);
    await sleep(150); // older than the hash cache's racy window, so their digests are kept
    const cache = await mkdtemp(join(tmpdir(), 'sitepub-plan-cache-'));
    const nothing = nothingReusable(['gzip']);
    // Once the body has arrived the small files are gone, all at once: a pass reading them after the body
    // (which takes far longer than the one rename) finds none.
    const putThenRemove: Handler = async (req, res, seen) => {
      await readBody(req, seen);
      await rename(join(small.root, 'pages'), join(cache, 'pages-gone'));
      ndjson(res, [info]);
    };
    scripted.script.push(nothing, postOr(nothing, putThenRemove), putThenRemove);
    try {
      const result = await deployCached(cache);
      expect(scripted.seen.map((s) => s.method)).toEqual(['POST', 'PUT']);
      expect(result).toMatchObject({ uploadPlan: undefined, uploaded: { files: names.length + 3 } });
      const expected = [
        createHash('sha256').update('<p>0</p>').digest('hex'),
        createHash('sha256')
          .update(`<p>${names.length - 1}</p>`)
          .digest('hex'),
        createHash('sha256').update(large).digest('hex'),
      ];
      await vi.waitFor(async () => {
        const [file] = (await readdir(cache)).filter((n) => n.endsWith('.tsv'));
        const text = await readFile(join(cache, file!), 'utf8');
        for (const sha of expected) expect(text).toContain(sha);
        expect(text.trim().split('\n').length).toBeGreaterThanOrEqual(names.length + 3);
      });
    } finally {
      await rm(cache, { recursive: true, force: true });
    }
  });

  it('a large file the pass beside the question got through is not read again for the hash cache', async () => {
    // The large file comes first in the walk, so the pass has read it long before the answer stops the pass in
    // the middle of the small files; it is gone before the body has all arrived, so its digest can only come
    // from that pass.
    const large = randomBytes(300 * 1024);
    await writeFile(join(small.root, 'a-large.bin'), large);
    await mkdir(join(small.root, 'pages'));
    for (let i = 0; i < 2000; i++) await writeFile(join(small.root, `pages/${i}.html`), `<p>${i}</p>`);
    await sleep(150); // older than the hash cache's racy window, so their digests are kept
    const cache = await mkdtemp(join(tmpdir(), 'sitepub-plan-cache-'));
    const nothing = nothingReusable(['gzip']);
    // Gone as soon as the body has begun: the packer has it open by then (the archive starts with it), and a
    // pass after the body, opening it again, would find nothing.
    const removeWhileSent: Handler = async (req, res, seen) => {
      let got = 0;
      const chunks: Buffer[] = [];
      for await (const chunk of req as AsyncIterable<Buffer>) {
        if (got < 1024 && got + chunk.length >= 1024)
          await rename(join(small.root, 'a-large.bin'), join(cache, 'large-gone'));
        got += chunk.length;
        chunks.push(chunk);
      }
      seen.body = Buffer.concat(chunks);
      ndjson(res, [info]);
    };
    scripted.script.push(nothing, postOr(nothing, removeWhileSent), removeWhileSent);
    try {
      await deployCached(cache);
      const sha = createHash('sha256').update(large).digest('hex');
      await vi.waitFor(async () => {
        const [file] = (await readdir(cache)).filter((n) => n.endsWith('.tsv'));
        const text = await readFile(join(cache, file!), 'utf8');
        expect(text.trim().split('\n').length).toBeGreaterThanOrEqual(2000 + 3);
        expect(text).toContain(`a-large.bin\t`);
        expect(text).toContain(sha);
      });
    } finally {
      await rm(cache, { recursive: true, force: true });
    }
  });

  it('a first deploy reads no file while its listing by size is out: the hash cache holds what was packed', async () => {
    // A large file, changed (same size, same mtime) while the question is out: a pass beside the question would
    // have read the old bytes, and the hash cache would hold their digest; read once, when packed, it holds the
    // digest of the bytes the server got.
    const before = randomBytes(1024 * 1024);
    const after = randomBytes(before.length);
    const big = join(small.root, 'a-big.bin');
    await writeFile(big, before);
    const { mtime } = await stat(big);
    await sleep(150); // older than the hash cache's racy window, so its digest is kept
    const cache = await mkdtemp(join(tmpdir(), 'sitepub-plan-cache-'));
    const changeThenAnswer: Handler = async (req, res, seen) => {
      await readBody(req, seen);
      await sleep(300);
      await writeFile(big, after);
      await utimes(big, mtime, mtime);
      json(res, 200, { worthHashing: [], encodings: ['gzip'] });
    };
    scripted.script.push(changeThenAnswer, put);
    try {
      await deployCached(cache);
      expect(scripted.seen.map((s) => s.method)).toEqual(['POST', 'PUT']);
      expect(entries(scripted.seen[1]!)).toContain('site/a-big.bin');
      const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
      await vi.waitFor(async () => {
        const [file] = (await readdir(cache)).filter((n) => n.endsWith('.tsv'));
        const text = await readFile(join(cache, file!), 'utf8');
        expect(text).toContain(sha(after));
      });
      const [file] = (await readdir(cache)).filter((n) => n.endsWith('.tsv'));
      expect(await readFile(join(cache, file!), 'utf8')).not.toContain(sha(before));
    } finally {
      await rm(cache, { recursive: true, force: true });
    }
  });

  it('a size-only listing answered after the hashes: its answer is waited for, and nothing reusable means one request', async () => {
    let lateAnswered = false;
    scripted.script.push(async (req, res, seen) => {
      await readBody(req, seen);
      await sleep(500);
      lateAnswered = true;
      json(res, 200, { worthHashing: [], encodings: ['gzip'] });
    }, put);
    const result = await run();
    expect(lateAnswered).toBe(true);
    // Before: the sha256 listing went as soon as the hashes were ready (POST, POST, PUT).
    expect(scripted.seen.map((s) => s.method)).toEqual(['POST', 'PUT']);
    expect(entries(scripted.seen[1]!)).toEqual(['site/css/app.css', 'site/index.html']);
    expect(result).toMatchObject({ uploadPlan: undefined, uploaded: { files: 2, bytes: 17 } });
  });

  it('a size-only listing answered after the hashes that names reusable sizes: then the sha256 listing', async () => {
    scripted.script.push(
      async (req, res, seen) => {
        await readBody(req, seen);
        await sleep(300);
        json(res, 200, { worthHashing: ['/index.html'], encodings: ['gzip'] });
      },
      async (req, res, seen) => {
        await readBody(req, seen);
        json(res, 201, { id: 'plan-h', missing: ['/index.html'] });
      },
      put,
    );
    const result = await run();
    expect(scripted.seen.map((s) => s.method)).toEqual(['POST', 'POST', 'PUT']);
    const listed = JSON.parse(scripted.seen[1]!.body.toString()) as { files: { sha256?: string }[] };
    expect(listed.files.map((f) => f.sha256)).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.anything(),
    ]);
    expect(scripted.seen[2]!.headers[UPLOAD_PLAN_HEADER]).toBe('plan-h');
    expect(result).toMatchObject({ uploadPlan: 'plan-h', uploaded: { files: 1, bytes: 11 } });
  });

  it('a server that refuses size-only listings (400, before they existed): the sha256 listing follows', async () => {
    scripted.script.push(
      async (req, res, seen) => {
        await readBody(req, seen);
        json(res, 400, { message: 'body/files/0 must have required property sha256' });
      },
      async (req, res, seen) => {
        await readBody(req, seen);
        json(res, 201, { id: 'plan-o', missing: [] });
      },
      put,
    );
    const result = await run();
    expect(scripted.seen.map((s) => s.method)).toEqual(['POST', 'POST', 'PUT']);
    expect(result).toMatchObject({ uploadPlan: 'plan-o', uploaded: { files: 0, bytes: 0 } });
  });

  const offeringZstd = async (req: IncomingMessage, res: ServerResponse, seen: Seen) => {
    await readBody(req, seen);
    json(res, 201, {
      id: 'plan-z',
      missing: ['/css/app.css', '/index.html'],
      expiresAt: Date.now() + 60_000,
      encodings: ['zstd', 'gzip'],
    });
  };
  const zstdEntries = (s: Seen) =>
    execFileSync('tar', ['-tf', '-'], { input: zstdDecompressSync(s.body) })
      .toString()
      .split('\n')
      .filter(Boolean);

  it('a plan offering zstd: the archive goes as zstd (application/zstd); compression "gzip" keeps gzip', async () => {
    scripted.script.push(hashFirst, offeringZstd, put);
    await run();
    expect(scripted.seen[2]!.headers['content-type']).toBe('application/zstd');
    expect(zstdEntries(scripted.seen[2]!)).toEqual(['site/css/app.css', 'site/index.html']);

    scripted.script.push(hashFirst, offeringZstd, put);
    await run({ compression: 'gzip' });
    expect(scripted.seen[5]!.headers['content-type']).toBe('application/gzip');
    expect(entries(scripted.seen[5]!)).toEqual(['site/css/app.css', 'site/index.html']);
  });

  it('a plan offering zstd, refused at upload (412): the full upload is zstd too', async () => {
    warnings.length = 0;
    scripted.script.push(
      hashFirst,
      offeringZstd,
      async (req, res, seen) => {
        await readBody(req, seen);
        json(res, 412, { message: 'plan expired' }, { reason: 'upload plan unknown or expired' });
      },
      put,
    );
    await run();
    expect(scripted.seen.map((s) => `${s.method} ${String(s.headers['content-type'])}`)).toEqual([
      'POST application/json',
      'POST application/json',
      'PUT application/zstd',
      'PUT application/zstd',
    ]);
    expect(scripted.seen[3]!.headers[UPLOAD_PLAN_HEADER]).toBeUndefined();
    expect(zstdEntries(scripted.seen[3]!)).toEqual(['site/css/app.css', 'site/index.html']);
    warnings.length = 0;
  });

  it('405 to the plan: the whole folder, no plan header', async () => {
    const notAllowed: Handler = (_q, res) => json(res, 405, { message: 'method not allowed' });
    // The sha256 listing goes too if the hashes were ready before the first 405.
    scripted.script.push(notAllowed, postOr(notAllowed, put), put);
    const result = await run();
    const deployed = scripted.seen.find((s) => s.method === 'PUT')!;
    expect(scripted.seen.filter((s) => s.method === 'PUT')).toHaveLength(1);
    expect(deployed.headers[UPLOAD_PLAN_HEADER]).toBeUndefined();
    expect(deployed.headers['content-type']).toBe('application/gzip');
    expect(entries(deployed)).toEqual(['site/css/app.css', 'site/index.html']);
    expect(result).toMatchObject({ uploaded: { files: 2, bytes: 17 }, uploadPlan: undefined });
  });

  it('no hash pass for the cache where it is of no use: a server without plans, or reuse: false', async () => {
    await sleep(150); // files older than the cache's racy window: a pass would keep their digests
    const cache = await mkdtemp(join(tmpdir(), 'sitepub-plan-cache-'));
    const deployWith = (o: { reuse?: boolean }) =>
      createClient({ endpoint: scripted.url, token: 't', logger, retry: false }).deploy({
        domain: DOMAIN,
        source: small.root,
        hashCache: cache,
        ...o,
      }).result;
    try {
      const notFound: Handler = (_q, res) => json(res, 404, { message: 'no route' });
      // The sha256 listing goes too if the hashes were ready before the 404: then they are kept, else no pass.
      scripted.script.push(notFound, postOr(notFound, put), put);
      await deployWith({});
      const kept = scripted.seen.filter((s) => s.method === 'POST').length === 2;
      scripted.script.length = 0; // what the race left unused
      scripted.script.push(put);
      await deployWith({ reuse: false });
      await sleep(300); // a pass after the body would have written the cache by now (two 11-byte files)
      expect(await readdir(cache)).toHaveLength(kept ? 1 : 0);
      // The same folder to a server with plans: the pass runs after the body and the cache is written. (Asked by
      // size first, unless the first deploy's hashes were kept: then by sha256 at once.)
      const answer: Handler = async (req, res, seen) => {
        const listed = JSON.parse((await readBody(req, seen)).toString()) as { files: { sha256?: string }[] };
        if (listed.files.some((f) => f.sha256)) json(res, 201, { id: 'plan-c', missing: [] });
        else json(res, 200, { worthHashing: ['/index.html'], encodings: ['gzip'] });
      };
      scripted.script.length = 0;
      scripted.script.push(answer, postOr(answer, put), put);
      await deployWith({});
      await vi.waitFor(async () => expect(await readdir(cache)).toHaveLength(1));
    } finally {
      await rm(cache, { recursive: true, force: true });
    }
  });

  it('an answer that asks for a file not listed: the whole folder, with a warning', async () => {
    warnings.length = 0;
    scripted.script.push(hashFirst, (_q, res) => json(res, 201, { id: 'p', missing: ['/other.html'] }), put);
    const result = await run();
    expect(result.uploaded).toEqual({ files: 2, bytes: 17 });
    expect(warnings.splice(0)).toEqual([expect.stringMatching(/Unusable upload plan.*"\/other\.html"/)]);
  });

  it('412 at upload (retries off): exactly one full upload', async () => {
    warnings.length = 0;
    scripted.script.push(
      hashFirst,
      (_q, res) => json(res, 201, { id: 'gone', missing: [] }),
      async (req, res, seen) => {
        await readBody(req, seen);
        json(res, 412, { message: 'plan expired' }, { reason: 'upload plan unknown or expired' });
      },
      put,
    );
    const result = await run();
    expect(scripted.seen.map((s) => `${s.method} ${String(s.headers[UPLOAD_PLAN_HEADER] ?? '-')}`)).toEqual([
      'POST -',
      'POST -',
      'PUT gone',
      'PUT -',
    ]);
    expect(result).toMatchObject({ attempts: 2, uploaded: { files: 2, bytes: 17 }, uploadPlan: undefined });
    expect(warnings.splice(0)).toEqual([expect.stringMatching(/upload plan unknown or expired/)]);
  });

  it('lists prepared hashes as they are, without reading the folder again', async () => {
    const { hashSite, scanSite } = await import('../../src/pack/index.ts');
    const scan = await scanSite(small.root);
    const hashes = await hashSite(scan.files);
    // A digest no read of the file gives: it is listed only if the prepared hashes are taken as they are.
    const marked = 'f'.repeat(64);
    hashes['/index.html'] = { ...hashes['/index.html']!, sha256: marked };
    scripted.script.push(async (req, res, seen) => {
      await readBody(req, seen);
      json(res, 201, { id: 'plan-p', missing: [] });
    }, put);
    const result = await createClient({ endpoint: scripted.url, token: 't', logger, retry: false }).deploy({
      domain: DOMAIN,
      source: small.root,
      prepared: { scan, hashes },
    }).result;
    expect(scripted.seen.map((s) => s.method)).toEqual(['POST', 'PUT']);
    const listed = JSON.parse(scripted.seen[0]!.body.toString()) as {
      files: { path: string; sha256: string }[];
    };
    expect(listed.files.find((f) => f.path === '/index.html')?.sha256).toBe(marked);
    expect(result).toMatchObject({ uploadPlan: 'plan-p', uploaded: { files: 0, bytes: 0 } });
  });

  it('a plan refused for permission (403 naming it) fails the deploy with the server reason, before any upload', async () => {
    const forbidden: Handler = (_q, res) =>
      json(res, 403, { messages: ['not yours'] }, { reason: 'you do not own this project' });
    scripted.script.push(forbidden, forbidden); // the sha256 listing, if the hashes were ready first
    await expect(run()).rejects.toMatchObject({ status: 403, code: 'forbidden', method: 'POST' });
    expect(new Set(scripted.seen.map((s) => s.method))).toEqual(new Set(['POST']));
  });
});

describe('a scan and hashes made beforehand (the Action’s local build)', () => {
  it('deploys exactly the prepared scan, without walking or hashing the folder again', async () => {
    const { hashSite, scanSite } = await import('../../src/pack/index.ts');
    // The prepared scan leaves index.html out; the deploy's own pack options would not.
    const scan = await scanSite(site, { ignore: ['index.html'] });
    const hashes = await hashSite(scan.files);
    const domain = 'prepared-plans.localhost';
    const result = await client().deploy({ domain, source: site, prepared: { scan, hashes } }).result;
    expect(result.fileCount).toBe(scan.fileCount);
    expect(Object.keys(result.manifest!).sort()).toEqual(Object.keys(hashes).sort());
    expect(Object.keys(result.manifest!)).not.toContain('/index.html');
    const edge = srv.edges[0]!;
    expect((await get(edge, domain, '/index.html')).status).toBe(404);
    const css = Object.keys(hashes).find((p) => p.endsWith('.css'))!;
    expect((await get(edge, domain, css)).status).toBe(200);
  });
});

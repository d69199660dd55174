/**
 * The client against a server that speaks only the published protocol (issue #26, client part):
 *  - a deploy whose answer a proxy swallowed after the server published it is found by the record in its
 *    message (no `meta` on a plain server): not sent again, exactly one revision; the same lookup after a
 *    throwing onEvent;
 *  - the upload-plan probe falls back to a plain PUT on anything but credentials, permission or a rate limit;
 *    is sent once; a server without plans is not asked again by the same Client;
 *  - surge's `instances` rows are not sitepub edges;
 *  - odd or missing fields in answers degrade with one notice, never a crash;
 *  - a rate limit is not retried sooner than it says, and fails at once when the wait is too long;
 *  - the `version` header is the package's version;
 *  - error text names no library function.
 * The real server on its plain-surge profile (`profile: 'surge'`), behind test/helpers/recording-proxy.ts where a
 * test must see the requests or stage a lost answer.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, CLIENT_VERSION, createClient } from '../../src/client/index.ts';
import { madeBy } from '../../src/client/deploy-request.ts';
import { deltaFailure } from '../../src/client/upload-delta.ts';
import { withRecord } from '../../src/protocol/deploy-record.ts';
import { edgeCount, edgesBehind } from '../../src/protocol/instances.ts';
import { startRecordingProxy, type RecordingProxy } from '../helpers/recording-proxy.ts';
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

const REPO = join(import.meta.dirname, '../..');
const DOMAIN = 'plain.example.com';
const REV = 1700000000000;
const warnings: string[] = [];
const debugs: string[] = [];
const logger = {
  debug: (m: string) => debugs.push(m),
  info: () => {},
  warning: (m: string) => warnings.push(m),
};
beforeEach(() => {
  warnings.length = 0;
  debugs.length = 0;
});

/** surge.sh's info line rows: name servers, a CNAME, its own hosts. */
const SURGE_INSTANCES = [
  {
    type: 'NS',
    domain: 'ns1.surge.world',
    location: '',
    ip: '',
    provider: '',
    status: '',
    confirmation: '',
    info: '',
  },
  {
    type: 'CNAME',
    domain: 'na-west1.surge.sh',
    location: '',
    ip: '',
    provider: '',
    status: '',
    confirmation: '',
    info: '',
  },
  {
    type: 'A',
    domain: 'surge.sh',
    location: 'New York',
    ip: '45.55.110.124',
    provider: 'Digital Ocean',
    status: 'pending',
    confirmation: '',
    info: 'ok',
  },
];
const infoLine = (extra: Record<string, unknown> = {}) => ({
  type: 'info',
  urls: [{ name: DOMAIN, domain: DOMAIN, url: `https://${DOMAIN}` }],
  instances: SURGE_INSTANCES,
  metadata: { rev: REV, preview: `${REV}-${DOMAIN}` },
  ...extra,
});

describe('an ambiguous failure on a plain server (the surge profile behind a recording proxy)', () => {
  let srv: TestServer;
  let proxy: RecordingProxy;
  let token: string;
  let site: TempSite;
  beforeAll(async () => {
    srv = await startTestServer({ edges: 1, profile: 'surge' });
    token = await srv.token('plain@surge.test');
    proxy = await startRecordingProxy(srv.api);
    site = await tempSite({ 'index.html': '<h1>plain</h1>', 'a.css': 'body{}' });
  }, 60_000);
  afterAll(async () => {
    await proxy?.close();
    await srv?.close();
    await site?.cleanup();
  });

  it('a plain server lists no meta or liveAt: the message carries the record', async () => {
    const c = createClient({ endpoint: proxy.url, token, logger });
    const domain = 'shape.plain.test';
    await c.deploy({ domain, source: site.root, message: 'first' }).result;
    const [entry] = await c.revisions(domain);
    expect(entry).not.toHaveProperty('meta');
    expect(entry).not.toHaveProperty('liveAt');
    expect(entry!.msg).toMatch(/^first \[sitepub id=[0-9a-z]{10}\]$/);
  });

  it('a 502 after a completed publish: found by the record in its message, not sent again, one revision', async () => {
    const c = createClient({ endpoint: proxy.url, token, logger, retry: { minDelayMs: 20 } });
    const domain = 'swallowed.plain.test';
    proxy.swallowNextDeploy();
    const before = proxy.log.length;
    const err = await c
      .deploy({ domain, source: site.root, message: 'only once' })
      .result.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'deploy-not-retried', status: 502 });
    expect((err as Error).message).toMatch(/already created revision \d+ from it.*That revision is live/);
    const puts = proxy.log.slice(before).filter((l) => l.method === 'PUT' && l.path === `/${domain}`);
    expect(puts).toHaveLength(1);
    expect(await srv.server.store.revisions.listRevisions(domain, { includePending: true })).toHaveLength(1);
  });

  it('the upload-plan probe answered 404 once: the next deploy of the same Client does not ask again', async () => {
    const c = createClient({ endpoint: proxy.url, token, logger });
    const before = proxy.log.length;
    await c.deploy({ domain: 'once.plain.test', source: site.root }).result;
    await c.deploy({ domain: 'once.plain.test', source: site.root }).result;
    const posts = proxy.log
      .slice(before)
      .filter((l) => l.method === 'POST')
      .map(({ method, path }) => ({ method, path }));
    expect(posts).toEqual([{ method: 'POST', path: '/once.plain.test/uploads' }]);
  });
});

describe('against a scripted plain server', () => {
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
  const client = (o: { retry?: false | { minDelayMs: number } } = {}) =>
    createClient({ endpoint: scripted.url, token: 't', logger, retry: o.retry ?? false });
  const put =
    (line: unknown = infoLine()): Handler =>
    async (req: IncomingMessage, res: ServerResponse, seen: Seen) => {
      await readBody(req, seen);
      ndjson(res, [line]);
    };
  const methods = () => scripted.seen.map((s) => `${s.method} ${s.url}`);

  describe('the upload-plan probe', () => {
    const html403: Handler = (req, res) => {
      req.resume();
      res.writeHead(403, { 'content-type': 'text/html' }).end('<html><body>Forbidden</body></html>');
    };
    it.each([
      ['400', ((req, res) => (req.resume(), json(res, 400, { messages: ['bad listing'] }))) as Handler],
      ['403 page of a proxy', html403],
      ['413', ((req, res) => (req.resume(), json(res, 413, { messages: ['too large'] }))) as Handler],
      ['422', ((req, res) => (req.resume(), json(res, 422, { messages: ['nope'] }))) as Handler],
      ['500', ((req, res) => (req.resume(), json(res, 500, { messages: ['oops'] }))) as Handler],
    ])('falls back to one whole upload on a %s', async (_name, answer) => {
      // A 400 to the listing by size is an older sitepub server's: the sha256 listing follows, answered the same.
      scripted.script.push(
        answer,
        (req, res, seen) => (req.method === 'POST' ? answer : put())(req, res, seen),
        put(),
      );
      const result = await client().deploy({ domain: DOMAIN, source: small.root }).result;
      expect(result).toMatchObject({
        revision: REV,
        uploadPlan: undefined,
        uploaded: { files: 2, bytes: 17 },
      });
      expect(scripted.seen.filter((s) => s.method === 'PUT')).toHaveLength(1);
    });

    it('stops at a 401 and at a 403 that is a permission answer, before any upload', async () => {
      scripted.script.push((req, res) => (req.resume(), json(res, 401, {}, { reason: 'token expired' })));
      await expect(client().deploy({ domain: DOMAIN, source: small.root }).result).rejects.toMatchObject({
        status: 401,
      });
      scripted.script.push((req, res) =>
        json(res, 403, { messages: ['You do not have permission to publish to this domain'] }),
      );
      await expect(client().deploy({ domain: DOMAIN, source: small.root }).result).rejects.toMatchObject({
        status: 403,
        code: 'forbidden',
      });
      expect(scripted.seen.some((s) => s.method === 'PUT')).toBe(false);
    });

    it('a 404 answered after the hashes were ready: asked once, not twice', async () => {
      scripted.script.push(async (req, res, seen) => {
        await readBody(req, seen);
        await new Promise((r) => setTimeout(r, 300)); // the two small files are hashed by then
        json(res, 404, { messages: ['Not Found'] });
      }, put());
      await client().deploy({ domain: DOMAIN, source: small.root }).result;
      expect(methods()).toEqual([`POST /${DOMAIN}/uploads`, `PUT /${DOMAIN}`]);
    });

    it('a server without plans is remembered: no request, no hash pass, no hash cache on later deploys', async () => {
      const cache = await mkdtemp(join(tmpdir(), 'sitepub-plain-cache-'));
      try {
        const c = client();
        scripted.script.push((req, res) => (req.resume(), json(res, 404, {})), put(), put(), put());
        await c.deploy({ domain: DOMAIN, source: small.root }).result;
        await c.deploy({ domain: DOMAIN, source: small.root, hashCache: cache }).result;
        await c.deploy({ domain: DOMAIN, source: small.root, hashCache: cache }).result;
        await new Promise((r) => setTimeout(r, 300)); // a pass after the body would have written the cache by now
        expect(methods()).toEqual([
          `POST /${DOMAIN}/uploads`,
          `PUT /${DOMAIN}`,
          `PUT /${DOMAIN}`,
          `PUT /${DOMAIN}`,
        ]);
        expect(await readdir(cache)).toEqual([]);
      } finally {
        await rm(cache, { recursive: true, force: true });
      }
    });

    it('deltaFailure: what each answer means (pure)', () => {
      const e = (status: number, reason?: string, body?: unknown) =>
        new ApiError({ status, method: 'POST', path: '/d/uploads', reason, body });
      expect(deltaFailure(e(404))).toBe('absent');
      expect(deltaFailure(e(405))).toBe('absent');
      expect(deltaFailure(e(401))).toBe('fail');
      expect(deltaFailure(e(429))).toBe('fail');
      expect(deltaFailure(e(403, 'rate limited: try in 5 minutes'))).toBe('fail');
      expect(deltaFailure(e(403, 'you are not a collaborator on this project'))).toBe('fail');
      expect(
        deltaFailure(e(403, 'this token is limited to other domains; use a token whose scope includes d')),
      ).toBe('fail');
      expect(deltaFailure(e(403))).toBe('fallback');
      expect(deltaFailure(e(403, undefined, '<html><body>permission denied</body></html>'))).toBe('fallback');
      expect(deltaFailure(e(400))).toBe('fallback');
      expect(deltaFailure(e(503))).toBe('fallback');
      expect(deltaFailure(new Error('ECONNRESET'))).toBe('fail');
    });
  });

  describe("surge's instances", () => {
    it('are not sitepub edges: no edge is behind, none counted, no warning', async () => {
      expect(edgesBehind(SURGE_INSTANCES)).toEqual([]);
      expect(edgeCount(SURGE_INSTANCES)).toBe(0);
      expect(edgesBehind({ not: 'a list' })).toEqual([]);
      const mixed = [
        ...SURGE_INSTANCES,
        {
          type: 'HTTP',
          provider: 'sitepub',
          domain: 'edge-a',
          ip: '10.0.0.1:81',
          status: 'unreachable',
          info: 'x',
        },
      ];
      expect(edgesBehind(mixed)).toEqual([
        { edge: 'edge-a (10.0.0.1:81)', status: 'unreachable', info: 'x' },
      ]);
      expect(edgeCount(mixed)).toBe(1);
      scripted.script.push(put());
      const r = await client().deploy({ domain: DOMAIN, source: small.root, reuse: false }).result;
      expect(edgesBehind(r.info.instances)).toEqual([]);
      expect(warnings).toEqual([]);
    });
  });

  describe('odd or missing fields', () => {
    it('an info line with instances not a list, no urls, rev as a string: one warning, a usable result', async () => {
      scripted.script.push(put({ type: 'info', instances: { a: 1 }, metadata: { rev: String(REV) } }));
      const r = await client().deploy({ domain: DOMAIN, source: small.root, reuse: false }).result;
      expect(r).toMatchObject({ revision: REV, preview: `${REV}-${DOMAIN}`, url: `https://${DOMAIN}` });
      expect(r.info.instances).toEqual([]);
      expect(r.info.urls).toEqual([]);
      expect(warnings).toEqual([
        expect.stringMatching(/info line.*"rev" as a string.*"instances" that is not a list/),
      ]);
    });

    it('a revision list of a plain server: created_at from the rev, rev as a string, odd entries dropped, one warning', async () => {
      scripted.script.push((_q, res) =>
        json(res, 200, [
          { rev: String(REV + 1), current: false, preview: `${REV + 1}-${DOMAIN}`, email: 'a@b', msg: 'two' },
          { rev: REV, current: true, email: 'a@b', friendlySize: '1 kB', timeAgoInWords: 'now' },
          'junk',
          { preview: `${REV - 1}-${DOMAIN}`, current: false },
          { current: false },
        ]),
      );
      const list = await client().revisions(DOMAIN);
      expect(list).toEqual([
        expect.objectContaining({ rev: REV + 1, current: false, msg: 'two', message: 'two' }),
        expect.objectContaining({ rev: REV, current: true, preview: `${REV}-${DOMAIN}`, msg: null }),
        expect.objectContaining({ rev: REV - 1, current: false }),
      ]);
      expect(list[1]!.created_at).toBe(new Date(REV).toISOString());
      expect(list[0]).not.toHaveProperty('liveAt');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/revision list of plain\.example\.com.*"rev" as a string.*not an object/);
    });

    it('rollback, cutover and discard answers without instances, a rev as a string, a null former', async () => {
      const entry = { rev: String(REV), preview: `${REV}-${DOMAIN}`, current: true, email: 'a@b' };
      scripted.script.push(
        (_q, res) =>
          json(res, 200, { revision: entry, former: { ...entry, rev: REV - 1 }, instances: 'none' }),
        (_q, res) => json(res, 201, { status: 201, revision: entry, former: null, domain: DOMAIN }),
        (_q, res) => json(res, 200, { revision: entry, uncached: { change: null } }),
      );
      const c = client();
      const rolled = await c.rollback(DOMAIN);
      expect(rolled).toMatchObject({ revision: { rev: REV }, former: { rev: REV - 1 }, instances: [] });
      const cut = await c.cutover(DOMAIN, REV);
      expect(cut).toMatchObject({ status: 201, revision: { rev: REV }, former: null, instances: [] });
      const discarded = await c.discard(DOMAIN, REV);
      expect(discarded).toMatchObject({ revision: { rev: REV }, instances: [] });
      // One notice per answer: the rollback's names both odd fields.
      expect(warnings).toHaveLength(3);
      expect(warnings[0]).toMatch(
        /rollback of plain\.example\.com.*"instances" that is not a list.*"rev" as a string/,
      );
    });

    it('metadata with rev as a string and msg only', async () => {
      scripted.script.push((_q, res) => json(res, 200, { rev: String(REV), msg: 'hello' }));
      const md = await client().metadata(DOMAIN, REV);
      expect(md).toMatchObject({ rev: REV, message: 'hello', preview: `${REV}-${DOMAIN}` });
      expect(warnings).toHaveLength(1);
    });
  });

  describe('rate limits', () => {
    const limited =
      (status: number, reason: string, headers: Record<string, string> = {}): Handler =>
      async (req, res, seen) => {
        await readBody(req, seen);
        json(res, status, { messages: [reason] }, { reason, ...headers });
      };

    it('a 429 that says "try in 5 minutes" fails at once, saying how long to wait (not three uploads in 3 s)', async () => {
      scripted.script.push(
        (req, res) => (req.resume(), json(res, 404, {})),
        limited(429, 'Rate limited: try in 5 minutes'),
      );
      const err = await client({ retry: { minDelayMs: 1 } })
        .deploy({ domain: DOMAIN, source: small.root })
        .result.catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 429, code: 'rate-limited', retryAfterMs: 300_000 });
      expect((err as Error).message).toMatch(/retry in 5 min/);
      expect(scripted.seen.filter((s) => s.method === 'PUT')).toHaveLength(1);
    });

    it('a 403 that says "Try again later" fails at once', async () => {
      scripted.script.push(limited(403, 'Rate limit exceeded. Try again later.'));
      const err = await client({ retry: { minDelayMs: 1 } })
        .deploy({ domain: DOMAIN, source: small.root, reuse: false })
        .result.catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 403, code: 'rate-limited' });
      expect(scripted.seen).toHaveLength(1);
    });

    it('a wait that fits is waited in full: "retry in 1 s" in the reason, no Retry-After', async () => {
      scripted.script.push(limited(429, 'Too many deploys, retry in 1 s'), put());
      const started = Date.now();
      const r = await client({ retry: { minDelayMs: 1 } }).deploy({
        domain: DOMAIN,
        source: small.root,
        reuse: false,
      }).result;
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      expect(r.attempts).toBe(2);
    });

    it('a stated wait past the deploy deadline fails at once', async () => {
      scripted.script.push(limited(429, 'slow down', { 'retry-after': '20' }));
      const started = Date.now();
      const err = await client({ retry: { minDelayMs: 1 } })
        .deploy({ domain: DOMAIN, source: small.root, reuse: false, timeoutMs: 5000 })
        .result.catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 429, retryAfterMs: 20_000 });
      expect((err as Error).message).toMatch(/retry in 20 s/);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(scripted.seen).toHaveLength(1);
    });
  });

  describe('the deploy record finds what a deploy made', () => {
    it('madeBy: by the record in msg or message, else by meta', () => {
      const msg = withRecord('hi', { id: 'abcdefghij' });
      expect(madeBy({ msg }, 'abcdefghij')).toBe(true);
      expect(madeBy({ msg: null, message: msg }, 'abcdefghij')).toBe(true);
      expect(madeBy({ meta: { deployId: 'abcdefghij' } }, 'abcdefghij')).toBe(true);
      expect(madeBy({ msg }, 'otherother')).toBe(false);
      expect(madeBy(null, 'abcdefghij')).toBe(false);
    });

    it('a throwing onEvent after the upload: the revision is found by its message on a server without meta', async () => {
      let message = '';
      scripted.script.push(
        (req, res) => (req.resume(), json(res, 404, {})),
        async (req, res, seen) => {
          await readBody(req, seen);
          message = String(seen.headers.message);
          ndjson(res, [{ type: 'progress', id: 'upload', written: 2, total: 2 }], false);
          setTimeout(() => res.socket?.destroy(), 50);
        },
        (_q, res) =>
          json(res, 200, [
            { rev: REV, current: true, preview: `${REV}-${DOMAIN}`, email: 'a@b', msg: message },
          ]),
      );
      const err = await client()
        .deploy({
          domain: DOMAIN,
          source: small.root,
          onEvent: () => {
            throw new Error('bug');
          },
        })
        .result.catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'callback-failed' });
      expect((err as Error).message).toMatch(new RegExp(`revision ${REV} had been made from it \\(live\\)`));
    });
  });

  describe('error text a CLI user can act on', () => {
    const LIBRARY_CALL = /\b[a-z][A-Za-z]*\(/;
    it('names no library function', async () => {
      scripted.script.push(
        put({ type: 'collect', plan: { name: 'standard' } }),
        put({ type: 'progress', id: 'upload', written: 1, total: 1 }),
        (_q, res) => json(res, 404, {}),
        (_q, res) => json(res, 401, {}),
      );
      const collect = await client()
        .deploy({ domain: DOMAIN, source: small.root, reuse: false })
        .result.catch((e: unknown) => e);
      expect(collect).toMatchObject({ code: 'payment-required' });
      const incomplete = await client()
        .deploy({ domain: DOMAIN, source: small.root, reuse: false })
        .result.catch((e: unknown) => e);
      expect(incomplete).toMatchObject({ code: 'deploy-incomplete' });
      const notFound = await client()
        .revisions(DOMAIN)
        .catch((e: unknown) => e);
      expect(notFound).toMatchObject({ code: 'not-found' });
      const noCreds = await createClient({ endpoint: scripted.url, retry: false })
        .account()
        .catch((e: unknown) => e);
      expect(noCreds).toMatchObject({ code: 'unauthorized' });
      for (const e of [collect, incomplete, notFound, noCreds])
        expect((e as Error).message).not.toMatch(LIBRARY_CALL);
    });
  });
});

describe('the version header', () => {
  it("is the package's version, read from package.json", async () => {
    const pkg = JSON.parse(await readFile(join(REPO, 'package.json'), 'utf8')) as { version: string };
    expect(CLIENT_VERSION).toBe(pkg.version);
    // The same module next to another package.json reads that one: the value is read, not written in.
    const dir = await mkdtemp(join(tmpdir(), 'sitepub-version-'));
    try {
      await mkdir(join(dir, 'src/client'), { recursive: true });
      await copyFile(join(REPO, 'src/client/version.ts'), join(dir, 'src/client/version.ts'));
      await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module', version: '9.8.7' }));
      const node = join(REPO, 'node_modules/.bin/node');
      const { stdout } = await promisify(execFile)(node, [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(join(dir, 'src/client/version.ts'))}); console.log(m.CLIENT_VERSION);`,
      ]);
      expect(stdout.trim()).toBe('9.8.7');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

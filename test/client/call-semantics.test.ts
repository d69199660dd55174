/**
 * How a call behaves at its edges: a throwing onEvent, several iterators of one run, input errors as rejected promises with
 * codes, timeoutMs as a deadline for the whole call, cancellation during a retry wait, advice that fits the call.
 * Against the scripted server (test/client/scripted-server.ts) and the reference server.
 */
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClientError, createClient, NetworkError } from '../../src/client/index.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { tempSite, type TempSite } from '../pack/fixtures.ts';
import { json, ndjson, readBody, startScriptedServer, type ScriptedServer } from './scripted-server.ts';

let srv: ScriptedServer;
beforeEach(async () => {
  srv = await startScriptedServer();
});
afterEach(async () => {
  await srv.close();
});
const DOMAIN = 'my-site.example.com';
const client = () =>
  createClient({ endpoint: srv.url, token: 'tok', retry: { minDelayMs: 1, random: () => 0 } });

describe('a throwing onEvent', () => {
  it(
    'rejects .result with ClientError callback-failed, the error as cause, and aborts the upload',
    { timeout: 10_000 },
    async () => {
      let requestEnded: boolean | undefined;
      srv.script.push((req, res) => {
        ndjson(res, [{ type: 'progress', id: 'upload', written: 0, total: 10 }], false);
        req.on('end', () => (requestEnded = true));
        req.on('close', () => (requestEnded ??= false));
        req.resume();
      });
      /** A stream source that never ends by itself: only an abort can end the upload. */
      async function* endless(): AsyncGenerator<Uint8Array> {
        for (;;) {
          yield Buffer.from('x');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      const mine = new Error('bug');
      const run = client().deploy({
        domain: DOMAIN,
        source: endless(),
        fileCount: 1,
        projectSize: 1,
        onEvent: () => {
          throw mine;
        },
      });
      const err = await run.result.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ClientError);
      expect(err).toMatchObject({ code: 'callback-failed', cause: mine });
      expect((err as Error).message).toMatch(/onEvent callback threw.*\(bug\).*nothing was published/);
      await expect.poll(() => requestEnded).toBe(false);
      expect(srv.seen).toHaveLength(1); // not retried
    },
  );
});

describe('a throwing onEvent after the upload completed', () => {
  it("reads the server's answer to the end and says it failed the deploy", async () => {
    srv.script.push(async (req, res, seen) => {
      await readBody(req, seen);
      ndjson(res, [
        { type: 'progress', id: 'cdn', written: 0, total: 1 },
        { type: 'error', error: { message: 'disk full' } },
      ]);
    });
    // the client then looks for a revision made from this deploy: none
    srv.script.push((_q, res) => json(res, 200, []));
    const mine = new Error('bug');
    const err = await client()
      .deploy({
        domain: DOMAIN,
        source: Readable.from([Buffer.from('x')]),
        fileCount: 1,
        projectSize: 1,
        onEvent: () => {
          throw mine;
        },
      })
      .result.catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'callback-failed', cause: mine });
    expect((err as Error).message).toMatch(
      /server then failed the deploy, so nothing was published.*disk full/,
    );
  });

  it('says so when the server failed the deploy after it had stored a revision from it', async () => {
    let deployId = '';
    srv.script.push(async (req, res, seen) => {
      deployId = (JSON.parse(String(req.headers['x-sitepub-meta'])) as { deployId: string }).deployId;
      await readBody(req, seen);
      ndjson(res, [
        { type: 'progress', id: 'cdn', written: 0, total: 1 },
        { type: 'error', error: { message: 'revision 42 was stored and is live, but the server failed' } },
      ]);
    });
    srv.script.push((_q, res) => json(res, 200, [{ rev: 42, current: true, meta: { deployId } }]));
    const err = await client()
      .deploy({
        domain: DOMAIN,
        source: Readable.from([Buffer.from('x')]),
        fileCount: 1,
        projectSize: 1,
        onEvent: () => {
          throw new Error('bug');
        },
      })
      .result.catch((e: unknown) => e);
    expect((err as Error).message).toMatch(
      /the server then failed the deploy \(.*stored and is live.*\), but revision 42 had been made from it \(live\)/,
    );
    expect((err as Error).message).not.toContain('nothing was published');
  });
});

describe('against the reference server', () => {
  let real: TestServer;
  let site: TempSite;
  beforeAll(async () => {
    real = await startTestServer();
    site = await tempSite({ 'index.html': '<h1>hi</h1>' });
  });
  afterAll(async () => {
    await real?.close();
    await site?.cleanup();
  });

  it('401 advice fits the call: a wrong password, a revoked token (said once), a deploy named as such', async () => {
    const email = 'advice@example.com';
    const token = await real.token(email);
    const wrong = await createClient({ endpoint: real.api, email, password: 'wrong', retry: false })
      .mintToken()
      .catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 401, code: 'unauthorized' });
    expect((wrong as Error).message).toMatch(/email or password is wrong/);
    expect((wrong as Error).message).not.toMatch(/mintToken/);

    const bad = createClient({ endpoint: real.api, token: `${token}x`, retry: false });
    const revoked = await bad.account().catch((e: unknown) => e);
    expect(revoked).toMatchObject({ status: 401 });
    expect((revoked as Error).message.match(/mint a new one/gi)).toHaveLength(1);

    const deployed = await bad
      .deploy({ domain: 'advice.example.com', source: site.root })
      .result.catch((e: unknown) => e);
    expect(deployed).toMatchObject({ status: 401 });
    expect((deployed as Error).message).toMatch(/^The deploy of advice\.example\.com \(/);
    expect((deployed as Error).message.match(/mint a new one/gi)).toHaveLength(1);
  });

  it('a throwing onEvent says honestly whether the deploy was published', async () => {
    const c = createClient({ endpoint: real.api, token: await real.token() });
    const domain = 'callback.example.com';
    const mine = new Error('bug');
    const err = await c
      .deploy({
        domain,
        source: site.root,
        onEvent: () => {
          throw mine;
        },
      })
      .result.catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'callback-failed', cause: mine });
    // A small site's upload has completed before the first event: the server publishes whatever the client does,
    // so its answer is read and the message says so, naming the revision.
    const [made] = await c.revisions(domain);
    expect((err as Error).message).toMatch(
      new RegExp(
        `upload had already completed, and the server published the deploy anyway \\(revision ${made!.rev}, live\\)`,
      ),
    );
  });
});

describe('several iterators of one run', () => {
  it('each gets every event, whether they iterate at the same time or one after the other', async () => {
    srv.script.push(async (req, res, seen) => {
      await readBody(req, seen);
      ndjson(res, [
        { type: 'progress', id: 'upload', written: 1, total: 1 },
        { type: 'info', urls: [], instances: [], metadata: { rev: 1700000000000 }, config: {} },
      ]);
    });
    const run = client().deploy({
      domain: DOMAIN,
      source: Readable.from([Buffer.from('x')]),
      fileCount: 1,
      projectSize: 1,
    });
    const collect = async (): Promise<string[]> => {
      const types: string[] = [];
      for await (const e of run) types.push(e.type);
      return types;
    };
    const [a, b] = await Promise.all([collect(), collect()]);
    expect(a).toEqual(['progress', 'info']);
    expect(b).toEqual(['progress', 'info']);
    expect(await collect()).toEqual(['progress', 'info']);
    await run.result;
  }, 10_000);
});

describe('a stream source without its counts', () => {
  it('is refused before any request, saying what to pass', async () => {
    const err = await client()
      .deploy({ domain: DOMAIN, source: Readable.from([Buffer.from('x')]) } as never)
      .result.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClientError);
    expect(err).toMatchObject({ code: 'invalid-input', message: /needs fileCount and projectSize/ });
    expect(srv.seen).toHaveLength(0);
  });

  it('negative counts are refused the same way (they would be sent as headers)', async () => {
    const err = await client()
      .deploy({ domain: DOMAIN, source: Readable.from([Buffer.from('x')]), fileCount: -1, projectSize: 5 })
      .result.catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'invalid-input', message: /whole numbers from 0/ });
    expect(srv.seen).toHaveLength(0);
  });
});

describe('timeoutMs bounds the whole call', () => {
  it('a silent server: one timeout, not one per try, naming the request', async () => {
    srv.script.push(
      () => {},
      () => {},
      () => {},
      () => {},
    ); // never answers
    const started = Date.now();
    const err = await createClient({ endpoint: srv.url, token: 'tok' })
      .account({ timeoutMs: 300 })
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).toMatchObject({ method: 'GET', path: '/account', code: 'TimeoutError' });
  });

  it('a Retry-After beyond the deadline is not waited for: the answer is the error', async () => {
    srv.script.push((_q, res) => json(res, 503, { messages: ['busy'] }, { 'retry-after': '20' }));
    const started = Date.now();
    const err = await createClient({ endpoint: srv.url, token: 'tok' })
      .account({ timeoutMs: 300 })
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(err).toMatchObject({ status: 503 });
    expect(srv.seen).toHaveLength(1);
  });

  it("a deploy's timeout names the request in flight (its upload plan request)", async () => {
    const site = await tempSite({ 'index.html': '<h1>hi</h1>' });
    try {
      for (let i = 0; i < 4; i++) srv.script.push(() => {}); // POST /<domain>/uploads: never answered
      const err = await client()
        .deploy({ domain: DOMAIN, source: site.root, timeoutMs: 300 })
        .result.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NetworkError);
      expect(err).toMatchObject({ method: 'POST', path: `/${DOMAIN}/uploads` });
    } finally {
      await site.cleanup();
    }
  });
});

describe('cancellation', () => {
  it('an abort during a wait before a retry rejects with the signal reason, as one mid-request does', async () => {
    srv.script.push((_q, res) => json(res, 503, { messages: ['busy'] }, { 'retry-after': '5' }));
    const ac = new AbortController();
    const reason = new Error('stop');
    const call = createClient({ endpoint: srv.url, token: 'tok' }).account({ signal: ac.signal });
    await expect.poll(() => srv.seen.length).toBe(1);
    setTimeout(() => ac.abort(reason), 50);
    await expect(call).rejects.toBe(reason);
  });
});

describe('deploy URLs', () => {
  it('url and previewUrl agree: no trailing slash, whether listed by the server or derived', async () => {
    const real = await startTestServer();
    const site = await tempSite({ 'index.html': '<h1>hi</h1>' });
    try {
      const c = createClient({ endpoint: real.api, token: await real.token() });
      const r = await c.deploy({ domain: 'urls.example.com', source: site.root, stage: true }).result;
      expect(r.previewUrl).toMatch(/^http:\/\/\d+-urls\.example\.com(:\d+)?$/);
      expect(r.url).toMatch(/^http:\/\/urls\.example\.com(:\d+)?$/);
    } finally {
      await real.close();
      await site.cleanup();
    }
  });
});

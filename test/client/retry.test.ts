import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  NetworkError,
  backoffDelay,
  createClient,
  parseRetryAfter,
  DEFAULT_RETRY,
} from '../../src/client/index.ts';
import { json, startScriptedServer, type ScriptedServer } from './scripted-server.ts';

let srv: ScriptedServer;
const warnings: string[] = [];
const logger = { debug: () => {}, info: () => {}, warning: (m: string) => warnings.push(m) };
beforeEach(async () => {
  srv = await startScriptedServer((_q, res) => json(res, 200, [{ domain: 'ok.example.com' }]));
  warnings.length = 0;
});
afterEach(() => srv.close());

const client = (retry = {}) =>
  createClient({
    endpoint: srv.url,
    token: 'tok',
    logger,
    retry: { minDelayMs: 1, random: () => 0, ...retry },
  });

describe('retries of idempotent calls against a misbehaving server', () => {
  it('retries 503 and 429, waiting what Retry-After says', async () => {
    srv.script.push(
      (_q, res) => json(res, 503, { messages: ['busy'] }, { 'retry-after': '1' }),
      (_q, res) => json(res, 429, { messages: ['slow down'] }, { 'retry-after': '0' }),
    );
    await expect(client().list()).resolves.toEqual([{ domain: 'ok.example.com' }]);
    expect(srv.seen.map((s) => s.url)).toEqual(['/list', '/list', '/list']);
    expect(warnings[0]).toMatch(/HTTP 503.*retry 1 after 1000 ms/);
    expect(warnings[1]).toMatch(/HTTP 429.*retry 2 after 0 ms/);
  });

  it('retries a connection reset and a 408', async () => {
    srv.script.push(
      (_q, res) => void res.socket?.destroy(),
      (_q, res) => json(res, 408, {}),
    );
    await expect(client().list()).resolves.toHaveLength(1);
    expect(srv.seen).toHaveLength(3);
    expect(warnings[0]).toMatch(/did not complete/);
  });

  it('gives up after the configured retries with the last error', async () => {
    for (let i = 0; i < 3; i++) srv.script.push((_q, res) => json(res, 502, { message: 'bad gateway' }));
    const err = await client({ retries: 2 })
      .list()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 502, code: 'server-error', method: 'GET', path: '/list' });
    expect(srv.seen).toHaveLength(3);
  });

  it('never retries other 4xx, state-changing POSTs, or billing changes', async () => {
    srv.script.push((_q, res) => json(res, 404, { message: 'nope' }));
    await expect(client().list()).rejects.toMatchObject({ status: 404 });
    srv.script.push((_q, res) => json(res, 503, {}));
    await expect(client().rollback('a.example.com')).rejects.toMatchObject({ status: 503 });
    srv.script.push((_q, res) => json(res, 503, {}));
    await expect(client().setPlan({ plan: 'standard' })).rejects.toMatchObject({ status: 503 });
    expect(srv.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /list',
      'POST /a.example.com/rollback',
      'PUT /plan',
    ]);
  });

  it('never retries a 501 (a web server that does not implement the method: a permanent answer)', async () => {
    const page = `<!DOCTYPE html><html><head><title>501</title></head><body>${'x'.repeat(2000)}</body></html>`;
    srv.script.push((_q, res) => {
      res.writeHead(501, { 'content-type': 'text/html' }).end(page);
    });
    const err = await client()
      .list()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 501 });
    expect(srv.seen).toHaveLength(1);
    expect((err as Error).message).toMatch(
      /the endpoint answered HTTP 501 with an HTML page, not the sitepub\/surge API: check the endpoint URL/,
    );
    expect((err as Error).message).not.toContain('<');
  });

  it('times out with an AbortSignal and reports a NetworkError', async () => {
    srv.script.push(() => {}); // never answers
    const c = createClient({ endpoint: srv.url, token: 'tok', retry: false, timeoutMs: 200 });
    const err = await c.list().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as NetworkError).code).toBe('TimeoutError');
  });

  it('stops at once when the caller aborts', async () => {
    const ac = new AbortController();
    srv.script.push(() => ac.abort(new Error('user cancelled'))); // aborts once the request arrived; never answers
    await expect(client().list({ signal: ac.signal })).rejects.toThrow('user cancelled');
    expect(srv.seen).toHaveLength(1);
  });
});

describe('backoff (pure)', () => {
  it('parses Retry-After seconds and dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });

  it('uses full jitter under an exponential ceiling, never below Retry-After, capped', () => {
    const o = { ...DEFAULT_RETRY, minDelayMs: 100, maxDelayMs: 1000, random: () => 0.5 };
    expect(backoffDelay(1, new Error('x'), o)).toBe(50);
    expect(backoffDelay(3, new Error('x'), o)).toBe(200);
    expect(backoffDelay(10, new Error('x'), o)).toBe(500);
    const limited = new ApiError({ status: 429, method: 'GET', path: '/x', retryAfterMs: 700 });
    expect(backoffDelay(1, limited, o)).toBe(700);
    const long = new ApiError({ status: 429, method: 'GET', path: '/x', retryAfterMs: 60_000 });
    expect(backoffDelay(1, long, o)).toBe(1000);
  });
});

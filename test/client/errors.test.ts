/**
 * ApiError messages and shapes (pure), and the `dispatcher` option (undici MockAgent: the error statuses
 * the reference server does not produce on demand, such as a 403 rate limit with Retry-After).
 */
import { MockAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, ClientError, createClient, parseErrorBody } from '../../src/client/index.ts';

describe('parseErrorBody', () => {
  it('reads both spec shapes and plain text', () => {
    expect(parseErrorBody({ messages: ['invalid domain'], details: { domain: 'has no dot' } })).toEqual({
      messages: ['invalid domain'],
      details: { domain: 'has no dot' },
    });
    expect(parseErrorBody({ message: 'Not Found' })).toEqual({
      messages: ['Not Found'],
      details: {},
      message: 'Not Found',
    });
    expect(parseErrorBody('Bad Gateway')).toEqual({ messages: ['Bad Gateway'], details: {} });
    expect(parseErrorBody(undefined)).toEqual({ messages: [], details: {} });
  });
});

describe('an HTML error page is not quoted', () => {
  it('says the endpoint answered with an HTML page; a 5xx may also be a proxy in front of a down API', () => {
    const page =
      '<!doctype html>\n<html><body><h1>Not Implemented</h1>' + 'y'.repeat(5000) + '</body></html>';
    const e501 = new ApiError({ status: 501, method: 'GET', path: '/list', body: page });
    expect(e501.message).toBe(
      'GET /list failed: the endpoint answered HTTP 501 with an HTML page, not the sitepub/surge API: check the endpoint URL.',
    );
    const e404 = new ApiError({
      status: 404,
      method: 'GET',
      path: '/list',
      body: '<html><p>gone</p></html>',
    });
    expect(e404.message).toMatch(/HTTP 404 with an HTML page, not the sitepub\/surge API/);
    const e502 = new ApiError({
      status: 502,
      method: 'GET',
      path: '/list',
      body: '<html>Bad Gateway</html>',
    });
    expect(e502.message).toMatch(
      /HTTP 502 with an HTML page.*or a proxy in front of the API could not reach it/,
    );
    expect(e502.code).toBe('server-error');
  });
});

describe('ApiError messages say what to do', () => {
  const make = (status: number, body: unknown, reason?: string, retryAfterMs?: number) =>
    new ApiError({ status, method: 'PUT', path: '/x.example.com', body, reason, retryAfterMs });

  it.each([
    [401, {}, 'Token expired', undefined, 'unauthorized', /Token expired.*mint a new one/],
    [403, {}, 'Rate limited: 30 deploys per 15 minutes per domain', 90_000, 'rate-limited', /retry in 90 s/],
    [403, {}, 'Rate limited', undefined, 'rate-limited', /15 minutes.*retry later/],
    [403, {}, 'project exceeds 10100 files', undefined, 'too-large', /\.surgeignore/],
    [403, {}, undefined, undefined, 'forbidden', /no permission.*invite you/],
    [
      422,
      { messages: ['invalid domain'], details: { domain: 'label "-a" starts or ends with "-"' } },
      undefined,
      undefined,
      'invalid-domain',
      /domain: label "-a" starts or ends with "-"/,
    ],
    [404, { message: 'project not found' }, undefined, undefined, 'not-found', /project not found/],
    [409, { messages: ['account has projects'] }, undefined, undefined, 'conflict', /tear them down/],
    [503, 'Service Unavailable', undefined, undefined, 'server-error', /retry later/],
  ] as const)('%i %s', (status, body, reason, retryAfter, code, message) => {
    const e = make(status, body, reason, retryAfter);
    expect(e.code).toBe(code);
    expect(e.message).toMatch(message);
    expect(e.message).toMatch(new RegExp(`^PUT /x\\.example\\.com failed with HTTP ${status}`));
  });
});

describe('dispatcher option', () => {
  let agent: MockAgent | undefined;
  afterEach(async () => {
    await agent?.close();
    agent = undefined;
  });

  it('sends every request through the given dispatcher', async () => {
    agent = new MockAgent();
    agent.disableNetConnect();
    const pool = agent.get('https://api.example.test');
    pool
      .intercept({ path: '/x.example.com/list', method: 'GET' })
      .reply(
        403,
        { messages: ['Rate limited'] },
        { headers: { reason: 'Rate limited', 'retry-after': '42' } },
      );
    pool.intercept({ path: '/stats', method: 'GET' }).reply(200, { projects: 3 });
    const c = createClient({
      endpoint: 'https://api.example.test',
      token: 't',
      dispatcher: agent,
      userAgent: 'test/1',
    });
    const err = await c.revisions('x.example.com').catch((e: unknown) => e);
    expect(err).toMatchObject({
      status: 403,
      code: 'rate-limited',
      reason: 'Rate limited',
      retryAfterMs: 42_000,
    });
    expect((err as Error).message).toMatch(/retry in 42 s/);
    expect(await c.stats()).toEqual({ projects: 3 });
    agent.assertNoPendingInterceptors();
  });

  it('rejects endpoints with credentials, other schemes, or query strings', () => {
    expect(() => createClient({ endpoint: 'https://u:p@h.example' })).toThrow(/must not contain credentials/);
    expect(() => createClient({ endpoint: 'ftp://h.example' })).toThrow(/http:\/\/ or https:\/\//);
    expect(() => createClient({ endpoint: 'https://h.example/?a=1' })).toThrow(/query string/);
    expect(() => createClient({ email: 'a@b.c' })).toThrow(/together/);
    expect(createClient({ endpoint: '127.0.0.1:3000' }).endpoint).toBe('http://127.0.0.1:3000/');
  });

  it('validates domains and revisions before sending anything, rejecting (never throwing) with a code', async () => {
    agent = new MockAgent();
    agent.disableNetConnect();
    const c = createClient({ endpoint: 'https://api.example.test', token: 't', dispatcher: agent });
    const calls: [() => unknown, string, RegExp][] = [
      [() => c.revisions('not a domain'), 'invalid-domain', /Invalid domain "not a domain"/],
      [() => c.cutover('a.example.com', 'banana'), 'invalid-revision', /Invalid revision "banana"/],
      [() => c.manifest('a.example.com', 'zzz'), 'invalid-revision', /Invalid revision "zzz"/],
      [() => c.discard('UPPER_CASE..com'), 'invalid-domain', /Invalid domain/],
      [() => c.uploadCertificate('no-dot', 'pem'), 'invalid-domain', /Invalid domain/],
      [() => c.encrypt('no-dot').result, 'invalid-domain', /Invalid domain/],
      [() => c.deploy({ domain: 'no-dot', source: '.' }).result, 'invalid-domain', /Invalid domain/],
      [
        () => c.deploy({ domain: 'a.example.com', source: '.', meta: { x: 'y'.repeat(5000) } }).result,
        'invalid-input',
        /limit is 4096/,
      ],
    ];
    for (const [call, code, message] of calls) {
      let promise: unknown;
      expect(() => (promise = call())).not.toThrow();
      const err = await (promise as Promise<unknown>).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ClientError);
      expect(err).toMatchObject({ code, message });
    }
  });
});

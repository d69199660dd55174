/**
 * Deploy rate limits at their exact thresholds (spec part 8, issue #7), with tiny archives:
 *  - per domain, the real 30 / 15 min for a verified account: the 31st answers 403 with a reason and
 *    Retry-After, and still does after a restart on the same data (hits are stored in the database);
 *  - halved (15) for an unverified account;
 *  - per IP with a lowered threshold: rotating
 *    X-Forwarded-For from an untrusted client does not reset it;
 *  - the window slides: with the clock moved past 15 minutes the domain accepts deploys again.
 * The real per-account (60) and per-IP (240) thresholds run in rate-limits-slow.test.ts (SITEPUB_SLOW=1).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tgzOf } from '../helpers/archives.ts';
import { verifyAccount } from '../helpers/hostile-world.ts';
import { putArchive, startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';

const tiny = (n: number) => tgzOf([{ path: 'site/index.html', body: `deploy ${n}` }]);
let data: string;
let srv: TestServer;
let skew = 0;
const start = (dir: string) =>
  startTestServer({ data: dir, keepData: true, edges: 1, overrides: { now: () => Date.now() + skew } });

async function deployOk(token: string, domain: string, n: number, headers: Record<string, string> = {}) {
  const res = await putArchive(srv.api, token, domain, tiny(n), { stage: 'true', ...headers });
  expect(res.status, `deploy ${n} to ${domain}: ${res.reason}`).toBe(200);
  expect(res.events.at(-1)?.type).toBe('info');
}

beforeAll(async () => {
  data = await mkdtemp(join(tmpdir(), 'sitepub-rate-'));
  srv = await start(data);
});
afterAll(async () => {
  await srv?.close();
  await rm(data, { recursive: true, force: true });
});

describe('per domain (real threshold: 30 per 15 minutes)', () => {
  const D = 'thirty.rate.test';
  let token: string;

  it('accepts 30 deploys and answers the 31st with 403, a reason and Retry-After', async () => {
    token = await srv.token('verified@rate.test');
    await verifyAccount(srv, token);
    for (let i = 1; i <= 30; i++) await deployOk(token, D, i);
    const res = await putArchive(srv.api, token, D, tiny(31));
    expect(res.status).toBe(403);
    expect(res.reason).toMatch(
      /^Forbidden: rate limited: at most 30 deploys to thirty\.rate\.test per 15 minutes; retry after \S+Z \(in \d+ s\)$/,
    );
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(res.body).toMatchObject({ messages: [expect.stringMatching(/at most 30 deploys/)] });
    // another domain of the same account is not affected
    await deployOk(token, 'other.rate.test', 0);
  });

  it('still refuses the 31st after a restart on the same data (limits are persisted)', async () => {
    await srv.close();
    srv = await start(data);
    const res = await putArchive(srv.api, token, D, tiny(32));
    expect(res.status).toBe(403);
    expect(res.reason).toMatch(/at most 30 deploys to thirty\.rate\.test/);
  });

  it('accepts again once the 15-minute window has slid past the first deploys', async () => {
    skew = 15 * 60 * 1000 + 1000;
    try {
      await deployOk(token, D, 33);
    } finally {
      skew = 0;
    }
  });
});

describe('unverified accounts: limits halved', () => {
  it('accepts 15 deploys to a domain and refuses the 16th, saying how to lift it', async () => {
    const token = await srv.token('unverified@rate.test');
    for (let i = 1; i <= 15; i++) await deployOk(token, 'fifteen.rate.test', i);
    const res = await putArchive(srv.api, token, 'fifteen.rate.test', tiny(16));
    expect(res.status).toBe(403);
    expect(res.reason).toMatch(
      /at most 15 deploys to fifteen\.rate\.test per 15 minutes \(limits are halved until you verify your email with POST \/verification\)/,
    );
  });
});

describe('per IP (lowered threshold), X-Forwarded-For from an untrusted client', () => {
  let low: TestServer;
  beforeAll(async () => {
    low = await startTestServer({ edges: 0, overrides: { limits: { ratePerIp: 8 } } });
  });
  afterAll(async () => low?.close());

  it('counts by the socket address: rotating X-Forwarded-For and accounts does not reset it', async () => {
    const tokens = await Promise.all([1, 2].map((i) => low.token(`ip${i}@rate.test`)));
    // unverified: 8 halved = 4 deploys per IP
    for (let i = 0; i < 4; i++) {
      const res = await putArchive(low.api, tokens[i % 2]!, `ip${i}.rate.test`, tiny(i), {
        'x-forwarded-for': `203.0.113.${i}`,
        forwarded: `for=198.51.100.${i}`,
      });
      expect(res.events.at(-1)?.type, res.reason ?? '').toBe('info');
    }
    for (const xff of ['203.0.113.99', '10.0.0.1, 203.0.113.7', '']) {
      const res = await putArchive(
        low.api,
        tokens[1]!,
        'ip-last.rate.test',
        tiny(9),
        xff ? { 'x-forwarded-for': xff } : {},
      );
      expect(res.status).toBe(403);
      expect(res.reason).toMatch(/at most 4 deploys from IP address 127\.0\.0\.1 per 15 minutes/);
    }
  });

  it('refuses email:password deploys from that IP too, with Retry-After', async () => {
    const res = await fetch(`${low.api}/ip-body.rate.test`, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`ip1@rate.test:${TEST_PASSWORD}`).toString('base64')}`,
        'content-type': 'application/gzip',
      },
      body: tiny(0),
    });
    await res.arrayBuffer();
    expect(res.status).toBe(403);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

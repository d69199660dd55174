/**
 * The real per-account (60) and per-IP (240) deploy thresholds (spec part 8). Slow (300 deploys): runs with
 * SITEPUB_SLOW=1 (`npm run test:slow`); the per-domain threshold runs in the fast rate-limits.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tgzOf } from '../helpers/archives.ts';
import { verifyAccount } from '../helpers/hostile-world.ts';
import { putArchive, startTestServer, type TestServer } from '../helpers/server.ts';

const tiny = (n: number) => tgzOf([{ path: 'site/index.html', body: `deploy ${n}` }]);

describe.skipIf(!process.env.SITEPUB_SLOW)('real account and IP thresholds', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ edges: 1 });
  });
  afterAll(async () => srv?.close());

  async function deployOk(token: string, domain: string, n: number) {
    const res = await putArchive(srv.api, token, domain, tiny(n), { stage: 'true' });
    expect(res.status, `deploy ${n} to ${domain}: ${res.reason}`).toBe(200);
    expect(res.events.at(-1)?.type).toBe('info');
  }

  it(
    'per account: 60 deploys across domains, the 61st on a fresh domain is 403',
    { timeout: 300_000 },
    async () => {
      const token = await srv.token('busy@rate.test');
      await verifyAccount(srv, token);
      for (let i = 0; i < 60; i++) await deployOk(token, `d${i % 3}.busy.rate.test`, i);
      const res = await putArchive(srv.api, token, 'fresh.busy.rate.test', tiny(61));
      expect(res.status).toBe(403);
      expect(res.reason).toMatch(/at most 60 deploys from your account per 15 minutes/);
    },
  );

  it(
    'per IP: 240 deploys from one address (60 before this test), the 241st is 403 whatever X-Forwarded-For says',
    { timeout: 600_000 },
    async () => {
      const tokens: string[] = [];
      for (let a = 0; a < 3; a++) {
        const t = await srv.token(`ip${a}@rate.test`);
        await verifyAccount(srv, t);
        tokens.push(t);
      }
      // 60 deploys from the previous test already count for 127.0.0.1
      for (let i = 0; i < 180; i++) await deployOk(tokens[i % 3]!, `d${i % 9}.ip.rate.test`, i);
      // a fresh account, so neither the domain nor the account limit is what refuses it
      const fresh = await srv.token('ip-fresh@rate.test');
      await verifyAccount(srv, fresh);
      const res = await putArchive(srv.api, fresh, 'last.ip.rate.test', tiny(0), {
        'x-forwarded-for': '203.0.113.5',
      });
      expect(res.status).toBe(403);
      expect(res.reason).toMatch(/at most 240 deploys from IP address 127\.0\.0\.1 per 15 minutes/);
    },
  );
});

/** Deploy rate limits (spec part 8): per domain, account and IP, halved while unverified, answered 403 with a
 * reason before the body is read, persisted across a restart; the client IP honours only trusted proxies. */
import { afterEach, describe, expect, it } from 'vitest';
import { tgzOf } from '../helpers/archives.ts';
import { api, putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { FileOutbox } from '../../src/store/files/outbox.ts';
import { join } from 'node:path';
import { checkAndCountDeploy } from '../../src/server/deploy/rate-limit.ts';
import { DEFAULT_LIMITS } from '../../src/server/deploy/limits.ts';
import { useTempStore } from '../helpers/store.ts';

const archive = tgzOf([{ path: 's/index.html', body: 'x' }]);
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(limits: Record<string, number>, extra: Record<string, unknown> = {}) {
  const s = await startTestServer({ edges: 0, overrides: { limits }, ...extra });
  servers.push(s);
  return s;
}

async function verify(s: TestServer, token: string) {
  expect((await api(s.api, token, 'POST', '/verification')).status).toBe(201);
  const mail = (await new FileOutbox(join(s.data, 'outbox')).list()).at(-1)!;
  const code = /\/verification\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  expect((await api(s.api, null, 'GET', `/verification/${code}`)).status).toBe(200);
}

describe('deploy rate limits', () => {
  it('halves the per-domain limit for unverified accounts and lifts it once verified', async () => {
    const s = await start({ ratePerDomain: 4, ratePerAccount: 100, ratePerIp: 100 });
    const token = await s.token('rl@example.com');
    for (let i = 0; i < 2; i++)
      expect((await putArchive(s.api, token, 'rl.example.com', archive)).status).toBe(200);
    const limited = await putArchive(s.api, token, 'rl.example.com', archive);
    expect(limited.status).toBe(403);
    expect(limited.reason).toMatch(
      /^Forbidden: rate limited: at most 2 deploys to rl\.example\.com per 15 minutes \(limits are halved until you verify/,
    );
    expect(limited.reason).toMatch(/retry after \d{4}-\d\d-\d\dT[\d:.]+Z \(in \d+ s\)/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await api(s.api, token, 'GET', '/rl.example.com/list')).body).toHaveLength(2);
    await verify(s, token);
    for (let i = 0; i < 2; i++)
      expect((await putArchive(s.api, token, 'rl.example.com', archive)).status).toBe(200);
    expect((await putArchive(s.api, token, 'rl.example.com', archive)).reason).toMatch(
      /at most 4 deploys to rl\.example\.com/,
    );
  });

  it('counts per account across domains, and survives a restart', async () => {
    const limits = { ratePerDomain: 100, ratePerAccount: 4, ratePerIp: 100 };
    const s = await startTestServer({ edges: 0, overrides: { limits }, keepData: true });
    const token = await s.token('acct@example.com');
    expect((await putArchive(s.api, token, 'a1.example.com', archive)).status).toBe(200);
    expect((await putArchive(s.api, token, 'a2.example.com', archive)).status).toBe(200);
    await s.close();
    const again = await start(limits, { data: s.data });
    const res = await putArchive(again.api, token, 'a3.example.com', archive);
    expect(res.status).toBe(403);
    expect(res.reason).toMatch(/at most 2 deploys from your account per 15 minutes/);
  });

  it('counts per client IP, trusting X-Forwarded-For only from a configured proxy', async () => {
    const limits = { ratePerDomain: 100, ratePerAccount: 100, ratePerIp: 2 };
    const direct = await start(limits);
    const t1 = await direct.token('ip1@example.com');
    const t2 = await direct.token('ip2@example.com');
    expect(
      (await putArchive(direct.api, t1, 'ip1.example.com', archive, { 'x-forwarded-for': '203.0.113.1' }))
        .status,
    ).toBe(200);
    const res = await putArchive(direct.api, t2, 'ip2.example.com', archive, {
      'x-forwarded-for': '203.0.113.2',
    });
    expect(res.status).toBe(403);
    expect(res.reason).toMatch(/at most 1 deploys from IP address 127\.0\.0\.1/);

    const proxied = await start(limits, { trustProxy: ['127.0.0.1'] });
    const p1 = await proxied.token('p1@example.com');
    const p2 = await proxied.token('p2@example.com');
    expect(
      (await putArchive(proxied.api, p1, 'p1.example.com', archive, { 'x-forwarded-for': '203.0.113.1' }))
        .status,
    ).toBe(200);
    expect(
      (await putArchive(proxied.api, p2, 'p2.example.com', archive, { 'x-forwarded-for': '203.0.113.2' }))
        .status,
    ).toBe(200);
    const third = await putArchive(proxied.api, p2, 'p3.example.com', archive, {
      'x-forwarded-for': '203.0.113.2',
    });
    expect(third.reason).toMatch(/IP address 203\.0\.113\.2/);
  });
});

describe('deploy rate limits under concurrency', () => {
  const temp = useTempStore('sitepub-rate-');

  it('lets exactly the limit through when deploys race for the last slots', async () => {
    const limits = { ...DEFAULT_LIMITS, ratePerDomain: 2, ratePerAccount: 100, ratePerIp: 100 };
    const subject = { domain: 'race.example.com', accountId: 'acct', verified: true, ip: '127.0.0.1' };
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => checkAndCountDeploy(temp.store, limits, subject, 1_000_000)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(String(refused.reason.message)).toMatch(/at most 2 deploys to race\.example\.com per 15 minutes/);
    expect(await temp.store.rateLimits.countHits('deploy:domain:race.example.com', 0)).toEqual({
      count: 2,
      oldest: 1_000_000,
    });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHealth, describeFailures } from '../../src/action/health.ts';

describe('checkHealth', () => {
  let server: Server;
  let base: string;
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(`${req.headers.host} ${req.url} ${req.headers['user-agent']}`);
      if (req.url === '/ok') return res.end('fine');
      if (req.url === '/moved') return res.writeHead(301, { location: '/nowhere' }).end();
      res.writeHead(500).end('broken');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://site.localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('counts 2xx and 3xx as healthy (redirects are not followed), retries the rest, names what failed', async () => {
    const h = await checkHealth(base, ['/ok', '/moved', '/bad'], { attempts: 2, delayMs: 10 });
    expect(h.ok).toBe(false);
    expect(h.results.map((r) => [r.path, r.ok, r.status, r.error])).toEqual([
      ['/ok', true, 200, null],
      ['/moved', true, 301, null],
      ['/bad', false, 500, 'HTTP 500'],
    ]);
    expect(hits.filter((h) => h.includes(' /bad '))).toHaveLength(2);
    expect(hits.some((h) => h.includes('/nowhere'))).toBe(false);
    // `.localhost` names reach loopback under their own Host
    expect(hits[0]).toMatch(/^site\.localhost:\d+ \/ok sitepub-action health-check$/);
    expect(describeFailures(h)).toBe('/bad → HTTP 500');
  });

  it('with a time budget, retries a path until it answers healthy or the next attempt would start too late', async () => {
    let flaky = 0;
    const late = createServer((req, res) => {
      if (++flaky <= 3) return res.writeHead(503).end('warming up');
      res.end('ok');
    });
    await new Promise<void>((r) => late.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(late.address() as AddressInfo).port}/`;
    try {
      // waits of 10, 20, 40 ms: the fourth attempt starts ~70 ms in, inside a 1 s budget
      const ok = await checkHealth(url, ['/'], { budgetMs: 1000, delayMs: 10 });
      expect(ok.ok).toBe(true);
      expect(flaky).toBe(4);
      // a budget of 250 ms leaves room for the wait of 100 ms and not the next of 200: two attempts, both 503
      flaky = 0;
      const short = await checkHealth(url, ['/'], { budgetMs: 250, delayMs: 100 });
      expect(short.ok).toBe(false);
      expect(flaky).toBe(2);
    } finally {
      await new Promise<void>((r) => late.close(() => r()));
    }
  });

  it('a host that never answers is given up within the budget, not after the 10 s request timeout', async () => {
    const silent = createServer(() => {}); // accepts, never answers
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const started = Date.now();
    try {
      const h = await checkHealth(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, ['/'], {
        budgetMs: 300,
      });
      expect(h.ok).toBe(false);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });

  it('reports a refused connection by its code', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const h = await checkHealth(`http://127.0.0.1:${port}/`, ['/'], { attempts: 1 });
    expect(h.ok).toBe(false);
    expect(h.results[0]).toMatchObject({ ok: false, status: null, error: 'ECONNREFUSED' });
  });
});

/**
 * The project's own service scripts (scripts/services/) start real PostgreSQL, Ceph's S3 and HAProxy on
 * loopback on a fresh machine (installing Debian's packages when missing) and stop them again: what the
 * scale-out suites (docs/scale-out.md) stand on.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { startService, type RunningService } from '../helpers/services.ts';

const running: RunningService[] = [];
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of running.reverse()) s.stop();
  await Promise.all(servers.map((s) => s.close()));
});

describe('scripts/services', () => {
  it('pg-up.sh: a PostgreSQL 15 that answers SQL at SITEPUB_DATABASE_URL; pg-down.sh removes it', () => {
    const pg = startService('pg', 'PGBASE');
    running.push(pg);
    const url = pg.env.SITEPUB_DATABASE_URL!;
    expect(url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    const version = execFileSync('psql', [url, '-tAc', 'show server_version'], { encoding: 'utf8' });
    expect(version.trim()).toMatch(/^15\./);
    pg.stop();
    running.pop();
    expect(existsSync(pg.env.PGBASE!)).toBe(false);
  }, 600_000);

  it('ceph-up.sh: radosgw answers S3 at AWS_ENDPOINT_URL_S3 with the exported credentials', async () => {
    const ceph = startService('ceph', 'CEPH_BASE');
    running.push(ceph);
    const endpoint = ceph.env.AWS_ENDPOINT_URL_S3!;
    expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(ceph.env.AWS_ACCESS_KEY_ID).toBe('ci-access');
    const answer = await fetch(`${endpoint}/`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('ListAllMyBucketsResult');
    ceph.stop();
    running.pop();
    expect(existsSync(ceph.env.CEPH_BASE!)).toBe(false);
  }, 900_000);

  it('haproxy-up.sh: the balancer passes requests to every healthy origin, and routes around a stopped one', async () => {
    const a = await startTestServer();
    const b = await startTestServer();
    servers.push(a, b);
    const lb = startService('haproxy', 'HAPROXY_BASE', [a.api, b.api]);
    running.push(lb);
    const url = lb.env.SITEPUB_BALANCER_URL!;
    const healthy = async (): Promise<number[]> => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await fetch(`${url}/healthz`)).status);
      return codes;
    };
    // health checks run every second: wait for both origins to be up in HAProxy's eyes
    let codes: number[] = [];
    for (let i = 0; i < 40 && codes.join() !== '200,200,200,200'; i++) {
      codes = await healthy();
      if (codes.join() !== '200,200,200,200') await new Promise((r) => setTimeout(r, 250));
    }
    expect(codes).toEqual([200, 200, 200, 200]);
    await b.close();
    servers.pop();
    expect(await healthy()).toEqual([200, 200, 200, 200]);
  }, 600_000);
});

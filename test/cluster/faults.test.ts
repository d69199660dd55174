/**
 * Faults of a real cluster (test/helpers/cluster.ts: two origins on PostgreSQL + Ceph behind HAProxy, two
 * standalone edges), in one file so one cluster serves them all, in this order:
 *   - 40 concurrent deploys and cutovers from 4 clients across both origins: no lost revision, no lost pointer
 *     move (the live history has exactly one entry per move), rate-limit hits exact; a burst over the per-domain
 *     limit through both origins lets exactly the limit through;
 *   - SIGKILL of the origin receiving a deploy: the CLI's retry through the balancer lands on the other origin,
 *     nothing partial is listed, production never served anything but a whole version;
 *   - PostgreSQL restarted mid-run: requests fail with a clear error, the edges keep serving, then everything
 *     works again without restarting an origin;
 *   - the S3 server stopped: a deploy fails with a clear error, production keeps being served by the edges.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../edge/helpers/http.ts';
import { tgzOf } from '../helpers/archives.ts';
import { eventually, startCluster, type Cluster } from '../helpers/cluster.ts';
import { api, putArchive } from '../helpers/server.ts';
import { runCli, spawnCli, type CliResult } from '../cli/run-cli.ts';

let c: Cluster;
let tmp: string;

beforeAll(async () => {
  c = await startCluster({ origins: 2, edges: 2 });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-cluster-faults-'));
}, 600_000);
afterAll(async () => {
  await c?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const archive = (body: string) => tgzOf([{ path: 's/index.html', body }]);
const origin = (i: number) => c.origins[i % c.origins.length]!;
const served = (host: string, body: string) =>
  eventually(async () => {
    for (const edge of c.edges)
      expect((await get(edge, host, '/index.html')).body.toString(), `${edge} ${host}`).toBe(body);
  });
const count = (sql: string) => Number(c.sql(sql));
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

describe('concurrency across origins', { timeout: 180_000 }, () => {
  it('40 deploys and cutovers from 4 clients through both origins: nothing lost, rate-limit hits exact', async () => {
    const clients = await Promise.all(
      [0, 1, 2, 3].map(async (n) => ({
        n,
        token: await c.token(`race${n}@cluster.test`),
        domain: `race${n}.cluster.test`,
      })),
    );
    // two revisions each to cut over between, made one after the other
    const setup = new Map<number, number[]>();
    for (const cl of clients) {
      for (const v of ['s1', 's2']) {
        const d = await putArchive(origin(cl.n).api, cl.token, cl.domain, archive(`${cl.n}:${v}`), {
          message: v,
        });
        expect(d.events.at(-1)?.type, JSON.stringify(d.events.at(-1))).toBe('info');
      }
      const list = (await api(c.balancer, cl.token, 'GET', `/${cl.domain}/list`)).body as { rev: number }[];
      setup.set(
        cl.n,
        list.map((r) => r.rev),
      );
    }
    // 10 operations per client, all at once: 6 deploys and 4 cutovers, alternating origins
    const results = await Promise.all(
      clients.flatMap((cl) =>
        Array.from({ length: 10 }, async (_, i) => {
          const o = origin(cl.n + i);
          if (i % 5 < 3) {
            const d = await putArchive(o.api, cl.token, cl.domain, archive(`${cl.n}:d${i}`), {
              message: `d${i}`,
            });
            const info = d.events.at(-1) as { type?: string; overtaken?: unknown } | undefined;
            // A deploy finishing after a later-started one of the domain went live is kept, not put live.
            const overtaken = info?.overtaken !== undefined;
            return { cl, kind: 'deploy' as const, ok: info?.type === 'info', msg: `d${i}`, overtaken };
          }
          const target = setup.get(cl.n)![i % 2]!;
          const r = await api(o.api, cl.token, 'PUT', `/${cl.domain}/rev/${target}`);
          expect([200, 201], JSON.stringify(r.body)).toContain(r.status);
          return { cl, kind: 'cutover' as const, ok: true, moved: r.status === 201 };
        }),
      ),
    );
    for (const cl of clients) {
      const mine = results.filter((r) => r.cl === cl);
      const deploys = mine.filter((r) => r.kind === 'deploy');
      expect(deploys.every((d) => d.ok)).toBe(true);
      // no lost revision: every deploy is listed once, through either origin
      for (const o of c.origins) {
        const list = (await api(o.api, cl.token, 'GET', `/${cl.domain}/list`)).body as { msg: string }[];
        expect(list.map((r) => r.msg).sort()).toEqual(['s1', 's2', ...deploys.map((d) => d.msg!)].sort());
      }
      // no lost pointer move: one history entry per move (each deploy that went live, not overtaken, and each
      // cutover that moved)
      const moved = mine.filter((r) => r.kind === 'cutover' && r.moved).length;
      const wentLive = deploys.filter((d) => !d.overtaken).length;
      expect(count(`SELECT count(*) FROM live_history WHERE domain = ${quote(cl.domain)}`)).toBe(
        2 + wentLive + moved,
      );
      // the project's pointer is the last move's
      const last = c.sql(
        `SELECT rev FROM live_history WHERE domain = ${quote(cl.domain)} ORDER BY at DESC LIMIT 1`,
      );
      const liveRev = c.sql(`SELECT live_rev FROM projects WHERE domain = ${quote(cl.domain)}`);
      const lastAt = count(`SELECT max(at) FROM live_history WHERE domain = ${quote(cl.domain)}`);
      const tied = count(
        `SELECT count(*) FROM live_history WHERE domain = ${quote(cl.domain)} AND at = ${lastAt}`,
      );
      if (tied === 1) expect(liveRev).toBe(last);
      // rate-limit hits exact: one per accepted deploy, counted in the one database
      expect(count(`SELECT count(*) FROM rate_hits WHERE key = ${quote(`deploy:domain:${cl.domain}`)}`)).toBe(
        2 + deploys.length,
      );
    }
  });

  it('a burst of 20 deploys to one domain through both origins: exactly the limit (15, unverified) pass', async () => {
    const token = await c.token('burst@cluster.test');
    const domain = 'burst.cluster.test';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => putArchive(origin(i).api, token, domain, archive(`b${i}`))),
    );
    const passed = answers.filter((a) => a.events.at(-1)?.type === 'info').length;
    // the spec's rate-limit answer: 403 "Rate limited" (reason header), a Retry-After
    const limited = answers.filter((a) => a.status === 403 && /rate limited/i.test(a.reason ?? '')).length;
    expect({ passed, limited }).toEqual({ passed: 15, limited: 5 });
    expect(count(`SELECT count(*) FROM rate_hits WHERE key = ${quote(`deploy:domain:${domain}`)}`)).toBe(15);
    expect((await api(c.balancer, token, 'GET', `/${domain}/list`)).body).toHaveLength(15);
  });
});

describe('an origin killed mid-upload', { timeout: 180_000 }, () => {
  it("SIGKILL of the origin receiving a deploy: the CLI's retry lands on the other origin; nothing partial", async () => {
    const token = await c.token('kill@cluster.test');
    const domain = 'kill.cluster.test';
    const site = path.join(tmp, 'kill-site');
    fs.mkdirSync(site, { recursive: true });
    const write = (v: string) => {
      fs.writeFileSync(path.join(site, 'index.html'), v);
      // big enough that the upload is still streaming when the test sees it start
      for (let i = 0; i < 6; i++) fs.writeFileSync(path.join(site, `big${i}.bin`), randomBytes(4 << 20));
    };
    const cli = (args: string[]): Promise<CliResult> =>
      runCli(['--endpoint', c.balancer, ...args], { home: tmp, env: { SURGE_TOKEN: token } });
    write('v1');
    const first = await cli(['deploy', site, domain, '--json']);
    expect(first.code, first.stderr).toBe(0);
    await served(domain, 'v1');

    write('v2');
    const marks = c.origins.map((o) => o.stderr().length);
    const child = spawnCli(['--endpoint', c.balancer, 'deploy', site, domain, '--json'], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    // the origin that logs the PUT of this domain is the one receiving it: kill it there and then
    const put = new RegExp(`"method":"PUT","url":"/${domain.replace(/\./g, '\\.')}"`);
    let victim = -1;
    for (let t = 0; t < 3000 && victim < 0; t++) {
      victim = c.origins.findIndex((o, i) => put.test(o.stderr().slice(marks[i])));
      if (victim < 0) await new Promise((r) => setTimeout(r, 10));
    }
    expect(victim, `no origin logged the PUT\n${err}`).toBeGreaterThanOrEqual(0);
    await c.origins[victim]!.kill('SIGKILL');
    // production is untouched while the deploy is retried
    for (const edge of c.edges) expect((await get(edge, domain, '/index.html')).body.toString()).toBe('v1');
    expect(await exited, `${out}\n${err}`).toBe(0);
    const survivor = c.origins[1 - victim]!;
    expect(put.test(survivor.stderr()), 'the retry reached the other origin').toBe(true);
    // exactly two revisions, both whole; the new one is live and served by both edges
    const list = (await api(survivor.api, token, 'GET', `/${domain}/list`)).body as {
      rev: number;
      current: boolean;
    }[];
    expect(list).toHaveLength(2);
    for (const r of list) {
      const manifest = (await api(survivor.api, token, 'GET', `/${domain}/${r.rev}/manifest.json`)).body;
      expect(Object.keys(manifest as object)).toHaveLength(7);
    }
    expect(list[0]!.current).toBe(true);
    await served(domain, 'v2');
    // the killed origin comes back on its port and works at once (no recovery step)
    await c.origins[victim]!.start();
    expect((await api(c.origins[victim]!.api, token, 'GET', `/${domain}/list`)).body).toHaveLength(2);
  });
});

describe('PostgreSQL restarted mid-run', { timeout: 180_000 }, () => {
  it('requests fail clearly while it is down, the edges keep serving, then everything recovers', async () => {
    const token = await c.token('pg@cluster.test');
    const domain = 'pg.cluster.test';
    const first = await putArchive(c.balancer, token, domain, archive('before'));
    expect(first.events.at(-1)?.type).toBe('info');
    await served(domain, 'before');
    const pids = c.origins.map((o) => o.pid);
    c.pgStop();
    try {
      for (const o of c.origins) {
        const r = await api(o.api, token, 'GET', `/${domain}/list`);
        expect(r.status, JSON.stringify(r.body)).toBe(503);
        expect(JSON.stringify(r.body)).toMatch(/database is unreachable; try again/i);
        expect(JSON.stringify(r.body)).not.toMatch(/password/i);
      }
      const refused = await putArchive(c.balancer, token, domain, archive('during'));
      expect(refused.status, JSON.stringify(refused.events)).toBe(503);
      for (const edge of c.edges)
        expect((await get(edge, domain, '/index.html')).body.toString()).toBe('before');
    } finally {
      c.pgStart();
    }
    await eventually(async () => {
      for (const o of c.origins) expect((await api(o.api, token, 'GET', `/${domain}/list`)).status).toBe(200);
    }, 30_000);
    // the same processes: nothing was restarted
    expect(c.origins.map((o) => o.pid)).toEqual(pids);
    const after = await putArchive(c.balancer, token, domain, archive('after'));
    expect(after.events.at(-1)?.type, JSON.stringify(after.events.at(-1))).toBe('info');
    await served(domain, 'after');
  });
});

describe('the S3 server stopped', { timeout: 180_000 }, () => {
  it('a deploy fails with a clear error; production keeps being served by the edges', async () => {
    const token = await c.token('s3@cluster.test');
    const domain = 's3.cluster.test';
    const first = await putArchive(c.balancer, token, domain, archive('kept'));
    expect(first.events.at(-1)?.type).toBe('info');
    await served(domain, 'kept');
    const live = (await api(c.balancer, token, 'GET', `/${domain}/list`)).body as { rev: number }[];
    c.s3Stop();
    const site = path.join(tmp, 's3-site');
    fs.mkdirSync(site, { recursive: true });
    fs.writeFileSync(path.join(site, 'index.html'), 'never');
    const r = await runCli(['--endpoint', c.balancer, 'deploy', site, domain], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/S3|object store|bucket/i);
    expect(r.stderr).not.toContain(c.env.AWS_SECRET_ACCESS_KEY!);
    const after = (await api(c.balancer, token, 'GET', `/${domain}/list`)).body as { rev: number }[];
    expect(after.map((x) => x.rev)).toEqual(live.map((x) => x.rev));
    for (const edge of c.edges) expect((await get(edge, domain, '/index.html')).body.toString()).toBe('kept');
  });
});

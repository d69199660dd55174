/**
 * Faults of a real cluster (test/helpers/cluster.ts: two origins on PostgreSQL + Ceph behind HAProxy, two
 * standalone edges), in one file so one cluster serves them all, in this order:
 *   - 40 concurrent deploys and cutovers from 4 clients across both origins: no lost revision, no lost pointer
 *     move (the live history has exactly one entry per move), rate-limit hits exact; a burst over the per-domain
 *     limit through both origins lets exactly the limit through;
 *   - SIGKILL of the origin receiving a deploy: the CLI's retry through the balancer lands on the other origin,
 *     nothing partial is listed, production never served anything but a whole version;
 *   - SIGKILL of the origin two edges were started with (`--origin` its own URL, not the balancer): they keep
 *     serving, and the next deploy, through the other origin, reaches them (issue #37);
 *   - PostgreSQL restarted mid-run: requests fail with a clear error, the edges keep serving, then everything
 *     works again without restarting an origin; stopped while a deploy streams: the deploy's error line;
 *   - the S3 server stopped while a deploy streams, and before one: the deploy fails with a clear error,
 *     production keeps being served by the edges.
 * What a client sees of those failures is the message chosen for the storage code, with a request id, never the
 * database's or the S3 server's host:port, the bucket or the endpoint; the origin's log has the detail under that
 * request id (issue #37).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { get } from '../edge/helpers/http.ts';
import { tgzOf } from '../helpers/archives.ts';
import { eventually, startCluster, type Cluster } from '../helpers/cluster.ts';
import { expectNoInternals, loggedError, requestIdIn } from '../helpers/public-errors.ts';
import { api, basicToken, deployHeaders, putArchive } from '../helpers/server.ts';
import { runCli, spawnCli, type CliResult } from '../cli/run-cli.ts';

/** The origin's error line for `requestId`: its stderr comes through a pipe, so the line may follow the answer. */
const logged = (log: () => string, requestId: string): Promise<string> =>
  vi.waitFor(() => loggedError(log(), requestId), { timeout: 10_000, interval: 100 });

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

/**
 * A deploy through `api` whose body is held after its first part: once the server's stream has begun, `during()`
 * runs (a service is stopped), then the rest is sent. Resolves with the NDJSON lines.
 */
function heldDeploy(
  api: string,
  token: string,
  domain: string,
  archive: Buffer,
  during: () => void,
): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${api}/${domain}`);
    const req = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'PUT',
      headers: { ...deployHeaders(token), authorization: basicToken(token), 'transfer-encoding': 'chunked' },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      let held = true;
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        text += d;
        if (held && text.includes('\n')) {
          held = false;
          try {
            during();
          } catch (err) {
            reject(err as Error);
          }
          req.end(archive.subarray(1024));
        }
      });
      res.on('end', () =>
        resolve(
          text
            .split('\n')
            .filter((l) => l.trim() !== '')
            .map((l) => JSON.parse(l) as Record<string, unknown>),
        ),
      );
    });
    req.write(archive.subarray(0, 1024));
  });
}

/** What no client may see of the cluster: the services' addresses, the bucket, the data folders. */
const internals = () => {
  const s3 = new URL(c.env.AWS_ENDPOINT_URL_S3!);
  const pg = new URL(c.env.SITEPUB_DATABASE_URL!);
  return [
    s3.host,
    `:${s3.port}`,
    `:${pg.port}`,
    pg.host,
    'sitepub-cluster',
    c.env.AWS_SECRET_ACCESS_KEY!,
    ...c.origins.map((o) => o.data),
  ];
};
const originLogs = () => c.origins.map((o) => o.stderr()).join('\n');
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

describe('the origin edges registered with killed', { timeout: 180_000 }, () => {
  it('edges given origin A itself keep serving and receive the next deploy through origin B', async () => {
    const token = await c.token('survive@cluster.test');
    const domain = 'survive.cluster.test';
    const [a, b] = [c.origins[0]!, c.origins[1]!];
    const direct = await Promise.all([c.addEdge(a.api), c.addEdge(a.api)]);
    const first = await putArchive(a.api, token, domain, archive('v1'));
    expect(first.events.at(-1)?.type, JSON.stringify(first.events.at(-1))).toBe('info');
    for (const edge of direct) expect((await get(edge, domain, '/index.html')).body.toString()).toBe('v1');

    await a.kill('SIGKILL');
    try {
      for (const edge of direct) expect((await get(edge, domain, '/index.html')).body.toString()).toBe('v1');
      const next = await putArchive(b.api, token, domain, archive('v2'));
      expect(
        next.events.at(-1)?.type,
        `${JSON.stringify(next.events.at(-1))}\n${b.stderr().slice(-2000)}`,
      ).toBe('info');
      // every edge confirmed the deploy (the edges of A among them): each serves it when the stream ends
      const instances = (next.events.at(-1) as { instances?: { status: string }[] }).instances ?? [];
      expect(instances.map((i) => i.status)).not.toContain('unreachable');
      for (const edge of [...direct, ...c.edges])
        expect((await get(edge, domain, '/index.html')).body.toString(), edge).toBe('v2');
    } finally {
      await a.start();
    }
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
        expect(JSON.stringify(r.body)).toMatch(
          /database is unreachable; the request was not completed and production is unchanged\. Try again in a moment/i,
        );
        expect(JSON.stringify(r.body)).not.toMatch(/password/i);
        expectNoInternals(JSON.stringify(r.body), internals());
        expect(await logged(() => o.stderr(), requestIdIn(JSON.stringify(r.body)))).toMatch(
          /the database at .+ is unreachable/,
        );
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

describe('PostgreSQL stopped while a deploy streams', { timeout: 180_000 }, () => {
  it("the error line says the database is unreachable, with a request id in the origin's log; production unchanged", async () => {
    const token = await c.token('pgdeploy@cluster.test');
    const domain = 'pgdeploy.cluster.test';
    const first = await putArchive(c.balancer, token, domain, archive('before'));
    expect(first.events.at(-1)?.type).toBe('info');
    await served(domain, 'before');
    const big = tgzOf([
      { path: 's/index.html', body: 'during' },
      { path: 's/noise.bin', body: randomBytes(256 * 1024) },
    ]);
    const o = c.origins[0]!;
    let events: Record<string, unknown>[];
    try {
      events = await heldDeploy(o.api, token, domain, big, () => c.pgStop());
      for (const edge of c.edges)
        expect((await get(edge, domain, '/index.html')).body.toString()).toBe('before');
    } finally {
      c.pgStart();
    }
    const last = events.at(-1) as { type: string; error: { message: string; code: string } };
    expect(last.type, JSON.stringify(events)).toBe('error');
    expect(last.error.code).toBe('SITEPUB_DATABASE_UNAVAILABLE');
    expect(last.error.message).toMatch(
      /^the server's database is unreachable while storing the upload; production is unchanged\. Try again in a moment.+\(request id [0-9a-f]{16}\)$/,
    );
    expectNoInternals(JSON.stringify(events), internals());
    expect(await logged(() => o.stderr(), requestIdIn(last.error.message))).toMatch(
      /the database at .+ is unreachable/,
    );
    const firstRev = (first.events.at(-1) as { metadata: { rev: number } }).metadata.rev;
    await eventually(async () => {
      const list = (await api(c.balancer, token, 'GET', `/${domain}/list`)).body as { rev: number }[];
      expect(list.map((r) => r.rev)).toEqual([firstRev]);
    }, 30_000);
    await served(domain, 'before');
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
    // stopped while a deploy streams: its content cannot be committed to the bucket
    const big = tgzOf([
      { path: 's/index.html', body: 'during' },
      { path: 's/noise.bin', body: randomBytes(256 * 1024) },
    ]);
    const o = c.origins[1]!;
    const events = await heldDeploy(o.api, token, domain, big, () => c.s3Stop());
    const last = events.at(-1) as { type: string; error: { message: string; code: string } };
    expect(last.type, JSON.stringify(events)).toBe('error');
    expect(last.error.code).toBe('SITEPUB_STORAGE_UNAVAILABLE');
    expect(last.error.message).toMatch(
      /^the server's file storage is unreachable while storing the upload; production is unchanged\. Try again in a moment.+\(request id [0-9a-f]{16}\)$/,
    );
    expectNoInternals(JSON.stringify(events), internals());
    expect(await logged(() => o.stderr(), requestIdIn(last.error.message))).toMatch(
      /S3 object store .+, bucket sitepub-cluster: unreachable/,
    );
    for (const edge of c.edges) expect((await get(edge, domain, '/index.html')).body.toString()).toBe('kept');
    // and a deploy with the CLI once it is down: the same words, through the balancer
    const site = path.join(tmp, 's3-site');
    fs.mkdirSync(site, { recursive: true });
    fs.writeFileSync(path.join(site, 'index.html'), 'never');
    const r = await runCli(['--endpoint', c.balancer, 'deploy', site, domain], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(
      /the server's file storage is unreachable while storing the upload; production is unchanged/,
    );
    // the server's words (the CLI's own lines name the local site folder and the balancer the user gave)
    const said = (r.stdout + r.stderr).split('\n').filter((l) => l.includes('request id'));
    expect(said.length).toBeGreaterThan(0);
    expectNoInternals(said.join('\n'), internals());
    expect(await logged(() => originLogs(), requestIdIn(r.stderr))).toMatch(/S3 object store .+ unreachable/);
    const after = (await api(c.balancer, token, 'GET', `/${domain}/list`)).body as { rev: number }[];
    expect(after.map((x) => x.rev)).toEqual(live.map((x) => x.rev));
    for (const edge of c.edges) expect((await get(edge, domain, '/index.html')).body.toString()).toBe('kept');
  });
});

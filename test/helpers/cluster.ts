/**
 * A real sitepub cluster on loopback for the suites of test/cluster/ (docs/scale-out.md, "Runbook"): one
 * PostgreSQL (scripts/services/pg-up.sh), one Ceph radosgw (ceph-up.sh), N `sitepub serve --database … --blobs …
 * --edges 0 --json` origin processes sharing SITEPUB_EDGE_SECRET, HAProxy in front (haproxy-up.sh, the config
 * the runbook shows), and M standalone `sitepub edge --origin <balancer>` processes.
 *   const c = await startCluster({ origins: 2, edges: 2 });   // ~10-20 s: start one per test file
 *   const token = await c.token('me@example.com');
 *   await c.origins[0].kill('SIGKILL'); await c.origins[0].start();   // same port: HAProxy finds it again
 *   await c.close();                                           // stops everything, even after a failed start
 * Every process is real (the CLI entry run by the project's Node, as `sitepub` runs); nothing is left running:
 * close() stops them, and a hook kills the children if the test process exits without it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { TEST_PASSWORD } from './server.ts';
import { startService, startServiceAsync, type RunningService } from './services.ts';

const REPO = resolve(import.meta.dirname, '../..');
const CLI = join(REPO, 'src/cli/index.ts');
const PGBIN = '/usr/lib/postgresql/15/bin';
const START_TIMEOUT_MS = 240_000;

export interface ClusterOrigin {
  /** Its own API URL (http://127.0.0.1:PORT), for a client pointed at this origin only. */
  api: string;
  /** Its data folder (the upload spool only: state and blobs are in PostgreSQL and S3). */
  data: string;
  /** What it logged on stderr since its last start (JSON lines), for failure messages. */
  stderr(): string;
  /** Sends `signal` (default SIGTERM) and resolves once the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port (HAProxy's `server` line names it). */
  start(): Promise<void>;
  readonly running: boolean;
  /** The current process's pid (null when stopped). */
  readonly pid: number | null;
}

export interface Cluster {
  /** HAProxy's URL: what clients, the Action and the edges are given. */
  balancer: string;
  origins: ClusterOrigin[];
  /** The standalone edges' URLs (sites at http://<domain>.<edge host>… with a Host header: test/edge/helpers). */
  edges: string[];
  /** The environment the origins run with (database, bucket, S3 endpoint and keys, edge secret). */
  env: Record<string, string>;
  pg: RunningService;
  ceph: RunningService;
  /**
   * Starts one more standalone edge given `origin` (an origin's own URL rather than the balancer) as its
   * `--origin`; resolves with its URL. Not in `edges`; close() stops it.
   */
  addEdge(origin: string): Promise<string>;
  /** Mints an API token through the balancer (POST /token), creating the account when needed. */
  token(email?: string): Promise<string>;
  /** One SQL statement through psql on the cluster's database; its rows as `a|b` lines. */
  sql(statement: string): string;
  /** Stops PostgreSQL (fast shutdown) or starts it again on the same port and data. */
  pgStop(): void;
  pgStart(): void;
  /** Stops radosgw (the S3 API): the bucket stops answering. */
  s3Stop(): void;
  close(): Promise<void>;
}

export interface ClusterOptions {
  origins?: number;
  edges?: number;
  /** Extra environment for the origins. */
  env?: Record<string, string>;
}

interface Child {
  child: ChildProcess;
  line: Record<string, unknown>;
  stderr: () => string;
  gone: Promise<void>;
}

const live = new Set<ChildProcess>();
let hooked = false;
const onExit: (() => void)[] = [];
/** Last resort when a test process ends without close(): kill what is left (synchronously). */
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.once('exit', () => {
    for (const c of live) c.kill('SIGKILL');
    for (const f of onExit.splice(0)) {
      try {
        f();
      } catch {
        // best effort
      }
    }
  });
}

/** Spawns the sitepub CLI and waits for its one --json line. */
async function spawnJson(args: string[], env: Record<string, string>, what: string): Promise<Child> {
  const child = spawn(process.execPath, [CLI, ...args, '--json'], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => {
    err = (err + d).slice(-200_000);
  });
  const gone = new Promise<void>((r) =>
    child.once('exit', () => {
      live.delete(child);
      r();
    }),
  );
  const text = await new Promise<string>((ok, fail) => {
    createInterface({ input: child.stdout! }).once('line', ok);
    child.once('exit', (code) =>
      fail(new Error(`${what} exited (${code}) before its line: ${err.slice(-3000)}`)),
    );
    setTimeout(
      () => fail(new Error(`${what} printed nothing in ${START_TIMEOUT_MS / 1000} s: ${err.slice(-3000)}`)),
      START_TIMEOUT_MS,
    ).unref();
  }).catch(async (e: unknown) => {
    child.kill('SIGKILL');
    await gone;
    throw e;
  });
  const line = JSON.parse(text) as Record<string, unknown>;
  if (line.error) {
    child.kill('SIGKILL');
    await gone;
    throw new Error(`${what} failed to start: ${text}\n${err.slice(-3000)}`);
  }
  return { child, line, stderr: () => err, gone };
}

async function stopChild(c: Child | null, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!c || c.child.exitCode !== null || c.child.signalCode !== null) return;
  c.child.kill(signal);
  const timer = setTimeout(() => c.child.kill('SIGKILL'), 10_000);
  await c.gone;
  clearTimeout(timer);
}

function makeOrigin(n: number, data: string, flags: string[], env: Record<string, string>): ClusterOrigin {
  let port = 0;
  let current: Child | null = null;
  const origin: ClusterOrigin = {
    api: '',
    data,
    stderr: () => current?.stderr() ?? '',
    get pid() {
      return origin.running ? (current?.child.pid ?? null) : null;
    },
    get running() {
      return current !== null && current.child.exitCode === null && current.child.signalCode === null;
    },
    async kill(signal = 'SIGTERM') {
      await stopChild(current, signal);
    },
    async start() {
      current = await spawnJson(
        ['serve', ...flags, '--data', data, '--port', String(port), '--edges', '0'],
        { ...env, HOME: data },
        `origin ${n}`,
      );
      const api = String(current.line.api);
      port = Number(new URL(api).port);
      origin.api = api;
    },
  };
  return origin;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  hookExit();
  const base = await mkdtemp(join(tmpdir(), 'sitepub-cluster-'));
  const mine: (() => void)[] = [];
  const atExit = (f: () => void) => {
    mine.push(f);
    onExit.push(f);
  };
  atExit(() => rmSync(base, { recursive: true, force: true }));
  const services: RunningService[] = [];
  const origins: ClusterOrigin[] = [];
  const edges: Child[] = [];
  let lb: RunningService | null = null;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await Promise.all(edges.filter(Boolean).map((e) => stopChild(e)));
    await Promise.all(origins.map((o) => o.kill('SIGTERM')));
    for (const s of [lb, ...services.reverse()]) {
      try {
        s?.stop();
      } catch {
        // stopped already (a test stopped a service), or its folder is gone
      }
    }
    await rm(base, { recursive: true, force: true });
    for (const f of mine) {
      const i = onExit.indexOf(f);
      if (i >= 0) onExit.splice(i, 1);
    }
  };
  try {
    // both at once (their package installs are serialised by ensure-packages.sh); each is stopped even when the
    // other failed to start
    const started = await Promise.allSettled([
      startServiceAsync('pg', 'PGBASE'),
      startServiceAsync('ceph', 'CEPH_BASE'),
    ]);
    for (const r of started)
      if (r.status === 'fulfilled') {
        services.push(r.value);
        atExit(() => r.value.stop());
      }
    for (const r of started) if (r.status === 'rejected') throw r.reason;
    const [pg, ceph] = services as [RunningService, RunningService];
    const env: Record<string, string> = {
      SITEPUB_EDGE_SECRET: randomBytes(24).toString('base64url'),
      AWS_ENDPOINT_URL_S3: ceph.env.AWS_ENDPOINT_URL_S3!,
      AWS_ACCESS_KEY_ID: ceph.env.AWS_ACCESS_KEY_ID!,
      AWS_SECRET_ACCESS_KEY: ceph.env.AWS_SECRET_ACCESS_KEY!,
      AWS_REGION: ceph.env.AWS_REGION ?? 'us-east-1',
      SITEPUB_DATABASE_URL: pg.env.SITEPUB_DATABASE_URL!,
      SITEPUB_BLOBS_URL: 's3://sitepub-cluster/sites',
      ...options.env,
    };
    // the flags, as the runbook writes them (the variables above say the same: the flags win)
    const flags = [
      '--database',
      env.SITEPUB_DATABASE_URL!,
      '--blobs',
      env.SITEPUB_BLOBS_URL!,
      '--trust-proxy',
      '127.0.0.1',
    ];
    for (let i = 1; i <= (options.origins ?? 2); i++) {
      const data = join(base, `origin-${i}`);
      await mkdir(data, { recursive: true });
      origins.push(makeOrigin(i, data, flags, env));
    }
    // all at once: the first to take the migrator's lock migrates the database, the others wait for it
    await settled(origins.map((o) => o.start()));
    lb = startService(
      'haproxy',
      'HAPROXY_BASE',
      origins.map((o) => o.api),
    );
    atExit(() => lb?.stop());
    const balancer = lb.env.SITEPUB_BALANCER_URL!;
    await untilHealthy(balancer, origins.length);
    await settled(
      Array.from({ length: options.edges ?? 2 }, async (_, i) => {
        const data = join(base, `edge-${i + 1}`);
        const edge = await spawnJson(
          ['edge', '--origin', balancer, '--port', '0', '--data', data],
          { HOME: data, SITEPUB_EDGE_SECRET: env.SITEPUB_EDGE_SECRET! },
          `edge ${i + 1}`,
        );
        edges[i] = edge;
      }),
    );
    const pgPort = pg.env.PGPORT!;
    const pgBase = pg.env.PGBASE!;
    const asPostgres = (args: string[]) =>
      process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0]!, args.slice(1)];
    const pgCtl = (...args: string[]) => {
      const [cmd, rest] = asPostgres([`${PGBIN}/pg_ctl`, '-D', join(pgBase, 'data'), ...args]) as [
        string,
        string[],
      ];
      execFileSync(cmd, rest, { stdio: 'ignore', timeout: 60_000 });
    };
    let tokens = 0;
    let added = 0;
    return {
      balancer,
      origins,
      edges: edges.map((e) => String(e.line.url)),
      env,
      pg,
      ceph,
      async addEdge(origin) {
        const n = `extra-${++added}`;
        const data = join(base, `edge-${n}`);
        const edge = await spawnJson(
          ['edge', '--origin', origin, '--port', '0', '--data', data],
          { HOME: data, SITEPUB_EDGE_SECRET: env.SITEPUB_EDGE_SECRET! },
          `edge ${n}`,
        );
        edges.push(edge);
        return String(edge.line.url);
      },
      async token(email = `cluster${process.pid}-${++tokens}@example.com`) {
        const res = await fetch(`${balancer}/token`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${email}:${TEST_PASSWORD}`).toString('base64')}`,
          },
        });
        const body = (await res.json()) as { token?: string };
        if (res.status !== 201 || typeof body.token !== 'string')
          throw new Error(
            `POST /token for ${email} through the balancer: ${res.status} ${JSON.stringify(body)}`,
          );
        return body.token;
      },
      sql(statement) {
        return execFileSync('psql', [env.SITEPUB_DATABASE_URL!, '-tAc', statement], {
          encoding: 'utf8',
          timeout: 30_000,
        }).trim();
      },
      pgStop: () => pgCtl('-m', 'fast', '-w', 'stop'),
      pgStart: () =>
        pgCtl(
          '-l',
          join(pgBase, 'server.log'),
          '-w',
          '-t',
          '30',
          'start',
          '-o',
          `-c listen_addresses=127.0.0.1 -p ${pgPort} -k ${pgBase} -c fsync=off -c synchronous_commit=off ` +
            '-c full_page_writes=off -c max_connections=200',
        ),
      s3Stop() {
        const pidFile = join(ceph.env.CEPH_BASE!, 'run', 'rgw.pid');
        execFileSync(
          'bash',
          [
            '-c',
            `kill "$(cat '${pidFile}')"; while kill -0 "$(cat '${pidFile}')" 2>/dev/null; do sleep 0.1; done`,
          ],
          {
            timeout: 30_000,
          },
        );
      },
      close,
    };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}

/** Waits for every promise (so close() finds everything that started), then throws the first failure. */
async function settled(all: Promise<unknown>[]): Promise<void> {
  for (const r of await Promise.allSettled(all)) if (r.status === 'rejected') throw r.reason;
}

/** Waits until HAProxy's health checks see every origin up (each answers one of `n` round-robin requests). */
async function untilHealthy(balancer: string, n: number): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const codes = await Promise.all(
      Array.from({ length: n * 2 }, () =>
        fetch(`${balancer}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      ),
    );
    if (codes.every((c) => c === 200)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`HAProxy at ${balancer} never saw the ${n} origins healthy`);
}

/** Waits until `check` holds (polls every 100 ms, up to `ms`); the last failure explains a timeout. */
export async function eventually(check: () => Promise<void> | void, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * The cluster the bench deploys to beside the embedded server (issue #28): 2 `sitepub serve --edges 0` origins on
 * one PostgreSQL database and one Ceph (radosgw) bucket behind HAProxy, and 2 standalone `sitepub edge` nodes,
 * all started by the test suites' own harness (test/helpers/cluster.ts `startCluster`, which starts the services
 * with scripts/services/ and installs their Debian packages when missing; it runs origins and edges from the
 * sources, src/cli/index.ts). Clients talk to the balancer only.
 *
 * It runs by default; `BENCH_CLUSTER=0` leaves it out (a machine where PostgreSQL or Ceph cannot run), and a
 * cluster that cannot start fails the bench with a message naming that flag.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Cluster } from '../../test/helpers/cluster.ts';
import { storeBytes, type BenchTarget } from './server.ts';

export type { Cluster };
export type StartCluster = (o: { origins: number; edges: number }) => Promise<Cluster>;

/** False when BENCH_CLUSTER=0 (or `false`/`no`/`off`) asks to leave the cluster out. */
export function clusterWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = (env.BENCH_CLUSTER ?? '').trim().toLowerCase();
  if (v === '' || v === '1' || v === 'true' || v === 'yes' || v === 'on') return true;
  if (v === '0' || v === 'false' || v === 'no' || v === 'off') return false;
  throw new Error(
    `BENCH_CLUSTER must be 1 (run the cluster benchmarks, the default) or 0 (skip them), got "${v}"`,
  );
}

const SKIP_HINT =
  'run with BENCH_CLUSTER=0 to bench the embedded server alone (docs/bench.md, "Cluster"), or see docs/scale-out.md for the services';

/** The harness's `startCluster`, loaded only when the cluster part runs (it brings the server's modules). */
async function loadStartCluster(): Promise<StartCluster> {
  return (await import('../../test/helpers/cluster.ts')).startCluster;
}

/** Every process this one started, and theirs: the origins and edges the harness spawned. */
export function descendants(root = process.pid): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (pid: number): void => {
    for (const c of children.get(pid) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(root);
  return out;
}

/** The `--data` folder of each `sitepub edge` process among `pids` (from /proc/PID/cmdline). */
export function edgeFolders(pids: readonly number[]): string[] {
  const out: string[] = [];
  for (const pid of pids) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const data = args.indexOf('--data');
    if (args.includes('edge') && data > 0 && args[data + 1]) out.push(args[data + 1]!);
  }
  return out;
}

export interface BenchCluster extends BenchTarget {
  cluster: Cluster;
  /**
   * The services' processes now: PostgreSQL's (the postmaster and its backends, which come and go) and Ceph's
   * (monitor, OSD, radosgw), for probes that split a deploy's CPU time between them.
   */
  servicePids(): { postgres: number[]; ceph: number[] };
}

const pidIn = (file: string): number | null => {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * A fresh cluster (new database, new bucket, new processes): `api` is the balancer. `pids` are the node
 * processes the harness started (origins and edges), found as this process's descendants right after the
 * start, when no client runs; PostgreSQL, Ceph and HAProxy run as daemons and are not among them.
 */
export async function startBenchCluster(start?: StartCluster): Promise<BenchCluster> {
  const before = new Set(descendants());
  let cluster: Cluster;
  try {
    cluster = await (start ?? (await loadStartCluster()))({ origins: 2, edges: 2 });
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    throw new Error(
      `the cluster (2 origins on PostgreSQL + Ceph behind HAProxy, 2 edges) did not start: ${msg}; ${SKIP_HINT}`,
      { cause: err },
    );
  }
  const pids = descendants().filter((p) => !before.has(p));
  const folders = edgeFolders(pids);
  return {
    cluster,
    api: cluster.balancer.replace(/\/$/, ''),
    edges: cluster.edges,
    domain: 'localhost',
    pids,
    token: (email) => cluster.token(email),
    edgeBytes: () => (folders.length === cluster.edges.length ? storeBytes(folders) : null),
    servicePids() {
      const postmaster = pidIn(join(cluster.pg.env.PGBASE ?? '', 'data', 'postmaster.pid'));
      const cephRun = join(cluster.ceph.env.CEPH_BASE ?? '', 'run');
      return {
        postgres: postmaster === null ? [] : [postmaster, ...descendants(postmaster)],
        ceph: ['mon.a.pid', 'osd.0.pid', 'rgw.pid']
          .map((f) => pidIn(join(cephRun, f)))
          .filter((p) => p !== null),
      };
    },
    stop: () => cluster.close(),
  };
}

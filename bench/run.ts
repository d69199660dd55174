/**
 * `npm run bench`: every benchmark of issue #8 in one run, against baselines measured side by side in the same
 * run, printed as one table (also written to bench/results/latest.md and latest.json).
 *
 * Environment:
 *   BENCH_ROUNDS=2          rounds of the deploy comparison (median taken; four times as many for a small site)
 *   BENCH_ONLY=deploy,...   run only some suites: deploy, redeploy, switch, throughput, cold-start
 *   BENCH_CLUSTER=0         leave out the cluster (2 origins on PostgreSQL + Ceph behind HAProxy, 2 edges) that
 *                           deploy, redeploy and switch also measure by default (bench/harness/cluster.ts)
 *   BENCH_WRK_SECONDS=4     duration of each wrk run;  BENCH_WRK_CONNECTIONS=32
 *   SITEPUB_CORPORA=DIR     where the corpora are cached (default ~/.cache/sitepub/corpora)
 * Needs root (or the packages already installed) for apt-get install nginx wrk time (and, for the cluster,
 * postgresql, ceph-mon, ceph-osd, radosgw, haproxy, which scripts/services/ installs).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { benchColdStart } from './cold-start.ts';
import { benchDeploys } from './deploy.ts';
import { clusterWanted, startBenchCluster } from './harness/cluster.ts';
import { procRss } from './harness/proc.ts';
import { ROOT, startBenchServer } from './harness/server.ts';
import { ensureTools, nginxBin, workingCopies } from './harness/setup.ts';
import { benchRedeploy } from './redeploy.ts';
import { benchSwitch } from './switch.ts';
import { render, rows, type AllResults } from './table.ts';
import { benchThroughput } from './throughput.ts';

const log = (m: string): void => void process.stderr.write(`${m}\n`);
const int = (name: string, fallback: number): number => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  if (!/^\d+$/.test(v) || Number(v) < 1) throw new Error(`${name} must be a positive integer, got "${v}"`);
  return Number(v);
};

/** The first `x.y[.z]` a command prints about its version (`?` when it cannot be run). */
function versionOf(cmd: string, args: string[], pattern: RegExp): string {
  const v = spawnSync(cmd, args, { encoding: 'utf8' });
  return pattern.exec(`${v.stdout ?? ''}${v.stderr ?? ''}`)?.[1] ?? '?';
}

function machine(cluster: boolean): string {
  const cpu = os.cpus();
  const nginx = versionOf(nginxBin(), ['-v'], /nginx\/([\d.]+)/);
  const services = cluster
    ? `, PostgreSQL ${versionOf('/usr/lib/postgresql/15/bin/postgres', ['--version'], /(\d+\.\d+)/)}, Ceph ${versionOf('radosgw', ['--version'], /version (\d+\.\d+\.\d+)/)}, HAProxy ${versionOf('haproxy', ['-v'], /version (\d+\.\d+\.\d+)/)}`
    : '';
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Linux ${os.release()}, Node ${process.versions.node}, nginx ${nginx}${services}`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const suites = new Set(
    (process.env.BENCH_ONLY ?? 'deploy,redeploy,switch,throughput,cold-start')
      .split(',')
      .map((x) => x.trim()),
  );
  const rounds = int('BENCH_ROUNDS', 2);
  const cluster = clusterWanted();
  const runId = Date.now().toString(36);
  ensureTools(log);
  const work = workingCopies(log);
  const load = [os.loadavg()[0]!];
  /** Cluster steps that failed: printed under the table (the embedded figures are taken regardless). */
  const failures: string[] = [];
  const attempt = async (what: string, step: () => Promise<void>): Promise<void> => {
    try {
      await step();
    } catch (err) {
      const msg = `${what}: ${err instanceof Error ? err.message : String(err)}`;
      failures.push(msg);
      log(`  FAILED ${msg}`);
    }
  };
  const results: AllResults = {
    deploys: [],
    redeploy: null,
    switches: [],
    clusterRedeploy: null,
    clusterSwitches: [],
    throughput: [],
    coldStart: null,
    serverRss: null,
  };
  const byName = (n: string) => work.corpora.find((c) => c.name === n)!;
  try {
    if (suites.has('deploy')) {
      log(
        `deploy: tar|gzip -1, sitepub CLI, official CLI, Action${cluster ? ', sitepub CLI to a cluster' : ''}, side by side (a fresh server for each deploy)`,
      );
      results.deploys = await benchDeploys(work.corpora, {
        rounds,
        runId,
        workRoot: work.root,
        cluster,
        failures,
        log,
      });
    }
    if (suites.has('throughput')) {
      // a standalone edge, as in production: its memory is its own, not shared with an origin
      const server = await startBenchServer({ standaloneEdges: true });
      log(`edge throughput vs nginx: sitepub edge ${server.edges[0]}`);
      try {
        const t = await benchThroughput(server, work.root, {
          runId,
          rounds: 3,
          seconds: int('BENCH_WRK_SECONDS', 4),
          connections: int('BENCH_WRK_CONNECTIONS', 32),
          log,
        });
        results.throughput = t.files;
        results.throughputRss = t.rss;
      } finally {
        await server.stop();
      }
    }
    if (suites.has('redeploy') || suites.has('switch')) {
      const server = await startBenchServer();
      log(`sitepub serve: api ${server.api}, edges ${server.edges.join(' ')}`);
      try {
        if (suites.has('redeploy')) {
          log('redeploy: monaco with one file changed');
          results.redeploy = await benchRedeploy(server, byName('monaco'), {
            runId,
            times: 2,
            label: 'embedded',
            log,
          });
        }
        if (suites.has('switch')) {
          log('promote / rollback latency');
          for (const name of ['swagger-ui', 'monaco']) {
            const corpus = byName(name);
            results.switches.push(
              await benchSwitch(server, corpus, { runId, times: 20, label: 'embedded', log }),
            );
          }
        }
        results.serverRss = procRss(server.pid);
      } finally {
        await server.stop();
      }
    }
    if (cluster && (suites.has('redeploy') || suites.has('switch'))) {
      const c = await startBenchCluster();
      log(
        `cluster: balancer ${c.api}, origins ${c.cluster.origins.map((x) => x.api).join(' ')}, edges ${c.edges.join(' ')}`,
      );
      try {
        if (suites.has('redeploy')) {
          log('redeploy on the cluster: monaco with one file changed');
          await attempt('redeploy on the cluster', async () => {
            results.clusterRedeploy = await benchRedeploy(c, byName('monaco'), {
              runId,
              times: 2,
              label: 'cluster',
              log,
            });
          });
        }
        if (suites.has('switch')) {
          log('promote / rollback latency on the cluster, through the balancer');
          for (const name of ['swagger-ui', 'monaco']) {
            const corpus = byName(name);
            await attempt(`promote / rollback of ${name} on the cluster`, async () => {
              results.clusterSwitches!.push(
                await benchSwitch(c, corpus, { runId, times: 20, label: 'cluster', log }),
              );
            });
          }
        }
      } finally {
        await c.stop();
      }
    }
    if (suites.has('cold-start') && !existsSync(join(ROOT, 'dist/index.js'))) {
      log('Action cold start: skipped, dist/index.js is not built (npm run package)');
    } else if (suites.has('cold-start')) {
      log('Action cold start');
      results.coldStart = await benchColdStart(work.root, byName('swagger-ui').dir, { times: 5 });
    }
  } finally {
    load.push(os.loadavg()[0]!);
    work.remove();
  }

  const failed = failures.length
    ? `\n\nFailed on the cluster (no figure taken):\n${failures.map((f) => `- ${f.replace(/\s+/g, ' ').slice(0, 600)}`).join('\n')}`
    : '';
  const table = render(rows(results)) + failed;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const about = `${new Date().toISOString()} · ${machine(cluster)}${cluster ? '' : ' · cluster left out (BENCH_CLUSTER=0)'} · load avg ${load.map((l) => l.toFixed(1)).join(' → ')} · ${seconds} s · ${rounds} rounds (${rounds * 4} for sites under 1,000 files and 50 MB; ${rounds} on the cluster)`;
  process.stdout.write(`\n${table}\n\n${about}\n`);
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.md'), `${table}\n\n${about}\n`);
  // Corpus folders are temp paths of the machine that ran it: the name says which corpus.
  const noDirs = (key: string, value: unknown): unknown => (key === 'dir' ? undefined : value);
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify({ about, results, failures }, noDirs, 2)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

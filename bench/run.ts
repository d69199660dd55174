/**
 * `npm run bench`: every benchmark of issue #8 in one run, against baselines measured side by side in the same
 * run, printed as one table (also written to bench/results/latest.md and latest.json).
 *
 * Environment:
 *   BENCH_ROUNDS=2          rounds of the deploy comparison (median taken; four times as many for a small site)
 *   BENCH_ONLY=deploy,...   run only some suites: deploy, redeploy, switch, throughput, cold-start
 *   BENCH_WRK_SECONDS=4     duration of each wrk run;  BENCH_WRK_CONNECTIONS=32
 *   SITEPUB_CORPORA=DIR     where the corpora are cached (default ~/.cache/sitepub/corpora)
 * Needs root (or the packages already installed) for apt-get install nginx wrk time.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { benchColdStart } from './cold-start.ts';
import { benchDeploys } from './deploy.ts';
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

function machine(): string {
  const cpu = os.cpus();
  const v = spawnSync(nginxBin(), ['-v'], { encoding: 'utf8' });
  const nginx = `${v.stdout ?? ''}${v.stderr ?? ''}`;
  const nginxVersion = /nginx\/([\d.]+)/.exec(nginx)?.[1] ?? '?';
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Linux ${os.release()}, Node ${process.versions.node}, nginx ${nginxVersion}`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const suites = new Set(
    (process.env.BENCH_ONLY ?? 'deploy,redeploy,switch,throughput,cold-start')
      .split(',')
      .map((x) => x.trim()),
  );
  const rounds = int('BENCH_ROUNDS', 2);
  const runId = Date.now().toString(36);
  ensureTools(log);
  const work = workingCopies(log);
  const load = [os.loadavg()[0]!];
  const results: AllResults = {
    deploys: [],
    redeploy: null,
    switches: [],
    throughput: [],
    coldStart: null,
    serverRss: null,
  };
  const byName = (n: string) => work.corpora.find((c) => c.name === n)!;
  try {
    if (suites.has('deploy')) {
      log(
        'deploy: tar|gzip -1, sitepub CLI, official CLI, Action, side by side (a fresh server for each deploy)',
      );
      results.deploys = await benchDeploys(work.corpora, { rounds, runId, workRoot: work.root, log });
    }
    if (suites.has('redeploy') || suites.has('switch') || suites.has('throughput')) {
      const server = await startBenchServer();
      log(`sitepub serve: api ${server.api}, edges ${server.edges.join(' ')}`);
      try {
        if (suites.has('redeploy')) {
          log('redeploy: monaco with one file changed');
          results.redeploy = await benchRedeploy(server, byName('monaco'), { runId, times: 2, log });
        }
        if (suites.has('switch')) {
          log('promote / rollback / cutover latency');
          for (const name of ['swagger-ui', 'monaco']) {
            results.switches.push(await benchSwitch(server, byName(name), { runId, times: 5, log }));
          }
        }
        if (suites.has('throughput')) {
          log('edge throughput vs nginx');
          results.throughput = await benchThroughput(server, work.root, {
            runId,
            rounds: 3,
            seconds: int('BENCH_WRK_SECONDS', 4),
            connections: int('BENCH_WRK_CONNECTIONS', 32),
            log,
          });
        }
        results.serverRss = procRss(server.pid);
      } finally {
        await server.stop();
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

  const table = render(rows(results));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const about = `${new Date().toISOString()} · ${machine()} · load avg ${load.map((l) => l.toFixed(1)).join(' → ')} · ${seconds} s · ${rounds} rounds (${rounds * 4} for sites under 1,000 files and 50 MB)`;
  process.stdout.write(`\n${table}\n\n${about}\n`);
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.md'), `${table}\n\n${about}\n`);
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify({ about, results }, null, 2)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

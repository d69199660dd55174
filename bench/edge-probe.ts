/**
 * Probe (not part of `npm run bench`): one standalone `sitepub edge` under the throughput bench's loads, alone (no
 * nginx, no bare node:http): its small page, its 1 MiB file, the small page of the site with 2,000 rules. Prints
 * the edge's RSS (current and VmHWM) idle, after the deploys and after each wrk run, and its CPU per request.
 *   npx node bench/edge-probe.ts [runs] [seconds] [small.html,1mb.bin,rules]
 * BENCH_CLI=<bundle> runs another build's CLI; BENCH_SERVER_NODE_ARGS='--import ./bench/rss-probe.mjs' splits
 * the edge's peak at its exit (with BENCH_SERVER_STDERR=1 to see it).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sitepubDeploy } from './harness/clients.ts';
import { getWithHost } from './harness/http-get.ts';
import { cpuTicks, procRss } from './harness/proc.ts';
import { startBenchServer } from './harness/server.ts';
import { bigRedirects, FILES, smallPage } from './throughput.ts';

const runs = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 4);
const loads = (process.argv[4] ?? 'small.html').split(',');
const MB = (b: number): string => `${(b / 2 ** 20).toFixed(1)} MB`;

const server = await startBenchServer({ standaloneEdges: true });
const work = mkdtempSync(join(tmpdir(), 'edge-probe-'));
try {
  const pid = server.edgePids[0]!;
  const rss = (when: string): void => {
    const r = procRss(pid);
    if (r) process.stdout.write(`${when}: rss ${MB(r.current)}, peak ${MB(r.peak)}\n`);
  };
  await sleep(500);
  rss('idle');
  const site = join(work, 'site');
  const rulesSite = join(work, 'rules-site');
  mkdirSync(site);
  mkdirSync(rulesSite);
  const page = smallPage();
  writeFileSync(join(site, 'small.html'), page);
  writeFileSync(join(site, '1mb.bin'), randomBytes(FILES['1mb.bin']));
  writeFileSync(join(rulesSite, 'small.html'), page);
  writeFileSync(join(rulesSite, '_redirects'), bigRedirects());
  const token = await server.token('edge-probe@bench.example');
  const domain = `edge-probe.${server.domain}`;
  const rulesDomain = `edge-probe-rules.${server.domain}`;
  await sitepubDeploy(server.api, token, site, domain);
  await sitepubDeploy(server.api, token, rulesSite, rulesDomain);
  for (const host of [domain, rulesDomain]) {
    const first = await getWithHost(`${server.edges[0]}/small.html`, host);
    if (!first.body.equals(page)) throw new Error(`the edge does not serve ${host} (${first.status})`);
  }
  rss('deployed');
  for (let i = 1; i <= runs; i++) {
    for (const load of loads) {
      const [host, file] = load === 'rules' ? [rulesDomain, 'small.html'] : [domain, load];
      const before = cpuTicks(pid)!;
      const r = spawnSync(
        'wrk',
        ['-t1', '-c32', `-d${seconds}s`, '-H', `Host: ${host}`, `${server.edges[0]}/${file}`],
        { encoding: 'utf8' },
      );
      const after = cpuTicks(pid)!;
      const requests = Number(/(\d+) requests in/.exec(r.stdout)?.[1] ?? NaN);
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(r.stdout)?.[1];
      process.stdout.write(
        `run ${i} ${load}: ${rps} req/s, ${(((after - before) * 10_000) / requests).toFixed(1)} µs CPU per request\n`,
      );
      rss(`after run ${i} ${load}`);
    }
  }
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

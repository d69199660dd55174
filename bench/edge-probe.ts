/**
 * Probe (not part of `npm run bench`): one standalone `sitepub edge` under the throughput bench's loads, alone (no
 * nginx, no bare node:http): its small page, its 1 MiB file, the small page of the site with 2,000 rules. Prints
 * the edge's RSS (current and VmHWM) idle, after the deploys and after each wrk run, its CPU per request (user and
 * system apart), and at the end its RSS split from /proc/PID/smaps (read from outside: nothing preloaded).
 *   npx node bench/edge-probe.ts [runs] [seconds] [small.html,1mb.bin,rules] [cli/index.js ...]
 * Several builds (their dist/cli/index.js) are compared in one run: each gets its own origin and edges, started
 * together, and every load runs on each build in turn, in an order reversed every other run, so the machine's
 * drifting load hits them alike; each build's medians are printed at the end. Copy a build's dist/ aside before
 * changing the sources (`cp -r dist /tmp/dist-before`), package again, and give both. Without builds: BENCH_CLI or
 * sitepubCliEntry's choice. BENCH_SERVER_NODE_ARGS='--import ./bench/rss-probe.mjs' splits the V8 heap out of the
 * edge's peak at its exit (with BENCH_SERVER_STDERR=1 to see it). EDGE_PROBE_ALLOC=1 with
 * BENCH_SERVER_NODE_ARGS='--import ./bench/alloc-probe.mjs': the bytes each request allocates (garbage included)
 * during each load, and the functions allocating most of them.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sitepubDeploy } from './harness/clients.ts';
import { getWithHost } from './harness/http-get.ts';
import { cpuTimes, median, procRss, waitQuiet } from './harness/proc.ts';
import { startBenchServer, type BenchServer } from './harness/server.ts';
import { bigRedirects, FILES, smallPage } from './throughput.ts';

const [runsArg, secondsArg, loadsArg, ...given] = process.argv.slice(2);
const runs = Number(runsArg ?? 3);
const seconds = Number(secondsArg ?? 4);
const loads = (loadsArg ?? 'small.html').split(',');
const builds: (string | undefined)[] = given.length ? given.map((b) => resolve(b)) : [undefined];
const MB = (b: number): string => `${(b / 2 ** 20).toFixed(1)} MB`;
const name = (b: string | undefined): string => b ?? 'edge';

/**
 * Resident memory by mapping, MB: the node binary's pages, malloc's main heap (`[heap]`), anonymous mappings
 * (the V8 heap's pages, thread arenas and stacks, large buffers), other files.
 */
function rssSplit(pid: number): string {
  const kb = { binary: 0, malloc: 0, anonymous: 0, files: 0 };
  let bucket: keyof typeof kb = 'anonymous';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const m = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (m) {
      const file = m[1]!;
      bucket = file.endsWith('/node')
        ? 'binary'
        : file === '[heap]'
          ? 'malloc'
          : file.startsWith('/')
            ? 'files'
            : 'anonymous';
      continue;
    }
    const r = /^Rss:\s+(\d+) kB/.exec(line);
    if (r) kb[bucket] += Number(r[1]);
  }
  return Object.entries(kb)
    .map(([k, v]) => `${k} ${(v / 1024).toFixed(1)}`)
    .join(', ');
}

/** A sampling heap profile's node (bench/alloc-probe.mjs). */
interface AllocNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: AllocNode[];
}

/** Bytes per request of the profile alloc-probe.mjs wrote for `pid`, and the five functions allocating most. */
async function allocations(pid: number, requests: number): Promise<string> {
  const file = join(tmpdir(), `alloc-probe-${pid}.json`);
  for (let i = 0; i < 100 && !existsSync(file); i++) await sleep(50);
  const head = (JSON.parse(readFileSync(file, 'utf8')) as { head: AllocNode }).head;
  rmSync(file);
  const by = new Map<string, number>();
  let total = 0;
  const walk = (n: AllocNode): void => {
    const where = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    by.set(where, (by.get(where) ?? 0) + n.selfSize);
    total += n.selfSize;
    for (const c of n.children) walk(c);
  };
  walk(head);
  const top = [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([where, bytes]) => `${(bytes / requests).toFixed(0)} ${where}`);
  return `${(total / requests).toFixed(0)} bytes allocated per request (${top.join(', ')})`;
}

interface Subject {
  build: string | undefined;
  server: BenchServer;
  pid: number;
  domain: string;
  rulesDomain: string;
  cpu: Record<string, { user: number[]; system: number[] }>;
}

const work = mkdtempSync(join(tmpdir(), 'edge-probe-'));
const subjects: Subject[] = [];
try {
  const site = join(work, 'site');
  const rulesSite = join(work, 'rules-site');
  mkdirSync(site);
  mkdirSync(rulesSite);
  const page = smallPage();
  writeFileSync(join(site, 'small.html'), page);
  writeFileSync(join(site, '1mb.bin'), randomBytes(FILES['1mb.bin']));
  writeFileSync(join(rulesSite, 'small.html'), page);
  writeFileSync(join(rulesSite, '_redirects'), bigRedirects());
  for (const build of builds) {
    // sitepubCliEntry reads BENCH_CLI when the server starts
    if (build) process.env.BENCH_CLI = build;
    const server = await startBenchServer({ standaloneEdges: true });
    const s: Subject = {
      build,
      server,
      pid: server.edgePids[0]!,
      domain: `edge-probe.${server.domain}`,
      rulesDomain: `edge-probe-rules.${server.domain}`,
      cpu: Object.fromEntries(loads.map((l) => [l, { user: [], system: [] }])),
    };
    subjects.push(s);
  }
  await sleep(500);
  const rss = (s: Subject, when: string): void => {
    const r = procRss(s.pid);
    if (r) process.stdout.write(`${name(s.build)} ${when}: rss ${MB(r.current)}, peak ${MB(r.peak)}\n`);
  };
  for (const s of subjects) rss(s, 'idle');
  for (const s of subjects) {
    const token = await s.server.token('edge-probe@bench.example');
    await sitepubDeploy(s.server.api, token, site, s.domain);
    await sitepubDeploy(s.server.api, token, rulesSite, s.rulesDomain);
    for (const host of [s.domain, s.rulesDomain]) {
      const first = await getWithHost(`${s.server.edges[0]}/small.html`, host);
      if (!first.body.equals(page)) throw new Error(`the edge does not serve ${host} (${first.status})`);
    }
  }
  for (const s of subjects) {
    await waitQuiet(s.pid);
    rss(s, 'deployed');
  }
  for (let i = 1; i <= runs; i++) {
    for (const load of loads) {
      const order = i % 2 === 0 ? [...subjects].reverse() : subjects;
      for (const s of order) {
        const [host, file] = load === 'rules' ? [s.rulesDomain, 'small.html'] : [s.domain, load];
        const alloc = process.env.EDGE_PROBE_ALLOC === '1';
        if (alloc) process.kill(s.pid, 'SIGUSR2');
        const before = cpuTimes(s.pid)!;
        const r = spawnSync(
          'wrk',
          ['-t1', '-c32', `-d${seconds}s`, '-H', `Host: ${host}`, `${s.server.edges[0]}/${file}`],
          { encoding: 'utf8' },
        );
        const after = cpuTimes(s.pid)!;
        const requests = Number(/(\d+) requests in/.exec(r.stdout)?.[1] ?? NaN);
        const rps = /Requests\/sec:\s+([\d.]+)/.exec(r.stdout)?.[1];
        const us = (t: number): number => (t * 10_000) / requests;
        const user = us(after.user - before.user);
        const system = us(after.system - before.system);
        s.cpu[load]!.user.push(user);
        s.cpu[load]!.system.push(system);
        process.stdout.write(
          `${name(s.build)} run ${i} ${load}: ${rps} req/s, ${(user + system).toFixed(1)} µs CPU per request ` +
            `(user ${user.toFixed(1)}, system ${system.toFixed(1)})\n`,
        );
        if (alloc) {
          process.kill(s.pid, 'SIGUSR2');
          process.stdout.write(`${name(s.build)} run ${i} ${load}: ${await allocations(s.pid, requests)}\n`);
        }
        rss(s, `after run ${i} ${load}`);
      }
    }
  }
  for (const s of subjects) {
    for (const load of loads) {
      const { user, system } = s.cpu[load]!;
      const total = user.map((u, k) => u + system[k]!);
      process.stdout.write(
        `${name(s.build)} ${load}: median ${median(total).toFixed(1)} µs CPU per request ` +
          `(user ${median(user).toFixed(1)}, system ${median(system).toFixed(1)})\n`,
      );
    }
    const r = procRss(s.pid);
    process.stdout.write(
      `${name(s.build)} at the end: rss ${MB(r?.current ?? 0)}, peak ${MB(r?.peak ?? 0)}; now ${rssSplit(s.pid)} MB\n`,
    );
  }
} finally {
  await Promise.all(subjects.map((s) => s.server.stop()));
  rmSync(work, { recursive: true, force: true });
}

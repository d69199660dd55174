/**
 * Deploy end to end (pack, upload, ingest, distribute to 2 edges, `info` line) of each corpus, side by side in
 * rounds: `tar | gzip -1`, the sitepub CLI, the official CLI and the Action bundle, in a rotating order, and the
 * sitepub CLI once more to an origin whose 2 edges are `sitepub edge` processes of their own (standalone edges,
 * which download over HTTP what edges next to the origin hard-link). Every
 * deploy goes to its own fresh `sitepub serve` (new data directory): the server stores content by hash and edges
 * fetch only blobs they lack, so a deploy of content an earlier tool already sent would be unfairly cheap.
 * With `cluster`, the sitepub CLI deploys each corpus once more per round (the first `rounds` rounds) to a fresh
 * cluster of that round (harness/cluster.ts: 2 origins on PostgreSQL and Ceph behind HAProxy, 2 standalone
 * edges), through its balancer.
 * Reports the median wall time and peak RSS per tool and corpus, and the server's peak RSS (origin + 2 edges);
 * for the sitepub CLI also the time until both edges serve the new site (`/package.json`, polled right after
 * the CLI exits: the embedded server answers once its edges confirmed, a cluster's edges may learn it later).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { actionDeploy, sitepubDeploy, surgeDeploy, tarGzip, type Tool } from './harness/clients.ts';
import { startBenchCluster } from './harness/cluster.ts';
import type { Measured } from './harness/proc.ts';
import { cpuMsOf, median, procRss, waitAllQuiet } from './harness/proc.ts';
import { ROOT, startBenchServer, type BenchServer, type BenchTarget } from './harness/server.ts';
import type { Corpus } from './harness/setup.ts';
import { untilEdgesServe } from './harness/until-served.ts';

export interface ToolResult {
  ms: number[];
  rss: number[];
  /** Peak RSS of the `sitepub serve` process (origin + 2 edges) that took the deploy. */
  serverRss: number[];
  /** Peak RSS of the larger `sitepub edge` process, for deploys to standalone edges. */
  edgeRss: number[];
  /**
   * CPU time of each deploy, ms: the client process (with its children) plus the server processes (origin and
   * edges) from the client's start to its exit. Edges precompress only after a deploy settled (docs/edge.md),
   * so that work is not in it. On the cluster, the origins and edges only (not PostgreSQL, Ceph, HAProxy).
   */
  cpu: number[];
  /** sitepub CLI deploys: from the client's start until both edges serve the new site, ms. */
  servedMs: number[];
}

export interface CorpusResult {
  corpus: Corpus;
  tools: Record<Tool, ToolResult>;
}

/** A tool's name as a DNS label and e-mail local part ('sitepub, standalone edges' → 'sitepub-standalone-edges'). */
const slug = (tool: Tool): string => tool.replace(/[^a-z0-9]+/g, '-');

export const med = (r: ToolResult): number => median(r.ms);
export const maxRss = (r: ToolResult): number => Math.max(...r.rss);
export const medCpu = (r: ToolResult): number => median(r.cpu);
export const medServed = (r: ToolResult): number => median(r.servedMs);

const TOOLS: Tool[] = [
  'tar|gzip -1',
  'sitepub',
  'surge',
  'action',
  'sitepub, standalone edges',
  'sitepub, cluster',
];
const SITEPUB_TOOLS: readonly Tool[] = ['sitepub', 'sitepub, standalone edges', 'sitepub, cluster'];

/**
 * A small site (under 1,000 files and 50 MB: swagger-ui) deploys in under half a second, where this machine's
 * noise (±0.1 s from one deploy to the next) is a fifth of the time measured, and slower stretches of a few
 * seconds move a median of 4 rounds by 10 % (0.18 and 0.21 s for the same build, two runs in a row); its rounds
 * cost a few seconds, so it gets four times as many, for every tool alike.
 */
export const roundsFor = (corpus: Pick<Corpus, 'files' | 'bytes'>, rounds: number): number =>
  corpus.files < 1000 && corpus.bytes < 50e6 ? rounds * 4 : rounds;

interface OneDeploy {
  m: Measured;
  serverPeak: number | null;
  edgePeak: number | null;
  serverCpu: number;
  servedMs: number | null;
}

/** One deploy of `corpus` by `tool` to `server` (a fresh one, or this round's cluster), measured. */
async function deployTo(
  server: BenchTarget & Partial<Pick<BenchServer, 'pid' | 'edgePids'>>,
  tool: Exclude<Tool, 'tar|gzip -1'>,
  corpus: Corpus,
  round: number,
  o: { runId: string; workRoot: string },
): Promise<OneDeploy> {
  const token = await server.token(`${slug(tool)}-${o.runId}@bench.example`);
  const domain = `${corpus.name}-${slug(tool)}-${round}-${o.runId}.${server.domain}`;
  const serverPids = server.pids;
  await waitAllQuiet(serverPids);
  const cpuBefore = cpuMsOf(serverPids);
  let m: Measured;
  let servedMs: number | null = null;
  if (SITEPUB_TOOLS.includes(tool)) {
    m = await sitepubDeploy(server.api, token, corpus.dir, domain);
    const exited = performance.now();
    await untilEdgesServe(
      server.edges,
      domain,
      '/package.json',
      readFileSync(join(corpus.dir, 'package.json')),
    );
    servedMs = m.ms + (performance.now() - exited);
  } else if (tool === 'surge') m = await surgeDeploy(server.api, token, corpus.dir, domain);
  else
    m = await actionDeploy(
      server.api,
      token,
      corpus.dir,
      domain,
      join(o.workRoot, `runner-${corpus.name}-${round}`),
    );
  const serverCpu = cpuMsOf(serverPids) - cpuBefore;
  const serverPeak = server.pid === undefined ? null : (procRss(server.pid)?.peak ?? null);
  const edgePeaks = (server.edgePids ?? []).map((pid) => procRss(pid)?.peak ?? 0);
  return {
    m,
    serverPeak,
    edgePeak: edgePeaks.length > 0 ? Math.max(...edgePeaks) : null,
    serverCpu,
    servedMs,
  };
}

function record(r: CorpusResult, tool: Tool, d: OneDeploy, round: number, log: (m: string) => void): void {
  const { m, serverPeak, edgePeak, serverCpu, servedMs } = d;
  const t = r.tools[tool];
  t.ms.push(m.ms);
  if (m.rssBytes !== null) t.rss.push(m.rssBytes);
  if (serverPeak !== null) t.serverRss.push(serverPeak);
  if (edgePeak !== null) t.edgeRss.push(edgePeak);
  if (m.cpuMs !== null) t.cpu.push(m.cpuMs + serverCpu);
  if (servedMs !== null) t.servedMs.push(servedMs);
  const mib = (b: number | null) => (b ? `${(b / 2 ** 20).toFixed(0)} MiB` : '?');
  log(
    `  ${r.corpus.name} round ${round + 1} ${tool}: ${(m.ms / 1000).toFixed(2)} s, CPU ${m.cpuMs === null ? '?' : ((m.cpuMs + serverCpu) / 1000).toFixed(2)} s, ${mib(m.rssBytes)}${serverPeak ? `, server ${mib(serverPeak)}` : ''}${edgePeak ? `, edge ${mib(edgePeak)}` : ''}${servedMs !== null ? `, both edges serve it at ${(servedMs / 1000).toFixed(2)} s` : ''}`,
  );
}

/**
 * Round by round: in each, every corpus still due a round is deployed by every tool in a rotating order, each
 * to a fresh embedded server. Then, in the first `rounds` rounds, one fresh cluster takes one deploy of each
 * corpus (their contents are disjoint, so none is cheaper for the one before it): a cluster takes ~1 min to
 * start on this machine, too long for one per deploy, and it runs only while its own deploys do, so its
 * processes do not slow the embedded server's deploys.
 */
export async function benchDeploys(
  corpora: Corpus[],
  o: {
    rounds: number;
    runId: string;
    workRoot: string;
    cluster: boolean;
    /** Where failed cluster deploys are told (the run prints them under the table). */
    failures: string[];
    log: (m: string) => void;
  },
): Promise<CorpusResult[]> {
  const hasAction = existsSync(join(ROOT, 'dist/index.js'));
  const run = TOOLS.filter((t) => (t !== 'action' || hasAction) && t !== 'sitepub, cluster');
  if (!hasAction) o.log('  dist/index.js is not built (npm run package): the Action is left out');
  const results: CorpusResult[] = corpora.map((corpus) => ({
    corpus,
    tools: Object.fromEntries(
      TOOLS.map((t) => [t, { ms: [], rss: [], serverRss: [], edgeRss: [], cpu: [], servedMs: [] }]),
    ) as unknown as Record<Tool, ToolResult>,
  }));
  const rounds = Math.max(...corpora.map((c) => roundsFor(c, o.rounds)));
  for (let round = 0; round < rounds; round++) {
    for (const r of results) {
      if (round >= roundsFor(r.corpus, o.rounds)) continue;
      const order = run.map((_, i) => run[(i + round) % run.length]!);
      for (const tool of order) {
        if (tool === 'tar|gzip -1') {
          const m = await tarGzip(r.corpus.dir, 1);
          record(
            r,
            tool,
            { m, serverPeak: null, edgePeak: null, serverCpu: 0, servedMs: null },
            round,
            o.log,
          );
          continue;
        }
        const server = await startBenchServer({ standaloneEdges: tool === 'sitepub, standalone edges' });
        try {
          record(r, tool, await deployTo(server, tool, r.corpus, round, o), round, o.log);
        } finally {
          await server.stop();
        }
      }
    }
    if (o.cluster && round < o.rounds) {
      const started = performance.now();
      const cluster = await startBenchCluster();
      o.log(
        `  cluster for round ${round + 1} started in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      try {
        for (const r of results) {
          try {
            const d = await deployTo(cluster, 'sitepub, cluster', r.corpus, round, o);
            record(r, 'sitepub, cluster', d, round, o.log);
          } catch (err) {
            // a failed cluster deploy is a result too: reported under the table, the other figures still taken
            const msg = `${r.corpus.name} round ${round + 1}, sitepub CLI to the cluster: ${err instanceof Error ? err.message : String(err)}`;
            o.failures.push(msg);
            o.log(`  FAILED ${msg}`);
          }
        }
      } finally {
        await cluster.stop();
      }
    }
  }
  return results;
}

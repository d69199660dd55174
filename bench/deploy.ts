/**
 * Deploy end to end (pack, upload, ingest, distribute to 2 edges, `info` line) of each corpus, side by side in
 * rounds: `tar | gzip -1`, the sitepub CLI, the official CLI and the Action bundle, in a rotating order, and the
 * sitepub CLI once more to an origin whose 2 edges are `sitepub edge` processes of their own (standalone edges,
 * which download over HTTP what edges next to the origin hard-link). Every
 * deploy goes to its own fresh `sitepub serve` (new data directory): the server stores content by hash and edges
 * fetch only blobs they lack, so a deploy of content an earlier tool already sent would be unfairly cheap.
 * With `cluster`, the sitepub CLI deploys once more per round to a fresh cluster (harness/cluster.ts: 2 origins
 * on PostgreSQL and Ceph behind HAProxy, 2 standalone edges), through its balancer.
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

/** A fresh server for one deploy: the embedded one (with edges in its process or standalone), or a cluster. */
async function freshTarget(
  tool: Tool,
): Promise<BenchTarget & Partial<Pick<BenchServer, 'pid' | 'edgePids'>>> {
  if (tool === 'sitepub, cluster') return startBenchCluster();
  return startBenchServer({ standaloneEdges: tool === 'sitepub, standalone edges' });
}

/**
 * A small site (under 1,000 files and 50 MB: swagger-ui) deploys in under half a second, where this machine's
 * noise (±0.1 s from one deploy to the next) is a fifth of the time measured, and slower stretches of a few
 * seconds move a median of 4 rounds by 10 % (0.18 and 0.21 s for the same build, two runs in a row); its rounds
 * cost a few seconds, so it gets four times as many, for every tool alike.
 */
export const roundsFor = (corpus: Pick<Corpus, 'files' | 'bytes'>, rounds: number): number =>
  corpus.files < 1000 && corpus.bytes < 50e6 ? rounds * 4 : rounds;

export async function benchDeploys(
  corpora: Corpus[],
  o: { rounds: number; runId: string; workRoot: string; cluster: boolean; log: (m: string) => void },
): Promise<CorpusResult[]> {
  const results: CorpusResult[] = [];
  const hasAction = existsSync(join(ROOT, 'dist/index.js'));
  const run = TOOLS.filter((t) => (t !== 'action' || hasAction) && (t !== 'sitepub, cluster' || o.cluster));
  if (!hasAction) o.log('  dist/index.js is not built (npm run package): the Action is left out');
  for (const corpus of corpora) {
    const packageJson = readFileSync(join(corpus.dir, 'package.json'));
    const tools = Object.fromEntries(
      TOOLS.map((t) => [t, { ms: [], rss: [], serverRss: [], edgeRss: [], cpu: [], servedMs: [] }]),
    ) as unknown as Record<Tool, ToolResult>;
    for (let round = 0; round < roundsFor(corpus, o.rounds); round++) {
      const order = run.map((_, i) => run[(i + round) % run.length]!);
      for (const tool of order) {
        let m: Measured;
        let serverPeak: number | null = null;
        let edgePeak: number | null = null;
        let serverCpu = 0;
        let servedMs: number | null = null;
        if (tool === 'tar|gzip -1') m = await tarGzip(corpus.dir, 1);
        else {
          const server = await freshTarget(tool);
          try {
            const token = await server.token(`${slug(tool)}-${o.runId}@bench.example`);
            const domain = `${corpus.name}-${slug(tool)}-${round}-${o.runId}.${server.domain}`;
            const serverPids = server.pids;
            await waitAllQuiet(serverPids);
            const cpuBefore = cpuMsOf(serverPids);
            if (SITEPUB_TOOLS.includes(tool)) {
              m = await sitepubDeploy(server.api, token, corpus.dir, domain);
              const exited = performance.now();
              await untilEdgesServe(server.edges, domain, '/package.json', packageJson);
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
            serverCpu = cpuMsOf(serverPids) - cpuBefore;
            serverPeak = server.pid === undefined ? null : (procRss(server.pid)?.peak ?? null);
            const edgePeaks = (server.edgePids ?? []).map((pid) => procRss(pid)?.peak ?? 0);
            if (edgePeaks.length > 0) edgePeak = Math.max(...edgePeaks);
          } finally {
            await server.stop();
          }
        }
        tools[tool].ms.push(m.ms);
        if (m.rssBytes !== null) tools[tool].rss.push(m.rssBytes);
        if (serverPeak !== null) tools[tool].serverRss.push(serverPeak);
        if (edgePeak !== null) tools[tool].edgeRss.push(edgePeak);
        if (m.cpuMs !== null) tools[tool].cpu.push(m.cpuMs + serverCpu);
        if (servedMs !== null) tools[tool].servedMs.push(servedMs);
        const mib = (b: number | null) => (b ? `${(b / 2 ** 20).toFixed(0)} MiB` : '?');
        o.log(
          `  ${corpus.name} round ${round + 1} ${tool}: ${(m.ms / 1000).toFixed(2)} s, CPU ${m.cpuMs === null ? '?' : ((m.cpuMs + serverCpu) / 1000).toFixed(2)} s, ${mib(m.rssBytes)}${serverPeak ? `, server ${mib(serverPeak)}` : ''}${edgePeak ? `, edge ${mib(edgePeak)}` : ''}${servedMs !== null ? `, both edges serve it at ${(servedMs / 1000).toFixed(2)} s` : ''}`,
        );
      }
    }
    results.push({ corpus, tools });
  }
  return results;
}

/**
 * The `sitepub serve` child every client deploys to: origin plus 2 edge nodes in one process (or, on request, 2
 * `sitepub edge` processes of their own), fresh data directory per run (so rate-limit windows start empty and the real defaults stay untouched), quiet logs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const NODE = process.execPath;
export const PASSWORD = 'bench password 1234';

/**
 * The CLI bundle users install (dist/cli/index.js; src/cli/index.ts when no bundle is built): the deploying CLI,
 * `sitepub serve` and `sitepub edge` all run from it, so their memory is what users' processes take (node's
 * TypeScript stripping alone adds ~30 MB to a process run from the sources). BENCH_FROM_SOURCES=1 runs the
 * sources instead (probes of a change not yet packaged); BENCH_CLI=path another bundle's dist/cli/index.js (probes
 * comparing two builds, bench/client-probe.ts).
 */
export function sitepubCliEntry(): string {
  if (process.env.BENCH_CLI) return process.env.BENCH_CLI;
  const bundle = join(ROOT, 'dist/cli/index.js');
  return existsSync(bundle) && !process.env.BENCH_FROM_SOURCES ? bundle : join(ROOT, 'src/cli/index.ts');
}

/** What the redeploy and switch suites deploy to: the embedded server, or the cluster (harness/cluster.ts). */
export interface BenchTarget {
  /** The API as clients see it (the origin, or the cluster's load balancer). */
  api: string;
  edges: string[];
  domain: string;
  /** The server processes (origins, edges) whose CPU the bench lets settle before each measurement. */
  pids: number[];
  /** Mints a token for a new account (POST /token creates it). */
  token(email: string): Promise<string>;
  /**
   * Bytes the edges hold, without precompressed variants and logs: what they fetched from the origin (null
   * when the edges' folders are not known to the bench).
   */
  edgeBytes(): number | null;
  stop(): Promise<void>;
}

export interface BenchServer extends BenchTarget {
  data: string;
  pid: number;
  /** The `sitepub edge` processes (standaloneEdges), none when the edges run in the serve process. */
  edgePids: number[];
  edgeBytes(): number;
}

/**
 * BENCH_SERVER_NODE_ARGS: node options for the serve and edge processes, e.g. `--cpu-prof --cpu-prof-dir=DIR`.
 * BENCH_SERVER_STDERR=1: their stderr passed through (for probes).
 */
const serverNodeArgs = (): string[] => (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** A `sitepub` child (sitepubCliEntry), and the first line it prints (its `--json` result). */
async function spawnCli(
  args: string[],
  env: NodeJS.ProcessEnv,
  what: string,
): Promise<{ child: ChildProcess; line: string }> {
  const child: ChildProcess = spawn(NODE, [...serverNodeArgs(), sitepubCliEntry(), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => {
    stderr = (stderr + d).slice(-4000);
    if (process.env.BENCH_SERVER_STDERR) process.stderr.write(d);
  });
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error(`${what} did not start in 60 s:\n${stderr}`)), 60_000);
    lines.once('line', (l) => {
      clearTimeout(timer);
      resolve(l);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited ${code} before listening:\n${stderr}`));
    });
  });
  child.stdout!.resume();
  return { child, line };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Bytes the edges' folders hold, without precompressed variants, logs and temporary files: blobs, packs,
 * revision manifests and state, i.e. what they fetched from the origin.
 */
export function storeBytes(edgeDirs: readonly string[]): number {
  let total = 0;
  for (const dir of edgeDirs) {
    for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!e.isFile() || /\.(gz|br)$/.test(e.name)) continue;
      const rel = join(e.parentPath, e.name).slice(dir.length + 1);
      if (rel.startsWith('logs/') || rel.startsWith('tmp/')) continue;
      try {
        total += statSync(join(e.parentPath, e.name)).size;
      } catch {
        // removed meanwhile (garbage collection)
      }
    }
  }
  return total;
}

/**
 * `standaloneEdges`: the origin alone (`serve --edges 0`) and two `sitepub edge` processes registered with it,
 * as edges on other machines are: they download what they lack over HTTP instead of linking the origin's files.
 * Their folders are `<data>/edges/edge-N`, like the edges `serve` starts, so edgeBytes counts them alike.
 */
export async function startBenchServer(o: { standaloneEdges?: boolean } = {}): Promise<BenchServer> {
  const data = mkdtempSync(join(tmpdir(), 'sitepub-bench-data-'));
  const secret = randomBytes(24).toString('hex');
  const env = o.standaloneEdges ? { SITEPUB_EDGE_SECRET: secret } : {};
  const serveArgs = [
    'serve',
    '--json',
    '--quiet',
    '--edges',
    o.standaloneEdges ? '0' : '2',
    '--data',
    data,
    '--port',
    '0',
  ];
  const { child, line: first } = await spawnCli(serveArgs, env, 'sitepub serve');
  const info = JSON.parse(first) as { api: string; edges: string[]; domain: string };
  const standalone: ChildProcess[] = [];
  if (o.standaloneEdges) {
    try {
      for (let i = 1; i <= 2; i++) {
        const edgeArgs = ['edge', '--json', '--origin', info.api, '--data', join(data, 'edges', `edge-${i}`)];
        const edge = await spawnCli(edgeArgs, env, `sitepub edge ${i}`);
        standalone.push(edge.child);
        info.edges.push((JSON.parse(edge.line) as { url: string }).url);
      }
    } catch (err) {
      await Promise.all([...standalone, child].map(stopChild));
      throw err;
    }
  }
  if (info.edges.length !== 2)
    throw new Error(`sitepub serve started ${info.edges.length} edges, expected 2`);
  return {
    ...info,
    data,
    pid: child.pid!,
    edgePids: standalone.map((c) => c.pid!),
    pids: [child.pid!, ...standalone.map((c) => c.pid!)],
    async token(email) {
      const res = await fetch(`${info.api}/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}` },
      });
      const body = (await res.json()) as { token?: string };
      if (res.status !== 201 || typeof body.token !== 'string')
        throw new Error(`POST /token for ${email}: ${res.status}`);
      return body.token;
    },
    edgeBytes() {
      const edgesDir = join(data, 'edges');
      return storeBytes(readdirSync(edgesDir).map((edge) => join(edgesDir, edge)));
    },
    async stop() {
      await Promise.all(standalone.map(stopChild));
      await stopChild(child);
      rmSync(data, { recursive: true, force: true });
    },
  };
}

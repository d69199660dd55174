/**
 * The `sitepub serve` child every client deploys to: origin plus 2 edge nodes in one process, fresh data
 * directory per run (so rate-limit windows start empty and the real defaults stay untouched), quiet logs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const NODE = process.execPath;
export const PASSWORD = 'bench password 1234';

export interface BenchServer {
  api: string;
  edges: string[];
  domain: string;
  data: string;
  pid: number;
  /** Mints a token for a new account (POST /token creates it). */
  token(email: string): Promise<string>;
  /** Bytes the edges hold, without precompressed variants and logs: what they fetched from the origin. */
  edgeBytes(): number;
  stop(): Promise<void>;
}

export async function startBenchServer(): Promise<BenchServer> {
  const data = mkdtempSync(join(tmpdir(), 'sitepub-bench-data-'));
  const child: ChildProcess = spawn(
    NODE,
    [
      join(ROOT, 'src/cli/index.ts'),
      'serve',
      '--json',
      '--quiet',
      '--edges',
      '2',
      '--data',
      data,
      '--port',
      '0',
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } },
  );
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-4000)));
  const first = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(
      () => reject(new Error(`sitepub serve did not start in 60 s:\n${stderr}`)),
      60_000,
    );
    lines.once('line', (l) => {
      clearTimeout(timer);
      resolve(l);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sitepub serve exited ${code} before listening:\n${stderr}`));
    });
  });
  child.stdout!.resume();
  const info = JSON.parse(first) as { api: string; edges: string[]; domain: string };
  if (info.edges.length !== 2)
    throw new Error(`sitepub serve started ${info.edges.length} edges, expected 2`);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ...info,
    data,
    pid: child.pid!,
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
      let total = 0;
      const edgesDir = join(data, 'edges');
      for (const edge of readdirSync(edgesDir)) {
        for (const e of readdirSync(join(edgesDir, edge), { withFileTypes: true, recursive: true })) {
          if (!e.isFile() || /\.(gz|br)$/.test(e.name)) continue;
          const rel = join(e.parentPath, e.name).slice(join(edgesDir, edge).length + 1);
          if (rel.startsWith('logs/') || rel.startsWith('tmp/')) continue;
          try {
            total += statSync(join(e.parentPath, e.name)).size;
          } catch {
            // removed meanwhile (garbage collection)
          }
        }
      }
      return total;
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/**
 * Action cold start: from spawning `node dist/index.js` (deploy mode, runner env) to its first request at the API
 * endpoint, against a bare `node -e "fetch(endpoint)"` measured the same way, alternating. Plus the bundle sizes.
 */
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { actionEnv } from './harness/clients.ts';
import { NODE, ROOT } from './harness/server.ts';

export interface ColdStartResult {
  actionMs: number[];
  bareNodeMs: number[];
  bundleBytes: number;
  bundleGzipBytes: number;
  cliBundleBytes: number | null;
}

async function firstRequest(
  server: Server,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<number> {
  const started = performance.now();
  const child = spawn(NODE, args, { cwd, env, stdio: 'ignore' });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    return await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${args.join(' ')} sent no request in 30 s`)), 30_000);
      server.once('request', (_req, res) => {
        clearTimeout(timer);
        const ms = performance.now() - started;
        res
          .writeHead(503, { 'content-type': 'application/json' })
          .end('{"messages":["bench: cold start measured"]}');
        resolve(ms);
      });
      child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code} before any request`)));
    });
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
}

export async function benchColdStart(
  work: string,
  site: string,
  o: { times: number },
): Promise<ColdStartResult> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const bundle = join(ROOT, 'dist/index.js');
  const result: ColdStartResult = {
    actionMs: [],
    bareNodeMs: [],
    bundleBytes: statSync(bundle).size,
    bundleGzipBytes: gzipSync(readFileSync(bundle)).length,
    cliBundleBytes: null,
  };
  try {
    result.cliBundleBytes = statSync(join(ROOT, 'dist/cli/index.js')).size;
  } catch {
    // no CLI bundle built
  }
  try {
    for (let i = 0; i < o.times; i++) {
      const runner = join(work, `cold-start-${i}`);
      result.actionMs.push(
        await firstRequest(
          server,
          [bundle],
          actionEnv(endpoint, 'bench-token', site, 'cold-start.localhost', runner),
          runner,
        ),
      );
      result.bareNodeMs.push(
        await firstRequest(
          server,
          ['-e', `fetch(${JSON.stringify(`${endpoint}/account`)}).catch(() => {})`],
          process.env,
          work,
        ),
      );
    }
  } finally {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
  return result;
}

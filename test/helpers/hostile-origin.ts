/**
 * The origin as a child process (`sitepub serve --json`, the real CLI entry), so tests can SIGKILL it mid-deploy
 * and restart it on the same data folder; plus a deploy whose upload is paced and whose NDJSON lines are
 * reported as they arrive, so a test can kill the origin in a chosen phase.
 *   const o = await spawnOrigin(data);         // {api, edges, kill(), stop()}
 *   const d = pacedDeploy(o.api, token, domain, archive, { onLine, onProgress });
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { basicToken } from './server.ts';

const REPO = resolve(import.meta.dirname, '../..');
export const CLI_ENTRY = join(REPO, 'src/cli/index.ts');

export interface ChildOrigin {
  api: string;
  edges: string[];
  child: ChildProcess;
  stderr(): string;
  /** SIGKILL, resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), resolves once the process is gone. */
  stop(): Promise<void>;
}

export async function spawnOrigin(data: string, edges = 2): Promise<ChildOrigin> {
  const child = spawn(
    process.execPath,
    // not --quiet: the server's log lines (JSON on stderr) explain a failure in stderr()
    [CLI_ENTRY, 'serve', '--data', data, '--port', '0', '--edges', String(edges), '--json'],
    {
      cwd: REPO,
      env: { PATH: process.env.PATH ?? '', HOME: data, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d));
  const gone = new Promise<void>((r) => child.once('exit', () => r()));
  const first = await new Promise<string>((resolveLine, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once('line', (l) => resolveLine(l));
    child.once('exit', (code) =>
      reject(new Error(`origin exited (${code}) before listening: ${err.slice(-2000)}`)),
    );
    setTimeout(() => reject(new Error(`origin did not start in 60 s: ${err.slice(-2000)}`)), 60_000).unref();
  });
  const { api, edges: urls } = JSON.parse(first) as { api?: string; edges?: string[] };
  if (typeof api !== 'string' || !Array.isArray(urls)) {
    // the CLI prints its error as JSON on stdout when the server fails to start
    await Promise.race([gone, new Promise((r) => setTimeout(r, 2000))]);
    child.kill('SIGKILL');
    throw new Error(`origin failed to start: ${first.slice(0, 2000)}\nstderr: ${err.slice(-2000)}`);
  }
  return {
    api,
    edges: urls,
    child,
    stderr: () => err,
    async kill() {
      child.kill('SIGKILL');
      await gone;
    },
    async stop() {
      child.kill('SIGTERM');
      await gone;
    },
  };
}

export interface PacedDeploy {
  /** Resolves with the NDJSON lines received, or with the lines so far when the connection dies. */
  done: Promise<{ lines: Record<string, unknown>[]; failed: boolean }>;
}

/**
 * PUT /:domain sending `archive` in `chunks` pieces `delayMs` apart; `onSent(fraction)` after each piece and
 * `onLine(line)` for each NDJSON line, so the caller can kill the origin at a chosen moment.
 */
export function pacedDeploy(
  api: string,
  token: string,
  domain: string,
  archive: Buffer,
  o: {
    chunks?: number;
    delayMs?: number;
    onSent?: (fraction: number) => void;
    onLine?: (line: Record<string, unknown>) => void;
    headers?: Record<string, string>;
  } = {},
): PacedDeploy {
  const chunks = o.chunks ?? 20;
  const delayMs = o.delayMs ?? 50;
  const size = Math.ceil(archive.length / chunks);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let i = 0; i < chunks; i++) {
        controller.enqueue(archive.subarray(i * size, (i + 1) * size));
        o.onSent?.((i + 1) / chunks);
        await new Promise((r) => setTimeout(r, delayMs));
      }
      controller.close();
    },
  });
  const lines: Record<string, unknown>[] = [];
  const done = (async () => {
    try {
      const res = await fetch(`${api}/${domain}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/gzip', authorization: basicToken(token), ...o.headers },
        body,
        duplex: 'half',
      } as RequestInit);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buf = '';
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        buf += value;
        let nl: number;
        while ((nl = buf.indexOf('\n')) !== -1) {
          const text = buf.slice(0, nl).trim();
          buf = buf.slice(nl + 1);
          if (!text) continue;
          const line = JSON.parse(text) as Record<string, unknown>;
          lines.push(line);
          o.onLine?.(line);
        }
      }
      return { lines, failed: false };
    } catch {
      return { lines, failed: true };
    }
  })();
  return { done };
}

/**
 * Runs the real `sitepub` CLI (src/cli/index.ts, the code ncc bundles into dist/cli) as a child process with
 * the project's Node, a clean environment (no inherited SURGE_* variables) and its own HOME.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import http from 'node:http';

export const REPO = path.resolve(import.meta.dirname, '../..');
export const CLI = path.join(REPO, 'src/cli/index.ts');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  home: string;
  env?: Record<string, string>;
  input?: string;
  cwd?: string;
}

function cleanEnv(o: CliOptions): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '', HOME: o.home, NO_COLOR: '1', ...o.env };
}

export function spawnCli(args: string[], o: CliOptions): ChildProcess {
  return spawn(process.execPath, [CLI, ...args], {
    cwd: o.cwd ?? REPO,
    env: cleanEnv(o),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

export function runCli(args: string[], o: CliOptions): Promise<CliResult> {
  return collect(spawnCli(args, o), o.input);
}

/** Runs the official `surge` CLI (node_modules/surge) the same way: plain text (FORCE_COLOR=0), own HOME. */
export function runSurge(args: string[], o: CliOptions): Promise<CliResult> {
  const child = spawn(process.execPath, [path.join(REPO, 'node_modules/surge/bin/surge'), ...args], {
    cwd: o.cwd ?? REPO,
    env: { PATH: process.env.PATH ?? '', HOME: o.home, FORCE_COLOR: '0', ...o.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return collect(child, o.input);
}

/** Any command, with the same clean environment as the CLI but without NO_COLOR. */
export function runCommand(command: string, args: string[], o: CliOptions): Promise<CliResult> {
  const child = spawn(command, args, {
    cwd: o.cwd ?? REPO,
    env: { PATH: process.env.PATH ?? '', HOME: o.home, ...o.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return collect(child, o.input);
}

function collect(child: ChildProcess, input: string | undefined): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin!.end(input ?? '');
  });
}

/** GET through a local edge by Host header (no reliance on *.localhost name resolution). */
export function fetchSite(url: string): Promise<{ status: number; body: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.get(
      { hostname: '127.0.0.1', port: u.port || 80, path: u.pathname + u.search, headers: { host: u.host } },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
  });
}

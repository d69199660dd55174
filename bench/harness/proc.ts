/**
 * Child processes for the bench: `measure()` runs a command under GNU time (`/usr/bin/time -f %M`) so the peak
 * RSS is the child's own (not the bench's), and times it from spawn to exit with the monotonic clock. `cpuTicks`
 * and `waitQuiet` read /proc so a measurement starts only once the server has finished background work
 * (edge precompression) left over from the previous one.
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const TIME_BIN = '/usr/bin/time';

export interface Measured {
  /** Wall time, ms, spawn to exit. */
  ms: number;
  /** Peak resident set size of the child, bytes (null when GNU time did not report it). */
  rssBytes: number | null;
  /** CPU time (user + system) of the child and the children it waited for, ms, in 10 ms steps (null: unknown). */
  cpuMs: number | null;
  code: number | null;
  stdout: string;
  stderr: string;
}

const KEEP = 64 * 1024;
const tail = (s: string): string => (s.length > KEEP ? s.slice(-KEEP) : s);

/** Runs `cmd args` to completion under GNU time. Rejects only if it cannot be spawned. */
export async function measure(cmd: string, args: string[], options: SpawnOptions = {}): Promise<Measured> {
  const dir = mkdtempSync(join(tmpdir(), 'sitepub-bench-time-'));
  const out = join(dir, 'time');
  try {
    const started = performance.now();
    const child = spawn(TIME_BIN, ['-f', '%M %U %S', '-o', out, cmd, ...args], {
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout = tail(stdout + d)));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr = tail(stderr + d)));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (c) => resolve(c));
    });
    const ms = performance.now() - started;
    let rssBytes: number | null = null;
    let cpuMs: number | null = null;
    try {
      const lines = readFileSync(out, 'utf8').trim().split('\n');
      const [kb, user, system] = lines[lines.length - 1]!.split(' ').map(Number);
      if (Number.isFinite(kb) && kb! > 0) rssBytes = kb! * 1024;
      if (Number.isFinite(user) && Number.isFinite(system)) cpuMs = Math.round((user! + system!) * 1000);
    } catch {
      // no report: the child could not be run
    }
    return { ms, rssBytes, cpuMs, code, stdout, stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Like `measure`, but throws with the child's output tail when it exits non-zero. */
export async function measureOk(
  what: string,
  cmd: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<Measured> {
  const m = await measure(cmd, args, options);
  if (m.code !== 0) {
    throw new Error(`${what} exited ${m.code}:\n${(m.stderr || m.stdout).slice(-2000)}`);
  }
  return m;
}

/** utime and stime of a process in clock ticks (10 ms) (null when it is gone). */
export function cpuTimes(pid: number): { user: number; system: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]), system: Number(fields[12]) };
  } catch {
    return null;
  }
}

/** utime + stime of a process in clock ticks (null when it is gone). */
export function cpuTicks(pid: number): number | null {
  const times = cpuTimes(pid);
  return times && times.user + times.system;
}

/** CPU time (user + system, all threads) the processes used together, ms (10 ms steps); gone ones count 0. */
export function cpuMsOf(pids: readonly number[]): number {
  return pids.reduce((n, pid) => n + (cpuTicks(pid) ?? 0), 0) * 10;
}

/** Peak (VmHWM) and current (VmRSS) resident set size of a running process, bytes. */
export function procRss(pid: number): { peak: number; current: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string): number =>
      Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { peak: kb('VmHWM') * 1024, current: kb('VmRSS') * 1024 };
  } catch {
    return null;
  }
}

/**
 * Waits until `pid` uses less than `maxShare` of one core over a 300 ms window (or `timeoutMs` passes), so
 * background work from the previous step does not land in the next measurement.
 */
export async function waitQuiet(pid: number, { maxShare = 0.05, timeoutMs = 60_000 } = {}): Promise<void> {
  const windowMs = 300;
  const ticksPerWindow = (windowMs / 1000) * 100; // USER_HZ is 100 on Linux
  const deadline = Date.now() + timeoutMs;
  let before = cpuTicks(pid);
  while (before !== null && Date.now() < deadline) {
    await sleep(windowMs);
    const now = cpuTicks(pid);
    if (now === null) return;
    if (now - before <= ticksPerWindow * maxShare) return;
    before = now;
  }
}

/** waitQuiet for each process in turn. */
export async function waitAllQuiet(pids: readonly number[]): Promise<void> {
  for (const pid of pids) await waitQuiet(pid);
}

/** The value at or below which `p` of the samples lie (nearest rank; p in 0..1). */
export const percentile = (xs: number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
};

export const median = (xs: number[]): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

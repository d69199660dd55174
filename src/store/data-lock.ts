/**
 * One process per data folder: `sitepub serve` and `sitepub edge` hold `<data>/sitepub.lock` (the holder's pid,
 * command and start time) while they run. A second process on the same folder is refused with a message naming
 * the first; a lock left by a process that is gone (crash, kill -9, reboot) is taken over.
 *
 * Liveness: `process.kill(pid, 0)`; on Linux the process's start time (/proc/<pid>/stat) is compared too, so a
 * pid reused after a reboot does not keep a stale lock alive.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'sitepub.lock';

interface LockBody {
  pid: number;
  command: string;
  host: string;
  /** /proc start time of the holder (clock ticks since boot), when known. */
  startTicks: string | null;
  since: string;
}

export class DataDirLockedError extends Error {
  readonly code = 'EDATALOCKED';
  constructor(dir: string, holder: LockBody) {
    super(
      `${dir} is in use by another sitepub process (pid ${holder.pid}, \`sitepub ${holder.command}\` since ` +
        `${holder.since}): two processes must not share a data folder. Stop that process, or pass --data with ` +
        `another folder${holder.command === 'edge' ? ' (a copy of an edge folder: delete edge-id in it)' : ''}. ` +
        `If pid ${holder.pid} is not sitepub, delete ${join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Locks held by this process, by folder: a second open in this process is refused as well. */
const held = new Set<string>();

function startTicks(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the parenthesised command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(holder: LockBody): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  if (holder.host !== hostname()) return true; // a shared folder mounted on two machines: assume it runs
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const ticks = startTicks(holder.pid);
  return !(holder.startTicks && ticks && ticks !== holder.startTicks);
}

function readHolder(file: string): LockBody | null {
  try {
    const body = JSON.parse(readFileSync(file, 'utf8')) as LockBody;
    return typeof body?.pid === 'number' ? body : null;
  } catch {
    return null; // unreadable or half-written: treated as stale
  }
}

/** Takes the lock of `dir` for `command` ('serve' or 'edge'); returns its release (idempotent). */
export function lockDataDir(dir: string, command: string): () => void {
  const file = join(dir, LOCK_FILE);
  const mine: LockBody = {
    pid: process.pid,
    command,
    host: hostname(),
    startTicks: startTicks(process.pid),
    since: new Date().toISOString(),
  };
  if (held.has(dir)) throw new DataDirLockedError(dir, readHolder(file) ?? mine);
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' || attempt > 0)
        throw new Error(
          `cannot create ${file} (${code ?? (err as Error).message}): the data folder ${dir} must be writable ` +
            'by this user; fix its permissions or pass --data with a writable folder',
          { cause: err },
        );
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && alive(holder)) throw new DataDirLockedError(dir, holder);
      unlinkSync(file); // stale: its process is gone
      continue;
    }
    try {
      writeSync(fd, `${JSON.stringify(mine)}\n`);
    } finally {
      closeSync(fd);
    }
    break;
  }
  held.add(dir);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(dir);
    const holder = readHolder(file);
    if (holder?.pid === process.pid && holder.since === mine.since) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
}

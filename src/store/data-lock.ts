/**
 * One process per data folder: `sitepub serve` and `sitepub edge` hold `<data>/sitepub.lock` while they run. A
 * second process is refused with a message naming the first; a lock whose process is gone is taken over. Liveness:
 * `process.kill(pid, 0)`, and on Linux the start time (/proc/<pid>/stat), so a pid reused after a reboot is not it.
 */
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

const LOCK_FILE = 'sitepub.lock';

interface LockBody {
  pid: number;
  command: string;
  host: string;
  /** /proc start time of the holder (clock ticks since boot), when known. */
  startTicks: string | null;
  since: string;
}

class DataDirLockedError extends Error {
  readonly code = 'EDATALOCKED';
  constructor(dir: string, holder: LockBody) {
    const elsewhere = holder.host !== hostname();
    super(
      `${dir} is in use by another sitepub process (pid ${holder.pid}${elsewhere ? ` on host ${holder.host}` : ''}, ` +
        `\`sitepub ${holder.command}\` since ${holder.since}): two processes must not share a data folder. Stop ` +
        `that process, or pass --data with another folder` +
        `${holder.command === 'edge' ? ' (a copy of an edge folder: delete edge-id in it)' : ''}. ` +
        (elsewhere
          ? `Its liveness cannot be checked from here: if no sitepub runs on ${holder.host} any more (a container ` +
            `restarted under a new host name), delete ${join(dir, LOCK_FILE)}.`
          : `If pid ${holder.pid} is not sitepub, delete ${join(dir, LOCK_FILE)}.`),
    );
    this.name = 'DataDirLockedError';
  }
}

/** Runs `fn`, ignoring its failure (the file is gone already, or another process got there first). */
const quietly = (fn: () => void): void => {
  try {
    fn();
  } catch {
    // nothing to do
  }
};

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

/** The holder a lock file's text names, or null when it names none (damaged, or not read). */
function parseHolder(text: string | null): LockBody | null {
  try {
    const body = JSON.parse(text ?? '') as LockBody;
    return typeof body?.pid === 'number' ? body : null;
  } catch {
    return null;
  }
}

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/**
 * A lock file is only ever linked into place whole, so one that cannot be read as a lock is damaged (a crash before
 * its bytes reached the disk): stale once it is older than this, held until then.
 */
const DAMAGED_LOCK_GRACE_MS = 10_000;

/**
 * Moves the stale lock `text` out of the way; false when another process got there first. Renamed, not deleted,
 * so that a fresh lock linked in meanwhile is seen (its text differs) and put back.
 */
function removeStale(file: string, text: string): boolean {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch {
    return false; // gone already: another process took it over
  }
  const moved = readFileSync(aside, 'utf8');
  if (moved !== text) {
    // someone's fresh lock: back in place (fails only if yet another one is there: locked either way)
    quietly(() => linkSync(aside, file));
    unlinkSync(aside);
    return false;
  }
  unlinkSync(aside);
  return true;
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
  if (held.has(dir)) throw new DataDirLockedError(dir, parseHolder(readText(file)) ?? mine);
  // Written whole under a name of its own, then linked into place: the lock file never exists without its
  // contents, and the link fails with EEXIST while another process holds the folder.
  const tmp = `${file}.${process.pid}.tmp`;
  const writable = (err: unknown): Error =>
    new Error(
      `cannot create ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): the data folder ` +
        `${dir} must be writable by this user; fix its permissions or pass --data with a writable folder`,
      { cause: err },
    );
  try {
    writeFileSync(tmp, `${JSON.stringify(mine)}\n`, { mode: 0o600 });
  } catch (err) {
    throw writable(err);
  }
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(tmp, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 3) throw writable(err);
      }
      const text = readText(file);
      if (text === null) continue; // released meanwhile: link again
      const holder = parseHolder(text);
      if (holder && holder.pid !== process.pid && alive(holder)) throw new DataDirLockedError(dir, holder);
      if (!holder && Date.now() - statSync(file).mtimeMs < DAMAGED_LOCK_GRACE_MS)
        throw new Error(
          `${file} exists but holds no complete lock (written moments ago?): another sitepub process may be ` +
            'starting on this data folder; try again in a few seconds, or delete the file if none runs',
        );
      removeStale(file, text); // its process is gone (or another process removed it first): link again
    }
  } finally {
    quietly(() => unlinkSync(tmp));
  }
  held.add(dir);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(dir);
    const holder = parseHolder(readText(file));
    if (holder?.pid === process.pid && holder.since === mine.since) quietly(() => unlinkSync(file));
  };
}

/**
 * Creates a server's or an edge's data folder one level at a time: `mkdir(dir, { recursive: true })` on Node 24
 * never returns for a path under a folder that refuses new entries with ENOENT (procfs: `--data /proc/x` hung).
 * Later `recursive` mkdirs inside the data folder are safe: their parent exists and is a real folder.
 */
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export class DataDirError extends Error {
  readonly code: string;
  constructor(dir: string, reason: string, code: string) {
    super(
      `cannot use ${dir} as the data folder: ${reason}. Pass --data with a folder this user can create and write.`,
    );
    this.name = 'DataDirError';
    this.code = code;
  }
}

/**
 * Makes sure `dir` is a folder; returns its absolute path. A data folder created here is owner-only (0700,
 * whatever the umask): it holds the database, keys and secrets. An existing one keeps its mode.
 */
export function prepareDataDir(dir: string): string {
  const target = resolve(dir);
  const missing: string[] = [];
  let at = target;
  for (;;) {
    const st = statSync(at, { throwIfNoEntry: false });
    if (st) {
      if (!st.isDirectory()) {
        throw new DataDirError(target, `${at} exists and is not a folder`, 'ENOTDIR');
      }
      break;
    }
    missing.unshift(at);
    const parent = dirname(at);
    if (parent === at) break;
    at = parent;
  }
  for (const d of missing) {
    try {
      mkdirSync(d, d === target ? { mode: 0o700 } : {});
      if (d === target) chmodSync(d, 0o700);
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code === 'EEXIST' && statSync(d, { throwIfNoEntry: false })?.isDirectory()) continue;
      const why =
        e.code === 'EACCES' || e.code === 'EPERM'
          ? `no permission to create ${d}`
          : e.code === 'ENOENT'
            ? `${dirname(d)} does not accept new folders`
            : `creating ${d} failed (${e.code ?? e.message})`;
      throw new DataDirError(target, why, e.code ?? 'EIO');
    }
  }
  return target;
}

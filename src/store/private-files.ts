/**
 * Owner-only modes for the files that hold secrets (sitepub.db and its -wal/-shm: password hashes, token
 * hashes, TLS private keys). Modes are set with chmod, so they do not depend on the process umask.
 */
import { chmodSync, closeSync, openSync, statSync } from 'node:fs';

const PRIVATE_FILE_MODE = 0o600;

/** Creates `file` empty with mode 0600 when it does not exist yet (before a library opens it with its own mode). */
export function createPrivateFile(file: string): void {
  let fd: number;
  try {
    fd = openSync(file, 'wx', PRIVATE_FILE_MODE);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw err;
  }
  closeSync(fd);
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Removes group and other permissions from each existing file of `files`; returns a line per change to log. */
export function tightenModes(files: readonly string[]): string[] {
  const changed: string[] = [];
  for (const file of files) {
    const st = statSync(file, { throwIfNoEntry: false });
    if (!st?.isFile() || (st.mode & 0o077) === 0) continue;
    const before = st.mode & 0o777;
    const after = before & 0o700;
    chmodSync(file, after);
    changed.push(`tightened ${file} from 0${before.toString(8)} to 0${after.toString(8)}`);
  }
  return changed;
}

/**
 * Crash-safe file writes of the edge: everything lands in `<data>/tmp/` first, is fsynced, then renamed into
 * place (rename is atomic on one filesystem), and the directory is fsynced so the rename survives power loss.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fsyncPath } from '../store/fsync.ts';

export function tempName(tmpDir: string): string {
  return join(tmpDir, `${process.pid}-${Date.now()}-${randomBytes(6).toString('hex')}`);
}

export async function fsyncDir(dir: string): Promise<void> {
  try {
    await fsyncPath(dir);
  } catch {
    // some filesystems refuse to open/fsync directories; the rename is still atomic
  }
}

/** Writes bytes to `target` atomically (temp + fsync + rename + dir fsync). */
export async function writeFileAtomic(
  tmpDir: string,
  target: string,
  data: string | Uint8Array,
): Promise<void> {
  const tmp = tempName(tmpDir);
  const fh = await open(tmp, 'wx', 0o644);
  try {
    await fh.writeFile(data);
    await fh.sync();
  } catch (err) {
    await fh.close();
    await rm(tmp, { force: true });
    throw err;
  }
  await fh.close();
  await mkdir(dirname(target), { recursive: true });
  await rename(tmp, target);
  await fsyncDir(dirname(target));
}

export async function writeJsonAtomic(tmpDir: string, target: string, value: unknown): Promise<void> {
  await writeFileAtomic(tmpDir, target, JSON.stringify(value));
}

/**
 * One `syncfs(2)` for a batch of new files instead of an fsync each (docs/bench.md): Node has no binding, so
 * coreutils' `sync -f DIR` (Linux). Anything else (no `sync`, a failure, a time-out) resolves false, and the
 * caller fsyncs each file: durability never depends on it.
 */
import { execFile } from 'node:child_process';

export type SyncFilesystem = (dir: string) => Promise<boolean>;

export const syncFilesystem: SyncFilesystem = (dir) =>
  process.platform !== 'linux'
    ? Promise.resolve(false)
    : new Promise((resolve) => {
        execFile('sync', ['-f', dir], { timeout: 120_000, windowsHide: true }, (err) => resolve(!err));
      });

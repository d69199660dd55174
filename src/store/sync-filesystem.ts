/**
 * One `syncfs(2)` for a whole batch of new files, instead of one fsync per file.
 *
 * Much faster for thousands of small files (bench/file-create-probe.ts; figures: docs/bench.md, "Measurements behind the code"). Node has no
 * binding for syncfs, so this runs coreutils' `sync -f DIR` (Linux; GNU coreutils 8.24+), which syncs the
 * filesystem holding DIR and reports failure by its exit code. Anything else (another OS, no `sync`, a non-zero
 * exit, a time-out) resolves false, and the caller fsyncs each file instead: durability never depends on it.
 */
import { execFile } from 'node:child_process';

export type SyncFilesystem = (dir: string) => Promise<boolean>;

export const syncFilesystem: SyncFilesystem = (dir) =>
  process.platform !== 'linux'
    ? Promise.resolve(false)
    : new Promise((resolve) => {
        execFile('sync', ['-f', dir], { timeout: 120_000, windowsHide: true }, (err) => resolve(!err));
      });

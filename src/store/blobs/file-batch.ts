/**
 * FileBlobStore.readBatch: every asked blob located first (nothing is sent if one is missing), then their bytes
 * streamed in order, neighbouring blobs of one pack file read together up to FILE_RUN_BYTES at a time.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { BlobBatch, BlobLocation } from '../types.ts';
import { readRuns, type Range } from './runs.ts';

export const FILE_RUN_BYTES = 1024 * 1024;

export function fileBatch(
  locate: (sha256: string) => BlobLocation | null,
  sha256s: readonly string[],
): BlobBatch {
  const locations: BlobLocation[] = [];
  let bytes = 0;
  for (const sha256 of sha256s) {
    const at = locate(sha256);
    if (!at) return { ok: false, missing: sha256 };
    locations.push(at);
    bytes += at.size;
  }
  const runs = readRuns(locations, FILE_RUN_BYTES);
  return { ok: true, bytes, stream: Readable.from(readAll(runs), { objectMode: false }) };
}

async function* readAll(runs: readonly Range[]): AsyncGenerator<Buffer> {
  let fh: FileHandle | null = null;
  let openPath = '';
  try {
    for (const run of runs) {
      if (run.size === 0) continue;
      if (!fh || openPath !== run.path) {
        await fh?.close();
        fh = null;
        fh = await open(run.path, 'r');
        openPath = run.path;
      }
      for (let done = 0; done < run.size;) {
        const want = Math.min(FILE_RUN_BYTES, run.size - done);
        const { bytesRead, buffer } = await fh.read(Buffer.allocUnsafe(want), 0, want, run.offset + done);
        if (bytesRead === 0) throw new Error(`${run.path} ended before byte ${run.offset + run.size}`);
        done += bytesRead;
        yield bytesRead === want ? buffer : buffer.subarray(0, bytesRead);
      }
    }
  } finally {
    await fh?.close();
  }
}

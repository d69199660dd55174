/**
 * The origin's answer to `POST /_sitepub/blobs` (docs/edge.md): the bytes of many blobs back to back, in the
 * order asked, so that a standalone edge fetches a deploy's thousands of small files in a few requests instead
 * of one each. The edge knows every size from the revision's manifest, splits the body by them and verifies
 * each blob's sha256 (src/edge/blob-batch.ts).
 *
 * Neighbouring blobs of one file (a pack holds a deploy's small blobs in order) are read together, up to
 * RUN_BYTES at a time, so a batch of packed icons costs a few reads rather than one per blob.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { BlobLocation, BlobStore } from '../../store/types.ts';

/** Most blobs one request may ask for (the edge asks for fewer: src/edge/blob-batch.ts). */
export const BLOB_BATCH_MAX = 4096;
const RUN_BYTES = 1024 * 1024;

export type BlobBatch = { ok: true; bytes: number; stream: Readable } | { ok: false; missing: string };

interface Run {
  path: string;
  offset: number;
  size: number;
}

/** Adjacent ranges of one file merged into reads of at most RUN_BYTES (a larger blob is one run of its own). */
export function readRuns(locations: readonly BlobLocation[]): Run[] {
  const runs: Run[] = [];
  let last: Run | undefined;
  for (const at of locations) {
    if (
      last &&
      last.path === at.path &&
      last.offset + last.size === at.offset &&
      last.size + at.size <= RUN_BYTES
    )
      last.size += at.size;
    else runs.push((last = { path: at.path, offset: at.offset, size: at.size }));
  }
  return runs;
}

/** Locates every asked blob first (nothing is sent if one is missing), then streams their bytes in order. */
export function blobBatch(blobs: BlobStore, sha256s: readonly string[]): BlobBatch {
  const locations: BlobLocation[] = [];
  let bytes = 0;
  for (const sha256 of sha256s) {
    const at = blobs.locate(sha256);
    if (!at) return { ok: false, missing: sha256 };
    locations.push(at);
    bytes += at.size;
  }
  return { ok: true, bytes, stream: Readable.from(readAll(readRuns(locations)), { objectMode: false }) };
}

async function* readAll(runs: readonly Run[]): AsyncGenerator<Buffer> {
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
        const want = Math.min(RUN_BYTES, run.size - done);
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

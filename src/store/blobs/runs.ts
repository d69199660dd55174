/**
 * Reading many blobs back to back (BlobStore.readBatch, what `POST /_sitepub/blobs` sends a standalone edge):
 * neighbouring ranges of one source (a pack file, or a pack object of an S3 bucket) merged into one read, so a
 * batch of a deploy's packed icons costs a few reads rather than one per blob.
 */

/** A blob's bytes: `size` bytes at `offset` of `path` (a file path, or an object key). */
export interface Range {
  path: string;
  offset: number;
  size: number;
}

/** Adjacent ranges of one source merged into reads of at most `maxBytes` (a larger blob is a run of its own). */
export function readRuns(ranges: readonly Range[], maxBytes: number): Range[] {
  const runs: Range[] = [];
  let last: Range | undefined;
  for (const at of ranges) {
    if (
      last &&
      last.path === at.path &&
      last.offset + last.size === at.offset &&
      last.size + at.size <= maxBytes
    )
      last.size += at.size;
    else runs.push((last = { path: at.path, offset: at.offset, size: at.size }));
  }
  return runs;
}

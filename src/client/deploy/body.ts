/**
 * The body of one `PUT` attempt: the caller's stream (what is left of it), or the folder packed with src/pack
 * (only the delta's missing files, with zstd when the server offered it), built in memory first when small.
 */
import { buffer } from 'node:stream/consumers';
import { ARCHIVE_CONTENT_TYPE, openArchive } from '../../pack/pack.ts';
import { zstdAvailable } from '../../pack/parallel-compress.ts';
import { counter, type Body } from '../deploy-request.ts';
import type { FolderHashing } from './hash.ts';
import type { DeployJob } from './job.ts';
import type { Negotiated } from './negotiate.ts';

/** A delta's archive of at most this many bytes (before compression) is built in memory before it is sent. */
const PREBUILT_BYTES = 4 * 1024 * 1024;
/** A stream source is the caller's gzipped tar, as the API defines it. */
const GZIP = ARCHIVE_CONTENT_TYPE.gzip;

/**
 * Whether the hash cache wants this upload's digests: the whole site goes, unhashed (nothing could be
 * reused), to a server with deltas. The packer then computes the sha256 of each file on the bytes it reads
 * anyway, instead of a second pass opening and reading every file again once the body is sent.
 */
export function hashWhilePacking(
  options: DeployJob['options'],
  hashing: Pick<FolderHashing, 'hashes'> | undefined,
  n: Negotiated,
): boolean {
  return (
    n.kind === 'full' &&
    n.reason !== 'unsupported' &&
    !!hashing &&
    !hashing.hashes &&
    options.hashCache !== undefined &&
    options.reuse !== false
  );
}

/** Opens the body of one attempt; `bytes` is what it holds before compression (Infinity when unknown). */
export async function openBody(
  job: DeployJob,
  hashing: FolderHashing | undefined,
  n: Negotiated,
  bytes: number,
): Promise<Body> {
  const { options } = job;
  if (job.source)
    return { ...counter(job.source), contentType: GZIP, manifest: undefined, dispose: () => {} };
  const delta = n.kind === 'delta' ? n.delta : undefined;
  const zstd = n.zstd && options.compression !== 'gzip' && zstdAvailable();
  const contentHashes = hashWhilePacking(options, hashing, n);
  const archive = openArchive(job.scan!, {
    prefix: options.pack?.prefix,
    gzipLevel: options.pack?.gzipLevel,
    zstdLevel: options.pack?.zstdLevel,
    encoding: zstd ? 'zstd' : 'gzip',
    ...(delta ? { only: new Set(delta.missing) } : {}),
    // The delta's pass already has every md5 (or none is wanted): packing need not hash again.
    ...(hashing?.md5s || !job.wantManifest ? { manifest: false } : {}),
    ...(contentHashes ? { contentHashesUpTo: Infinity } : {}),
  });

  if (delta && bytes <= PREBUILT_BYTES) {
    // Built before the request, so it follows the headers at once: a server refusing the delta (412 before
    // reading the body) then holds the whole request, and its answer is not lost to a reset mid-write.
    const whole = await buffer(archive.stream);
    return {
      ...counter([whole][Symbol.iterator]()),
      contentType: ARCHIVE_CONTENT_TYPE[archive.encoding],
      manifest: archive.manifest,
      dispose: () => {},
    };
  }
  return {
    ...counter(archive.stream[Symbol.asyncIterator]()),
    contentType: ARCHIVE_CONTENT_TYPE[archive.encoding],
    manifest: archive.manifest,
    ...(contentHashes ? { contentHashes: archive.contentHashes } : {}),
    dispose: () => archive.stream.destroy(),
  };
}

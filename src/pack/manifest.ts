/**
 * Local manifests (`{ "/path": { size, md5 } }`, the shape of the server's `manifest.json`), a pure diff
 * against a remote one (the pages a deploy changes), and per-file hashing: md5 for manifests, sha256 + md5 in
 * one read for upload plans (only content the server lacks is sent).
 */
import { createHash, hash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { PackError } from './errors.ts';
import type { HashCache } from './hash-cache.ts';
import type { FileDigest } from './tar-stream.ts';
import type { SiteFile } from './walk.ts';

/** Path with a leading slash → size and md5 (hex). */
export type LocalManifest = Record<string, FileDigest>;

/** A remote entry as servers send it: `md5` (spec) and/or `md5sum` (official CLI). */
export type RemoteManifest = Record<string, { size: number; md5?: string; md5sum?: string }>;

export interface ManifestDiff {
  added: string[];
  changed: string[];
  removed: string[];
}

export const manifestKey = (path: string): string => (path.startsWith('/') ? path : `/${path}`);

/** Pure: what a deploy of `local` changes relative to `remote`. Paths are compared with a leading slash. */
export function diffManifests(local: RemoteManifest, remote: RemoteManifest): ManifestDiff {
  const norm = (m: RemoteManifest): Map<string, { size: number; md5: string | undefined }> =>
    new Map(Object.entries(m).map(([k, v]) => [manifestKey(k), { size: v.size, md5: v.md5 ?? v.md5sum }]));
  const l = norm(local);
  const r = norm(remote);
  const added: string[] = [];
  const changed: string[] = [];
  const removed: string[] = [];
  for (const [path, entry] of l) {
    const other = r.get(path);
    if (!other) added.push(path);
    else if (other.size !== entry.size || other.md5 !== entry.md5) changed.push(path);
  }
  for (const path of r.keys()) if (!l.has(path)) removed.push(path);
  return { added: added.sort(), changed: changed.sort(), removed: removed.sort() };
}

/** Files up to this size are read whole, in one synchronous read (their cost is per file, not per byte). */
export const SMALL_FILE_BYTES = 256 * 1024;
/** One byte more than the largest small file: a read that fills it shows the file grew. */
const scratch = Buffer.allocUnsafe(SMALL_FILE_BYTES + 1);

/** Digests a file can be hashed for in its one read. */
export type HashAlgorithm = 'md5' | 'sha256';

/** A file's size and sha256: what an upload plan lists. */
export interface ContentHashes {
  size: number;
  sha256: string;
}

/** A file's size and hex digests. */
export interface FileHashes extends ContentHashes {
  md5: string;
}

/** Path with a leading slash → size, md5 and sha256: what an upload plan lists (sha256) and the manifest keeps. */
export type SiteHashes = Record<string, FileHashes>;

/** Path with a leading slash → size and sha256 (no md5: no manifest wanted). */
export type SiteContentHashes = Record<string, ContentHashes>;

function changed(file: SiteFile, got: number): PackError {
  return new PackError(
    'file-changed',
    file.path,
    `${file.path} changed size from ${file.size} to ${got} bytes while it was being read. ` +
      'Stop whatever writes to the folder (a build still running?) and deploy again.',
  );
}

/**
 * A small file is read synchronously into one scratch buffer: on a site of thousands of icons the time goes to
 * stream set-up and thread-pool round trips, not to bytes. Every digest is fed from that one read.
 */
function digestSmall(file: SiteFile, algorithms: readonly HashAlgorithm[]): string[] {
  const fd = openSync(file.absolute, 'r');
  let got = 0;
  try {
    // One byte more than the walk saw is asked for: a regular file answers short only at its end, so a read of
    // exactly the expected size is the whole file (no second read to see the end), and a full one means it grew.
    const want = file.size + 1;
    for (let n = readSync(fd, scratch, 0, want, 0); n > 0; n = readSync(fd, scratch, got, want - got, got)) {
      got += n;
      if (got === file.size || got >= want) break;
    }
  } finally {
    closeSync(fd);
  }
  if (got !== file.size) throw changed(file, got);
  // One-shot digests: no Hash object (and its native half, freed only by a GC) per file and algorithm, which on
  // mdi-icons' 7,453 files was megabytes of garbage at the start of the upload, where a client's memory peaks.
  const bytes = scratch.subarray(0, got);
  return algorithms.map((a) => hash(a, bytes, 'hex'));
}

const LARGE_READ = 256 * 1024;
/** Read buffers of large files, reused (one per concurrent read) so hashing leaves no garbage behind. */
const spare: Buffer[] = [];

/** A large file read in 256 KiB chunks into a reused buffer, each fed to every digest: memory stays flat. */
async function digestLarge(file: SiteFile, algorithms: readonly HashAlgorithm[]): Promise<string[]> {
  const hashes = algorithms.map((a) => createHash(a));
  const buf = spare.pop() ?? Buffer.allocUnsafe(LARGE_READ);
  const fh = await open(file.absolute, 'r');
  let got = 0;
  try {
    for (;;) {
      const { bytesRead } = await fh.read(buf, 0, LARGE_READ, got);
      if (bytesRead === 0) break;
      got += bytesRead;
      for (const h of hashes) h.update(buf.subarray(0, bytesRead));
    }
  } finally {
    await fh.close();
    spare.push(buf);
  }
  if (got !== file.size) throw changed(file, got);
  return hashes.map((h) => h.digest('hex'));
}

/** Hex digests of one walked file, in the order asked, from a single read of its bytes. */
export async function digestFile(file: SiteFile, algorithms: readonly HashAlgorithm[]): Promise<string[]> {
  return file.size <= SMALL_FILE_BYTES ? digestSmall(file, algorithms) : digestLarge(file, algorithms);
}

/**
 * Longest stretch of hashing without letting the event loop run (a deploy's requests wait for it): the question
 * by size is asked as the pass starts, and each step of its request (the connection, the write, the answer, then
 * the upload's request) waits for a slice to end. Short slices bring the upload's request to the origin sooner,
 * and the pass takes as long either way (figures: docs/bench.md, "Measurements behind the code").
 */
const SLICE_MS = 0.25;

/**
 * Runs `each` over the files a few at a time (large files overlap their reads); keys sorted in the result. The
 * results are kept by file index and go into the record once, in key order: the walk's order already is, so
 * no second record and no [key, value] pair per file are made (heap at the deploy's peak, on sites of thousands
 * of files).
 */
async function mapFiles<T>(
  files: readonly SiteFile[],
  concurrency: number,
  each: (file: SiteFile) => Promise<T>,
  signal?: AbortSignal,
): Promise<Record<string, T>> {
  const results = new Array<T>(files.length);
  let next = 0;
  let slice = performance.now();
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      signal?.throwIfAborted();
      if (performance.now() - slice > SLICE_MS) {
        // Small files are read synchronously: let the event loop run now and then (timers, sockets, signals).
        await new Promise(setImmediate);
        slice = performance.now();
        continue;
      }
      const i = next++;
      results[i] = await each(files[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  const keys = files.map((f) => manifestKey(f.path));
  let sorted = true;
  for (let i = 1; i < keys.length && sorted; i++) sorted = keys[i - 1]! < keys[i]!;
  const order = sorted
    ? null
    : keys.map((_, i) => i).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
  const out: Record<string, T> = {};
  for (let j = 0; j < keys.length; j++) {
    const i = order ? order[j]! : j;
    out[keys[i]!] = results[i]!;
  }
  return out;
}

/** Hashes walked files (md5) without packing them. */
export async function hashFiles(files: readonly SiteFile[], concurrency = 4): Promise<LocalManifest> {
  return mapFiles(files, concurrency, async (file) => {
    const [md5] = await digestFile(file, ['md5']);
    return { size: file.size, md5: md5! };
  });
}

/** `{ "/path": { size, md5 } }` of hashed files: the manifest shape, without the sha256. */
export function manifestOf(hashes: SiteHashes): LocalManifest {
  const out: LocalManifest = {};
  for (const [path, h] of Object.entries(hashes)) out[path] = { size: h.size, md5: h.md5 };
  return out;
}

export interface HashOptions {
  /** Files read at once (large files overlap their reads). Default 4. */
  concurrency?: number;
  /** Stops the pass between files. */
  signal?: AbortSignal;
  /** Digests of unchanged files from an earlier pass (openHashCache): those files are not read. */
  cache?: HashCache;
  /**
   * Called with each file's digests as soon as they are known, so a pass stopped early (`signal`) still hands
   * over what it did: files read when the stop came are finished and reported too.
   */
  onHashed?: (file: SiteFile, hashes: ContentHashes) => void;
}

/** sha256, and md5 when `md5`, of every walked file, all from one read of each file. */
function hashWalked(files: readonly SiteFile[], md5: boolean, o: HashOptions) {
  const algorithms: HashAlgorithm[] = md5 ? ['sha256', 'md5'] : ['sha256'];
  const cache = o.cache;
  return mapFiles(
    files,
    o.concurrency ?? 4,
    async (file) => {
      const hit = cache?.get(file, md5);
      // A hit has the md5 when one was asked for (HashCache.get).
      const [sha256, md5sum] = hit
        ? [hit.sha256, md5 ? hit.md5 : undefined]
        : await digestFile(file, algorithms);
      const hashes =
        md5sum === undefined
          ? { size: file.size, sha256: sha256! }
          : { size: file.size, md5: md5sum, sha256: sha256! };
      o.onHashed?.(file, hashes);
      return hashes;
    },
    o.signal,
  );
}

/** sha256 and md5 of every walked file, both from one read of each file: an upload plan and the manifest. */
export async function hashSite(files: readonly SiteFile[], options: HashOptions = {}): Promise<SiteHashes> {
  return (await hashWalked(files, true, options)) as SiteHashes;
}

/**
 * sha256 only of every walked file: an upload plan's listing when no md5 manifest is wanted (the CLI), which
 * spares an md5 pass over every byte before the upload can start (about 0.2 s of CPU on a 100 MB site).
 */
export async function hashContent(
  files: readonly SiteFile[],
  options: HashOptions = {},
): Promise<SiteContentHashes> {
  return hashWalked(files, false, options);
}

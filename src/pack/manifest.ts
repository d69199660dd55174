/**
 * Local manifests (`{ "/path": { size, md5 } }`, the shape of the server's `manifest.json`) and a pure diff
 * against a remote one, so callers can list the pages a deploy changes.
 */
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
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

const SMALL = 256 * 1024;
const scratch = Buffer.allocUnsafe(SMALL);

/**
 * A small file is read synchronously into one scratch buffer: on a site of thousands of icons the time goes to
 * stream set-up and thread-pool round trips, not to bytes (mdi-icons: 9 s → under 1 s).
 */
function md5Small(path: string): string {
  const hash = createHash('md5');
  const fd = openSync(path, 'r');
  try {
    for (let n = readSync(fd, scratch, 0, SMALL, null); n > 0; n = readSync(fd, scratch, 0, SMALL, null))
      hash.update(scratch.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

async function md5File(path: string, size: number): Promise<string> {
  if (size <= SMALL) return md5Small(path);
  const hash = createHash('md5');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Hashes walked files without packing them (a few files at a time). */
export async function hashFiles(files: readonly SiteFile[], concurrency = 4): Promise<LocalManifest> {
  const out: LocalManifest = {};
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++]!;
      out[manifestKey(file.path)] = { size: file.size, md5: await md5File(file.absolute, file.size) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  // Sorted keys, whatever order the workers finished in.
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

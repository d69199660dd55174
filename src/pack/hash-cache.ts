/**
 * A folder's file digests kept between deploys, as git's index and rsync's quick check do: a file whose device,
 * inode, size, modification and change times are all as they were when it was hashed is not read again. A
 * redeploy from the same folder (a laptop, a Jenkins workspace, a self-hosted runner) then reads only what
 * changed: monaco with one file changed hashes 1 file instead of 102 MB.
 *
 * Safety, because a digest taken from here is trusted (an upload plan reuses server content by it):
 * - a file's ctime changes with every write to it, and nobody can set it back, so content changed in place
 *   always misses;
 * - "racily clean" files (git's term) are not kept: one changed within a timestamp tick of the hashing may
 *   change again within that tick with every stamp field equal. Linux stamps files from a clock of 1–10 ms
 *   ticks, so RACY_MS (100 ms) covers it tenfold; on file systems that keep whole seconds (ext3, HFS+, FAT's
 *   two), COARSE_RACY_MS;
 * - the folder is `<tmpdir>/sitepub-hash-cache-<uid>`, made 0700 and used only when owned by this user and not
 *   open to others; anything that does not parse as an entry is ignored, and nothing here is ever fatal.
 */
import { createHash } from 'node:crypto';
import { lstat, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteFile } from './walk.ts';

/** A file changed this recently before the hashing began is hashed, not remembered. */
export const RACY_MS = 100;
/** The same where the file's times are whole seconds (a file system without finer times). */
export const COARSE_RACY_MS = 2000;

/** Whether a file changed at `changedMs` may still change unseen: within a timestamp tick of `now`. */
export const racilyClean = (changedMs: number, now: number): boolean =>
  changedMs > now - (changedMs % 1000 === 0 ? COARSE_RACY_MS : RACY_MS);
const FORMAT = 1;
const HEX64 = /^[0-9a-f]{64}$/;
const HEX32 = /^[0-9a-f]{32}$/;

/** What the walk records of a file's metadata: equal stamps mean unchanged content (see above). */
export function fileStamp(st: {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}): string {
  return `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
}

export interface CachedDigests {
  sha256: string;
  md5?: string;
}

export interface HashCache {
  /** The file's digests if its stamp is unchanged and they include md5 when `md5` is asked for. */
  get(file: SiteFile, md5: boolean): CachedDigests | undefined;
  /**
   * Writes the digests of `files` (`digests` by manifest key, `/path`), for the next pass: files without a stamp
   * or racily clean are left out, as are files gone from the folder. Never throws: a cache that cannot be
   * written is only slower next time.
   */
  save(files: readonly SiteFile[], digests: Readonly<Record<string, CachedDigests>>): Promise<void>;
}

/** The default folder: per user, under the OS temp folder, like Node's compile cache. */
export function defaultHashCacheDir(): string {
  return join(tmpdir(), `sitepub-hash-cache-${process.getuid?.() ?? 'user'}`);
}

type Entry = [stamp: string, sha256: string, md5: string];

/** A folder of ours alone, or null: made 0700 when missing; refused when another user owns it or may write it. */
async function privateDir(dir: string): Promise<string | null> {
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const st = await lstat(dir);
    if (!st.isDirectory()) return null;
    if (process.getuid && (st.uid !== process.getuid() || (st.mode & 0o077) !== 0)) return null;
    return dir;
  } catch {
    return null;
  }
}

/**
 * The cache of `folder` (an absolute, real path: SiteScan.folder) in `dir`. `now` is when hashing begins. A
 * cache that cannot be used (unwritable folder, damaged file) opens empty, or as one that keeps nothing.
 */
export async function openHashCache(folder: string, dir: string, now = Date.now()): Promise<HashCache> {
  const safe = await privateDir(dir);
  const file = safe && join(safe, `${createHash('sha256').update(folder).digest('hex').slice(0, 32)}.json`);
  let old: Record<string, unknown> = {};
  if (file) {
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as {
        v?: unknown;
        folder?: unknown;
        files?: unknown;
      };
      if (parsed.v === FORMAT && parsed.folder === folder && parsed.files && typeof parsed.files === 'object')
        old = parsed.files as Record<string, unknown>;
    } catch {
      // none yet, or not ours to read: start empty
    }
  }
  const known = (file: SiteFile): Entry | undefined => {
    const e = Object.hasOwn(old, file.path) ? old[file.path] : undefined;
    if (!Array.isArray(e) || e.length !== 3 || e[0] !== file.stamp || file.stamp === undefined)
      return undefined;
    const [, sha256, md5] = e as unknown[];
    if (typeof sha256 !== 'string' || !HEX64.test(sha256)) return undefined;
    if (typeof md5 !== 'string' || (md5 !== '' && !HEX32.test(md5))) return undefined;
    return e as Entry;
  };
  return {
    get(f, md5) {
      const e = known(f);
      if (!e || (md5 && e[2] === '')) return undefined;
      return e[2] === '' ? { sha256: e[1] } : { sha256: e[1], md5: e[2] };
    },
    async save(files, digests) {
      if (!file) return;
      const next: Record<string, Entry> = {};
      let same = Object.keys(old).length;
      for (const f of files) {
        const d = digests[`/${f.path}`];
        if (!d || f.stamp === undefined || f.changedMs === undefined || racilyClean(f.changedMs, now))
          continue;
        const before = known(f);
        if (before?.[1] === d.sha256 && (d.md5 === undefined || d.md5 === before[2])) same--;
        // An md5 kept before stays with its content when this pass took sha256 only.
        next[f.path] = [f.stamp, d.sha256, d.md5 ?? (before?.[1] === d.sha256 ? before[2] : '')];
      }
      if (same === 0 && Object.keys(next).length === Object.keys(old).length) return; // nothing new
      const tmp = `${file}.${process.pid}.tmp`;
      try {
        await writeFile(tmp, JSON.stringify({ v: FORMAT, folder, files: next }), { mode: 0o600 });
        await rename(tmp, file);
      } catch {
        // a full or read-only temp folder: no cache this time
      }
    },
  };
}

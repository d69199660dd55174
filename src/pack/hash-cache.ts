/**
 * A folder's file digests kept between deploys, as git's index and rsync's quick check do: a file whose device,
 * inode, size, modification and change times are all as they were when it was hashed is not read again. A
 * redeploy from the same folder (a laptop, a Jenkins workspace, a self-hosted runner) then reads only what
 * changed: a site with one file changed hashes that file only.
 *
 * Safety, because a digest taken from here is trusted (an upload plan reuses server content by it):
 * - a file's ctime changes with every write to it, and nobody can set it back, so content changed in place
 *   always misses;
 * - "racily clean" files (git's term) are not kept: one changed within a timestamp tick of the hashing may
 *   change again within that tick with every stamp field equal. Linux stamps files from a clock of 1–10 ms
 *   ticks, so RACY_MS (100 ms) covers it tenfold; on file systems that keep whole seconds (ext3, HFS+, FAT's
 *   two), COARSE_RACY_MS;
 * - the folder is `<tmpdir>/sitepub-hash-cache-<uid>`, made 0700 and used only when owned by this user and not
 *   writable by others; anything that does not parse as an entry is ignored, and nothing here is ever fatal.
 *
 * The stamps are the walk's (walk.ts fileStamp); this module only compares them.
 */
import { createHash } from 'node:crypto';
import { chmod, lstat, mkdir, open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
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

export interface CachedDigests {
  sha256: string;
  md5?: string;
}

export interface HashCache {
  /** Files whose digests an earlier pass kept for this folder (0: none yet, a folder not deployed from here). */
  readonly entries: number;
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

/**
 * The file: a header line, then one line per file, `path TAB stamp TAB sha256 TAB md5` (md5 may be empty; a path
 * holding a tab, a line break or a leading quote is written as a JSON string). Lines rather than one JSON
 * document so it is written in small pieces: one document and its copy as bytes would be held at once at the end
 * of an upload, where the CLI's memory peaks.
 */
const header = (folder: string): string => `sitepub-hash-cache ${FORMAT}\t${JSON.stringify(folder)}\n`;
const WRITE_PIECE = 64 * 1024;

function parseLines(text: string, folder: string): Map<string, Entry> {
  const out = new Map<string, Entry>();
  if (!text.startsWith(header(folder))) return out;
  let at = header(folder).length;
  while (at < text.length) {
    let end = text.indexOf('\n', at);
    if (end === -1) end = text.length;
    const parts = text.slice(at, end).split('\t');
    at = end + 1;
    if (parts.length !== 4) continue;
    let path = parts[0]!;
    if (path.startsWith('"')) {
      try {
        path = JSON.parse(path) as string;
      } catch {
        continue;
      }
    }
    const [, stamp, sha256, md5] = parts as [string, string, string, string];
    if (HEX64.test(sha256) && (md5 === '' || HEX32.test(md5))) out.set(path, [stamp, sha256, md5]);
  }
  return out;
}

const pathField = (path: string): string => (/[\t\n\r]|^"/.test(path) ? JSON.stringify(path) : path);

/**
 * A folder of ours alone, or null: made 0700 when missing; refused when another user owns it or others may write
 * in it (they could have left digests there); one of ours that others may only read is closed to 0700.
 */
async function privateDir(dir: string): Promise<string | null> {
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const st = await lstat(dir);
    if (!st.isDirectory()) return null;
    if (!process.getuid) return dir;
    if (st.uid !== process.getuid() || (st.mode & 0o022) !== 0) return null;
    if ((st.mode & 0o077) !== 0) await chmod(dir, 0o700);
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
  const file = safe && join(safe, `${createHash('sha256').update(folder).digest('hex').slice(0, 32)}.tsv`);
  let old = new Map<string, Entry>();
  if (file) {
    try {
      old = parseLines(await readFile(file, 'utf8'), folder);
    } catch {
      // none yet, or not ours to read: start empty
    }
  }
  const known = (f: SiteFile): Entry | undefined => {
    const e = old.get(f.path);
    return e && f.stamp !== undefined && e[0] === f.stamp ? e : undefined;
  };
  return {
    entries: old.size,
    get(f, md5) {
      const e = known(f);
      if (!e || (md5 && e[2] === '')) return undefined;
      return e[2] === '' ? { sha256: e[1] } : { sha256: e[1], md5: e[2] };
    },
    async save(files, digests) {
      if (!file) return;
      /** The digests of `f` worth keeping, or undefined for a file without a stamp or racily clean. */
      const kept = (f: SiteFile): CachedDigests | undefined => {
        const d = digests[`/${f.path}`];
        if (!d || f.stamp === undefined || f.changedMs === undefined || racilyClean(f.changedMs, now)) return;
        return d;
      };
      // An md5 kept before stays with its content when this pass took sha256 only.
      const md5Of = (d: CachedDigests, before: Entry | undefined): string =>
        d.md5 ?? (before?.[1] === d.sha256 ? before[2] : '');
      // Nothing new (a redeploy of an unchanged folder): the file already says the same, and is not rewritten.
      let count = 0;
      let unchanged = true;
      for (const f of files) {
        const d = kept(f);
        if (!d) continue;
        count++;
        const before = known(f);
        if (before?.[1] !== d.sha256 || before[2] !== md5Of(d, before)) {
          unchanged = false;
          break;
        }
      }
      if (unchanged && count === old.size) return;
      const line = (f: SiteFile): string => {
        const d = kept(f);
        return d ? `${pathField(f.path)}\t${f.stamp}\t${d.sha256}\t${md5Of(d, known(f))}\n` : '';
      };
      const tmp = `${file}.${process.pid}.tmp`;
      let fh: FileHandle | undefined;
      try {
        fh = await open(tmp, 'w', 0o600);
        let piece = header(folder);
        for (const f of files) {
          piece += line(f);
          if (piece.length < WRITE_PIECE) continue;
          await fh.write(piece);
          piece = '';
        }
        await fh.write(piece);
        await fh.close();
        fh = undefined;
        await rename(tmp, file);
      } catch {
        // a full or read-only temp folder: no cache this time
        await fh?.close().catch(() => undefined);
        await rm(tmp, { force: true }).catch(() => undefined);
      }
    },
  };
}

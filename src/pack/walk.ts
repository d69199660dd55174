/**
 * Walks a site folder: applies the ignore rules, never follows a symlink out of the folder, enforces the
 * file-count and size limits while walking (so a huge folder is refused early), and returns the files sorted
 * by path. Only metadata is read here (lstat/stat/realpath); file contents are read once, later, by the tar
 * stream.
 */
import type { Dirent, Stats } from 'node:fs';
import { readdirSync, statSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, sep } from 'node:path';
import { MAX_FILES, MAX_PROJECT_BYTES } from '../protocol/limits.ts';
import { PackError } from './errors.ts';
import type { IgnoreTest } from './ignore-rules.ts';

/**
 * What the walk records of a file's metadata: equal stamps mean unchanged content (hash-cache.ts). Joined, not a
 * template: a template makes a tree of five number strings and four joins per file (~250 bytes), join one flat
 * string (~64), and a scan's records live through the whole deploy (figures: docs/bench.md, "Measurements
 * behind the code").
 */
export function fileStamp(st: {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}): string {
  return [st.dev, st.ino, st.size, st.mtimeMs, st.ctimeMs].join(':');
}

export interface SiteFile {
  /** Path relative to the folder root, posix separators, no leading slash. */
  path: string;
  /** Absolute path of the bytes to read (the link target for an in-folder symlink). */
  absolute: string;
  size: number;
  /** 0o755 when the owner may execute the file, else 0o644 (portable, machine-independent). */
  mode: number;
  /** Device, inode, size and times as walked (fileStamp): unchanged stamp, unchanged content. */
  stamp?: string;
  /** The later of the modification and change times, ms since the epoch. */
  changedMs?: number;
}

export interface SkippedLink {
  path: string;
  reason: 'outside-folder' | 'broken' | 'loop' | 'not-a-file';
}

export interface WalkLimits {
  maxFiles: number;
  maxBytes: number;
}

export interface WalkResult {
  files: SiteFile[];
  totalSize: number;
  /** Symlinks (and special files) that were not packed, with why. */
  skipped: SkippedLink[];
}

export const DEFAULT_LIMITS: WalkLimits = { maxFiles: MAX_FILES, maxBytes: MAX_PROJECT_BYTES };

const byPath = (a: { path: string }, b: { path: string }): number =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

function inside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/** Throws when `name` (one of the folder's `rawNames`) is the lossy decoding of a name that is not UTF-8. */
function checkName(root: string, rawNames: readonly Buffer[], name: string, relDir: string): void {
  for (const raw of rawNames) {
    if (raw.toString('utf8') !== name || Buffer.from(name, 'utf8').equals(raw)) continue;
    const escaped = [...raw]
      .map((b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`))
      .join('');
    const rel = relDir === '' ? escaped : `${relDir}/${escaped}`;
    throw new PackError(
      'invalid-name',
      rel,
      `${rel}: its name is not valid UTF-8; rename it, or list it in ${root}/.surgeignore`,
    );
  }
}

/** Throws once the files found so far exceed the service's limits per project. */
function checkLimits(root: string, count: number, totalSize: number, limits: WalkLimits): void {
  if (count > limits.maxFiles) {
    throw new PackError(
      'too-many-files',
      root,
      `${root} has more than ${limits.maxFiles} files after ignore rules (the service's limit per project). ` +
        `Publish a smaller folder or exclude files in ${root}/.surgeignore.`,
    );
  }
  if (totalSize > limits.maxBytes) {
    throw new PackError(
      'too-large',
      root,
      `${root} is larger than ${Math.round(limits.maxBytes / 1e6)} MB after ignore rules (the service's limit ` +
        `per project). Exclude large files in ${root}/.surgeignore or host them elsewhere.`,
    );
  }
}

export async function walk(
  root: string,
  isIgnored: IgnoreTest,
  limits: WalkLimits = DEFAULT_LIMITS,
  o: { stamps?: boolean } = {},
): Promise<WalkResult> {
  const realRoot = await realpath(root);
  const files: SiteFile[] = [];
  const skipped: SkippedLink[] = [];
  let totalSize = 0;
  /** Real paths of the directories being walked (root → current): a link to one of them is a loop. */
  const ancestors = new Set<string>();

  const addFile = (path: string, absolute: string, st: Stats): void => {
    const size = st.size;
    const mode = st.mode & 0o100 ? 0o755 : 0o644;
    // Stamps only for a hash cache: 7,453 strings are half a megabyte a scan would otherwise carry for nothing.
    files.push(
      o.stamps
        ? { path, absolute, size, mode, stamp: fileStamp(st), changedMs: Math.max(st.mtimeMs, st.ctimeMs) }
        : { path, absolute, size, mode },
    );
    totalSize += size;
    checkLimits(root, files.length, totalSize, limits);
  };

  const visit = async (dir: string, relDir: string): Promise<void> => {
    ancestors.add(dir);
    // Synchronous like the stats below: a site of many small folders spent most of its walk in thread-pool
    // round trips, one per folder.
    const entries: Dirent[] = readdirSync(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // `dir` is a real path (absolute, normalised) and a name holds no separator: joined without path.join's
    // normalising pass per file
    const base = dir.endsWith(sep) ? dir : `${dir}${sep}`;
    /** The folder's names as bytes, read once, only when a name may not be UTF-8. */
    let rawNames: Buffer[] | undefined;
    for (const entry of entries) {
      // Paths joined into flat strings (see fileStamp): a template's two-part string is flattened again by the
      // first fs call, which then keeps both.
      const rel = relDir === '' ? entry.name : [relDir, entry.name].join('/');
      // A name that is not UTF-8 arrives with U+FFFD in place of its bad bytes and names no file: say so.
      if (entry.name.includes('\uFFFD') && !isIgnored(rel, entry.isDirectory()))
        checkName(root, (rawNames ??= readdirSync(dir, { encoding: 'buffer' })), entry.name, relDir);
      const abs = [base, entry.name].join('');
      if (entry.isDirectory()) {
        if (!isIgnored(rel, true)) await visit(abs, rel);
      } else if (entry.isFile()) {
        if (isIgnored(rel, false)) continue;
        // Synchronous: on a site of thousands of files a thread-pool round trip per stat is most of the walk
        // (figures: docs/bench.md, "Measurements behind the code"), and each stat blocks for microseconds only.
        addFile(rel, abs, statSync(abs));
      } else if (entry.isSymbolicLink()) {
        await visitLink(abs, rel);
      } else if (!isIgnored(rel, false)) {
        skipped.push({ path: rel, reason: 'not-a-file' });
      }
    }
    ancestors.delete(dir);
  };

  const visitLink = async (abs: string, rel: string): Promise<void> => {
    let target: string;
    try {
      target = await realpath(abs);
    } catch {
      if (!isIgnored(rel, false)) skipped.push({ path: rel, reason: 'broken' });
      return;
    }
    const st = await stat(target);
    const isDir = st.isDirectory();
    if (isIgnored(rel, isDir)) return;
    if (!inside(realRoot, target)) {
      skipped.push({ path: rel, reason: 'outside-folder' });
    } else if (st.isFile()) {
      addFile(rel, target, st);
    } else if (isDir) {
      if (ancestors.has(target)) skipped.push({ path: rel, reason: 'loop' });
      else await visit(target, rel);
    } else {
      skipped.push({ path: rel, reason: 'not-a-file' });
    }
  };

  await visit(realRoot, '');
  files.sort(byPath);
  return { files, totalSize, skipped };
}

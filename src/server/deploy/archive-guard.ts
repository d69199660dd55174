/**
 * Archive safety rules, applied entry by entry while the upload streams (pure logic, no I/O).
 * Only regular files and directories; the first path segment is stripped; no `..`, absolute paths, links,
 * devices, duplicate or case/Unicode-colliding names, over-long or over-deep paths; file count and content
 * bytes are capped as they arrive. Modes, owners and times from the archive are ignored.
 */
import type { DeployLimits } from './limits.ts';

export type ArchiveErrorCode =
  | 'BAD_GZIP'
  | 'BAD_ZSTD'
  | 'NESTED_COMPRESSION'
  | 'NOT_TAR'
  | 'TRUNCATED'
  | 'DECOMPRESSED_TOO_LARGE'
  | 'LINK'
  | 'DEVICE'
  | 'UNSUPPORTED_ENTRY'
  | 'ABSOLUTE_PATH'
  | 'PARENT_PATH'
  | 'BAD_NAME'
  | 'TOP_LEVEL_FILE'
  | 'DUPLICATE'
  | 'NAME_COLLISION'
  | 'FILE_DIR_CONFLICT'
  | 'PATH_TOO_LONG'
  | 'PATH_TOO_DEEP'
  | 'TOO_MANY_FILES'
  | 'TOO_LARGE'
  | 'EMPTY'
  | 'PLAN_MISMATCH';

export class ArchiveError extends Error {
  readonly code: ArchiveErrorCode;
  constructor(code: ArchiveErrorCode, message: string) {
    super(message);
    this.name = 'ArchiveError';
    this.code = code;
  }
}

export type EntryDecision = { kind: 'file'; path: string } | { kind: 'dir' };

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);
const LINK_TYPES = new Set(['SymbolicLink', 'Link']);
const DEVICE_TYPES = new Set(['CharacterDevice', 'BlockDevice', 'FIFO']);

/** Printable form of an archive path for error messages (control characters escaped, bounded length). */
export function showPath(p: string): string {
  const s = JSON.stringify(p.length > 200 ? `${p.slice(0, 200)}…` : p);
  return s;
}

const utf8Bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** An entry's printable path, computed when a message interpolates it. */
type Shown = { toString(): string };

export class ArchiveGuard {
  private readonly limits: DeployLimits;
  private readonly files = new Map<string, string>(); // collision key → path
  private readonly dirs = new Map<string, string>();
  /** The directory paths added, as spelled (dirs holds them by collision key). */
  private readonly dirPaths = new Set<string>();
  fileCount = 0;
  bytes = 0;

  constructor(limits: DeployLimits) {
    this.limits = limits;
  }

  /** Decides what to do with one tar entry, or throws ArchiveError. */
  entry(type: string, rawPath: string): EntryDecision {
    // The path as error messages print it, made only for an error (not for each of thousands of good entries).
    const shown = { toString: () => showPath(rawPath) };
    if (LINK_TYPES.has(type)) {
      throw new ArchiveError(
        'LINK',
        `archive entry ${shown} is a ${type === 'Link' ? 'hard' : 'symbolic'} link; only regular files and directories are accepted (copy the target file instead)`,
      );
    }
    if (DEVICE_TYPES.has(type)) {
      throw new ArchiveError(
        'DEVICE',
        `archive entry ${shown} is a device or FIFO; only regular files and directories are accepted`,
      );
    }
    const isFile = FILE_TYPES.has(type);
    if (!isFile && type !== 'Directory') {
      throw new ArchiveError(
        'UNSUPPORTED_ENTRY',
        `archive entry ${shown} has unsupported type ${type}; only regular files and directories are accepted`,
      );
    }
    const segments = this.segments(rawPath, shown);
    if (segments.length === 0) {
      if (isFile)
        throw new ArchiveError(
          'TOP_LEVEL_FILE',
          `archive entry ${shown} is not inside a top-level directory; pack the site folder so every entry starts with "<folder>/"`,
        );
      return { kind: 'dir' };
    }
    if (segments.length > this.limits.maxPathDepth) {
      throw new ArchiveError(
        'PATH_TOO_DEEP',
        `archive path ${shown} is ${segments.length} directories deep; the limit is ${this.limits.maxPathDepth}`,
      );
    }
    for (const s of segments) {
      if (utf8Bytes(s) > this.limits.maxSegmentBytes) {
        throw new ArchiveError(
          'PATH_TOO_LONG',
          `archive path ${shown} has a name longer than ${this.limits.maxSegmentBytes} bytes`,
        );
      }
    }
    const path = `/${segments.join('/')}`;
    if (utf8Bytes(path) > this.limits.maxPathBytes) {
      throw new ArchiveError(
        'PATH_TOO_LONG',
        `archive path ${shown} is longer than ${this.limits.maxPathBytes} bytes`,
      );
    }
    // Every ancestor is a directory (one already added, with this very spelling, needs no check again).
    let ancestor = '';
    for (let i = 0; i < segments.length - (isFile ? 1 : 0); i++) {
      ancestor += `/${segments[i]}`;
      if (!this.dirPaths.has(ancestor)) this.addDir(ancestor, shown);
    }
    if (!isFile) return { kind: 'dir' };
    const key = collisionKey(path);
    const dir = this.dirs.get(key);
    if (dir !== undefined) {
      throw new ArchiveError(
        'FILE_DIR_CONFLICT',
        `archive entry ${shown} is a file, but ${showPath(dir)} is a directory of the same name`,
      );
    }
    const existing = this.files.get(key);
    if (existing !== undefined) {
      if (existing === path)
        throw new ArchiveError(
          'DUPLICATE',
          `archive contains ${showPath(path)} twice; each path may appear once`,
        );
      throw new ArchiveError(
        'NAME_COLLISION',
        `archive paths ${showPath(existing)} and ${showPath(path)} differ only in letter case or Unicode form; they would collide on case-insensitive file systems, rename one`,
      );
    }
    this.fileCount++;
    if (this.fileCount > this.limits.maxFiles) {
      throw new ArchiveError(
        'TOO_MANY_FILES',
        `archive has more than ${this.limits.maxFiles} files, the per-project limit`,
      );
    }
    this.files.set(key, path);
    return { kind: 'file', path };
  }

  /** Counts content bytes as they arrive; throws once the project exceeds the size cap. */
  addBytes(n: number): void {
    this.bytes += n;
    if (this.bytes > this.limits.maxBytes) {
      throw new ArchiveError(
        'TOO_LARGE',
        `archive content exceeds ${this.limits.maxBytes} bytes (uncompressed), the per-project limit`,
      );
    }
  }

  /** Checked at the end of the archive. */
  finish(): void {
    if (this.fileCount === 0)
      throw new ArchiveError('EMPTY', 'archive contains no files; nothing to publish');
  }

  private addDir(path: string, shown: Shown): void {
    const key = collisionKey(path);
    const file = this.files.get(key);
    if (file !== undefined) {
      throw new ArchiveError(
        'FILE_DIR_CONFLICT',
        `archive entry ${shown} needs directory ${showPath(path)}, but ${showPath(file)} is a file`,
      );
    }
    const existing = this.dirs.get(key);
    if (existing === undefined) {
      this.dirs.set(key, path);
      this.dirPaths.add(path);
    } else if (existing !== path) {
      throw new ArchiveError(
        'NAME_COLLISION',
        `archive directories ${showPath(existing)} and ${showPath(path)} differ only in letter case or Unicode form; rename one`,
      );
    }
  }

  private segments(raw: string, shown: Shown): string[] {
    if (raw.length === 0) throw new ArchiveError('BAD_NAME', 'archive entry has an empty path');
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x1f\x7f]/.test(raw))
      throw new ArchiveError('BAD_NAME', `archive path ${shown} contains control characters`);
    if (raw.includes('\\'))
      throw new ArchiveError('BAD_NAME', `archive path ${shown} contains a backslash; use "/" between names`);
    if (raw.includes('\uFFFD'))
      throw new ArchiveError('BAD_NAME', `archive path ${shown} is not valid UTF-8`);
    if (raw.startsWith('/') || /^[a-zA-Z]:/.test(raw)) {
      throw new ArchiveError(
        'ABSOLUTE_PATH',
        `archive path ${shown} is absolute; entries must be relative ("<folder>/file")`,
      );
    }
    const parts = raw.split('/');
    if (parts.includes('..'))
      throw new ArchiveError(
        'PARENT_PATH',
        `archive path ${shown} contains ".."; entries may not leave the site folder`,
      );
    parts.shift(); // the top-level folder, whatever its name
    return parts.filter((p) => p !== '' && p !== '.');
  }
}

/** Two paths collide when equal after Unicode NFC normalisation and lower-casing. */
export function collisionKey(path: string): string {
  return path.normalize('NFC').toLowerCase();
}

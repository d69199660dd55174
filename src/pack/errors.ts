/** Why a folder cannot be packed. `code` is stable; `message` says what to do. */
export type PackErrorCode =
  | 'missing-folder'
  | 'not-a-folder'
  | 'empty-site'
  | 'too-many-files'
  | 'too-large'
  | 'file-changed'
  | 'invalid-name';

export class PackError extends Error {
  override readonly name = 'PackError';
  readonly code: PackErrorCode;
  readonly path: string;

  constructor(code: PackErrorCode, path: string, message: string) {
    super(message);
    this.code = code;
    this.path = path;
  }
}

/** The system calls that read a site folder: an error from one of them names a local file, not the network. */
const FILE_SYSCALLS = new Set([
  'open',
  'read',
  'close',
  'stat',
  'lstat',
  'fstat',
  'scandir',
  'opendir',
  'realpath',
]);

/** A file system error while reading the site (it carries the `path` and the `syscall` that failed). */
export function isLocalFileError(
  err: unknown,
): err is NodeJS.ErrnoException & { path: string; syscall: string } {
  const e = err as NodeJS.ErrnoException | undefined;
  return (
    e instanceof Error &&
    typeof e.code === 'string' &&
    typeof e.path === 'string' &&
    typeof e.syscall === 'string' &&
    FILE_SYSCALLS.has(e.syscall)
  );
}

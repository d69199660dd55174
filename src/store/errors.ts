/**
 * Typed storage errors with stable codes (docs/server.md, "Errors"). Every backend turns the native failures it
 * meets (errno of the file system, node:sqlite's result codes, PostgreSQL's SQLSTATEs and lost connections, the
 * AWS SDK's S3 errors) into a StoreError once, where it calls the medium; everything above decides by `code`
 * only. The message is for the operator's log (it may name a path, a host:port, a bucket): the server never
 * shows it to a client, it shows the message it chose for the code (src/server/public-errors.ts).
 */

/** The stable codes: what failed, not which medium. */
export const STORE_ERROR_CODES = [
  /** No space left (ENOSPC, EDQUOT, SQLITE_FULL, PostgreSQL 53100, an S3 quota). */
  'SITEPUB_STORAGE_FULL',
  /** The database cannot be reached (PostgreSQL refused, lost or shutting down). */
  'SITEPUB_DATABASE_UNAVAILABLE',
  /** The blob storage cannot be reached (the S3 server down or answering 5xx). */
  'SITEPUB_STORAGE_UNAVAILABLE',
  /** The storage refused this server (permissions, a read-only volume, S3 credentials, a missing bucket). */
  'SITEPUB_STORAGE_DENIED',
  /** The storage is busy or a concurrent change won (SQLITE_BUSY, a deadlock or serialization failure). */
  'SITEPUB_STORAGE_BUSY',
  /** The medium failed (EIO, SQLITE_IOERR, SQLITE_CORRUPT, PostgreSQL's system errors). */
  'SITEPUB_STORAGE_FAILED',
] as const;

export type StoreErrorCode = (typeof STORE_ERROR_CODES)[number];

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreError';
    this.code = code;
  }
}

export function isStoreError(err: unknown): err is StoreError {
  return err instanceof StoreError;
}

/** errno codes of the file system → StoreError codes (others are not the storage's fault, or not known). */
const ERRNO: Readonly<Record<string, StoreErrorCode>> = {
  ENOSPC: 'SITEPUB_STORAGE_FULL',
  EDQUOT: 'SITEPUB_STORAGE_FULL',
  EFBIG: 'SITEPUB_STORAGE_FULL',
  EACCES: 'SITEPUB_STORAGE_DENIED',
  EPERM: 'SITEPUB_STORAGE_DENIED',
  EROFS: 'SITEPUB_STORAGE_DENIED',
  EIO: 'SITEPUB_STORAGE_FAILED',
  EMFILE: 'SITEPUB_STORAGE_BUSY',
  ENFILE: 'SITEPUB_STORAGE_BUSY',
};

/** node:sqlite's primary result codes (errcode & 0xff) → StoreError codes. */
const SQLITE: Readonly<Record<number, StoreErrorCode>> = {
  3: 'SITEPUB_STORAGE_DENIED', // SQLITE_PERM
  5: 'SITEPUB_STORAGE_BUSY', // SQLITE_BUSY
  6: 'SITEPUB_STORAGE_BUSY', // SQLITE_LOCKED
  8: 'SITEPUB_STORAGE_DENIED', // SQLITE_READONLY
  10: 'SITEPUB_STORAGE_FAILED', // SQLITE_IOERR
  11: 'SITEPUB_STORAGE_FAILED', // SQLITE_CORRUPT
  13: 'SITEPUB_STORAGE_FULL', // SQLITE_FULL
  14: 'SITEPUB_STORAGE_DENIED', // SQLITE_CANTOPEN
  26: 'SITEPUB_STORAGE_FAILED', // SQLITE_NOTADB
};

interface Native {
  code?: unknown;
  errcode?: unknown;
  syscall?: unknown;
  message?: unknown;
}

const nativeOf = (err: unknown): Native => (typeof err === 'object' && err !== null ? (err as Native) : {});

/** The StoreError code of a file-system error (errno), or undefined. */
export function errnoCode(err: unknown): StoreErrorCode | undefined {
  const { code } = nativeOf(err);
  return typeof code === 'string' ? ERRNO[code] : undefined;
}

/** The StoreError code of a node:sqlite error, or undefined (constraint and SQL errors stay as they are). */
export function sqliteCode(err: unknown): StoreErrorCode | undefined {
  const { code, errcode } = nativeOf(err);
  if (code !== 'ERR_SQLITE_ERROR' || typeof errcode !== 'number') return undefined;
  return SQLITE[errcode & 0xff];
}

/**
 * `err` as a StoreError when it is a file-system or node:sqlite failure of a known kind; anything else
 * (a StoreError already, a constraint error the caller handles, a bug) unchanged. `what` says what was being
 * done, for the log.
 */
export function fromNative(err: unknown, what: string): unknown {
  if (err instanceof StoreError) return err;
  const code = errnoCode(err) ?? sqliteCode(err);
  if (!code) return err;
  const native = nativeOf(err);
  const detail = typeof native.message === 'string' ? native.message : String(err);
  return new StoreError(code, `${what}: ${detail}`, { cause: err });
}

/** Runs `fn`, rethrowing a native failure as a StoreError (fromNative). */
export function mapNative<T>(what: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw fromNative(err, what);
  }
}

/** Awaits `fn()`, rethrowing a native failure as a StoreError (fromNative). */
export async function mapNativeAsync<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw fromNative(err, what);
  }
}

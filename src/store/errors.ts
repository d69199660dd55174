/**
 * Typed storage errors with stable codes (docs/server.md, "Errors"): every backend turns the native failures it
 * meets into a StoreError once, where it calls the medium; everything above decides by `code` only. The message
 * is for the operator's log: a client sees only the words chosen for the code (src/server/public-errors.ts).
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

/** What a failure of the file system, node:sqlite or the AWS SDK may carry (`errors`: an AggregateError's). */
interface Native {
  code?: unknown;
  errcode?: unknown;
  name?: string;
  message?: unknown;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
  errors?: unknown;
}

const nativeOf = (err: unknown): Native => (typeof err === 'object' && err !== null ? (err as Native) : {});

/** `err` as a StoreError when it is a file-system or node:sqlite failure of a known kind, else unchanged. */
export function fromNative(err: unknown, what: string): unknown {
  if (err instanceof StoreError) return err;
  const native = nativeOf(err);
  // node:sqlite's constraint and SQL errors have no code here: they stay as they are
  const code =
    native.code === 'ERR_SQLITE_ERROR' && typeof native.errcode === 'number'
      ? SQLITE[native.errcode & 0xff]
      : typeof native.code === 'string'
        ? ERRNO[native.code]
        : undefined;
  if (!code) return err;
  const detail = typeof native.message === 'string' ? native.message : String(err);
  return new StoreError(code, `${what}: ${detail}`, { cause: err });
}

/** Runs `fn`, rethrowing a native failure as a StoreError. */
export function mapNative<T>(what: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw fromNative(err, what);
  }
}

export const mapNativeAsync = <T>(what: string, fn: () => Promise<T>): Promise<T> =>
  fn().catch((err: unknown) => {
    throw fromNative(err, what);
  });

// S3: what a failure of the AWS SDK means for the operator, every secret of the environment masked.

export const statusOf = (err: unknown): number | undefined => nativeOf(err).$metadata?.httpStatusCode;

export function isNotFound(err: unknown): boolean {
  const { name } = nativeOf(err);
  return statusOf(err) === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

/** A conditional write refused: the object exists already. */
export function isAlreadyThere(err: unknown): boolean {
  const { name } = nativeOf(err);
  const status = statusOf(err);
  return (
    status === 412 ||
    name === 'PreconditionFailed' ||
    (status === 409 && name === 'ConditionalRequestConflict')
  );
}

/** Socket failures: the server (S3, PostgreSQL) cannot be reached. */
export const NETWORK_CODES: ReadonlySet<string> = new Set(
  'ECONNREFUSED ECONNRESET EHOSTUNREACH ENETUNREACH ENOTFOUND EAI_AGAIN ETIMEDOUT EPIPE'.split(' '),
);

/** The network failure under `err` (its causes, an AggregateError's errors), if any. */
function networkCode(err: unknown, depth = 0): string | undefined {
  const f = nativeOf(err);
  if (depth > 5 || !err) return undefined;
  if (typeof f.code === 'string' && NETWORK_CODES.has(f.code)) return f.code;
  if (f.name === 'TimeoutError' || f.code === 'TimeoutError') return 'timeout';
  const inner = Array.isArray(f.errors) ? f.errors : [];
  for (const e of [...inner, f.cause]) {
    const code = networkCode(e, depth + 1);
    if (code) return code;
  }
  return undefined;
}

const ACCESS_NAMES = new Set(
  'AccessDenied InvalidAccessKeyId SignatureDoesNotMatch InvalidToken ExpiredToken CredentialsProviderError'.split(
    ' ',
  ),
);
const FULL_NAMES = new Set(['QuotaExceeded', 'InsufficientStorage', 'EntityTooLarge']);

export interface Where {
  endpoint: string;
  bucket: string;
  secrets: readonly string[];
}

export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, s) => out.split(s).join('***'), text);
}

/** The StoreError of a failed S3 call `what` (e.g. "reading blobs/ab…"), naming what to check. */
export function s3Error(err: unknown, what: string, where: Where): StoreError {
  const { name = '', message = '' } = nativeOf(err);
  const status = statusOf(err);
  const said = name || status;
  const net = networkCode(err);
  // no `cause`: the SDK's error carries the raw request and response, which is not for logs
  const fail = (code: StoreErrorCode, text: string) =>
    new StoreError(
      code,
      redact(`S3 object store ${where.endpoint}, bucket ${where.bucket}: ${text}`, where.secrets),
    );
  if (net)
    return fail(
      'SITEPUB_STORAGE_UNAVAILABLE',
      `unreachable (${net}) while ${what}; check that the S3 server is running and that ` +
        'AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL name it',
    );
  if (FULL_NAMES.has(name) || status === 507)
    return fail(
      'SITEPUB_STORAGE_FULL',
      `out of space (${said}) while ${what}; raise the quota or free space in the bucket`,
    );
  if (ACCESS_NAMES.has(name) || status === 403 || status === 401)
    return fail(
      'SITEPUB_STORAGE_DENIED',
      `access denied (${said}) while ${what}; check AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (or the AWS ` +
        'shared files) and that this user may read and write the bucket',
    );
  if (name === 'NoSuchBucket')
    return fail(
      'SITEPUB_STORAGE_DENIED',
      `the bucket does not exist (it is created at start-up; was it deleted?) while ${what}`,
    );
  // 5xx (InternalError, ServiceUnavailable, SlowDown): the server is there but not serving; else a failure
  return fail(
    status !== undefined && status >= 500 ? 'SITEPUB_STORAGE_UNAVAILABLE' : 'SITEPUB_STORAGE_FAILED',
    `${what} failed: ${name || 'error'}${status ? ` (HTTP ${status})` : ''}${message ? `: ${String(message)}` : ''}`,
  );
}

/**
 * What an S3 failure means for the operator: an Error naming the endpoint and the bucket and what to check,
 * never a credential (every secret of the environment is masked out of the SDK's own text).
 */
import { StoreError, type StoreErrorCode } from '../errors.ts';

interface SdkFailure {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
  /** An AggregateError's (a dual-stack connect). */
  errors?: unknown;
}

const asFailure = (err: unknown): SdkFailure =>
  typeof err === 'object' && err !== null ? (err as SdkFailure) : {};

export const statusOf = (err: unknown): number | undefined => asFailure(err).$metadata?.httpStatusCode;

/** A missing object or bucket (404, or the SDK's names for it). */
export function isNotFound(err: unknown): boolean {
  const { name } = asFailure(err);
  return statusOf(err) === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

/** A conditional write refused: the object exists already (412, or 409 from servers that answer so). */
export function isAlreadyThere(err: unknown): boolean {
  const { name } = asFailure(err);
  const status = statusOf(err);
  return (
    status === 412 ||
    name === 'PreconditionFailed' ||
    (status === 409 && name === 'ConditionalRequestConflict')
  );
}

const NETWORK_CODES = new Set(
  'ECONNREFUSED ECONNRESET EHOSTUNREACH ENETUNREACH ENOTFOUND EAI_AGAIN ETIMEDOUT EPIPE'.split(' '),
);

/** The network failure under `err` (its causes, an AggregateError's errors), if any. */
function networkCode(err: unknown, depth = 0): string | undefined {
  const f = asFailure(err);
  if (depth > 5 || !err) return undefined;
  if (f.code && NETWORK_CODES.has(f.code)) return f.code;
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
/** S3 error names of a full bucket or account. */
const FULL_NAMES = new Set(['QuotaExceeded', 'InsufficientStorage', 'EntityTooLarge']);

export interface Where {
  endpoint: string;
  bucket: string;
  /** Secrets of the environment to mask (config.ts secretsOf). */
  secrets: readonly string[];
}

/** `text` with every secret masked. */
export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, s) => out.split(s).join('***'), text);
}

/**
 * The StoreError to throw for a failed S3 call `what` (e.g. "reading blobs/ab…"): its code says what failed
 * (src/store/errors.ts), its message tells the operator's log the endpoint, the bucket and what to check.
 */
export function s3Error(err: unknown, what: string, where: Where): StoreError {
  const { name = '', message } = asFailure(err);
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
    `${what} failed: ${name || 'error'}${status ? ` (HTTP ${status})` : ''}${message ? `: ${message}` : ''}`,
  );
}

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
}

const asFailure = (err: unknown): SdkFailure =>
  typeof err === 'object' && err !== null ? (err as SdkFailure) : {};

export const statusOf = (err: unknown): number | undefined => asFailure(err).$metadata?.httpStatusCode;

/** A missing object or bucket (404, or the SDK's names for it). */
export function isNotFound(err: unknown): boolean {
  const f = asFailure(err);
  return f.$metadata?.httpStatusCode === 404 || f.name === 'NoSuchKey' || f.name === 'NotFound';
}

/** A conditional write refused: the object exists already (412, or 409 from servers that answer so). */
export function isAlreadyThere(err: unknown): boolean {
  const f = asFailure(err);
  const status = f.$metadata?.httpStatusCode;
  return (
    status === 412 ||
    f.name === 'PreconditionFailed' ||
    (status === 409 && f.name === 'ConditionalRequestConflict')
  );
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
]);

function networkCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = asFailure(e).cause, depth++) {
    const f = asFailure(e);
    if (f.code && NETWORK_CODES.has(f.code)) return f.code;
    if (f.name === 'TimeoutError' || f.code === 'TimeoutError') return 'timeout';
    // AggregateError of a dual-stack connect
    const errors = (e as { errors?: unknown[] }).errors;
    if (Array.isArray(errors)) for (const inner of errors) if (networkCode(inner)) return networkCode(inner);
  }
  return undefined;
}

const ACCESS_NAMES = new Set([
  'AccessDenied',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'InvalidToken',
  'ExpiredToken',
  'CredentialsProviderError',
]);

export interface Where {
  endpoint: string;
  bucket: string;
  /** Secrets of the environment to mask (config.ts secretsOf). */
  secrets: readonly string[];
}

/** `text` with every secret masked. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) out = out.split(s).join('***');
  return out;
}

/** S3 error names of a full bucket or account. */
const FULL_NAMES = new Set(['QuotaExceeded', 'InsufficientStorage', 'EntityTooLarge']);

/**
 * The StoreError to throw for a failed S3 call `what` (e.g. "reading blobs/ab…"): its code says what failed
 * (src/store/errors.ts), its message tells the operator's log the endpoint, the bucket and what to check.
 */
export function s3Error(err: unknown, what: string, where: Where): StoreError {
  const f = asFailure(err);
  const at = `S3 object store ${where.endpoint}, bucket ${where.bucket}`;
  const status = f.$metadata?.httpStatusCode;
  const net = networkCode(err);
  let code: StoreErrorCode;
  let text: string;
  if (net) {
    code = 'SITEPUB_STORAGE_UNAVAILABLE';
    text =
      `${at}: unreachable (${net}) while ${what}; check that the S3 server is running and that ` +
      'AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL name it';
  } else if ((f.name && FULL_NAMES.has(f.name)) || status === 507) {
    code = 'SITEPUB_STORAGE_FULL';
    text = `${at}: out of space (${f.name ?? status}) while ${what}; raise the quota or free space in the bucket`;
  } else if ((f.name && ACCESS_NAMES.has(f.name)) || status === 403 || status === 401) {
    code = 'SITEPUB_STORAGE_DENIED';
    text =
      `${at}: access denied (${f.name ?? status}) while ${what}; check AWS_ACCESS_KEY_ID / ` +
      'AWS_SECRET_ACCESS_KEY (or the AWS shared files) and that this user may read and write the bucket';
  } else if (f.name === 'NoSuchBucket') {
    code = 'SITEPUB_STORAGE_DENIED';
    text = `${at}: the bucket does not exist (it is created at start-up; was it deleted?) while ${what}`;
  } else {
    // 5xx (InternalError, ServiceUnavailable, SlowDown): the server is there but not serving; else a failure
    code = status !== undefined && status >= 500 ? 'SITEPUB_STORAGE_UNAVAILABLE' : 'SITEPUB_STORAGE_FAILED';
    text = `${at}: ${what} failed: ${f.name ?? 'error'}${status ? ` (HTTP ${status})` : ''}${f.message ? `: ${f.message}` : ''}`;
  }
  // no `cause`: the SDK's error carries the raw request and response, which is not for logs
  return new StoreError(code, redact(text, where.secrets));
}

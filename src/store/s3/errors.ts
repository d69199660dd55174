/**
 * What an S3 failure means for the operator: an Error naming the endpoint and the bucket and what to check,
 * never a credential (every secret of the environment is masked out of the SDK's own text).
 */

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

/** The Error to throw for a failed S3 call `what` (e.g. "reading blobs/ab…"). */
export function s3Error(err: unknown, what: string, where: Where): Error {
  const f = asFailure(err);
  const at = `S3 object store ${where.endpoint}, bucket ${where.bucket}`;
  const status = f.$metadata?.httpStatusCode;
  const net = networkCode(err);
  let text: string;
  if (net)
    text =
      `${at}: unreachable (${net}) while ${what}; check that the S3 server is running and that ` +
      'AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL name it';
  else if ((f.name && ACCESS_NAMES.has(f.name)) || status === 403 || status === 401)
    text =
      `${at}: access denied (${f.name ?? status}) while ${what}; check AWS_ACCESS_KEY_ID / ` +
      'AWS_SECRET_ACCESS_KEY (or the AWS shared files) and that this user may read and write the bucket';
  else if (f.name === 'NoSuchBucket')
    text = `${at}: the bucket does not exist (it is created at start-up; was it deleted?) while ${what}`;
  else
    text = `${at}: ${what} failed: ${f.name ?? 'error'}${status ? ` (HTTP ${status})` : ''}${f.message ? `: ${f.message}` : ''}`;
  // no `cause`: the SDK's error carries the raw request and response, which is not for logs
  return new Error(redact(text, where.secrets));
}

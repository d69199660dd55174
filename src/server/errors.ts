/**
 * Typed HTTP errors of the reference server (@fastify/error), from one table. Each carries a stable `code`;
 * `reason` (sent as the `reason` header) defaults to the message; `details` maps a field name to what is wrong
 * with it. The one error handler (plugins/errors.ts) turns them into `{messages, details, status, message}`
 * bodies: the real service's shape (`messages`, `details`, `status`) plus the spec's second shape (`message`).
 */
import createError, { type FastifyError } from '@fastify/error';

/** The one error table: kind → HTTP status. */
const TABLE = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  RateLimited: 403,
  TooManyFiles: 403,
  TooLarge: 403,
  PaymentRequired: 402,
  NotFound: 404,
  NotAllowed: 405,
  Conflict: 409,
  PlanUnknown: 412,
  UnsupportedType: 415,
  InvalidDomain: 422,
  InvalidSite: 422,
  TooMany: 429,
} as const;

export type ErrorKind = keyof typeof TABLE;

const CODES: Record<ErrorKind, string> = {
  BadRequest: 'SITEPUB_BAD_REQUEST',
  Unauthorized: 'SITEPUB_UNAUTHORIZED',
  Forbidden: 'SITEPUB_FORBIDDEN',
  RateLimited: 'SITEPUB_RATE_LIMITED',
  TooManyFiles: 'SITEPUB_TOO_MANY_FILES',
  TooLarge: 'SITEPUB_TOO_LARGE',
  PaymentRequired: 'SITEPUB_PAYMENT_REQUIRED',
  NotFound: 'SITEPUB_NOT_FOUND',
  NotAllowed: 'SITEPUB_NOT_ALLOWED',
  Conflict: 'SITEPUB_CONFLICT',
  PlanUnknown: 'SITEPUB_UPLOAD_PLAN_UNKNOWN',
  UnsupportedType: 'SITEPUB_UNSUPPORTED_MEDIA_TYPE',
  InvalidDomain: 'SITEPUB_INVALID_DOMAIN',
  InvalidSite: 'SITEPUB_INVALID_SITE',
  TooMany: 'SITEPUB_TOO_MANY',
};

export const E = Object.fromEntries(
  (Object.keys(TABLE) as ErrorKind[]).map((kind) => [kind, createError(CODES[kind], '%s', TABLE[kind])]),
) as Record<ErrorKind, ReturnType<typeof createError>>;

/** The word the real service puts in the `reason` header of a stream route's 401 and 403. */
const REAL_WORDS: Readonly<Record<number, string>> = { 401: 'Unauthorized', 403: 'Forbidden' };

/**
 * The `reason` header text. On the upload routes (`PUT /:domain`, `PUT /:domain/ssl`) a 401 or 403 leads with
 * the real service's word, so clients and scripts that match it keep working; `plain` (the plain-surge
 * profile) answers with the word alone, exactly as the real service does. Everything else: our text as is.
 */
export function reasonText(
  status: number,
  text: string,
  options: { realWord: boolean; plain: boolean },
): string {
  const word = options.realWord ? REAL_WORDS[status] : undefined;
  if (word === undefined) return text;
  return options.plain ? word : `${word}: ${text}`;
}

export interface SitepubError extends FastifyError {
  details?: Record<string, string>;
  reason?: string;
  /** Extra response headers, e.g. `retry-after`. */
  headers?: Record<string, string>;
}

export function httpError(
  kind: ErrorKind,
  message: string,
  extra: { details?: Record<string, string>; reason?: string; headers?: Record<string, string> } = {},
): SitepubError {
  const err = new E[kind](message) as SitepubError;
  if (extra.details) err.details = extra.details;
  if (extra.reason) err.reason = extra.reason;
  if (extra.headers) err.headers = extra.headers;
  return err;
}

/** 429 with `retry-after` (seconds). */
export function tooMany(message: string, retryAfterSeconds: number): SitepubError {
  return httpError('TooMany', message, { headers: { 'retry-after': String(retryAfterSeconds) } });
}

/** 405: the operation does not apply to this domain (e.g. DNS on a non-apex domain). */
export function notAllowed(message: string): SitepubError {
  return httpError('NotAllowed', message);
}

/** 402: the account's plan or card does not allow this; `details` says what is missing. */
export function paymentRequired(message: string, details?: Record<string, string>): SitepubError {
  return httpError('PaymentRequired', message, details ? { details } : {});
}

/**
 * Typed HTTP errors of the reference server (@fastify/error). Each carries a stable `code`; `reason` (sent as
 * the `reason` header) defaults to the message; `details` maps a field name to what is wrong with it.
 * The one error handler (plugins/errors.ts) turns them into `{messages, details?, message}` bodies.
 */
import createError, { type FastifyError } from '@fastify/error';

export const E = {
  BadRequest: createError('SITEPUB_BAD_REQUEST', '%s', 400),
  Unauthorized: createError('SITEPUB_UNAUTHORIZED', '%s', 401),
  Forbidden: createError('SITEPUB_FORBIDDEN', '%s', 403),
  RateLimited: createError('SITEPUB_RATE_LIMITED', '%s', 403),
  TooManyFiles: createError('SITEPUB_TOO_MANY_FILES', '%s', 403),
  TooLarge: createError('SITEPUB_TOO_LARGE', '%s', 403),
  NotFound: createError('SITEPUB_NOT_FOUND', '%s', 404),
  Conflict: createError('SITEPUB_CONFLICT', '%s', 409),
  InvalidDomain: createError('SITEPUB_INVALID_DOMAIN', '%s', 422),
  InvalidSite: createError('SITEPUB_INVALID_SITE', '%s', 422),
  PlanUnknown: createError('SITEPUB_UPLOAD_PLAN_UNKNOWN', '%s', 412),
} as const;

export type ErrorKind = keyof typeof E;

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

/**
 * Project access and the extra status codes of the certificate, DNS, collaborator, settings, billing and
 * status routes. Project loading and permission checks are the shared `loadProject` (project-access.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import createError from '@fastify/error';
import type { SitepubError } from '../errors.ts';
import { loadProject, type Check } from './project-access.ts';

const NotAllowedError = createError('SITEPUB_NOT_ALLOWED', '%s', 405);
const PaymentRequiredError = createError('SITEPUB_PAYMENT_REQUIRED', '%s', 402);
const TooManyError = createError('SITEPUB_TOO_MANY', '%s', 429);

/** 429 with `retry-after` (seconds). */
export function tooMany(message: string, retryAfterSeconds: number): SitepubError {
  const err = new TooManyError(message) as SitepubError;
  err.headers = { 'retry-after': String(retryAfterSeconds) };
  return err;
}

/** 405: the operation does not apply to this domain (e.g. DNS on a non-apex domain). */
export function notAllowed(message: string): SitepubError {
  return new NotAllowedError(message) as SitepubError;
}

/** 402: the account's plan or card does not allow this; `details` says what is missing. */
export function paymentRequired(message: string, details?: Record<string, string>): SitepubError {
  const err = new PaymentRequiredError(message) as SitepubError;
  if (details) err.details = details;
  return err;
}

export function projectFor(app: FastifyInstance, request: FastifyRequest, rawDomain: string, check: Check) {
  return loadProject(app, request, rawDomain, check);
}

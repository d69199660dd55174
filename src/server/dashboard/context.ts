/** What every dashboard page reaches: the request's session, an API caller acting as it, the schemas. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiAs, type ApiCall } from './api.ts';
import type { Session } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The dashboard session of the request (set by the dashboard plugin), or null when signed out. */
    dashboardSession: Session | null;
  }
}

/** Thrown by a page that needs a session when there is none: the plugin answers with the sign-in form. */
export class SignInRequired extends Error {
  constructor() {
    super('sign in first');
  }
}

export function signedIn(request: FastifyRequest): Session {
  if (!request.dashboardSession) throw new SignInRequired();
  return request.dashboardSession;
}

/** The API, called in process as the signed-in account (see api.ts). */
export function apiOf(app: FastifyInstance, request: FastifyRequest): { session: Session; api: ApiCall } {
  const session = signedIn(request);
  return { session, api: apiAs(app, session.authorization, request.ip) };
}

export const domainParams = {
  type: 'object',
  properties: { domain: { type: 'string', minLength: 1, maxLength: 300 } },
  required: ['domain'],
} as const;

export type DomainReq = { Params: { domain: string } };

/** Every form carries the CSRF token; other fields are declared per route. */
export function formBody(
  properties: Record<string, { type: 'string'; maxLength: number }>,
  required: string[] = [],
) {
  return {
    type: 'object',
    properties: { _csrf: { type: 'string', maxLength: 200 }, ...properties },
    required,
  } as const;
}

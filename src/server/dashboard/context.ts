/** What every dashboard page reaches: the request's session, an API caller acting as it, the form schema. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static, type TProperties } from 'typebox';
import type { DomainParams } from '../../protocol/requests.ts';
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

/** A project page's request: `:domain` as the API's routes take it. */
export type DomainRequest = FastifyRequest & { params: Static<typeof DomainParams> };

/** A form field: text of at most `maxLength` characters. */
export const field = (maxLength: number) => Type.String({ maxLength });

/** A form's body: the CSRF token (checked on every POST by the plugin) and the route's own fields. */
export const formBody = <P extends TProperties>(properties: P) =>
  Type.Object({ _csrf: Type.Optional(field(200)), ...properties });

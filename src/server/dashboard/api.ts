/**
 * The dashboard's one way to read and change anything: the server's own API routes, called in process
 * (`app.inject`) with the signed-in session's credential. So every page and button goes through exactly the
 * routes, services and permission checks the API clients use (no second implementation), and a collaborator
 * sees and does only what the API lets them.
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../protocol/types.ts';

export interface ApiAnswer<T> {
  status: number;
  ok: boolean;
  body: T;
  /** The API's error message (its `message`, else its first `messages` entry), or null on success. */
  error: string | null;
}

export type ApiCall = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: Record<string, unknown>,
) => Promise<ApiAnswer<T>>;

/** The API's own words of an error (its ErrorBody), or its status when it has none. */
function errorText(status: number, body: unknown): string {
  const b = typeof body === 'object' ? (body as Partial<ErrorBody> | null) : null;
  const text = typeof b?.message === 'string' ? b.message : b?.messages?.[0];
  return typeof text === 'string' && text ? text : `the API answered ${status}`;
}

/** An API caller acting with `authorization` (the session's `Basic token:…` header). */
export function apiAs(app: FastifyInstance, authorization: string, clientIp: string): ApiCall {
  return async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: Record<string, unknown>,
  ) => {
    const res = await app.inject({
      method,
      url: path,
      remoteAddress: clientIp,
      headers: {
        authorization,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    let parsed: unknown;
    try {
      parsed = res.body === '' ? null : JSON.parse(res.body);
    } catch {
      parsed = res.body;
    }
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    return {
      status: res.statusCode,
      ok,
      body: parsed as T,
      error: ok ? null : errorText(res.statusCode, parsed),
    };
  };
}

/** `/<domain>` path segment, encoded. */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** The edge's small fixed answers: plain-text errors, the health check, a CORS preflight or a 405. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsOrigin, type CorsRule } from '../../rules/index.ts';
import type { EdgeProject } from '../projects.ts';

export const NOT_FOUND_BODY = Buffer.from('Not Found\n');
export const GONE_BODY = Buffer.from('Gone\n');
export const UNAUTHORIZED_BODY = Buffer.from('Unauthorized\n');
export const BAD_REQUEST_BODY = Buffer.from('Bad Request\n');
const METHOD_BODY = Buffer.from('Method Not Allowed\n');
const PLAIN = 'text/plain; charset=utf-8';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages behind AUTH or a protected preview: the browser may keep them, a shared cache may not. */
export const PRIVATE = 'private, no-cache';

/** A plain-text answer; returns the body bytes sent (none for HEAD). */
export function plain(
  res: ServerResponse,
  head: boolean,
  status: number,
  body: Buffer,
  extra?: Record<string, string>,
): number {
  res.writeHead(status, {
    'content-type': PLAIN,
    'content-length': body.length,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    ...extra,
  });
  res.end(head ? undefined : body);
  return head ? 0 : body.length;
}

/** `GET /healthz` on a probe host: `{ ok: true, ...health }`. */
export function health(res: ServerResponse, head: boolean, state: Record<string, unknown>): void {
  const body = Buffer.from(`${JSON.stringify({ ok: true, ...state })}\n`);
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': body.length,
    'cache-control': 'no-store',
  });
  res.end(head ? undefined : body);
}

/**
 * A method other than GET and HEAD: a CORS preflight (204) when the revision's `CORS` file allows the request's
 * origin or the project's `cors` setting is on, else 405. Returns the status and body bytes sent.
 */
export function otherMethod(
  req: IncomingMessage,
  res: ServerResponse,
  settings: EdgeProject['settings'],
  cors: CorsRule | null,
): { status: number; bytes: number } {
  const allowed = (cors ? corsOrigin(cors, req.headers.origin) : null) ?? settings.cors;
  if (req.method === 'OPTIONS' && allowed) {
    res.writeHead(204, {
      'access-control-allow-origin': allowed,
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      'access-control-max-age': '86400',
      vary: 'Origin',
    });
    res.end();
    return { status: 204, bytes: 0 };
  }
  const bytes = plain(res, false, 405, METHOD_BODY, {
    allow: allowed ? 'GET, HEAD, OPTIONS' : 'GET, HEAD',
  });
  return { status: 405, bytes };
}

/**
 * One error handler and one not-found handler for the whole API. Every error body is
 * `{messages: [..], details: {..}, status, message}` (the real service's `{details, messages, status}` plus the
 * spec's second shape `message`); 4xx answers carry a `reason` header; 5xx never leak internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '../../protocol/types.ts';
import { reasonText, type SitepubError } from '../errors.ts';

/** Header-safe text: Latin-1 printable only, no CR/LF, bounded length. */
export function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, ' ').slice(0, 500);
}

function validationMessage(err: FastifyError): { message: string; details: Record<string, string> } {
  const details: Record<string, string> = {};
  for (const v of err.validation ?? []) {
    const field =
      (v.params as { missingProperty?: string }).missingProperty ??
      v.instancePath.replace(/^\//, '').replace(/\//g, '.') ??
      '';
    details[field || (err.validationContext ?? 'request')] = v.message ?? 'is invalid';
  }
  return { message: err.message, details };
}

/** The error body of every failed request: one message, the fields at fault (maybe none) and the status. */
export function errorBody(
  status: number,
  message: string,
  details: Record<string, string> | undefined,
): ErrorBody {
  return { messages: [message], details: details ?? {}, status, message };
}

/** Error codes of a store whose backend cannot be reached (src/store/postgres/db.ts DatabaseUnreachableError). */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set(['EDATABASEUNREACHABLE']);

export interface ErrorsOptions {
  /** The plain-surge profile: the `reason` header is the real service's one word (`Unauthorized`, `Forbidden`). */
  plain?: boolean;
}

export const errorsPlugin = fp(
  async (app: FastifyInstance, options: ErrorsOptions) => {
    const plain = options.plain === true;
    app.setErrorHandler((error: SitepubError, request, reply) => {
      let status = error.statusCode ?? 500;
      if (status < 400 || status > 599) status = 500;
      let message = error.message;
      let details = error.details;
      if (error.validation) {
        status = 400;
        ({ message, details } = validationMessage(error));
      }
      if (UNAVAILABLE_CODES.has(String(error.code))) {
        // the store's backend is down (PostgreSQL restarting): say so, with a wait the clients' retries honour;
        // the log keeps the full message (host:port, never a password)
        request.log.error({ err: error }, 'request failed: the database is unreachable');
        status = 503;
        message = "the server's database is unreachable; try again in a moment";
        details = undefined;
        reply.header('retry-after', '5');
      } else if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        message = 'internal server error; the request was not completed, try again';
        details = undefined;
      } else if (status !== 404) {
        request.log.info({ code: error.code, status }, message);
      }
      const body: ErrorBody = errorBody(status, message, details);
      if (status < 500) {
        const realWord = request.routeOptions.config?.realWordReason === true;
        const reason = reasonText(status, error.reason ?? message, { realWord, plain });
        reply.header('reason', headerSafe(reason));
      }
      for (const [k, v] of Object.entries(error.headers ?? {})) reply.header(k, v);
      void reply.code(status).type('application/json; charset=utf-8').send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const message = `no such endpoint: ${request.method} ${path.slice(0, 200)}`;
      const body: ErrorBody = errorBody(404, message, undefined);
      void reply.code(404).header('reason', headerSafe(message)).send(body);
    });
  },
  { name: 'sitepub-errors' },
);

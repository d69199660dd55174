/**
 * One error handler and one not-found handler for the whole API. Every error body is
 * `{messages: [..], details: {..}, status, message}` (the real service's `{details, messages, status}` plus the
 * spec's second shape `message`); 4xx answers carry a `reason` header. A storage failure (StoreError) or any other
 * 5xx shows only the message chosen for its code, or "internal error, request id …" (src/server/public-errors.ts),
 * and the `x-request-id` header; the server's log has the whole error under that id.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '../../protocol/types.ts';
import { StoreError } from '../../store/errors.ts';
import { reasonText, type SitepubError } from '../errors.ts';
import { internalFailure, storeFailure } from '../public-errors.ts';

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
      if (error instanceof StoreError || status >= 500) {
        // The client gets the message chosen for a storage code (PostgreSQL restarting: 503 with a wait the
        // clients' retries honour), or "internal error, request id …"; the log keeps the whole error (paths,
        // host:port, bucket, SQL, stack; never a password) under the same request id.
        const failure =
          error instanceof StoreError
            ? storeFailure(error.code, request.id, 'request')
            : internalFailure(request.id, 'request');
        request.log.error({ err: error, code: failure.code }, `request failed (${failure.code})`);
        status = failure.status;
        message = failure.message;
        details = undefined;
        if (failure.retryAfter !== undefined) reply.header('retry-after', String(failure.retryAfter));
        reply.header('x-request-id', request.id);
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

/**
 * Request bodies. A route reads a body when it has a body schema or says `config.readsBody` (a stream or PEM
 * it consumes itself); every other route ignores whatever body comes, whatever its content-type: it is
 * neither parsed nor refused. Body-less requests are accepted whatever content-type they carry (axios sends
 * `application/x-www-form-urlencoded` on every body-less POST and PUT, so surge 0.27 and surge-sdk 0.17 do).
 * A non-empty body of a type a reading route does not take is refused with a 415 that says what to send.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../errors.ts';

/** Whether the matched route reads a request body (see the module comment). */
export function routeReadsBody(request: FastifyRequest): boolean {
  const options = request.routeOptions;
  return options.config?.readsBody === true || options.schema?.body !== undefined;
}

function isEmpty(body: string | Buffer): boolean {
  return body.length === 0;
}

export const bodiesPlugin = fp(
  async (app: FastifyInstance) => {
    const json = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (!routeReadsBody(request) || isEmpty(body)) {
        done(null, undefined);
        return;
      }
      void json(request, String(body), done);
    });
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
      done(null, !routeReadsBody(request) || isEmpty(body) ? undefined : body);
    });
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
      if (!routeReadsBody(request) || isEmpty(body)) {
        done(null, undefined);
        return;
      }
      const type = String(request.headers['content-type'] ?? '').slice(0, 100);
      const err = httpError(
        'UnsupportedType',
        `content-type ${JSON.stringify(type)} is not accepted by ${request.method} ${request.routeOptions.url ?? ''}; send the body as application/json`,
        { details: { 'content-type': 'must be application/json' } },
      );
      done(err, undefined);
    });
  },
  { name: 'sitepub-bodies' },
);

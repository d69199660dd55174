/**
 * `PUT /:domain`: the deploy, over the deploy service (`app.deploys`, deploy/service.ts). Its onRequest hook
 * admits the deploy before a byte of the body is read (every refusal is a plain HTTP error with a `reason`
 * header) and keeps what was decided on the request (`request.deploy`); the handler answers 200 and streams the
 * deploy's events as NDJSON while the body is unpacked.
 * The body parser is a pass-through for any content type (the official CLI sends application/gzip; other
 * clients may send none), scoped to this plugin.
 */
import type { DeployEvent } from '../../protocol/types.ts';
import { actorOf } from '../plugins/auth.ts';
import { errorResponses, type Routes } from '../schemas/common.ts';
import { DeployHeaders, DomainParams } from '../../protocol/requests.ts';
import { deployLineShape, ndjson } from '../schemas/shapes.ts';
import { closeWithoutReading } from '../deploy/close-early.ts';
import { NdjsonStream } from '../deploy/ndjson.ts';
import type { AdmittedDeploy } from '../deploy/service.ts';
import { apiBase } from '../api-base.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The deploy route's state (its plugin decorates requests with it): null until its onRequest hook sets it. */
    deploy: AdmittedDeploy | null;
  }
}

export async function deployRoutes(app: Routes): Promise<void> {
  // Null, then set per request: a reference value given here would be shared by every request.
  app.decorateRequest('deploy', null);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put(
    '/:domain',
    {
      config: { readsBody: true, realWordReason: true },
      schema: {
        tags: ['deploy'],
        summary: 'Deploy: upload the project as a gzipped tar, answered as an NDJSON progress stream',
        description:
          'Everything that can refuse a deploy (credentials, domain, headers, permission, rate limits, size) ' +
          'answers a plain HTTP error with a `reason` header before the body is read. Then 200 and the stream: ' +
          '`progress` (upload, cdn), `cert`, `subscription`, then `info` on success; `collect` when the plan must ' +
          'change, `error` on failure. A stream that ends without `info` is a failed deploy. Without `stage` the ' +
          'new revision goes live; with it, production is unchanged.',
        params: DomainParams,
        headers: DeployHeaders,
        rawBody: {
          description:
            'The gzipped (or zstd) tar of the project; entries under one top-level directory, which is stripped.',
          content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
        },
        response: { 200: ndjson('The deploy stream.', deployLineShape), ...errorResponses },
      },
      // A refusal comes before a byte of the body is read: answer, then close the connection without reading
      // the upload (else Node reads all of it to keep the connection alive), the staged way of close-early.ts.
      // Not with `Connection: close`: Node destroys such a socket as soon as the answer is out, and a socket
      // closed with unread bytes, or that gets more, answers the client with a reset, which takes the refusal
      // with it (the client sees EPIPE). A body already received in full leaves the connection kept alive.
      onSend: async (request, reply, payload) => {
        if (reply.statusCode >= 400 && !request.raw.complete) closeWithoutReading(request.raw, reply.raw);
        return payload;
      },
      onRequest: async (request) => {
        request.deploy = await app.deploys.admit({
          actor: actorOf(request),
          domain: request.params.domain,
          headers: request.headers,
          ip: request.ip,
        });
      },
    },
    async (request, reply) => {
      const admitted = request.deploy;
      if (!admitted) throw new Error('deploy handler reached without its onRequest hook');
      const out = new NdjsonStream();
      const ended = () => {
        out.end();
        // Failed before the upload ended: answer, then close without reading the rest of the body.
        if (!request.raw.readableEnded) closeWithoutReading(request.raw, reply.raw);
      };
      app.deploys
        .run(admitted, {
          body: request.raw,
          emit: (event: DeployEvent) => out.write(event),
          log: request.log,
          requestId: request.id,
          base: apiBase(app, request),
        })
        .then(ended, (err: unknown) => {
          request.log.error({ err }, 'deploy failed unexpectedly');
          ended();
        });
      return reply
        .code(200)
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(out.stream);
    },
  );
}

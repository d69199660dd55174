/** The API's public base URL for links in answers and mails: `--public-url`, else the request's own origin. */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function apiBase(app: FastifyInstance, request: FastifyRequest): string {
  return app.sitepub.publicApiUrl ?? `${request.protocol}://${request.host}`;
}

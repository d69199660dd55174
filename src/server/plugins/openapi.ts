/**
 * The API described as OpenAPI 3 (docs/server.md, "API reference"): `@fastify/swagger` collects every route
 * registered after this plugin with its schema (params, headers, body, responses, tags, summary) into one
 * document, served at `GET /openapi.json`; `GET /docs` is a reference page (`@fastify/swagger-ui`, every asset
 * served by this origin, strict Content-Security-Policy, no inline script). Both are public. Registered by
 * buildApp before the routes, on the sitepub profile only (on `--profile surge` both paths 404 as any unknown
 * path does). Security per operation: HTTP Basic (`token:<API token>`, or `<email>:<password>` to mint one) by
 * default, none for routes with `config.auth: false`, the edge secret as a bearer token for `/_sitepub/*`.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { OPENAPI_INFO, OPENAPI_SECURITY_SCHEMES, OPENAPI_TAGS, TAG_INTERNAL } from '../schemas/openapi.ts';

declare module 'fastify' {
  interface FastifySchema {
    /** Documentation only: the raw request body of a route that reads it itself (see RouteSchema). */
    rawBody?: { description: string; content: Record<string, { schema: Record<string, unknown> }> };
  }
}

/** Where the document and the reference page are served. */
export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

/** Everything from this origin; no inline script or style, no frame, no form, no other origin. */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * `rawBody` (documentation only): the request body of a route that reads its body as a stream or as raw text
 * (deploy archive, PEM bundle), which Fastify must not validate; it becomes the operation's `requestBody`.
 */
type RouteSchema = Record<string, unknown> & { security?: unknown; tags?: string[]; rawBody?: unknown };

/** The security requirement of one route: none when public, the edge secret for edge routes, else Basic. */
function securityOf(url: string, schema: RouteSchema, auth: unknown): unknown {
  if (schema.security !== undefined) return schema.security;
  if (url.startsWith('/_sitepub/') || schema.tags?.includes(TAG_INTERNAL)) return [{ edgeSecret: [] }];
  return auth === false ? [] : [{ basicAuth: [] }];
}

/** The reference page: every route it registers is public. */
async function docsPage(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...(route.config as object | undefined), auth: false };
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    staticCSP: DOCS_CSP,
    // No call to validator.swagger.io (another origin): the test suite validates the document instead.
    uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'list' },
    theme: { title: 'sitepub API reference' },
  });
}

export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: OPENAPI_INFO,
        tags: OPENAPI_TAGS,
        components: { securitySchemes: OPENAPI_SECURITY_SCHEMES },
      },
      transform: ({ schema, url, route }) => {
        // The web dashboard's pages and forms (docs/dashboard.md) are HTML for people, not API operations.
        if (url === '/dashboard' || url.startsWith('/dashboard/'))
          return { schema: { ...schema, hide: true }, url };
        const { rawBody, ...s } = (schema ?? {}) as RouteSchema;
        const auth = (route.config as { auth?: unknown } | undefined)?.auth;
        const documented = {
          ...s,
          ...(rawBody ? { body: rawBody } : {}),
          security: securityOf(url, s, auth),
        };
        return { schema: documented as typeof schema, url };
      },
    });
    app.get(
      OPENAPI_PATH,
      {
        config: { auth: false },
        schema: {
          tags: ['reference'],
          summary: 'This document: the API as OpenAPI 3',
          response: { 200: { type: 'object', additionalProperties: true } },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-cache');
        return app.swagger();
      },
    );
    await app.register(docsPage);
  },
  { name: 'sitepub-openapi' },
);

/**
 * The `surge` profile as one Fastify plugin (registered by buildApp before the routes, so its hooks cover all of
 * them): the routes stay as they are, and this is the one place that makes the server answer as surge.sh does.
 * - sitepub extension endpoints answer 404 exactly as an unknown path does (`EXTENSION_ROUTES`);
 * - `x-sitepub-*` request headers are dropped before any route sees them (no `meta` stored, no upload plan);
 * - JSON answers are reshaped per route (`SHAPES`, pure functions in surge-shapes.ts), every `instances` too;
 * - NDJSON answers (deploy, encrypt) are reshaped line by line;
 * - no `x-sitepub-*` response header leaves the server.
 */
import { Transform, pipeline, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  surgeCutover,
  surgeDiscard,
  surgeInstances,
  surgeLine,
  surgeMetadata,
  surgeProject,
  surgePurge,
  surgeRevision,
  surgeStats,
  surgeStatus,
  surgeStep,
  surgeTeardown,
  surgeToken,
  type SurgeFleet,
} from './surge-shapes.ts';

type Obj = Record<string, unknown>;

/**
 * Routes of sitepub's own (`METHOD /route`), absent from the spec and from what the official clients call:
 * upload plans (docs/server.md), reading settings and collaborators back, the health check.
 * Kept in the surge profile: every spec and docs/surge-protocol.md endpoint, the pages and links the spec's mails and
 * browser flows point at (`/verification/:code`, `/password/reset`, `/billing/*`, `/login/session/:uuid`), and
 * the edges' private channel (`/_sitepub/*`, edge secret only), without which no site is served.
 */
export const EXTENSION_ROUTES: ReadonlySet<string> = new Set([
  'POST /:domain/uploads',
  'GET /:domain/settings',
  'HEAD /:domain/settings',
  'GET /:domain/collaborators',
  'HEAD /:domain/collaborators',
  'GET /healthz',
  'HEAD /healthz',
  'GET /:domain/aliases',
  'HEAD /:domain/aliases',
  'PUT /:domain/alias/:name',
  'DELETE /:domain/alias/:name',
]);

type Shape = (body: unknown, fleet: SurgeFleet) => unknown;

const objectShape =
  (f: (o: Obj, fleet: SurgeFleet) => Obj): Shape =>
  (body, fleet) =>
    typeof body === 'object' && body !== null && !Array.isArray(body) ? f(body as Obj, fleet) : body;
const listShape =
  (f: (item: unknown) => unknown): Shape =>
  (body) =>
    Array.isArray(body) ? body.map(f) : body;

/** Successful JSON answers by `METHOD /route`. */
const SHAPES: ReadonlyMap<string, Shape> = new Map([
  ['GET /:domain/list', listShape(surgeRevision)],
  ['POST /:domain/rollback', objectShape(surgeStep)],
  ['POST /:domain/rollfore', objectShape(surgeStep)],
  ['PUT /:domain/rev', objectShape(surgeCutover)],
  ['PUT /:domain/rev/:rev', objectShape(surgeCutover)],
  ['DELETE /:domain/rev', objectShape(surgeDiscard)],
  ['DELETE /:domain/rev/:rev', objectShape(surgeDiscard)],
  ['GET /:domain/metadata.json', (b) => surgeMetadata(b)],
  ['GET /:domain/:rev/metadata.json', (b) => surgeMetadata(b)],
  ['GET /list', listShape(surgeProject)],
  ['POST /token', (b) => surgeToken(b)],
  ['GET /tokens', listShape(surgeToken)],
  ['GET /stats', objectShape(surgeStats)],
  ['GET /:domain/status', objectShape(surgeStatus)],
  ['DELETE /:domain', objectShape(surgeTeardown)],
  ['DELETE /:domain/cache', objectShape(surgePurge)],
]);

const routeKey = (request: FastifyRequest): string => `${request.method} ${request.routeOptions.url ?? ''}`;

/** Any other answer that lists `instances` gets surge's rows too. */
function shapeJson(key: string, body: unknown, fleet: SurgeFleet): unknown {
  const shape = SHAPES.get(key);
  if (shape) return shape(body, fleet);
  if (typeof body === 'object' && body !== null && 'instances' in body)
    return { ...body, instances: surgeInstances((body as Obj).instances, fleet) };
  return body;
}

/** NDJSON text → the same lines, each reshaped (unparseable lines pass as they are). */
function shapeLineText(text: string, fleet: SurgeFleet): string {
  if (text.trim() === '') return text;
  try {
    return JSON.stringify(surgeLine(JSON.parse(text), fleet));
  } catch {
    return text;
  }
}

function ndjsonShaper(fleet: SurgeFleet): Transform {
  let rest = '';
  return new Transform({
    transform(chunk: Buffer | string, _enc, done) {
      rest += chunk.toString();
      const lines = rest.split('\n');
      rest = lines.pop()!;
      done(null, lines.map((l) => `${shapeLineText(l, fleet)}\n`).join(''));
    },
    flush(done) {
      done(null, rest === '' ? '' : shapeLineText(rest, fleet));
    },
  });
}

const isStream = (v: unknown): v is Readable =>
  typeof v === 'object' && v !== null && typeof (v as Readable).pipe === 'function';

export const surgeProfile = fp(
  async (app: FastifyInstance) => {
    const platform = app.sitepub.platformDomain;
    const fleet: SurgeFleet = {
      nameservers: app.sitepub.extras?.nameservers ?? [`ns1.${platform}`, `ns2.${platform}`],
      cname: `edge.${platform}`,
    };

    app.addHook('onRequest', async (request, reply) => {
      for (const name of Object.keys(request.headers))
        if (name.startsWith('x-sitepub-')) delete request.headers[name];
      if (EXTENSION_ROUTES.has(routeKey(request))) {
        reply.callNotFound();
        return reply;
      }
      return undefined;
    });

    app.addHook('preSerialization', async (request, reply, payload: unknown) =>
      reply.statusCode < 300 ? shapeJson(routeKey(request), payload, fleet) : payload,
    );

    app.addHook('onSend', async (_request, reply, payload: unknown) => {
      for (const name of Object.keys(reply.getHeaders()))
        if (name.startsWith('x-sitepub-')) reply.removeHeader(name);
      const type = String(reply.getHeader('content-type') ?? '');
      if (reply.statusCode >= 300 || !type.includes('ndjson')) return payload;
      if (typeof payload === 'string')
        return payload
          .split('\n')
          .map((l) => shapeLineText(l, fleet))
          .join('\n');
      if (isStream(payload)) {
        const shaped = ndjsonShaper(fleet);
        pipeline(payload, shaped, () => {
          // errors end both streams; the route's own handlers report them
        });
        return shaped;
      }
      return payload;
    });
  },
  { name: 'sitepub-surge-profile', dependencies: ['sitepub-services'] },
);

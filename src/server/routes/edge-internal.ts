/**
 * The origin side of the edge protocol (docs/edge.md), for edges only: `Authorization: Bearer <shared secret>`
 * checked by the distributor (constant time). Without a distributor that knows a secret (`--edges 0` and no
 * standalone edges configured) these routes answer 404.
 *   GET  /_sitepub/projects                 → [{domain, version}]
 *   GET  /_sitepub/projects/:domain         → EdgeProjectState (404 once torn down)
 *   GET  /_sitepub/revisions/:domain/:rev   → EdgeRevisionManifest (pending revisions included)
 *   GET  /_sitepub/blobs/:sha256            → raw bytes
 *   POST /_sitepub/blobs {sha256: [...]}    → the raw bytes of each, back to back (protocol/edge.ts)
 *   POST /_sitepub/blob-urls {sha256: [...], byObject?} → {urls} or {objects, blobs}: where an edge reads each
 *                                             straight from the object store
 *                                             (404 when the blob store has no such URLs)
 *   POST /_sitepub/edges                    → register a standalone edge; the answer names the cluster's origins
 *   POST /_sitepub/access {domain, token}   → {allowed}: the token's account may see the project (protected previews)
 *   GET  /_sitepub/certs/:servername        → {keyPem, chainPem, notAfter}: what an edge serves for a TLS name
 *   GET  /_sitepub/acme-challenge/:token?host= → the key authorisation of a pending ACME HTTP-01 challenge
 */
import { Type } from 'typebox';
import { checkDomain } from '../../protocol/domain.ts';
import {
  EdgeAccessAnswer,
  EdgeCertBundle,
  EdgeCertParams,
  EdgeChallengeParams,
  EdgeChallengeQuery,
  EdgeAccessRequest,
  EdgeBlobParams,
  EdgeBlobRequest,
  EdgeBlobObjects,
  EdgeBlobUrlRequest,
  EdgeBlobUrls,
  EdgeDomainParams,
  EdgeProjectState,
  EdgeProjectSummary,
  EdgeRegistrationAnswer,
  EdgeRegistration,
  EdgeRevisionManifest,
  EdgeRevisionParams,
} from '../../protocol/edge.ts';
import { blobObjects } from '../../protocol/blob-urls.ts';
import type { BlobUrls } from '../../store/types.ts';
import { projectState, projectVersions, revisionManifest } from '../services/edge-state.ts';
import { tokenMaySee } from '../services/site-access.ts';
import { httpError } from '../errors.ts';
import { errorResponses, type Routes } from '../schemas/common.ts';
import { TAG_INTERNAL } from '../schemas/openapi.ts';

const tags = [TAG_INTERNAL];
const bytes = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
});

export async function edgeInternalRoutes(app: Routes): Promise<void> {
  // Every route here is for edges only: checked once the request is parsed and valid, before its handler.
  app.addHook('preHandler', async (request) => {
    const d = app.distributor;
    if (!d.authorizeEdge) throw httpError('NotFound', 'no edge nodes are configured on this server');
    if (!d.authorizeEdge(request.headers.authorization)) {
      throw httpError('Unauthorized', 'edge requests need `Authorization: Bearer <edge secret>`');
    }
  });
  function domainOf(raw: string): string {
    const check = checkDomain(raw);
    if (!check.ok)
      throw httpError('InvalidDomain', `invalid domain: ${check.rule}`, { details: { domain: check.rule } });
    return check.domain;
  }
  const config = { auth: false };

  app.get(
    '/_sitepub/projects',
    {
      config,
      schema: {
        tags,
        summary: 'Every project with its version, for an edge’s reconcile',
        response: { 200: Type.Array(EdgeProjectSummary), ...errorResponses },
      },
    },
    async () => projectVersions(app.store),
  );

  app.get(
    '/_sitepub/projects/:domain',
    {
      config,
      schema: {
        tags,
        summary: 'A project’s state for edges: live revision, settings, revisions (404 once torn down)',
        params: EdgeDomainParams,
        response: { 200: EdgeProjectState, ...errorResponses },
      },
    },
    async (request) => {
      const state = await projectState(app.store, domainOf(request.params.domain));
      if (!state) throw httpError('NotFound', `project ${request.params.domain} not found`);
      return state;
    },
  );

  app.get(
    '/_sitepub/revisions/:domain/:rev',
    {
      config,
      schema: {
        tags,
        summary: 'A revision’s file list (pending revisions included)',
        params: EdgeRevisionParams,
        response: { 200: EdgeRevisionManifest, ...errorResponses },
      },
    },
    async (request) => {
      const domain = domainOf(request.params.domain);
      const { rev } = request.params;
      const manifest = await revisionManifest(app.store, domain, rev);
      if (!manifest) throw httpError('NotFound', `revision ${rev} of ${domain} not found`);
      return manifest;
    },
  );

  app.get(
    '/_sitepub/blobs/:sha256',
    {
      config,
      schema: {
        tags,
        summary: 'The bytes of one stored file, by sha256',
        params: EdgeBlobParams,
        response: { 200: bytes('The raw bytes.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { sha256 } = request.params;
      const blob = await app.store.blobs.readBatch([sha256]);
      if (!blob.ok) throw httpError('NotFound', `blob ${sha256} not found`);
      void reply.header('content-type', 'application/octet-stream').header('content-length', blob.bytes);
      return reply.send(blob.stream);
    },
  );

  app.post(
    '/_sitepub/blobs',
    {
      config,
      schema: {
        tags,
        summary: 'The bytes of several stored files, back to back in the order asked',
        response: { 200: bytes('The raw bytes of each file, concatenated.'), ...errorResponses },
        body: EdgeBlobRequest,
      },
    },
    async (request, reply) => {
      const batch = await app.store.blobs.readBatch(request.body.sha256);
      if (!batch.ok) throw httpError('NotFound', `blob ${batch.missing} not found`);
      void reply.header('content-type', 'application/octet-stream').header('content-length', batch.bytes);
      return reply.send(batch.stream);
    },
  );

  /**
   * The blob-urls asks being answered, by their list: the edges of a cluster ask for a deploy's blobs at the same
   * moment, and the same list is located and signed once for all of them (figures: docs/bench.md, "Cluster").
   */
  const asking = new Map<string, Promise<BlobUrls>>();
  app.post(
    '/_sitepub/blob-urls',
    {
      config,
      schema: {
        tags,
        summary: 'Where to read several stored files straight from the object store (presigned URLs)',
        body: EdgeBlobUrlRequest,
        response: { 200: Type.Union([EdgeBlobObjects, EdgeBlobUrls]), ...errorResponses },
      },
    },
    async (request) => {
      const { urls } = app.store.blobs;
      if (!urls) throw httpError('NotFound', 'this blob store is read through the origin only');
      const key = request.body.sha256.join();
      let asked = asking.get(key);
      if (!asked) {
        asked = urls(request.body.sha256);
        asking.set(key, asked);
        void asked.finally(() => asking.delete(key)).catch(() => {});
      }
      const found = await asked;
      if (!found.ok) throw httpError('NotFound', `blob ${found.missing} not found`);
      return request.body.byObject ? blobObjects(found.urls) : { urls: found.urls };
    },
  );

  /** Per edge id, the URL a registration from another URL last took it from. */
  const replaced = new Map<string, string>();
  app.post(
    '/_sitepub/edges',
    {
      config,
      schema: {
        tags,
        summary: 'Register a standalone edge',
        body: EdgeRegistration,
        response: { 201: EdgeRegistrationAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, url } = request.body;
      if (!app.distributor.register)
        throw httpError('NotFound', 'this server does not accept standalone edges');
      const before = app.distributor.edges().find((e) => e.id === id);
      // An edge restarted on another port moves once; two processes with one edge-id (a copied data folder) take
      // the id from each other at every re-registration, so the id coming back to the URL it left says so.
      if (before && before.url !== url) {
        if (replaced.get(id) === url)
          request.log.warn(
            { edge: id, url, previousUrl: before.url },
            `edge ${id} registers from ${url} and from ${before.url} in turn: two running edges share one ` +
              'edge-id (a copied data folder?) and the origin pushes to whichever registered last; delete ' +
              'edge-id in the copy so it gets its own',
          );
        replaced.set(id, before.url);
      }
      const edge = await app.distributor.register({
        id,
        url,
        location: request.body.location ?? 'unknown',
        ip: request.body.ip ?? new URL(url).hostname,
        tlsUrl: request.body.tlsUrl ?? null,
        syncBodyMax: request.body.syncBodyMax,
      });
      const origins = app.distributor.originUrls?.() ?? [];
      return reply.code(201).send({
        ...edge,
        tlsUrl: edge.tlsUrl ?? null,
        ...(origins.length ? { origins } : {}),
      });
    },
  );

  app.post(
    '/_sitepub/access',
    {
      config,
      schema: {
        tags,
        summary: 'Whether an API token’s account may see a project (protected previews)',
        body: EdgeAccessRequest,
        response: { 200: EdgeAccessAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const domain = domainOf(request.body.domain);
      return { allowed: await tokenMaySee(app.store, domain, request.body.token, app.sitepub.now()) };
    },
  );

  // The key and chain to serve for a TLS server name; 404 when no project answers to the name.
  app.get(
    '/_sitepub/certs/:servername',
    {
      config,
      schema: {
        tags,
        summary: 'Key and chain an edge serves for a TLS server name (edges only)',
        params: EdgeCertParams,
        response: {
          200: EdgeCertBundle,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const bundle = await app.extras.certs.bundleFor(request.params.servername);
      if (!bundle)
        throw httpError('NotFound', `no project answers to ${request.params.servername.slice(0, 300)}`);
      void reply.header('cache-control', 'no-store');
      return bundle;
    },
  );

  // The key authorisation of a pending ACME HTTP-01 challenge for `host`; 404 when none.
  app.get(
    '/_sitepub/acme-challenge/:token',
    {
      config,
      schema: {
        tags,
        summary: 'Edges only: the key authorisation of a pending ACME HTTP-01 challenge for a host',
        params: EdgeChallengeParams,
        querystring: EdgeChallengeQuery,
        response: { 200: Type.String(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await app.extras.challenges.answer(request.params.token, request.query.host);
      if (answer === null)
        throw httpError('NotFound', 'no pending ACME challenge with this token for this host');
      void reply.header('cache-control', 'no-store').type('text/plain');
      return answer;
    },
  );
}

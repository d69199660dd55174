/**
 * `PUT /:domain`: the deploy. Everything that can refuse a deploy (credentials, domain, headers, permission,
 * rate limits) runs in an onRequest hook, before a byte of the body is read, and answers a plain HTTP error
 * with a `reason` header; what it decided (the project it read once, the role its one permission check found)
 * goes to the handler on the request (`request.deploy`). Then the reply is 200 NDJSON, streamed while the body
 * is unpacked (deploy/run.ts).
 * The body parser is a pass-through for any content type (the official CLI sends application/gzip; other
 * clients may send none), scoped to this plugin.
 */
import type { FastifyInstance } from 'fastify';
import { checkDomain, parsePreviewHost } from '../../protocol/domain.ts';
import type { ProjectRecord } from '../../store/types.ts';
import { httpError } from '../errors.ts';
import { canDeploy } from '../permissions.ts';
import { actorOf } from '../plugins/auth.ts';
import { defaultProjectConfig } from '../project-config.ts';
import { domainParams, errorResponses } from '../schemas/common.ts';
import { deployLineShape, ndjson } from '../schemas/shapes.ts';
import { parseDeployHeaders } from '../deploy/headers.ts';
import { closeWithoutReading } from '../deploy/close-early.ts';
import { NdjsonStream } from '../deploy/ndjson.ts';
import { checkAndCountDeploy } from '../deploy/rate-limit.ts';
import { runDeploy, type AdmittedDeploy } from '../deploy/run.ts';
import { apiBase } from '../api-base.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The deploy route's state (its plugin decorates requests with it): null until its onRequest hook sets it. */
    deploy: AdmittedDeploy | null;
  }
}

/** Canonical project domain from a path parameter, or 422. */
export function projectDomain(input: string): string {
  const c = checkDomain(input);
  if (!c.ok)
    throw httpError('InvalidDomain', `invalid domain ${JSON.stringify(input.slice(0, 100))}: ${c.rule}`, {
      details: { domain: c.rule },
    });
  return c.domain;
}

function planUnknown() {
  return httpError(
    'PlanUnknown',
    'the upload plan named by x-sitepub-upload is unknown, expired or used; plan again or deploy the whole site',
    { reason: 'upload plan unknown or expired' },
  );
}

export async function deployRoutes(app: FastifyInstance): Promise<void> {
  // Null, then set per request: a reference value given here would be shared by every request.
  app.decorateRequest('deploy', null);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put<{ Params: { domain: string } }>(
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
        params: domainParams,
        headers: {
          type: 'object',
          properties: {
            stage: { type: 'string', description: 'flag: a preview (upload only, no cutover)' },
            message: { type: 'string', description: 'deploy message shown in the revision list' },
            'file-count': { type: 'string', description: 'integer: files in the archive' },
            'project-size': { type: 'string', description: 'integer: total size in bytes' },
            version: { type: 'string', description: "the client's release number" },
            add: { type: 'string', description: 'comma-separated emails: collaborators to add' },
            rem: { type: 'string', description: 'comma-separated emails: collaborators to remove' },
            ssl: { type: 'string', description: 'flag: the project forces HTTPS' },
            'x-sitepub-meta': {
              type: 'string',
              description: 'sitepub: a JSON object of strings (≤ 4 KB) kept as the revision `meta`',
            },
            'x-sitepub-upload': {
              type: 'string',
              maxLength: 64,
              description:
                'sitepub: id of an upload plan (POST /:domain/uploads); the archive holds its missing files',
            },
          },
        },
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
        const actor = actorOf(request);
        const domain = projectDomain((request.params as { domain: string }).domain);
        if (parsePreviewHost(domain)) {
          throw httpError(
            'InvalidDomain',
            `invalid domain ${domain}: names of the form <digits>-<domain> are revision preview hosts`,
            {
              details: { domain: 'is a revision preview host' },
            },
          );
        }
        const limits = app.sitepub.limits;
        const headers = parseDeployHeaders(request.headers, limits);
        const read = await app.store.getProject(domain);
        // The one permission check (a project nobody has claimed yet: the token's scope only).
        const decision = await canDeploy(app.store, actor, domain, read);
        if (!decision.ok) throw httpError('Forbidden', decision.reason);
        const planId = request.headers['x-sitepub-upload'];
        const planned = typeof planId === 'string' && planId !== '';
        if (planned && !(await app.uploadPlans.holds(planId, domain, actor.account.id))) throw planUnknown();
        const now = app.sitepub.now();
        await checkAndCountDeploy(
          app.store,
          limits,
          {
            domain,
            accountId: actor.account.id,
            verified: actor.account.emailVerifiedAt !== null,
            ip: request.ip,
          },
          now,
        );
        let project: ProjectRecord;
        let role = decision.role;
        let createdProject = false;
        if (read) project = read;
        else {
          const { created, ...claimed } = await app.store.claimProject(
            domain,
            actor.account.id,
            defaultProjectConfig(),
            now,
          );
          createdProject = created;
          project = claimed;
          // Claimed by this deploy: its owner. Claimed by another request since the read: check that project.
          const again = created ? null : await canDeploy(app.store, actor, domain, project);
          if (again && !again.ok) throw httpError('Forbidden', again.reason);
          role = again ? again.role : 'owner';
        }
        if (role === null) throw new Error(`deploy to ${domain}: no role on a project that exists`);
        const plan = planned ? await app.uploadPlans.take(planId, domain, actor.account.id) : null;
        if (planned && !plan) throw planUnknown();
        request.deploy = { domain, actor, headers, project, role, createdProject, startedAt: now, plan };
      },
    },
    async (request, reply) => {
      const p = request.deploy;
      if (!p) throw new Error('deploy handler reached without its onRequest hook');
      const out = new NdjsonStream();
      void runDeploy({
        app,
        log: request.log,
        requestId: request.id,
        body: request.raw,
        out,
        base: apiBase(app, request),
        ...p,
      }).then(() => {
        // Failed before the upload ended: answer, then close without reading the rest of the body.
        if (!request.raw.readableEnded) closeWithoutReading(request.raw, reply.raw);
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

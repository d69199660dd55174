/**
 * `POST /:domain/uploads`: an upload plan (sitepub extension; uploads/plans.ts, docs/server.md). The client
 * lists every file of the site with sha256 and size; the answer names the paths the deploy must carry. Content
 * counts as present only when a stored revision deployed by the same account references it: nobody learns
 * whether other accounts host some content. Same permission checks as the deploy; nothing is stored but the
 * plan (in memory), and no rate-limit hit is counted.
 */
import type { FastifyInstance } from 'fastify';
import { parsePreviewHost } from '../../protocol/domain.ts';
import { MAX_FILES } from '../../protocol/limits.ts';
import { ArchiveError } from '../deploy/archive-guard.ts';
import { zstdReceivable } from '../deploy/receive.ts';
import { httpError } from '../errors.ts';
import { canDeploy } from '../permissions.ts';
import { actorOf } from '../plugins/auth.ts';
import { domainParams, errorResponses } from '../schemas/common.ts';
import { checkListing, type PlannedFile } from '../uploads/plans.ts';
import { projectDomain } from './deploy.ts';

const planBody = {
  type: 'object',
  properties: {
    files: {
      type: 'array',
      maxItems: MAX_FILES,
      items: {
        type: 'object',
        properties: {
          path: { type: 'string', minLength: 1, maxLength: 4096 },
          size: { type: 'integer', minimum: 0 },
          sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
        },
        required: ['path', 'size', 'sha256'],
        additionalProperties: false,
      },
    },
  },
  required: ['files'],
  additionalProperties: false,
} as const;

const planAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    missing: { type: 'array', items: { type: 'string' } },
    expiresAt: { type: 'integer' },
    reusedFiles: { type: 'integer' },
    reusedBytes: { type: 'integer' },
    encodings: { type: 'array', items: { type: 'string', enum: ['zstd', 'gzip'] } },
  },
  required: ['id', 'missing', 'expiresAt', 'reusedFiles', 'reusedBytes', 'encodings'],
} as const;

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { domain: string }; Body: { files: PlannedFile[] } }>(
    '/:domain/uploads',
    {
      // 10,100 entries of path + size + sha256 exceed the default 1 MiB.
      bodyLimit: 16 * 1024 * 1024,
      schema: { params: domainParams, body: planBody, response: { 201: planAnswer, ...errorResponses } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const domain = projectDomain(request.params.domain);
      if (parsePreviewHost(domain))
        throw httpError(
          'InvalidDomain',
          `invalid domain ${domain}: names of the form <digits>-<domain> are revision preview hosts`,
          { details: { domain: 'is a revision preview host' } },
        );
      const decision = await canDeploy(app.store, actor, domain, await app.store.getProject(domain));
      if (!decision.ok) throw httpError('Forbidden', decision.reason);
      let files: PlannedFile[];
      try {
        files = checkListing(request.body.files, app.sitepub.limits);
      } catch (err) {
        if (err instanceof ArchiveError)
          throw httpError('InvalidSite', err.message.replace(/^archive /, 'site '), {
            details: { files: err.code },
          });
        throw err;
      }
      const known = await app.store.accountContent(
        actor.account.id,
        files.map((f) => f.sha256),
      );
      for (const sha of known.keys()) if (!(await app.store.blobs.has(sha))) known.delete(sha);
      const plan = app.uploadPlans.create({ domain, accountId: actor.account.id, files, known });
      // The first deploy of a domain issues its certificate: start now, while the client starts its upload.
      app.extras.certs.prepare(domain);
      return reply.code(201).send({
        id: plan.id,
        missing: [...plan.missing.keys()].sort(),
        expiresAt: plan.expiresAt,
        reusedFiles: plan.reused.length,
        reusedBytes: plan.reused.reduce((n, f) => n + f.size, 0),
        // How the deploy's archive may be compressed, preferred first (receive.ts tells them by their bytes).
        encodings: zstdReceivable() ? ['zstd', 'gzip'] : ['gzip'],
      });
    },
  );
}

/**
 * Revision lifecycle: `GET /:domain/list` (newest first; 404 when none), `POST /:domain/rollback`,
 * `POST /:domain/rollfore`, `PUT /:domain/rev[/:rev]` (cutover), `DELETE /:domain/rev[/:rev]` (discard).
 * Thin: every move of production is the production service's (../production/service.ts), which applies the
 * rule (a revision nobody chose never goes live) and says where production is now (`production`).
 */
import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import { CutoverResult, DiscardResult, RevisionEntry, RollbackResult } from '../../protocol/types.ts';
import type { ProjectRecord, RevisionRecord } from '../../store/types.ts';
import { httpError } from '../errors.ts';
import { canManageRevisions } from '../permissions.ts';
import type { Moved } from '../production/service.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import { DomainParams, RevParams } from '../../protocol/requests.ts';
import { revisionEntry } from '../views/revisions.ts';
import { loadProject, loadRevision } from './project-access.ts';

const tags = ['revisions'];
const stepped = { 200: RollbackResult, ...errorResponses };
const cutOver = { 200: CutoverResult, 201: CutoverResult, ...errorResponses };
const discarded = { 200: DiscardResult, ...errorResponses };
const CUTOVER =
  '201 when production moved, 200 when the revision was already live; `former` is the revision live before. ' +
  'A cutover is a choice: any revision may be put live this way.';
const STEP =
  'An implicit move: only to a revision that was live before and that production was not rolled back from ' +
  '(rollback: the most recent such; rollfore: the next newer such). 409 when there is none; production is ' +
  'unchanged and the message names the command that chooses (`sitepub cutover DOMAIN REV`).';
const DISCARD =
  'A live revision is replaced first, by the rule of rollback (the revision live most recently before it that ' +
  'production was not rolled back from; 409 when there is none); the only revision takes the site offline ' +
  '(`uncached.change`).';

export async function revisionRoutes(app: Routes): Promise<void> {
  const now = () => app.sitepub.now();
  /** Where production is served, as `info.urls` says it after a deploy (the Action health-checks it). */
  const productionUrls = (domain: string) => [
    { name: 'production', domain, url: app.distributor.publicUrl(domain) },
  ];

  async function revisions(project: ProjectRecord): Promise<RevisionRecord[]> {
    const list = await app.store.revisions.listRevisions(project.domain);
    if (list.length === 0)
      throw httpError(
        'NotFound',
        `project ${project.domain} has no revisions; publish one with PUT /${project.domain}`,
      );
    return list;
  }

  async function step(
    domainParam: string,
    request: Parameters<typeof loadProject>[1],
    kind: 'rollback' | 'rollfore',
  ): Promise<RollbackResult> {
    const { project } = await loadProject(app, request, domainParam, canManageRevisions);
    await revisions(project);
    const done = await app.production.step(project.domain, kind);
    const left = await app.production.rolledBackFrom(project.domain);
    const t = now();
    const fresh = (r: RevisionRecord) => revisionEntry(r, done.project, t, left);
    request.log.info({ domain: project.domain, rev: done.project.liveRev, kind }, 'production moved');
    return {
      revision: fresh(done.target!),
      former: fresh(done.former ?? done.target!),
      instances: app.distributor.instances(project.domain),
      domain: project.domain,
      urls: productionUrls(project.domain),
      production: productionNow(done),
    };
  }

  app.get(
    '/:domain/list',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Revisions, newest first (404 when there are none)',
        params: DomainParams,
        response: { 200: Type.Array(RevisionEntry), ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      const t = now();
      const list = await revisions(project);
      const left = await app.production.rolledBackFrom(project.domain);
      // previewUrl: the preview as a URL with the edges' scheme and port (sitepub; the list shows it).
      return list.map((r) => {
        const entry = revisionEntry(r, project, t, left);
        return { ...entry, previewUrl: app.distributor.publicUrl(entry.preview) };
      });
    },
  );

  app.post(
    '/:domain/rollback',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Put the revision live before the current one live again',
        description: STEP,
        params: DomainParams,
        response: stepped,
      },
    },
    async (request) => step(request.params.domain, request, 'rollback'),
  );
  app.post(
    '/:domain/rollfore',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Put the next newer revision that was live before live again',
        description: STEP,
        params: DomainParams,
        response: stepped,
      },
    },
    async (request) => step(request.params.domain, request, 'rollfore'),
  );

  async function cutover(
    domainParam: string,
    revParam: string | null,
    request: Parameters<typeof loadProject>[1],
    reply: FastifyReply,
  ) {
    const { project } = await loadProject(app, request, domainParam, canManageRevisions);
    const target =
      revParam === null ? (await revisions(project))[0]! : await loadRevision(app, project, revParam);
    const done = await app.production.cutover(project, target);
    const left = await app.production.rolledBackFrom(project.domain);
    const t = now();
    const result: CutoverResult = {
      status: done.changed ? 201 : 200,
      revision: revisionEntry(done.target ?? target, done.project, t, left),
      former: done.former ? revisionEntry(done.former, done.project, t, left) : null,
      instances: app.distributor.instances(project.domain),
      domain: project.domain,
      urls: productionUrls(project.domain),
      production: productionNow(done),
    };
    return reply.code(result.status).send(result);
  }

  app.put(
    '/:domain/rev',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Cut over: put the latest revision live',
        description: CUTOVER,
        params: DomainParams,
        response: cutOver,
      },
    },
    async (request, reply) => cutover(request.params.domain, null, request, reply),
  );
  app.put(
    '/:domain/rev/:rev',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Cut over: put the given revision live',
        description: CUTOVER,
        params: RevParams,
        response: cutOver,
      },
    },
    async (request, reply) => cutover(request.params.domain, request.params.rev, request, reply),
  );

  async function discard(
    domainParam: string,
    revParam: string | null,
    request: Parameters<typeof loadProject>[1],
  ): Promise<DiscardResult> {
    const { project } = await loadProject(app, request, domainParam, canManageRevisions);
    const list = await revisions(project);
    const target = revParam === null ? list[0]! : await loadRevision(app, project, revParam);
    const done = await app.production.discard(project.domain, target);
    request.log.info({ domain: project.domain, rev: target.rev, change: done.change }, 'revision discarded');
    return {
      revision: { ...revisionEntry(target, done.project, now()), current: false },
      uncached: { change: done.change },
      instances: app.distributor.instances(project.domain),
      domain: project.domain,
      production: { rev: done.project.liveRev, message: done.message },
    };
  }

  app.delete(
    '/:domain/rev',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Discard the latest revision',
        description: DISCARD,
        params: DomainParams,
        response: discarded,
      },
    },
    async (request) => discard(request.params.domain, null, request),
  );
  app.delete(
    '/:domain/rev/:rev',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Discard a revision',
        description: DISCARD,
        params: RevParams,
        response: discarded,
      },
    },
    async (request) => discard(request.params.domain, request.params.rev, request),
  );
}

function productionNow(done: Moved) {
  return { rev: done.project.liveRev, message: done.message };
}

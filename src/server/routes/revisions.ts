/**
 * Revision lifecycle: `GET /:domain/list` (newest first; 404 when none), `POST /:domain/rollback`,
 * `POST /:domain/rollfore`, `PUT /:domain/rev[/:rev]` (cutover), `DELETE /:domain/rev[/:rev]` (discard).
 * Every move of production is one store transaction, followed by a sync of the edges.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CutoverResult, DiscardResult, RollbackResult } from '../../protocol/types.ts';
import type { ProjectRecord, RevisionRecord } from '../../store/types.ts';
import { httpError } from '../errors.ts';
import { canManageRevisions } from '../permissions.ts';
import {
  asReturned,
  domainParams,
  errorResponses,
  revParams,
  type DomainReq,
  type RevReq,
} from '../schemas/common.ts';
import { cutoverShape, discardShape, listEntryShape, rollbackShape } from '../schemas/shapes.ts';
import { revisionEntry } from '../views/revisions.ts';
import { loadProject, loadRevision } from './project-access.ts';

const tags = ['revisions'];
const stepped = { 200: rollbackShape, ...errorResponses };
const cutOver = { 200: cutoverShape, 201: cutoverShape, ...errorResponses };
const discarded = { 200: discardShape, ...errorResponses };
const CUTOVER =
  '201 when production moved, 200 when the revision was already live; `former` is the revision live before.';
const DISCARD =
  'A live revision is replaced first (by the next older, else the next newer, else the project goes offline: ' +
  '`uncached.change`).';

export async function revisionRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.sitepub.now();
  /** Where production is served, as `info.urls` says it after a deploy (the Action health-checks it). */
  const productionUrls = (domain: string) => [
    { name: 'production', domain, url: app.distributor.publicUrl(domain) },
  ];

  async function revisions(project: ProjectRecord): Promise<RevisionRecord[]> {
    const list = await app.store.listRevisions(project.domain);
    if (list.length === 0)
      throw httpError(
        'NotFound',
        `project ${project.domain} has no revisions; publish one with PUT /${project.domain}`,
      );
    return list;
  }

  /** Moves production to `target` (if it is not already there), syncs the edges, returns the new project. */
  async function moveTo(project: ProjectRecord, target: RevisionRecord | null): Promise<ProjectRecord> {
    if (project.liveRev !== (target?.rev ?? null)) {
      await app.store.setLive(project.domain, target?.rev ?? null, now());
      await app.distributor.sync(project.domain);
    }
    return (await app.store.getProject(project.domain))!;
  }

  async function step(
    domainParam: string,
    request: Parameters<typeof loadProject>[1],
    direction: 'back' | 'fore',
  ): Promise<RollbackResult> {
    const { project } = await loadProject(app, request, domainParam, canManageRevisions);
    const list = await revisions(project); // newest first
    const i = list.findIndex((r) => r.rev === project.liveRev);
    let target: RevisionRecord;
    if (i === -1)
      target = list[0]!; // offline: bring the newest revision back
    else if (direction === 'back') target = list[Math.min(i + 1, list.length - 1)]!;
    else target = list[Math.max(i - 1, 0)]!;
    const former = i === -1 ? target : list[i]!;
    const after = await moveTo(project, target);
    const t = now();
    const fresh = (r: RevisionRecord) => revisionEntry(r, after, t);
    return {
      revision: fresh(target),
      former: fresh(former),
      instances: app.distributor.instances(project.domain),
      domain: project.domain,
      urls: productionUrls(project.domain),
    };
  }

  app.get<DomainReq>(
    '/:domain/list',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Revisions, newest first (404 when there are none)',
        params: domainParams,
        response: { 200: { type: 'array', items: listEntryShape }, ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      const t = now();
      // previewUrl: the preview as a URL with the edges' scheme and port (sitepub; the list shows it).
      return (await revisions(project)).map((r) => {
        const entry = revisionEntry(r, project, t);
        return { ...entry, previewUrl: app.distributor.publicUrl(entry.preview) };
      });
    },
  );

  app.post<DomainReq>(
    '/:domain/rollback',
    {
      ...asReturned,
      schema: { tags, summary: 'Put the previous revision live', params: domainParams, response: stepped },
    },
    async (request) => step(request.params.domain, request, 'back'),
  );
  app.post<DomainReq>(
    '/:domain/rollfore',
    {
      ...asReturned,
      schema: { tags, summary: 'Put the next revision live', params: domainParams, response: stepped },
    },
    async (request) => step(request.params.domain, request, 'fore'),
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
    const formerRecord =
      project.liveRev === null ? null : await app.store.getRevision(project.domain, project.liveRev);
    const changed = project.liveRev !== target.rev;
    const after = await moveTo(project, target);
    const t = now();
    const result: CutoverResult = {
      status: changed ? 201 : 200,
      revision: revisionEntry((await app.store.getRevision(project.domain, target.rev)) ?? target, after, t),
      former: formerRecord ? revisionEntry(formerRecord, after, t) : null,
      instances: app.distributor.instances(project.domain),
      domain: project.domain,
      urls: productionUrls(project.domain),
    };
    return reply.code(result.status).send(result);
  }

  app.put<DomainReq>(
    '/:domain/rev',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Cut over: put the latest revision live',
        description: CUTOVER,
        params: domainParams,
        response: cutOver,
      },
    },
    async (request, reply) => cutover(request.params.domain, null, request, reply),
  );
  app.put<RevReq>(
    '/:domain/rev/:rev',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Cut over: put the given revision live',
        description: CUTOVER,
        params: revParams,
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
    let change: DiscardResult['uncached']['change'] = null;
    if (project.liveRev === target.rev) {
      const i = list.findIndex((r) => r.rev === target.rev);
      const older = list[i + 1];
      const newer = i > 0 ? list[i - 1] : undefined;
      change = older ? 'rollback' : newer ? 'rollfore' : 'offline';
      await app.store.setLive(project.domain, (older ?? newer)?.rev ?? null, now());
    }
    await app.store.deleteRevision(project.domain, target.rev);
    await app.distributor.sync(project.domain);
    const after = (await app.store.getProject(project.domain))!;
    request.log.info({ domain: project.domain, rev: target.rev, change }, 'revision discarded');
    return {
      revision: { ...revisionEntry(target, after, now()), current: false },
      uncached: { change },
      instances: app.distributor.instances(project.domain),
      domain: project.domain,
    };
  }

  app.delete<DomainReq>(
    '/:domain/rev',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Discard the latest revision',
        description: DISCARD,
        params: domainParams,
        response: discarded,
      },
    },
    async (request) => discard(request.params.domain, null, request),
  );
  app.delete<RevReq>(
    '/:domain/rev/:rev',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Discard a revision',
        description: DISCARD,
        params: revParams,
        response: discarded,
      },
    },
    async (request) => discard(request.params.domain, request.params.rev, request),
  );
}

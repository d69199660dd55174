/** Shared by project and revision routes: resolve `:domain` (and `:rev`) and check permission. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseRevArg } from '../../protocol/domain.ts';
import type { ProjectRecord, RevisionRecord } from '../../store/types.ts';
import { httpError } from '../errors.ts';
import type { Actor, Decision } from '../permissions.ts';
import { actorOf } from '../plugins/auth.ts';
import { projectDomain } from '../domain-param.ts';

export type Check = (
  store: FastifyInstance['store'],
  actor: Actor,
  project: ProjectRecord,
) => Promise<Decision>;

export async function loadProject(
  app: FastifyInstance,
  request: FastifyRequest,
  domainParam: string,
  check: Check,
): Promise<{ actor: Actor; domain: string; project: ProjectRecord }> {
  const actor = actorOf(request);
  const domain = projectDomain(domainParam);
  const project = await app.store.projects.getProject(domain);
  if (!project)
    throw httpError('NotFound', `project ${domain} does not exist; publish it first with PUT /${domain}`);
  const decision = await check(app.store, actor, project);
  if (!decision.ok) throw httpError('Forbidden', decision.reason);
  return { actor, domain, project };
}

export async function loadRevision(
  app: FastifyInstance,
  project: ProjectRecord,
  revParam: string,
): Promise<RevisionRecord> {
  const rev = parseRevArg(revParam);
  if (rev === null) {
    throw httpError(
      'NotFound',
      `"${revParam.slice(0, 100)}" is not a revision id; use the number from GET /${project.domain}/list`,
    );
  }
  const revision = await app.store.revisions.getRevision(project.domain, rev);
  if (!revision)
    throw httpError(
      'NotFound',
      `revision ${rev} of ${project.domain} does not exist; see GET /${project.domain}/list`,
    );
  return revision;
}

export async function liveRevision(app: FastifyInstance, project: ProjectRecord): Promise<RevisionRecord> {
  const live =
    project.liveRev === null ? null : await app.store.revisions.getRevision(project.domain, project.liveRev);
  if (!live)
    throw httpError(
      'NotFound',
      `project ${project.domain} has no live revision; cut one over with PUT /${project.domain}/rev/:rev`,
    );
  return live;
}

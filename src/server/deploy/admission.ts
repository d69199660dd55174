/**
 * Before a byte of a deploy's body is read, everything that can refuse it, each checked once, refused with an
 * HTTP error (and its `reason` header): the domain, the headers, the permission (with the deploy's one read of
 * its project), the upload delta it names (an "upload plan" in the API), the rate limits (docs/server.md, "Before the body is read"). Written
 * here: the rate-limit hit and the taken upload delta; the domain is claimed once the stream has started (run.ts).
 * `POST /:domain/uploads` asks the same permission (permitDeploy).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { ProjectRecord } from '../../store/types.ts';
import type { Store } from '../../store/sql/store.ts';
import { deployableDomain } from '../domain-param.ts';
import { httpError } from '../errors.ts';
import { canDeploy, type Actor } from '../permissions.ts';
import type { UploadDelta } from '../uploads/delta.ts';
import type { DeployDeps } from './deps.ts';
import { parseDeployHeaders, type DeployHeaders } from './headers.ts';
import { checkAndCountDeploy } from './rate-limit.ts';

/** A deploy as asked: who, to which domain (the path parameter as sent), with which headers, from where. */
export interface DeployRequest {
  actor: Actor;
  domain: string;
  headers: IncomingHttpHeaders;
  /** The client's address (its rate limit). */
  ip: string;
}

/** A project and the actor's role on it (the one permission check). */
export interface Permitted {
  project: ProjectRecord;
  role: 'owner' | 'collaborator';
}

/** A deploy admitted before its body is read: what the checks decided, for the deploy (run.ts) to use. */
export interface AdmittedDeploy {
  domain: string;
  actor: Actor;
  headers: DeployHeaders;
  /** The project as read before the body, with the actor's role; null: nobody had claimed the domain. */
  existing: Permitted | null;
  /** Revision id and upload start. */
  startedAt: number;
  /** The upload delta the deploy named (`x-sitepub-upload`), taken: the archive holds its missing files. */
  delta: UploadDelta | null;
}

/** The actor's role on `project`, or 403. */
export async function roleOn(store: Store, actor: Actor, project: ProjectRecord): Promise<Permitted['role']> {
  const decision = await canDeploy(store, actor, project.domain, project);
  if (!decision.ok) throw httpError('Forbidden', decision.reason);
  if (decision.role === null)
    throw new Error(`deploy to ${project.domain}: no role on a project that exists`);
  return decision.role;
}

/**
 * Whether the actor may deploy to `domain`, from one read of its project: the project with the actor's role, null
 * when nobody has claimed it yet (the token's scope is all that is checked), or 403.
 */
export async function permitDeploy(store: Store, actor: Actor, domain: string): Promise<Permitted | null> {
  const project = await store.projects.getProject(domain);
  if (project) return { project, role: await roleOn(store, actor, project) };
  const decision = await canDeploy(store, actor, domain, null);
  if (!decision.ok) throw httpError('Forbidden', decision.reason);
  return null;
}

function deltaUnknown() {
  return httpError(
    'PlanUnknown',
    'the upload plan named by x-sitepub-upload is unknown, expired or used; plan again or deploy the whole site',
    { reason: 'upload plan unknown or expired' },
  );
}

type AdmissionDeps = Pick<DeployDeps, 'store' | 'deltas' | 'limits' | 'clock'>;

export async function admitDeploy(deps: AdmissionDeps, request: DeployRequest): Promise<AdmittedDeploy> {
  const { store, deltas, limits } = deps;
  const { actor } = request;
  const domain = deployableDomain(request.domain);
  const headers = parseDeployHeaders(request.headers, limits);
  const existing = await permitDeploy(store, actor, domain);
  const accountId = actor.account.id;
  const deltaId = request.headers['x-sitepub-upload'];
  const named = typeof deltaId === 'string' && deltaId !== '' ? deltaId : null;
  // Asked before the rate limit counts this deploy (its index entry only), taken after: a refused deploy
  // leaves its delta for the next try.
  if (named && !(await deltas.holds(named, domain, accountId))) throw deltaUnknown();
  const now = deps.clock();
  await checkAndCountDeploy(
    store,
    limits,
    { domain, accountId, verified: actor.account.emailVerifiedAt !== null, ip: request.ip },
    now,
  );
  const delta = named ? await deltas.take(named, domain, accountId) : null;
  if (named && !delta) throw deltaUnknown();
  return { domain, actor, headers, existing, startedAt: now, delta };
}

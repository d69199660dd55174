/**
 * Before a byte of a deploy's body is read, everything that can refuse it, each checked once, refused with an
 * HTTP error (and its `reason` header): the domain, the headers, the permission (with the deploy's one read of
 * its project), the upload plan it names, the rate limits (docs/server.md, "Before the body is read"). Written
 * here: the rate-limit hit and the taken upload plan; the domain is claimed once the stream has started (run.ts).
 * `POST /:domain/uploads` asks the same permission (permitDeploy).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { ProjectRecord, Store } from '../../store/types.ts';
import { deployableDomain } from '../domain-param.ts';
import { httpError } from '../errors.ts';
import { canDeploy, type Actor } from '../permissions.ts';
import type { UploadPlan } from '../uploads/plans.ts';
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
  /** The upload plan the deploy named (`x-sitepub-upload`), taken: the archive holds its missing files. */
  uploadPlan: UploadPlan | null;
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
  const project = await store.getProject(domain);
  if (project) return { project, role: await roleOn(store, actor, project) };
  const decision = await canDeploy(store, actor, domain, null);
  if (!decision.ok) throw httpError('Forbidden', decision.reason);
  return null;
}

function uploadPlanUnknown() {
  return httpError(
    'PlanUnknown',
    'the upload plan named by x-sitepub-upload is unknown, expired or used; plan again or deploy the whole site',
    { reason: 'upload plan unknown or expired' },
  );
}

type AdmissionDeps = Pick<DeployDeps, 'store' | 'uploads' | 'limits' | 'clock'>;

export async function admitDeploy(deps: AdmissionDeps, request: DeployRequest): Promise<AdmittedDeploy> {
  const { store, uploads, limits } = deps;
  const { actor } = request;
  const domain = deployableDomain(request.domain);
  const headers = parseDeployHeaders(request.headers, limits);
  const existing = await permitDeploy(store, actor, domain);
  const accountId = actor.account.id;
  const planId = request.headers['x-sitepub-upload'];
  const named = typeof planId === 'string' && planId !== '' ? planId : null;
  // Asked before the rate limit counts this deploy (its index entry only), taken after: a refused deploy
  // leaves its plan for the next try.
  if (named && !(await uploads.holds(named, domain, accountId))) throw uploadPlanUnknown();
  const now = deps.clock();
  await checkAndCountDeploy(
    store,
    limits,
    { domain, accountId, verified: actor.account.emailVerifiedAt !== null, ip: request.ip },
    now,
  );
  const uploadPlan = named ? await uploads.take(named, domain, accountId) : null;
  if (named && !uploadPlan) throw uploadPlanUnknown();
  return { domain, actor, headers, existing, startedAt: now, uploadPlan };
}

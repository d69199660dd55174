/**
 * Who may do what to a project. Every route asks here; nothing else compares owner ids. Collaborators are the
 * store's `collaborators` part.
 */
import type { AccountRecord, ProjectRecord, TokenRecord } from '../store/types.ts';
import type { Store } from '../store/sql/store.ts';

export interface Actor {
  account: AccountRecord;
  /** The token used, or null for email:password credentials. */
  token: TokenRecord | null;
  /** True when these email:password credentials created the account just now (the spec's implicit sign-up). */
  signedUp?: boolean;
}

export type Refusal = { ok: false; reason: string };

export type Decision = { ok: true } | Refusal;

export type Role = 'owner' | 'collaborator' | null;

const ALLOW: Decision = { ok: true };

/** The actor's role on an existing project. */
export async function roleOf(store: Store, actor: Actor, project: ProjectRecord): Promise<Role> {
  if (project.ownerId === actor.account.id) return 'owner';
  if (await store.collaborators.has(project.domain, actor.account.email)) return 'collaborator';
  return null;
}

/** A token restricted to some domains (`POST /token` with `scope`) may act only on those. */
function scopeAllows(actor: Actor, domain: string): boolean {
  const scope = actor.token?.scope ?? [];
  return scope.length === 0 || scope.includes(domain);
}

function outOfScope(domain: string): Refusal {
  return {
    ok: false,
    reason: `this token is limited to other domains; use a token whose scope includes ${domain}`,
  };
}

function notYours(domain: string): Refusal {
  return {
    ok: false,
    reason: `you do not have permission to publish to ${domain}: it belongs to another account. Ask its owner to add you as a collaborator`,
  };
}

/** Reading or moving a project that is someone else's: no access at all (publishing is not what was asked). */
function noAccess(domain: string): Decision {
  return {
    ok: false,
    reason: `you have no access to the project ${domain}: it belongs to another account. Ask its owner to add you as a collaborator`,
  };
}

/** A deploy's permission, with the actor's role on the project (null: nobody has claimed it yet). */
export type DeployDecision = { ok: true; role: Role } | Refusal;

/** Deploy (PUT /:domain). A project that does not exist yet may be claimed by anyone. */
export async function canDeploy(
  store: Store,
  actor: Actor,
  domain: string,
  project: ProjectRecord | null,
): Promise<DeployDecision> {
  if (!scopeAllows(actor, domain)) return outOfScope(domain);
  if (!project) return { ok: true, role: null };
  const role = await roleOf(store, actor, project);
  return role ? { ok: true, role } : notYours(domain);
}

/**
 * Scope a new token to `domain` (POST /token with `scope`): only to a project the account owns or collaborates
 * on, or to a domain nobody has claimed yet (which the account could claim by deploying). A scope for someone
 * else's project is refused, so no account holds one.
 */
export async function canScopeToken(store: Store, actor: Actor, domain: string): Promise<Decision> {
  const project = await store.projects.getProject(domain);
  if (!project || (await roleOf(store, actor, project))) return ALLOW;
  return {
    ok: false,
    reason: `cannot limit a token to ${domain}: it belongs to another account and you are not a collaborator on it`,
  };
}

/** Read and move revisions: list, metadata, manifest, rollback, rollfore, cutover, discard, cache purge. */
export async function canManageRevisions(
  store: Store,
  actor: Actor,
  project: ProjectRecord,
): Promise<Decision> {
  if (!scopeAllows(actor, project.domain)) return outOfScope(project.domain);
  return (await roleOf(store, actor, project)) ? ALLOW : noAccess(project.domain);
}

/** Teardown (DELETE /:domain): the owner only. */
export async function canTearDown(_store: Store, actor: Actor, project: ProjectRecord): Promise<Decision> {
  if (!scopeAllows(actor, project.domain)) return outOfScope(project.domain);
  return project.ownerId === actor.account.id
    ? ALLOW
    : { ok: false, reason: `only the owner of ${project.domain} can tear it down` };
}

/** Invite and revoke collaborators, change settings: the owner only. */
export async function canManageCollaborators(
  _store: Store,
  actor: Actor,
  project: ProjectRecord,
): Promise<Decision> {
  if (!scopeAllows(actor, project.domain)) return outOfScope(project.domain);
  return project.ownerId === actor.account.id
    ? ALLOW
    : { ok: false, reason: `only the owner of ${project.domain} can manage its collaborators` };
}

/** Account-wide actions (GET /tokens, minting unscoped tokens) need an unscoped credential. */
export function canManageAccount(actor: Actor): Decision {
  return (actor.token?.scope.length ?? 0) === 0
    ? ALLOW
    : {
        ok: false,
        reason: 'a token limited to some domains cannot manage account tokens; use an unscoped token',
      };
}

/** Projects an actor may see in `GET /list` (owned, then collaborations), with its role. */
export async function projectsOf(
  store: Store,
  actor: Actor,
): Promise<{ project: ProjectRecord; role: 'owner' | 'collaborator' }[]> {
  const owned = await store.projects.listProjects(actor.account.id);
  const scope = actor.token?.scope ?? [];
  const all: { project: ProjectRecord; role: 'owner' | 'collaborator' }[] = owned.map((project) => ({
    project,
    role: 'owner' as const,
  }));
  for (const domain of await store.collaborators.domainsOf(actor.account.email)) {
    const project = await store.projects.getProject(domain);
    if (project && project.ownerId !== actor.account.id) all.push({ project, role: 'collaborator' });
  }
  return all.filter(({ project }) => scope.length === 0 || scope.includes(project.domain));
}

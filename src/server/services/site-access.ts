/**
 * Who may see a guarded site host (docs/edge.md, "Protected previews", "Signing in"): an API token of an account
 * that owns or collaborates on the project (asked by edges, `POST /_sitepub/access`), and the project a host
 * belongs to (its production domain, a preview host `<rev>-<domain>`, or an alias host `<name>-<domain>`).
 */
import { parsePreviewHost } from '../../protocol/domain.ts';
import type { AccountRecord, ProjectRecord } from '../../store/types.ts';
import type { Store } from '../../store/sql/store.ts';
import { authenticate } from '../plugins/auth.ts';
import { roleOf } from '../permissions.ts';

/** Whether `token` is a valid API token of an account that may see `domain` (owner or collaborator). */
export async function tokenMaySee(
  store: Store,
  domain: string,
  token: string,
  now: number,
): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(token)) return false;
  const project = await store.projects.getProject(domain);
  if (!project) return false;
  try {
    const actor = await authenticate(store, `Basic ${Buffer.from(`token:${token}`).toString('base64')}`, now);
    const scope = actor.token?.scope ?? [];
    if (scope.length > 0 && !scope.includes(domain)) return false;
    return (await roleOf(store, actor, project)) !== null;
  } catch {
    return false;
  }
}

/** Whether the account owns or collaborates on the project. */
export async function isMember(
  store: Store,
  account: AccountRecord,
  project: ProjectRecord,
): Promise<boolean> {
  return (await roleOf(store, { account, token: null }, project)) !== null;
}

/** The project a site host (without port) belongs to, or null. */
export async function projectOfHost(store: Store, hostname: string): Promise<ProjectRecord | null> {
  const direct = await store.projects.getProject(hostname);
  if (direct) return direct;
  const preview = parsePreviewHost(hostname);
  if (preview) return store.projects.getProject(preview.domain);
  // an alias host `<name>-<domain>`: the domain is what follows one of its dashes
  for (let i = hostname.indexOf('-'); i !== -1; i = hostname.indexOf('-', i + 1)) {
    const project = await store.projects.getProject(hostname.slice(i + 1));
    if (project) return project;
  }
  return null;
}

/**
 * A deploy's work once its revision is stored: the `add`/`rem` headers (owner only), the `ssl` header or the
 * CLI's `argv.force = "https"` (force HTTPS, owner only), and the project's certificate. Returns the lines to
 * emit before `info` (`users`, `cert`) and the project's settings after it. It takes the project and the actor's
 * role from the deploy (its one read and its one permission check) rather than asking again.
 */
import type { DeployEvent, ProjectConfig } from '../../protocol/types.ts';
import type { ProjectRecord } from '../../store/types.ts';
import type { Actor } from '../permissions.ts';
import { emailList, inviteCollaborators, revokeCollaborators } from '../services/collaborators.ts';
import type { DeployDeps, DeployLog } from './deps.ts';

export interface PublishHeaders {
  add?: string | null;
  rem?: string | null;
  ssl?: string | null;
  /** The CLI's `argv` header (JSON), where `force: "https"` asks for forced HTTPS. */
  argv?: string | null;
}

function wantsHttps(h: PublishHeaders): boolean {
  if (h.ssl !== undefined && h.ssl !== null && h.ssl !== '' && h.ssl !== 'false') return true;
  if (!h.argv) return false;
  try {
    return (JSON.parse(h.argv) as { force?: unknown }).force === 'https';
  } catch {
    return false;
  }
}

export async function afterPublish(
  deps: Pick<DeployDeps, 'store' | 'distributor' | 'certificates' | 'mailer' | 'clock'>,
  o: {
    actor: Actor;
    project: ProjectRecord;
    owner: boolean;
    headers: PublishHeaders;
    base: string;
    log: DeployLog;
  },
): Promise<{ lines: DeployEvent[]; settings: ProjectConfig }> {
  const { store, distributor, certificates } = deps;
  const lines: DeployEvent[] = [];
  const { project, owner } = o;
  const domain = project.domain;
  let settings = project.settings;
  const add = emailList(o.headers.add);
  const rem = emailList(o.headers.rem);
  if ((add.length > 0 || rem.length > 0) && !owner) {
    lines.push({
      type: 'users',
      users: [],
      warning: `only the owner of ${domain} can add or remove collaborators; add/rem ignored`,
    });
  } else if (add.length > 0 || rem.length > 0) {
    const invites =
      add.length > 0 ? await inviteCollaborators({ ...deps, log: o.log }, project, o.actor, add, o.base) : [];
    const revoked =
      rem.length > 0 ? await revokeCollaborators(deps, project, rem) : { successes: [], fails: [] };
    const users = (await store.collaborators.list(domain)).map((c) => c.email);
    lines.push({ type: 'users', users, invites, revoked });
  }
  if (wantsHttps(o.headers) && !settings.forceHttps && owner) {
    const wanted = { ...settings, forceHttps: true };
    settings = (await store.projects.updateSettings(domain, wanted))?.settings ?? wanted;
    await distributor.sync(domain).catch(() => undefined);
  }
  // With an ACME directory a deploy never waits long for, nor fails because of, the CA (ca/manager.ts).
  const managed = await certificates.ensureForDeploy(domain);
  if (managed?.issued) lines.push({ type: 'cert', data: certificates.eventData(managed.cert) });
  return { lines, settings };
}

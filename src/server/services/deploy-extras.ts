/**
 * What a deploy (`PUT /:domain`, src/server/deploy/run.ts) asks of certificates, billing and collaborators:
 *  - `collectFor`: before accepting content, the `collect` line when the project is over the account's plan
 *    (the deploy then ends without `info`: it does not complete until the account subscribes);
 *  - `afterPublish`: after the revision is stored, the `add`/`rem` headers (owner only), the `ssl` header or
 *    the CLI's `argv.force = "https"` (force HTTPS), and certificate work; returns the lines to stream before
 *    `info` (`users`, `cert`) and the project's settings after it. It takes the project and whether the actor
 *    owns it from the deploy (its one read and its one permission check) rather than asking again.
 */
import type { FastifyInstance } from 'fastify';
import type { CollectEvent, DeployEvent, ProjectConfig } from '../../protocol/types.ts';
import type { ProjectRecord } from '../../store/types.ts';
import type { Actor } from '../permissions.ts';
import { emailList, inviteCollaborators, revokeCollaborators } from './collaborators.ts';

export async function collectFor(
  app: FastifyInstance,
  actor: Actor,
  base: string,
  size: { fileCount: number; projectSize: number },
): Promise<CollectEvent | null> {
  const plan = app.extras.billing.needsUpgrade(actor.account, size);
  return plan ? app.extras.billing.collectEvent(actor.account, plan, base, size) : null;
}

/** The message of the `error` line that ends a deploy after `collect`. */
export function collectMessage(event: CollectEvent): string {
  return `this project needs the ${event.plan.name} plan (${event.reason ?? 'over the limits of your plan'}); subscribe with \`surge plan\` or in your browser: ${event.checkout_url}, then deploy again`;
}

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
  app: FastifyInstance,
  o: { actor: Actor; project: ProjectRecord; owner: boolean; headers: PublishHeaders; base: string },
): Promise<{ lines: DeployEvent[]; settings: ProjectConfig }> {
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
    const invites = add.length > 0 ? await inviteCollaborators(app, project, o.actor, add, o.base) : [];
    const revoked =
      rem.length > 0 ? await revokeCollaborators(app, project, rem) : { successes: [], fails: [] };
    const users = (await app.store.collaborators.list(domain)).map((c) => c.email);
    lines.push({ type: 'users', users, invites, revoked });
  }
  if (wantsHttps(o.headers) && !settings.forceHttps && owner) {
    const wanted = { ...settings, forceHttps: true };
    settings = (await app.store.updateSettings(domain, wanted))?.settings ?? wanted;
    await app.distributor.sync(domain).catch(() => undefined);
  }
  // With an ACME directory a deploy never waits long for, nor fails because of, the CA (ca/manager.ts).
  const managed = await app.extras.certs.ensureForDeploy(domain);
  if (managed?.issued) lines.push({ type: 'cert', data: app.extras.certs.eventData(managed.cert) });
  return { lines, settings };
}

/**
 * Collaborators of a project, apart from HTTP: invite (mail each new one) and revoke. Used by
 * `POST`/`DELETE /:domain/collaborators` (routes/collaborators.ts) and the deploy headers `add` and `rem`
 * (deploy/after-publish.ts).
 */
import type { Actor } from '../permissions.ts';
import type { ProjectRecord } from '../../store/types.ts';
import type { Store } from '../../store/sql/store.ts';
import { canonicalEmail } from '../auth/basic.ts';
import type { Invite } from '../../protocol/api.ts';
import type { Mailer } from '../mail/types.ts';
import { MAX_COLLABORATORS } from '../../protocol/limits.ts';

/** What inviting needs: the store, the mailer, the clock, and where a failed invitation mail is logged. */
export interface InviteDeps {
  store: Store;
  mailer: Mailer;
  clock: () => number;
  log: { warn(obj: object, msg: string): void };
}

export type { Invite } from '../../protocol/api.ts';

/** Splits a header or list value `a@b.c, d@e.f` into trimmed entries. */
export function emailList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter(Boolean);
}

export async function inviteCollaborators(
  deps: InviteDeps,
  project: ProjectRecord,
  actor: Actor,
  emails: string[],
  base: string,
): Promise<Invite[]> {
  const existing = await deps.store.collaborators.list(project.domain);
  const owner = await deps.store.accounts.getAccount(project.ownerId);
  const invites: Invite[] = [];
  let count = existing.length;
  for (const raw of emails) {
    const email = canonicalEmail(raw);
    const row = (status: Invite['status'], reason?: string): Invite => ({
      domain: project.domain,
      email: email ?? raw.slice(0, 254),
      invite: `collaborator on ${project.domain}`,
      status,
      ...(reason ? { reason } : {}),
    });
    if (!email) invites.push(row('failed', 'not a valid email address'));
    else if (owner?.email === email) invites.push(row('owner'));
    else if (count >= MAX_COLLABORATORS)
      invites.push(row('failed', `a project has at most ${MAX_COLLABORATORS} collaborators`));
    else if (
      !(await deps.store.collaborators.add({
        domain: project.domain,
        email,
        invitedBy: actor.account.id,
        createdAt: deps.clock(),
      }))
    ) {
      invites.push(row('member'));
    } else {
      count++;
      const hasAccount = (await deps.store.accounts.getAccountByEmail(email)) !== null;
      try {
        await deps.mailer.send({
          to: email,
          kind: 'collaborator-invite',
          subject: `${actor.account.email} invited you to collaborate on ${project.domain}`,
          text:
            `${actor.account.email} added you as a collaborator on ${project.domain}.\n\n` +
            `You may now publish to it and manage its revisions.\n` +
            (hasAccount
              ? `Log in with the account ${email} as usual.\n`
              : `Log in with ${email} (the first login creates your account), e.g.:\n  surge login --endpoint ${base}\n`) +
            `\nAPI: ${base}\n`,
        });
        invites.push(row('sent'));
      } catch (err) {
        deps.log.warn({ err }, 'invitation mail failed');
        invites.push(row('failed', 'added, but the invitation mail could not be sent'));
      }
    }
  }
  return invites;
}

export async function revokeCollaborators(deps: { store: Store }, project: ProjectRecord, emails: string[]) {
  const successes: string[] = [];
  const fails: string[] = [];
  const details: Record<string, string> = {};
  for (const raw of emails) {
    const email = canonicalEmail(raw);
    if (email && (await deps.store.collaborators.remove(project.domain, email))) successes.push(email);
    else {
      fails.push(email ?? raw.slice(0, 254));
      details[email ?? raw.slice(0, 254)] = email
        ? `not a collaborator on ${project.domain}`
        : 'not a valid email address';
    }
  }
  return { successes, fails, details };
}

/**
 * The gates in front of a site's files: a protected preview (the project's `previews` setting) and the `AUTH` rule
 * of the path (src/rules/). A request is let through, or refused: 401 with a Basic challenge, a redirect to the
 * origin's sign-in for a browser when signing in can admit it, or 403 for someone signed in whom the rule does
 * not name.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessClaim } from '../../protocol/site-access.ts';
import {
  basicAdmits,
  basicCredentials,
  hasIdentities,
  identityAdmits,
  type AuthRule,
} from '../../rules/index.ts';
import { wantsPage, type SiteAccess } from './access.ts';
import { plain, UNAUTHORIZED_BODY } from './responses.ts';

export type Verdict =
  | { ok: true }
  /** Refused; `signIn`: signing in through the origin could admit; `as`: who is signed in (then 403). */
  | { ok: false; signIn: boolean; as: string | null };

const OPEN: Verdict = { ok: true };

/** The `token:<API token>` of an HTTP Basic header, or null. */
export function apiToken(req: IncomingMessage): string | null {
  const creds = basicCredentials(req.headers.authorization);
  return creds?.startsWith('token:') ? creds.slice('token:'.length) : null;
}

/** A protected preview: members signed in through the origin pass here; a token is checked by the caller. */
export function previewVerdict(claim: AccessClaim | null): Verdict {
  if (claim?.member) return OPEN;
  return { ok: false, signIn: true, as: claim?.email ?? null };
}

/** The AUTH rule guarding the path (null: none): its `user:password` or a signed-in identity it names. */
export function authVerdict(req: IncomingMessage, rule: AuthRule | null, claim: AccessClaim | null): Verdict {
  if (!rule || basicAdmits(rule, req.headers.authorization)) return OPEN;
  const identities = hasIdentities(rule);
  if (identities && claim && identityAdmits(rule, claim.email, claim.member)) return OPEN;
  return { ok: false, signIn: identities, as: identities ? (claim?.email ?? null) : null };
}

const FORBIDDEN = (email: string) =>
  Buffer.from(`Signed in as ${email}, who may not see this page. Sign in with another account to see it.\n`);

/** Answers a refusal; returns the status and body bytes sent. */
export function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  head: boolean,
  v: Exclude<Verdict, { ok: true }>,
  o: { host: string; secure: boolean; access: SiteAccess | null; extra?: Record<string, string> },
): { status: number; bytes: number } {
  if (v.as !== null) return { status: 403, bytes: plain(res, head, 403, FORBIDDEN(v.as), o.extra) };
  if (v.signIn && o.access && wantsPage(req)) {
    o.access.signIn(res, o.host, o.secure, req.url ?? '/', o.extra);
    return { status: 302, bytes: 0 };
  }
  const bytes = plain(res, head, 401, UNAUTHORIZED_BODY, {
    'www-authenticate': `Basic realm="${o.host.replace(/"/g, '')}", charset="UTF-8"`,
    ...o.extra,
  });
  return { status: 401, bytes };
}

/**
 * Signing in to a guarded site host through the origin (docs/edge.md, "Signing in"): the origin hands the browser a
 * one-time ticket for one host, the edge of that host turns it into a cookie of its own. Both are HMAC-SHA256
 * signed with a key derived from the edge secret, which origin and edges share; neither carries a secret, only
 * who signed in (their address, and whether they may see the project) and until when.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie an edge sets on a host after a sign-in (HttpOnly, SameSite=Lax, that host only). */
export const SITE_COOKIE = 'sitepub_site_access';
/** Where the origin sends the browser back to, on the site's host. */
export const TICKET_PATH = '/__sitepub/ticket';
/** The origin's page that checks the dashboard session and issues tickets. */
export const SIGN_IN_PATH = '/dashboard/site-access';
/** A ticket is good for this long, and once. */
export const TICKET_TTL_MS = 60_000;
/** A host cookie is good for this long. */
export const COOKIE_TTL_MS = 12 * 60 * 60 * 1000;

export interface AccessClaim {
  /** The host (with port, as the browser sends it) the claim is for. */
  host: string;
  email: string;
  /** The account may see the project (owner or collaborator): protected previews, AUTH `collaborators`. */
  member: boolean;
  /** Expiry, ms since the epoch. */
  exp: number;
  /** Tickets only: used once. */
  nonce?: string;
}

type Kind = 'ticket' | 'cookie';

/** The signing key of tickets and host cookies, derived from the edge secret (never the secret itself). */
export function siteAccessKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('sitepub site access v1').digest();
}

function mac(key: Buffer, kind: Kind, body: string): Buffer {
  return createHmac('sha256', key).update(`${kind}.${body}`).digest();
}

export function signClaim(key: Buffer, kind: Kind, claim: AccessClaim): string {
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${body}.${mac(key, kind, body).toString('base64url')}`;
}

/** A new ticket's claim for `host`. */
export function ticketClaim(host: string, email: string, member: boolean, now: number): AccessClaim {
  return { host, email, member, exp: now + TICKET_TTL_MS, nonce: randomBytes(12).toString('base64url') };
}

/** The claim of a token signed for `kind`, if its signature holds, it is for `host`, and it has not expired. */
export function verifyClaim(
  key: Buffer,
  kind: Kind,
  token: string,
  host: string,
  now: number,
): AccessClaim | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 4096) return null;
  const body = token.slice(0, dot);
  const got = Buffer.from(token.slice(dot + 1), 'base64url');
  const want = mac(key, kind, body);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  let claim: AccessClaim;
  try {
    claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AccessClaim;
  } catch {
    return null;
  }
  if (typeof claim.exp !== 'number' || claim.exp <= now || claim.host !== host) return null;
  if (typeof claim.email !== 'string' || typeof claim.member !== 'boolean') return null;
  return claim;
}

/**
 * Who gets past a guarded host (docs/edge.md, "Protected previews", "Signing in"): an API token the origin says may
 * see the project (`token:<API token>` over HTTP Basic; each verdict kept a minute, a refusal ten seconds), or a
 * browser signed in through the origin, whose one-time ticket this edge turns into a host cookie. Tickets and
 * cookies are verified with a key derived from the edge secret (protocol/site-access.ts), no origin round trip.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  COOKIE_TTL_MS,
  SIGN_IN_PATH,
  SITE_COOKIE,
  signClaim,
  verifyClaim,
  type AccessClaim,
} from '../../protocol/site-access.ts';

export interface SiteAccessOptions {
  /** protocol/site-access.ts siteAccessKey of the edge secret. */
  key: Buffer;
  /** The origin's public URL: browsers are sent to its sign-in page. */
  origin: string;
  /** Asks the origin whether an API token's account may see a project. */
  mayAccess(domain: string, token: string): Promise<boolean>;
  now?: () => number;
}

const ALLOWED_MS = 60_000;
const REFUSED_MS = 10_000;
const MAX_VERDICTS = 10_000;

export class SiteAccess {
  readonly #o: SiteAccessOptions;
  readonly #now: () => number;
  readonly #verdicts = new Map<string, { allowed: boolean; until: number }>();
  /** Ticket nonces used on this edge, until their expiry. */
  readonly #used = new Map<string, number>();

  constructor(o: SiteAccessOptions) {
    this.#o = o;
    this.#now = o.now ?? Date.now;
  }

  /** The signed-in claim of this request's host cookie, if any. */
  claim(req: IncomingMessage, host: string): AccessClaim | null {
    const cookie = cookieValue(req.headers.cookie, SITE_COOKIE);
    return cookie ? verifyClaim(this.#o.key, 'cookie', cookie, host, this.#now()) : null;
  }

  /** Whether `token` opens `domain`'s guarded hosts: the origin's verdict, kept briefly. */
  async tokenAllowed(domain: string, token: string): Promise<boolean> {
    const key = createHash('sha256').update(`${domain}\0${token}`).digest('base64url');
    const now = this.#now();
    const hit = this.#verdicts.get(key);
    if (hit && hit.until > now) return hit.allowed;
    let allowed: boolean;
    try {
      allowed = await this.#o.mayAccess(domain, token);
    } catch {
      return false; // the origin is unreachable: refuse, and ask again next time
    }
    if (this.#verdicts.size >= MAX_VERDICTS) this.#verdicts.clear();
    this.#verdicts.set(key, { allowed, until: now + (allowed ? ALLOWED_MS : REFUSED_MS) });
    return allowed;
  }

  /** Sends the browser to the origin's sign-in page, to come back to `to` on `host`. */
  signIn(
    res: ServerResponse,
    host: string,
    secure: boolean,
    to: string,
    extra?: Record<string, string>,
  ): void {
    const query = new URLSearchParams({ host, proto: secure ? 'https' : 'http', to });
    res.writeHead(302, {
      location: `${new URL(SIGN_IN_PATH, this.#o.origin).href}?${query.toString()}`,
      'content-length': 0,
      'cache-control': 'no-store',
      ...extra,
    });
    res.end();
  }

  /**
   * `GET /__sitepub/ticket?t=&to=`: a valid, unused ticket for this host becomes the host cookie and a redirect to
   * `to`; anything else is a 403. Returns the status sent.
   */
  ticket(res: ServerResponse, host: string, secure: boolean, query: string): number {
    const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
    const now = this.#now();
    const claim = verifyClaim(this.#o.key, 'ticket', params.get('t') ?? '', host, now);
    const to = params.get('to') ?? '/';
    for (const [nonce, exp] of this.#used) if (exp <= now) this.#used.delete(nonce);
    if (!claim?.nonce || this.#used.has(claim.nonce) || !/^\/(?![/\\])/.test(to)) {
      const body = Buffer.from(
        'This sign-in link is not valid (any more); open the page again to sign in.\n',
      );
      res.writeHead(403, {
        'content-type': 'text/plain; charset=utf-8',
        'content-length': body.length,
        'cache-control': 'no-store',
      });
      res.end(body);
      return 403;
    }
    this.#used.set(claim.nonce, claim.exp);
    const cookie = signClaim(this.#o.key, 'cookie', {
      host,
      email: claim.email,
      member: claim.member,
      exp: now + COOKIE_TTL_MS,
    });
    res.writeHead(303, {
      location: to,
      'set-cookie': `${SITE_COOKIE}=${cookie}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${COOKIE_TTL_MS / 1000}${secure ? '; Secure' : ''}`,
      'content-length': 0,
      'cache-control': 'no-store',
    });
    res.end();
    return 303;
  }
}

/** The value of cookie `name` in a `Cookie` header. */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** A browser asking for a page (signing in makes sense), rather than a script or a tool. */
export function wantsPage(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

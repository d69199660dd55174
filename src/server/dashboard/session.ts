/**
 * Dashboard sessions. Signing in checks the email and password with the server's own password check (it never
 * creates an account, unlike the API's Basic auth) and mints an API token of the account, marked as a dashboard
 * session and valid for SESSION_TTL_MS; the browser keeps it in an HttpOnly, SameSite=Strict cookie (Secure over
 * HTTPS), never in a page. Each request authenticates it exactly as the API authenticates a token, so sessions
 * are listed and revoked with the account's tokens (`GET /tokens`, `DELETE /tokens/:id`), and signing out
 * revokes it. Failed sign-ins are counted in the store's rate counters (the deploy limiter's), per client IP and
 * per email.
 */
import type { FastifyReply, FastifyRequest, FastifyInstance } from 'fastify';
import { canonicalEmail } from '../auth/basic.ts';
import { verifyPassword } from '../auth/password.ts';
import { mintToken, tokenIdOf } from '../auth/tokens.ts';
import type { Actor } from '../permissions.ts';
import { authenticate } from '../plugins/auth.ts';

export const SESSION_COOKIE = 'sitepub_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The message of a session's token: how the tokens page tells sessions from API tokens. */
export const SESSION_MARK = 'dashboard session';
export const SIGNIN_WINDOW_MS = 15 * 60 * 1000;
export const SIGNIN_FAILURES_ALLOWED = 10;

export function isSessionToken(msg: string): boolean {
  return msg.startsWith(SESSION_MARK);
}

export interface Session {
  actor: Actor;
  /** `Basic token:…` header value for the in-process API calls. */
  authorization: string;
  /** Token id of this session (`tok-…`), to mark it on the sessions list. */
  id: string;
}

function basicOfToken(token: string): string {
  return `Basic ${Buffer.from(`token:${token}`).toString('base64')}`;
}

export function cookieOptions(request: FastifyRequest, maxAgeSeconds?: number) {
  return {
    path: '/dashboard',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

/** The signed-in session of a request, or null (no cookie, or a token that is revoked, expired or unknown). */
export async function sessionOf(app: FastifyInstance, request: FastifyRequest): Promise<Session | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || !/^[0-9a-f]{64}$/.test(token)) return null;
  const authorization = basicOfToken(token);
  try {
    const actor = await authenticate(app.store, authorization, app.sitepub.now());
    if (!actor.token || !isSessionToken(actor.token.msg)) return null;
    return { actor, authorization, id: tokenIdOf(token) };
  } catch {
    return null;
  }
}

export type SignIn = { ok: true; token: string } | { ok: false; status: number; message: string };

/** Checks email + password (never creating an account) and mints the session's token. */
export async function signIn(
  app: FastifyInstance,
  input: { email: string; password: string; ip: string; userAgent: string },
): Promise<SignIn> {
  const now = app.sitepub.now();
  const email = canonicalEmail(input.email);
  const keys = [`dashboard-signin:ip:${input.ip}`, ...(email ? [`dashboard-signin:email:${email}`] : [])];
  for (const key of keys) {
    const { count, oldest } = await app.store.rateLimits.countHits(key, now - SIGNIN_WINDOW_MS);
    if (count >= SIGNIN_FAILURES_ALLOWED) {
      const retry = new Date((oldest ?? now) + SIGNIN_WINDOW_MS).toISOString();
      return {
        ok: false,
        status: 429,
        message: `Too many failed sign-ins from here or for this email: wait until ${retry} and try again, or reset your password with POST /token/reset/<email>.`,
      };
    }
  }
  const account = email ? await app.store.accounts.getAccountByEmail(email) : null;
  const valid = account !== null && (await verifyPassword(input.password, account.passwordHash));
  if (!account || !valid) {
    await app.store.rateLimits.addHits(keys.map((key) => ({ key, at: now })));
    return {
      ok: false,
      status: 401,
      message: email
        ? 'Wrong email or password. Signing in never creates an account: create one with `sitepub login` (or any API call with your email and a new password).'
        : `"${input.email.slice(0, 100)}" is not an email address: enter the email of your account.`,
    };
  }
  const { token } = await mintToken(app.store, {
    accountId: account.id,
    msg: `${SESSION_MARK} (${input.userAgent.slice(0, 120) || 'unknown browser'})`,
    scope: [],
    uses: 0,
    createdAt: now,
    lastUsedAt: null,
    expiresAt: now + SESSION_TTL_MS,
  });
  return { ok: true, token };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, SESSION_TTL_MS / 1000));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/**
 * Authentication (spec part 5): HTTP Basic with `token:<API token>` or `<email>:<password>`. An unknown email
 * creates the account with that password (spec 1.7, 5.5) on any authenticated endpoint. Runs as an onRequest
 * hook, before any body is read, for every route whose config does not say `auth: false`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Store } from '../../store/sql/store.ts';
import { canonicalEmail, parseBasic } from '../auth/basic.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/password.ts';
import { digestEquals, sha256Hex } from '../auth/tokens.ts';
import { httpError } from '../errors.ts';
import type { Actor } from '../permissions.ts';

const MINT = 'mint a new one with POST /token (HTTP Basic <email>:<password>)';

/** The user name for an error message, unless it could be a secret pasted into the wrong field. */
function shownUser(user: string): string {
  return user.length <= 40 && !/[0-9a-f]{24,}|[A-Za-z0-9+/_-]{32,}/i.test(user)
    ? JSON.stringify(user)
    : 'the user name';
}

export async function authenticate(store: Store, header: string | undefined, now: number): Promise<Actor> {
  const creds = parseBasic(header);
  if (creds === null) {
    throw httpError('Unauthorized', `missing credentials: send HTTP Basic auth "token:<API token>"; ${MINT}`);
  }
  if (creds === 'malformed') {
    throw httpError('Unauthorized', 'malformed Authorization header: expected "Basic base64(user:password)"');
  }
  if (creds.user === 'token') {
    if (!/^[0-9a-f]{64}$/.test(creds.pass)) {
      throw httpError('Unauthorized', `invalid token: it is not a token this server issued; ${MINT}`);
    }
    const hash = sha256Hex(creds.pass);
    const token = await store.accounts.getTokenByHash(hash);
    if (!token || !digestEquals(token.hash, hash)) {
      throw httpError('Unauthorized', `invalid token: it is unknown or was revoked; ${MINT}`);
    }
    if (token.expiresAt <= now) {
      throw httpError('Unauthorized', `token expired on ${new Date(token.expiresAt).toISOString()}; ${MINT}`);
    }
    const account = await store.accounts.getAccount(token.accountId);
    if (!account) throw httpError('Unauthorized', `invalid token: its account was deleted; ${MINT}`);
    await store.accounts.touchToken(token.id, now);
    return { account, token };
  }
  const email = canonicalEmail(creds.user);
  if (!email) {
    throw httpError(
      'Unauthorized',
      `${shownUser(creds.user)} is not an email address; use <email>:<password> or token:<API token>`,
      {
        details: { email: 'is not a valid email address' },
      },
    );
  }
  let account = await store.accounts.getAccountByEmail(email);
  let signedUp = false;
  if (!account) {
    const problem = passwordProblem(creds.pass);
    if (problem) {
      throw httpError('Unauthorized', `cannot create an account for ${email}: ${problem}`, {
        details: { password: problem },
      });
    }
    account = await store.accounts.createAccount(
      email,
      await hashPassword(creds.pass),
      now,
      creds.user.trim(),
    );
    signedUp = true;
  }
  if (!(await verifyPassword(creds.pass, account.passwordHash))) {
    throw httpError(
      'Unauthorized',
      `wrong password for ${email}; try again, or reset it with POST /token/reset/${email}`,
    );
  }
  return signedUp ? { account, token: null, signedUp } : { account, token: null };
}

/** The authenticated actor of a route that requires auth. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw httpError('Unauthorized', `missing credentials; ${MINT}`);
  return request.actor;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.routeOptions.config?.auth === false) return;
      request.actor = await authenticate(app.store, request.headers.authorization, app.sitepub.now());
    });
  },
  { name: 'sitepub-auth', dependencies: ['sitepub-services'] },
);

/**
 * Browser login (official CLI `surge login --browser`, surge-sdk `loginSession`/`loginPoll`):
 *  1. `POST /login/session {host}` (public) → `{uuid, url, code, poll, expires_in, interval}`;
 *  2. the user opens `url` (`GET /login/session/:uuid`), checks the code and signs in with email + password;
 *  3. `POST /login/session/:uuid/poll {poll}` (public) → `{status:"pending"}` until then, once
 *     `{status:"approved", email, token}` (a fresh API token), then `{status:"gone"}`.
 * `POST /mfa/session` → `{url}` of the account-security page (second factors are not offered; see docs).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Static } from 'typebox';
import { TOKEN_TTL_MS } from '../../protocol/limits.ts';
import { digestEquals, mintToken, sha256Hex } from '../auth/tokens.ts';
import { httpError, tooMany } from '../errors.ts';
import { authenticate } from '../plugins/auth.ts';
import { actorOf } from '../plugins/auth.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import { LoginParams, LoginPollBody, LoginSessionBody, NoBody } from '../../protocol/requests.ts';
import { htmlPage } from '../schemas/shapes.ts';
import { LoginPoll, LoginSession, MfaLink, SignInForm, type Form } from '../../protocol/api.ts';
import { apiBase } from '../api-base.ts';
import { addFormParser, esc } from './billing-pages.ts';

export const LOGIN_SESSION_TTL_MS = 10 * 60 * 1000;
export const MAX_PENDING_SESSIONS = 10_000;
const tags = ['login'];

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head>` +
    `<body style="font:16px system-ui;max-width:30rem;margin:3rem auto"><h1>${esc(title)}</h1>${body}</body></html>`
  );
}

export async function loginSessionRoutes(app: Routes): Promise<void> {
  addFormParser(app);
  app.post(
    '/login/session',
    {
      config: { auth: false },
      ...asReturned,
      schema: {
        tags,
        summary: 'Start a browser login (public)',
        body: LoginSessionBody,
        response: { 201: LoginSession, ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = app.sitepub.now();
      if ((await app.store.sessions.count(now)) >= MAX_PENDING_SESSIONS) {
        throw tooMany('too many browser logins are pending on this server; try again in a few minutes', 60);
      }
      const uuid = randomUUID();
      const poll = randomBytes(24).toString('base64url');
      const code = randomBytes(3).toString('hex').toUpperCase();
      await app.store.sessions.put({
        uuid,
        pollHash: sha256Hex(poll),
        code,
        host: (request.body?.host ?? 'unknown').slice(0, 255),
        status: 'pending',
        accountId: null,
        expiresAt: now + LOGIN_SESSION_TTL_MS,
        createdAt: now,
      });
      return reply.code(201).send({
        uuid,
        poll,
        code,
        url: `${apiBase(app, request)}/login/session/${uuid}`,
        expires_in: LOGIN_SESSION_TTL_MS / 1000,
        interval: 2,
      });
    },
  );

  app.get(
    '/login/session/:uuid',
    {
      config: { auth: false },
      schema: {
        tags,
        summary: 'The sign-in page of a browser login (404 page once expired)',
        params: LoginParams,
        response: { 200: htmlPage('The sign-in form.'), 404: htmlPage('The login link expired.') },
      },
    },
    async (request, reply) => {
      const s = await app.store.sessions.get(request.params.uuid, app.sitepub.now());
      const html = !s
        ? page('Login link expired', '<p>Start again from your terminal.</p>')
        : s.status === 'approved'
          ? page('Signed in', '<p>Return to your terminal.</p>')
          : page(
              'Sign in',
              `<p>Confirm that your terminal on <b>${esc(s.host)}</b> shows the code <b>${esc(s.code)}</b>.</p>` +
                `<form method="post" action="/login/session/${esc(s.uuid)}/approve"><label>Email <input name="email" type="email" required></label>` +
                `<label>Password <input name="password" type="password" required></label><button>Sign in</button></form>`,
            );
      return reply
        .code(s ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    },
  );

  app.post<{ Params: Static<typeof LoginParams>; Body: Form<typeof SignInForm> }>(
    '/login/session/:uuid/approve',
    {
      config: { auth: false, readsBody: true },
      schema: {
        tags,
        summary: 'Approve a browser login: sign in with email and password',
        params: LoginParams,
        rawBody: {
          description:
            'The form `email`, `password` (or an Authorization header, checked as every API request).',
          content: { 'application/x-www-form-urlencoded': { schema: { ...SignInForm } } },
        },
        response: { 200: htmlPage('Signed in.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const s = await app.store.sessions.get(request.params.uuid, app.sitepub.now());
      if (!s || s.status !== 'pending')
        throw httpError(
          'NotFound',
          'this login session is unknown, expired or already used; start again from your terminal',
        );
      // The form's email + password, or an Authorization header, checked exactly as every API request is.
      const header = request.body?.email
        ? `Basic ${Buffer.from(`${request.body.email}:${request.body.password ?? ''}`).toString('base64')}`
        : request.headers.authorization;
      const actor = await authenticate(app.store, header, app.sitepub.now());
      await app.store.sessions.put({ ...s, status: 'approved', accountId: actor.account.id });
      return reply
        .type('text/html; charset=utf-8')
        .send(page('Signed in', `<p>Signed in as ${esc(actor.account.email)}. Return to your terminal.</p>`));
    },
  );

  app.post(
    '/login/session/:uuid/poll',
    {
      config: { auth: false },
      ...asReturned,
      schema: {
        tags,
        summary: 'Poll a browser login: pending, then once approved with a token, then gone',
        params: LoginParams,
        body: LoginPollBody,
        response: { 200: LoginPoll, ...errorResponses },
      },
    },
    async (request): Promise<LoginPoll> => {
      const now = app.sitepub.now();
      const s = await app.store.sessions.get(request.params.uuid, now);
      if (!s) return { status: 'gone' };
      if (!request.body?.poll || !digestEquals(s.pollHash, sha256Hex(request.body.poll))) {
        throw httpError('Forbidden', 'wrong poll secret for this login session');
      }
      if (s.status === 'pending' || !s.accountId) return { status: 'pending' };
      const account = await app.store.accounts.getAccount(s.accountId);
      await app.store.sessions.delete(s.uuid);
      if (!account) return { status: 'gone' };
      const { token } = await mintToken(app.store, {
        accountId: account.id,
        msg: `browser login from ${s.host}`,
        scope: [],
        uses: 0,
        createdAt: now,
        lastUsedAt: null,
        expiresAt: now + TOKEN_TTL_MS,
      });
      return { status: 'approved', email: account.shownEmail, token };
    },
  );

  app.post(
    '/mfa/session',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'A link to the account page (second factors are not offered)',
        body: NoBody,
        response: { 201: MfaLink, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { url } = await app.extras.billing.createLink(actor.account, 'billing', apiBase(app, request));
      return reply.code(201).send({
        url,
        msg: 'second factors are not offered by this server; the link opens your account page',
      });
    },
  );
}

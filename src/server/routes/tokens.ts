/**
 * `POST /token` (mint; body `{msg?, scope?}` as the official CLI's `login` and `token add` send it),
 * `GET /tokens`, `DELETE /tokens/:id`, `POST /token/reset/:email` (public, always 201) and
 * `POST /password/reset` (public; completes a reset with the mailed code).
 */
import { Type } from 'typebox';
import { checkDomain } from '../../protocol/domain.ts';
import { TOKEN_TTL_MS } from '../../protocol/limits.ts';
import { MsgAnswer } from '../../protocol/api.ts';
import { EmailParams, MintBody, PasswordResetBody, TokenParams } from '../../protocol/requests.ts';
import { TokenEntry, TokenResult } from '../../protocol/types.ts';
import { canonicalEmail } from '../auth/basic.ts';
import { hashPassword, passwordProblem } from '../auth/password.ts';
import { mintToken, newCode, sha256Hex } from '../auth/tokens.ts';
import { httpError } from '../errors.ts';
import { canManageAccount, canScopeToken } from '../permissions.ts';
import { actorOf } from '../plugins/auth.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import { tokenEntry } from '../views/account.ts';
import { apiBase } from '../api-base.ts';
import { OUTBOX_NOTE } from '../mail/types.ts';

const RESET_CODE_TTL_MS = 60 * 60 * 1000;

export async function tokenRoutes(app: Routes): Promise<void> {
  app.post(
    '/token',
    {
      ...asReturned,
      schema: {
        tags: ['tokens'],
        summary: 'Mint an API token (valid three years)',
        description:
          'HTTP Basic `<email>:<password>` (an unknown email creates the account with that password) or an ' +
          'existing token. `scope` limits the token to the listed domains.',
        body: MintBody,
        response: { 201: TokenResult, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const allowed = canManageAccount(actor);
      if (!allowed.ok) throw httpError('Forbidden', allowed.reason);
      const scope: string[] = [];
      for (const [i, d] of (request.body?.scope ?? []).entries()) {
        const c = checkDomain(d);
        if (!c.ok) {
          throw httpError(
            'BadRequest',
            `scope entry ${i + 1} ("${d.slice(0, 100)}") is not a domain: ${c.rule}`,
            {
              details: { scope: c.rule },
            },
          );
        }
        const may = await canScopeToken(app.store, actor, c.domain);
        if (!may.ok) throw httpError('Forbidden', may.reason, { details: { scope: may.reason } });
        if (!scope.includes(c.domain)) scope.push(c.domain);
      }
      const now = app.sitepub.now();
      const { token, record } = await mintToken(app.store, {
        accountId: actor.account.id,
        msg: request.body?.msg ?? '',
        scope,
        uses: 0,
        createdAt: now,
        lastUsedAt: null,
        expiresAt: now + TOKEN_TTL_MS,
      });
      const result: TokenResult = {
        email: actor.account.shownEmail,
        token,
        id: record.id,
        msg: record.msg,
        scope,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(record.expiresAt).toISOString(),
        account_created: actor.signedUp === true,
      };
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/tokens',
    {
      ...asReturned,
      schema: {
        tags: ['tokens'],
        summary: "The account's API tokens (never the secrets)",
        response: { 200: Type.Array(TokenEntry), ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const allowed = canManageAccount(actor);
      if (!allowed.ok) throw httpError('Forbidden', allowed.reason);
      return (await app.store.accounts.listTokens(actor.account.id)).map(tokenEntry);
    },
  );

  app.delete(
    '/tokens/:id',
    {
      schema: {
        tags: ['tokens'],
        summary: 'Revoke a token',
        params: TokenParams,
        response: { 200: MsgAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const allowed = canManageAccount(actor);
      if (!allowed.ok) throw httpError('Forbidden', allowed.reason);
      if (!(await app.store.accounts.deleteToken(actor.account.id, request.params.id))) {
        throw httpError(
          'NotFound',
          `no token with id ${request.params.id} on this account; list them with GET /tokens`,
        );
      }
      return { msg: `token ${request.params.id} revoked`, id: request.params.id };
    },
  );

  app.post(
    '/token/reset/:email',
    {
      config: { auth: false },
      schema: {
        tags: ['account'],
        summary: 'Mail a password reset code (always 201)',
        params: EmailParams,
        response: { 201: MsgAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = canonicalEmail(request.params.email);
      const msg = `if an account exists for ${request.params.email.slice(0, 254)}, a password reset mail was sent to it`;
      const account = email ? await app.store.accounts.getAccountByEmail(email) : null;
      if (account) {
        const now = app.sitepub.now();
        const code = newCode();
        await app.store.accounts.putCode({
          hash: sha256Hex(code),
          accountId: account.id,
          purpose: 'reset',
          expiresAt: now + RESET_CODE_TTL_MS,
        });
        await app.mailer.send({
          kind: 'password-reset',
          to: account.email,
          subject: 'Reset your password',
          text:
            `Someone asked to reset the password of ${account.email}. Within one hour, set a new one with:\n\n` +
            `curl -X POST ${apiBase(app, request)}/password/reset -H 'content-type: application/json' \\\n` +
            `  -d '{"email":"${account.email}","code":"${code}","password":"<new password>"}'\n\n` +
            'Your API tokens stay valid. If you did not ask for this, ignore this mail.\n',
        });
      }
      // Without SMTP the mail waits in the outbox: say who finds it (never where it is on the server).
      return reply.code(201).send({ msg: app.mailer.delivery === 'outbox' ? `${msg}; ${OUTBOX_NOTE}` : msg });
    },
  );

  app.post(
    '/password/reset',
    {
      config: { auth: false },
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the mailed reset code',
        body: PasswordResetBody,
        response: { 200: MsgAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const now = app.sitepub.now();
      const problem = passwordProblem(request.body.password);
      if (problem) throw httpError('BadRequest', problem, { details: { password: problem } });
      const code = await app.store.accounts.takeCode(sha256Hex(request.body.code), 'reset', now);
      const account = code ? await app.store.accounts.getAccount(code.accountId) : null;
      if (!account || account.email !== canonicalEmail(request.body.email)) {
        throw httpError(
          'NotFound',
          'this reset code is unknown, used or expired; ask for a new one with POST /token/reset/:email',
        );
      }
      await app.store.accounts.updateAccount(
        account.id,
        { passwordHash: await hashPassword(request.body.password) },
        now,
      );
      return { msg: `password of ${account.email} changed` };
    },
  );
}

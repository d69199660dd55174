/** `GET /account`, `DELETE /account`, `POST /verification` and the mailed `GET /verification/:code` link. */
import { apiBase } from '../api-base.ts';
import { VERIFICATION_RESEND_MS } from '../../protocol/limits.ts';
import { newCode, sha256Hex } from '../auth/tokens.ts';
import { httpError } from '../errors.ts';
import { canManageAccount } from '../permissions.ts';
import { actorOf } from '../plugins/auth.ts';
import { accountView } from '../views/account.ts';
import { MsgAnswer, VerificationResult } from '../../protocol/api.ts';
import { VerifyParams } from '../../protocol/requests.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import { OUTBOX_NOTE } from '../mail/types.ts';
import { publicPlan } from '../billing/plans.ts';
import { Account } from '../../protocol/types.ts';

const VERIFY_CODE_TTL_MS = 24 * 60 * 60 * 1000;

export async function accountRoutes(app: Routes): Promise<void> {
  app.get(
    '/account',
    {
      ...asReturned,
      schema: {
        tags: ['account'],
        summary: 'The account: email, verification, plan, card',
        description: '401 when the token expired or was revoked (the `reason` header says which).',
        response: { 200: Account, ...errorResponses },
      },
    },
    async (request) => {
      const { account } = actorOf(request);
      const plan = publicPlan(app.extras.billing.planOf(account), true);
      return { ...accountView(account, plan), card: await app.extras.billing.card(account) };
    },
  );

  const deleteSchema = {
    tags: ['account'],
    summary: 'Delete the account',
    description: '409 while the account still owns projects (tear each down with DELETE /:domain first).',
    response: { 200: MsgAnswer, ...errorResponses },
  };
  app.delete('/account', { schema: deleteSchema }, async (request) => {
    const actor = actorOf(request);
    const allowed = canManageAccount(actor);
    if (!allowed.ok) throw httpError('Forbidden', allowed.reason);
    const projects = await app.store.projects.listProjects(actor.account.id);
    if (projects.length > 0) {
      const names = projects
        .slice(0, 5)
        .map((p) => p.domain)
        .join(', ');
      throw httpError(
        'Conflict',
        `account still owns ${projects.length} project(s) (${names}${projects.length > 5 ? ', …' : ''}); tear each down with DELETE /:domain first`,
      );
    }
    await app.extras.billing.closeAccount(actor.account);
    await app.store.accounts.deleteAccount(actor.account.id);
    return { msg: `account ${actor.account.email} has been deleted` };
  });

  app.post(
    '/verification',
    {
      schema: {
        tags: ['account'],
        summary: 'Send the verification email',
        description:
          'Already verified: 200 `{verified: true}`. Unverified and no mail in the last five minutes: a mail is ' +
          'sent, 201 `{verified: false, sent: true}`. Sent within five minutes: 200 `{verified: false, sent: false, msg}`.',
        response: {
          200: VerificationResult,
          201: VerificationResult,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { account } = actorOf(request);
      const now = app.sitepub.now();
      if (account.emailVerifiedAt !== null) return { verified: true, email: account.shownEmail };
      if (account.verificationSentAt !== null && now - account.verificationSentAt < VERIFICATION_RESEND_MS) {
        const at = new Date(account.verificationSentAt + VERIFICATION_RESEND_MS).toISOString();
        return {
          verified: false,
          sent: false,
          email: account.shownEmail,
          msg: `a verification email was sent to ${account.email} less than five minutes ago; check your inbox, or ask again after ${at}`,
        };
      }
      const code = newCode();
      await app.store.accounts.putCode({
        hash: sha256Hex(code),
        accountId: account.id,
        purpose: 'verify',
        expiresAt: now + VERIFY_CODE_TTL_MS,
      });
      await app.store.accounts.updateAccount(account.id, { verificationSentAt: now }, now);
      await app.mailer.send({
        kind: 'verification',
        to: account.email,
        subject: 'Verify your email address',
        text:
          `Open this link within 24 hours to verify ${account.email}:\n\n` +
          `${apiBase(app, request)}/verification/${code}\n\n` +
          'Verified accounts get the full deploy rate limits. If you did not ask for this, ignore this mail.\n',
      });
      // Without SMTP the mail waits in the outbox: say who finds it (never where it is on the server).
      const kept = app.mailer.delivery === 'outbox';
      return reply.code(201).send({
        verified: false,
        sent: true,
        email: account.shownEmail,
        ...(kept ? { delivery: 'outbox', msg: OUTBOX_NOTE } : {}),
      });
    },
  );

  app.get(
    '/verification/:code',
    {
      config: { auth: false },
      schema: {
        tags: ['account'],
        summary: 'Verify the email (the link of the verification mail)',
        params: VerifyParams,
        response: { 200: VerificationResult, ...errorResponses },
      },
    },
    async (request) => {
      const now = app.sitepub.now();
      const code = await app.store.accounts.takeCode(sha256Hex(request.params.code), 'verify', now);
      const account = code ? await app.store.accounts.getAccount(code.accountId) : null;
      if (!account) {
        throw httpError(
          'NotFound',
          'this verification link is unknown, used or expired; ask for a new one with POST /verification',
        );
      }
      if (account.emailVerifiedAt === null)
        await app.store.accounts.updateAccount(account.id, { emailVerifiedAt: now }, now);
      return { verified: true, email: account.shownEmail };
    },
  );
}

/**
 * `GET /dashboard/account` (`GET /account`: plan, verification), `POST /dashboard/account/verification`
 * (`POST /verification`), and deleting the account (`DELETE /account`, after a confirmation page; its 409 while
 * the account owns projects is shown with what to do).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Account } from '../../../protocol/types.ts';
import type { Routes } from '../../schemas/common.ts';
import { apiOf, field, formBody } from '../context.ts';
import { clearSessionCookie } from '../session.ts';
import { failed, page, type Notice } from '../render.ts';
import { signInForm } from './projects.ts';
import { when } from './format.ts';

export async function accountPages(app: Routes): Promise<void> {
  async function render(request: FastifyRequest, reply: FastifyReply, notice: Notice | null, status = 200) {
    const { session, api } = apiOf(app, request);
    const user = session.actor.account.shownEmail;
    const frame = { title: 'Account', nav: 'account' as const, notice, status };
    const res = await api<Account>('GET', '/account');
    if (!res.ok) return failed(reply, user, frame, res);
    const now = app.sitepub.now();
    const a = res.body;
    return page(reply, user, '@account', frame, {
      email: a.email,
      plan: a.plan.name,
      verified: a.email_verified_at ? when(a.email_verified_at, now) : '',
      created: when(a.created_at, now),
    });
  }
  const get = { config: { auth: false }, schema: {} };
  const post = {
    config: { auth: false, readsBody: true },
    schema: { body: formBody({ confirm: Type.Optional(field(10)) }) },
  };

  app.get('/dashboard/account', get, async (request, reply) => render(request, reply, null));

  app.post('/dashboard/account/verification', post, async (request, reply) => {
    const { api } = apiOf(app, request);
    const res = await api<{ msg?: string }>('POST', '/verification');
    return render(
      request,
      reply,
      res.ok
        ? { kind: 'ok', text: res.body.msg ?? 'Verification mail sent.' }
        : { kind: 'error', text: res.error ?? '' },
      res.ok ? 200 : res.status,
    );
  });

  app.get('/dashboard/account/delete', get, async (request, reply) => {
    const { session } = apiOf(app, request);
    return page(
      reply,
      session.actor.account.shownEmail,
      '@confirm',
      { title: 'Delete your account?', nav: 'account' },
      {
        question: `The account ${session.actor.account.shownEmail}, its tokens and sessions are deleted for good. It must own no project any more.`,
        action: '/dashboard/account/delete',
        fields: [],
        confirmLabel: 'Delete my account',
        back: '/dashboard/account',
      },
    );
  });

  app.post('/dashboard/account/delete', post, async (request, reply) => {
    const { api } = apiOf(app, request);
    if (request.body.confirm !== 'yes')
      return render(request, reply, { kind: 'error', text: 'Not confirmed: nothing was deleted.' }, 400);
    const res = await api<{ msg: string }>('DELETE', '/account');
    if (res.ok) {
      clearSessionCookie(request, reply);
      return signInForm(reply, { kind: 'ok', text: res.body.msg });
    }
    const text =
      res.status === 409
        ? `The account was not deleted (409 Conflict): ${res.error}. Projects you own must be torn down first; collaborations do not count.`
        : (res.error ?? 'refused');
    return render(request, reply, { kind: 'error', text }, res.status);
  });
}

/**
 * `GET /dashboard/tokens`: dashboard sessions and API tokens of the account (`GET /tokens`), each revocable
 * (`DELETE /tokens/:id`). No token value is ever shown: new tokens are minted with the CLI.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TokenParams } from '../../../protocol/requests.ts';
import type { TokenEntry } from '../../../protocol/types.ts';
import { seg } from '../api.ts';
import type { Routes } from '../../schemas/common.ts';
import { apiOf, formBody } from '../context.ts';
import { failed, page, type Notice } from '../render.ts';
import { isSessionToken, SESSION_MARK } from '../session.ts';
import { date, when } from './format.ts';

export async function tokensPage(app: Routes): Promise<void> {
  async function render(request: FastifyRequest, reply: FastifyReply, notice: Notice | null, status = 200) {
    const { session, api } = apiOf(app, request);
    const user = session.actor.account.shownEmail;
    const frame = { title: 'Sessions & tokens', nav: 'tokens' as const, notice, status };
    const res = await api<TokenEntry[]>('GET', '/tokens');
    if (!res.ok) return failed(reply, user, frame, res);
    const now = app.sitepub.now();
    const row = (t: TokenEntry) => ({
      id: t.id,
      msg: isSessionToken(t.msg) ? t.msg.slice(SESSION_MARK.length).trim() : t.msg,
      scope: t.scope.length === 0 ? 'all projects' : t.scope.join(', '),
      created: when(t.created_at, now),
      used: t.last_used_at ? when(t.last_used_at, now) : 'never',
      expires: date(t.expires_at),
      current: t.id === session.id,
    });
    return page(reply, user, '@tokens', frame, {
      sessions: res.body.filter((t) => isSessionToken(t.msg)).map(row),
      tokens: res.body.filter((t) => !isSessionToken(t.msg)).map(row),
    });
  }

  app.get('/dashboard/tokens', { config: { auth: false }, schema: {} }, async (request, reply) =>
    render(request, reply, null),
  );

  app.post(
    '/dashboard/tokens/revoke',
    {
      config: { auth: false, readsBody: true },
      schema: { body: formBody(TokenParams.properties) },
    },
    async (request, reply) => {
      const { session, api } = apiOf(app, request);
      const res = await api('DELETE', `/tokens/${seg(request.body.id)}`);
      if (res.ok && request.body.id === session.id) return reply.redirect('/dashboard', 303); // signed itself out
      return render(
        request,
        reply,
        res.ok
          ? { kind: 'ok', text: `${request.body.id} revoked.` }
          : { kind: 'error', text: res.error ?? 'refused' },
        res.ok ? 200 : res.status,
      );
    },
  );
}

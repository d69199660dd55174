/** `POST /dashboard/signin` (email + password → session cookie) and `POST /dashboard/signout` (revokes it). */
import { Type } from 'typebox';
import type { Routes } from '../../schemas/common.ts';
import { field, formBody } from '../context.ts';
import { clearSessionCookie, setSessionCookie, signIn } from '../session.ts';
import { signInForm } from './projects.ts';

export async function signInRoutes(app: Routes): Promise<void> {
  app.post(
    '/dashboard/signin',
    {
      config: { auth: false, readsBody: true },
      schema: {
        body: formBody({
          email: Type.Optional(field(300)),
          password: Type.Optional(field(1024)),
          next: Type.Optional(field(4096)),
        }),
      },
    },
    async (request, reply) => {
      const email = request.body.email ?? '';
      // only a dashboard page of this origin: never a redirect elsewhere
      const next = /^\/dashboard\/[^/\\]/.test(request.body.next ?? '') ? request.body.next! : '/dashboard';
      const result = await signIn(app, {
        email,
        password: request.body.password ?? '',
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      });
      if (!result.ok) {
        if (result.status === 429) reply.header('retry-after', '900');
        const again = next === '/dashboard' ? '' : next;
        return signInForm(reply, { kind: 'error', text: result.message }, result.status, email, again);
      }
      setSessionCookie(request, reply, result.token);
      return reply.redirect(next, 303);
    },
  );

  app.post(
    '/dashboard/signout',
    { config: { auth: false, readsBody: true }, schema: { body: formBody({}) } },
    async (request, reply) => {
      const session = request.dashboardSession;
      if (session) await app.store.accounts.deleteToken(session.actor.account.id, session.id);
      clearSessionCookie(request, reply);
      return reply.redirect('/dashboard', 303);
    },
  );
}

/** `POST /dashboard/signin` (email + password → session cookie) and `POST /dashboard/signout` (revokes it). */
import type { FastifyInstance } from 'fastify';
import { formBody } from '../context.ts';
import { clearSessionCookie, setSessionCookie, signIn } from '../session.ts';
import { signInForm } from './projects.ts';

export async function signInRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { email?: string; password?: string; next?: string } }>(
    '/dashboard/signin',
    {
      config: { auth: false, readsBody: true },
      schema: {
        body: formBody({
          email: { type: 'string', maxLength: 300 },
          password: { type: 'string', maxLength: 1024 },
          next: { type: 'string', maxLength: 4096 },
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

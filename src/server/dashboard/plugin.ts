/**
 * The web dashboard under `/dashboard` (docs/dashboard.md): one encapsulated Fastify plugin, registered by
 * buildApp unless `dashboard: false` (`sitepub serve --no-dashboard`) or the plain-surge profile. Its cookie,
 * CSRF, form parser, headers and error pages stay inside it: the API routes are unaffected.
 * Security: session cookie HttpOnly + SameSite=Strict (+ Secure over HTTPS); a CSRF token on every form, checked
 * on every POST; a strict Content-Security-Policy (everything from this origin, no script at all).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import { StoreError } from '../../store/errors.ts';
import { internalFailure, storeFailure } from '../public-errors.ts';
import { addFormParser } from '../routes/billing-pages.ts';
import { DASHBOARD_CSS } from './assets/style.ts';
import { SignInRequired } from './context.ts';
import { accountPages } from './pages/account.ts';
import { analyticsPage } from './pages/analytics.ts';
import { comparePage } from './pages/compare.ts';
import { extrasPages } from './pages/extras.ts';
import { projectPage } from './pages/project.ts';
import { projectsPage, signInForm } from './pages/projects.ts';
import { signInRoutes } from './pages/signin.ts';
import { siteAccessPage } from './pages/site-access.ts';
import { tokensPage } from './pages/tokens.ts';
import { page } from './render.ts';
import { sessionOf } from './session.ts';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export async function dashboardPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'sitepub_csrf',
    cookieOpts: { path: '/dashboard', httpOnly: true, sameSite: 'strict', secure: 'auto' },
  });
  addFormParser(app);
  app.decorateRequest('dashboardSession', null);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cache-control', 'no-store');
    if (!request.url.startsWith('/dashboard/assets/'))
      request.dashboardSession = await sessionOf(app, request);
  });
  // Every state change carries the CSRF token of the form it came from.
  app.addHook('preHandler', (request, reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      done();
      return;
    }
    app.csrfProtection(request, reply, done);
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const user = request.dashboardSession?.actor.account.shownEmail ?? null;
    if (error instanceof SignInRequired) return signInForm(reply, null, 401);
    if (error.code?.startsWith('FST_CSRF')) {
      return page(reply, user, '@error', {
        title: 'This form is not valid any more',
        status: 403,
        notice: {
          kind: 'error',
          text: 'The form was refused: it had no valid CSRF token (it expired, or did not come from this dashboard). Reload the page and try again.',
        },
      });
    }
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (error instanceof StoreError || status >= 500) {
      // the same words as the API's (src/server/public-errors.ts); the whole error in the log, same request id
      const failure =
        error instanceof StoreError
          ? storeFailure(error.code, request.id, 'request')
          : internalFailure(request.id, 'request');
      request.log.error({ err: error, code: failure.code }, `dashboard page failed (${failure.code})`);
      reply.header('x-request-id', request.id);
      return page(reply, user, '@error', {
        title: 'Something went wrong',
        status: failure.status,
        notice: { kind: 'error', text: failure.message },
      });
    }
    return page(reply, user, '@error', {
      title: 'This request was refused',
      status: status >= 400 && status <= 599 ? status : 500,
      notice: { kind: 'error', text: error.message },
    });
  });

  app.get(
    '/dashboard/assets/dashboard.css',
    { config: { auth: false }, schema: {} },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .type('text/css; charset=utf-8')
        .send(DASHBOARD_CSS),
  );

  for (const pages of [
    signInRoutes,
    projectsPage,
    projectPage,
    comparePage,
    analyticsPage,
    extrasPages,
    tokensPage,
    accountPages,
    siteAccessPage,
  ]) {
    await app.register(pages);
  }
}

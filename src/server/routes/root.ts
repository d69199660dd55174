/**
 * `GET /` (public, sitepub profile): where to go. A browser (Accept: text/html) is redirected to the dashboard
 * (or to the API reference when the dashboard is off); any other client gets `{api, dashboard, docs, messages}`.
 * The plain-surge profile keeps surge's 404 (no such endpoint).
 */
import { RootLinks } from '../../protocol/api.ts';
import type { Routes } from '../schemas/common.ts';
import { apiBase } from '../api-base.ts';
import { DOCS_PATH } from '../plugins/openapi.ts';

export const DASHBOARD_PATH = '/dashboard';

export interface RootOptions {
  /** Whether the web dashboard is served (`serve --no-dashboard` turns it off). */
  dashboard: boolean;
}

/** True when the client prefers an HTML page (a browser's navigation). */
function wantsHtml(accept: string | undefined): boolean {
  return typeof accept === 'string' && /\btext\/html\b/i.test(accept);
}

export async function rootRoutes(app: Routes, options: RootOptions): Promise<void> {
  app.get(
    '/',
    {
      config: { auth: false },
      schema: {
        tags: ['platform'],
        summary:
          'Where to go: browsers are redirected to the dashboard, other clients get the links (public)',
        response: { 200: RootLinks },
      },
    },
    async (request, reply) => {
      const base = apiBase(app, request);
      const dashboard = options.dashboard ? `${base}${DASHBOARD_PATH}` : null;
      if (wantsHtml(request.headers.accept))
        return reply.redirect(options.dashboard ? DASHBOARD_PATH : DOCS_PATH, 302);
      return {
        api: base,
        dashboard,
        docs: `${base}${DOCS_PATH}`,
        messages: [
          `this is a sitepub API: use it with \`sitepub --endpoint ${base}\` (or SURGE_ENDPOINT=${base}); ` +
            `the API reference is at ${base}${DOCS_PATH}` +
            (dashboard ? `, the dashboard at ${dashboard}` : ''),
        ],
      };
    },
  );
}

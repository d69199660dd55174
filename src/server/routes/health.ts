/**
 * `GET /healthz` (public): 200 `{"ok":true,"edges":N,"uptime":S}` while the server answers, for load balancers
 * and process supervisors. Logged at warn level only (a probe every few seconds would fill the request log).
 * A name without a dot, so it never collides with `GET /:domain` routes.
 */
import { Health } from '../../protocol/api.ts';
import type { Routes } from '../schemas/common.ts';

export async function healthRoutes(app: Routes): Promise<void> {
  app.get(
    '/healthz',
    {
      config: { auth: false },
      logLevel: 'warn',
      schema: {
        tags: ['platform'],
        summary: 'Health check for load balancers (public)',
        response: { 200: Health },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { ok: true, edges: app.distributor.edges().length, uptime: Math.floor(process.uptime()) };
    },
  );
}

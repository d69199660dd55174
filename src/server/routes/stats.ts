/**
 * `GET /stats`: public platform statistics, CORS-enabled. Counts what the server holds now: projects,
 * deployments (ready revisions; `deployemnts` is also sent, the official service's spelling), bytes and files
 * published, accounts.
 */
import { PlatformStats } from '../../protocol/api.ts';
import type { Routes } from '../schemas/common.ts';

export async function statsRoutes(app: Routes): Promise<void> {
  const cors = { tags: ['platform'], summary: 'CORS preflight of GET /stats' };
  app.options('/stats', { config: { auth: false }, schema: cors }, async (_request, reply) => {
    void reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, OPTIONS')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '86400');
    return reply.send();
  });

  app.get(
    '/stats',
    {
      config: { auth: false },
      schema: {
        tags: ['platform'],
        summary: 'Platform statistics (public, CORS-enabled)',
        response: {
          200: PlatformStats,
        },
      },
    },
    async (_request, reply) => {
      const s = await app.store.projects.platformStats();
      void reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=60');
      return { ...s, deployemnts: s.deployments, edges: app.distributor.edges().length };
    },
  );
}

/**
 * `DELETE /:domain/cache`: every edge drops its cached responses of the project and re-syncs it. Answers
 * `{status: 200, confirmed: [edge ids], unconfirmed: [edge ids], instances}` (the official CLI reads `status`
 * and `instances`; `surge-sdk` callers read `confirmed`/`unconfirmed`).
 */
import { CachePurgeResult } from '../../protocol/types.ts';
import { canManageRevisions } from '../permissions.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import { DomainParams } from '../../protocol/requests.ts';
import { loadProject } from './project-access.ts';

export async function cacheRoutes(app: Routes): Promise<void> {
  app.delete(
    '/:domain/cache',
    {
      // The surge profile reshapes the answer (its instances): the closed shape documents, never filters.
      ...asReturned,
      schema: {
        tags: ['analytics'],
        summary: 'Purge every edge’s cache of the project',
        params: DomainParams,
        response: { 200: CachePurgeResult, ...errorResponses },
      },
    },
    async (request): Promise<CachePurgeResult> => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      const result = await app.distributor.purge(project.domain);
      return {
        status: 200,
        confirmed: result.confirmed.map((e) => e.id),
        unconfirmed: result.unconfirmed.map((e) => e.id),
        errors: Object.fromEntries(result.unconfirmed.map((e) => [e.id, e.error])),
        instances: app.distributor.instances(project.domain),
      };
    },
  );
}

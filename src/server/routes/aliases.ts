/**
 * Preview aliases (a sitepub extension, docs/server.md "Preview aliases"; 404 on the surge profile):
 *   GET    /:domain/aliases          → { aliases: AliasEntry[] }
 *   PUT    /:domain/alias/:name {rev} → AliasEntry (created or moved; the edges serve it when this answers)
 *   DELETE /:domain/alias/:name      → { name, removed }
 * Whoever may cut production over may move an alias. An alias goes away with its revision and its project.
 */
import {
  AliasEntry,
  AliasList,
  AliasRemoved,
  AliasRequest,
  aliasHost,
  aliasNameProblem,
} from '../../protocol/aliases.ts';
import type { AliasRecord } from '../../store/types.ts';
import { httpError } from '../errors.ts';
import { canManageRevisions } from '../permissions.ts';
import { errorResponses, type Routes } from '../schemas/common.ts';
import { AliasParams, DomainParams } from '../../protocol/requests.ts';
import { loadProject } from './project-access.ts';

export async function aliasRoutes(app: Routes): Promise<void> {
  const entry = (a: AliasRecord): AliasEntry => {
    const host = aliasHost(a.name, a.domain);
    return {
      name: a.name,
      rev: a.rev,
      host,
      url: new URL(app.distributor.publicUrl(host)).href,
      updatedAt: a.updatedAt,
    };
  };
  const checkName = (name: string, domain: string): void => {
    const problem = aliasNameProblem(name, domain);
    if (problem) throw httpError('BadRequest', `"${name.slice(0, 60)}" is not a valid alias: ${problem}`);
  };

  app.get(
    '/:domain/aliases',
    {
      schema: {
        tags: ['revisions'],
        summary: "The project's preview aliases (sitepub extension)",
        params: DomainParams,
        response: {
          200: AliasList,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      return {
        aliases: (await app.store.aliases.listAliases(project.domain)).map(entry),
        url: new URL(app.distributor.publicUrl(project.domain)).href,
      };
    },
  );

  app.put(
    '/:domain/alias/:name',
    {
      schema: {
        tags: ['revisions'],
        summary: 'Point preview alias <name>-<domain> at a revision (sitepub extension)',
        params: AliasParams,
        body: AliasRequest,
        response: { 200: AliasEntry, ...errorResponses },
      },
    },
    async (request): Promise<AliasEntry> => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      const { name } = request.params;
      checkName(name, project.domain);
      const { rev } = request.body;
      const now = app.sitepub.now();
      // Answered once the edges serve the alias (as a cutover is).
      if (!(await app.production.setAlias(project.domain, name, rev)))
        throw httpError(
          'NotFound',
          `revision ${rev} of ${project.domain} does not exist; see GET /${project.domain}/list`,
        );
      request.log.info({ domain: project.domain, alias: name, rev }, 'alias set');
      return entry({ domain: project.domain, name, rev, updatedAt: now });
    },
  );

  app.delete(
    '/:domain/alias/:name',
    {
      schema: {
        tags: ['revisions'],
        summary: 'Remove a preview alias (sitepub extension)',
        params: AliasParams,
        response: {
          200: AliasRemoved,
          ...errorResponses,
        },
      },
    },
    async (request): Promise<AliasRemoved> => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      const { name } = request.params;
      checkName(name, project.domain);
      const removed = await app.production.deleteAlias(project.domain, name);
      return { name, removed };
    },
  );
}

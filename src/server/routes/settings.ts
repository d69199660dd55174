/**
 * `PUT /:domain/settings`: merges the given settings (see settings-rules.ts) into the project's configuration,
 * has the edges apply it, and echoes the resulting configuration. `GET /:domain/settings` reads it.
 * Only the owner changes settings.
 */
import { canManageCollaborators, canManageRevisions } from '../permissions.ts';
import { httpError } from '../errors.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import { DomainParams, SettingsBody } from '../../protocol/requests.ts';
import { loadProject } from './project-access.ts';
import { applySettings } from './settings-rules.ts';
import { ProjectConfig } from '../../protocol/types.ts';

export async function settingsRoutes(app: Routes): Promise<void> {
  app.get(
    '/:domain/settings',
    {
      ...asReturned,
      schema: {
        tags: ['settings'],
        summary: "The project's settings (sitepub)",
        params: DomainParams,
        response: { 200: ProjectConfig, ...errorResponses },
      },
    },
    async (request) =>
      (await loadProject(app, request, request.params.domain, canManageRevisions)).project.settings,
  );

  app.put(
    '/:domain/settings',
    {
      ...asReturned,
      schema: {
        tags: ['settings'],
        summary: 'Change settings; echoes the resulting configuration',
        params: DomainParams,
        body: SettingsBody,
        response: { 200: ProjectConfig, ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageCollaborators);
      const result = applySettings(project.settings, request.body ?? {});
      if (!result.ok) {
        const names = Object.keys(result.details).join(', ');
        throw httpError(
          'BadRequest',
          `invalid settings (${names}): ${Object.entries(result.details)
            .map(([k, v]) => `${k}: ${v}`)
            .join('; ')}`,
          {
            details: result.details,
          },
        );
      }
      if (result.changed.length === 0) return project.settings;
      const updated = await app.store.projects.updateSettings(project.domain, result.config);
      if (!updated) throw httpError('NotFound', `project ${project.domain} not found: it was torn down`);
      // Edges apply settings from the project state they sync; a failed edge catches up on its next reconcile.
      await app.distributor
        .sync(project.domain)
        .catch((err: unknown) => request.log.warn({ err }, 'settings sync failed'));
      return updated.settings;
    },
  );
}

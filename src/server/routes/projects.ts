/**
 * `GET /list`, `DELETE /:domain` (teardown), and metadata/manifest of the live or a given revision:
 * `GET /:domain/metadata.json`, `GET /:domain/:rev/metadata.json`, `GET /:domain/manifest.json`,
 * `GET /:domain/:rev/manifest.json`.
 */
import { Type } from 'typebox';
import { canManageRevisions, canTearDown, projectsOf } from '../permissions.ts';
import { actorOf } from '../plugins/auth.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import { DomainParams, RevParams } from '../../protocol/requests.ts';
import { manifestOf, metadataOf, projectEntry } from '../views/revisions.ts';
import { liveRevision, loadProject, loadRevision } from './project-access.ts';
import { Manifest, Metadata, ProjectEntry, TeardownResult } from '../../protocol/types.ts';

export async function projectRoutes(app: Routes): Promise<void> {
  app.get(
    '/list',
    {
      ...asReturned,
      schema: {
        tags: ['projects'],
        summary: 'Projects the account owns or collaborates on',
        response: { 200: Type.Array(ProjectEntry), ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const now = app.sitepub.now();
      const entries = [];
      for (const { project, role } of await projectsOf(app.store, actor)) {
        const live =
          project.liveRev === null
            ? null
            : await app.store.revisions.getRevision(project.domain, project.liveRev);
        const owner =
          project.ownerId === actor.account.id
            ? actor.account
            : await app.store.accounts.getAccount(project.ownerId);
        entries.push(
          projectEntry(
            project,
            live,
            role,
            owner?.email ?? '',
            owner ? app.extras.billing.planOf(owner).name : '',
            now,
          ),
        );
      }
      return entries;
    },
  );

  app.delete(
    '/:domain',
    {
      ...asReturned,
      schema: {
        tags: ['projects'],
        summary: 'Tear the project down (every revision, on every edge)',
        params: DomainParams,
        response: { 200: TeardownResult, ...errorResponses },
      },
    },
    async (request) => {
      const { domain } = await loadProject(app, request, request.params.domain, canTearDown);
      await app.production.teardown(domain);
      request.log.info({ domain }, 'project torn down');
      return { msg: `${domain} has been removed`, domain, instances: app.distributor.instances(domain) };
    },
  );

  app.get(
    '/:domain/metadata.json',
    {
      ...asReturned,
      schema: {
        tags: ['projects'],
        summary: 'Metadata of the live revision',
        params: DomainParams,
        response: { 200: Metadata, ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      return metadataOf(await liveRevision(app, project), project);
    },
  );

  app.get(
    '/:domain/:rev/metadata.json',
    {
      ...asReturned,
      schema: {
        tags: ['projects'],
        summary: 'Metadata of a revision',
        params: RevParams,
        response: { 200: Metadata, ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      return metadataOf(await loadRevision(app, project, request.params.rev), project);
    },
  );

  app.get(
    '/:domain/manifest.json',
    {
      ...asReturned,
      schema: {
        tags: ['projects'],
        summary: 'Manifest of the live revision: path → size and MD5',
        params: DomainParams,
        response: { 200: Manifest, ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      const live = await liveRevision(app, project);
      return manifestOf(await app.store.revisions.getRevisionManifest(project.domain, live.rev));
    },
  );

  app.get(
    '/:domain/:rev/manifest.json',
    {
      ...asReturned,
      schema: {
        tags: ['projects'],
        summary: 'Manifest of a revision: path → size and MD5',
        params: RevParams,
        response: { 200: Manifest, ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      const revision = await loadRevision(app, project, request.params.rev);
      return manifestOf(await app.store.revisions.getRevisionManifest(project.domain, revision.rev));
    },
  );
}

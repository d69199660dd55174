/**
 * Collaborators: `POST /:domain/collaborators` `{emails}` → 202 `{invites: [{domain, email, invite, status}]}`
 * and `DELETE /:domain/collaborators` `{emails}` → 202 `{successes, fails}`. Only the owner changes them.
 * A collaborator is an email: the account with that email (now or once it signs up) may deploy and manage
 * revisions; invitations are mailed (services/collaborators.ts, which also serves the deploy headers `add`
 * and `rem`).
 */
import type { FastifyRequest } from 'fastify';
import { canManageCollaborators } from '../permissions.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import { CollaboratorsBody, DomainParams } from '../../protocol/requests.ts';
import { CollaboratorList, InviteResult, RevokeResult } from '../../protocol/api.ts';
import { apiBase } from '../api-base.ts';
import { loadProject } from './project-access.ts';
import { inviteCollaborators, revokeCollaborators } from '../services/collaborators.ts';

const tags = ['collaborators'];

export async function collaboratorRoutes(app: Routes): Promise<void> {
  const load = (request: FastifyRequest, domain: string) =>
    loadProject(app, request, domain, canManageCollaborators);

  app.get(
    '/:domain/collaborators',
    {
      ...asReturned,
      schema: {
        tags,
        summary: "The project's collaborators (sitepub)",
        params: DomainParams,
        response: { 200: CollaboratorList, ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await load(request, request.params.domain);
      const list = await app.store.collaborators.list(project.domain);
      return {
        domain: project.domain,
        collaborators: list.map((c) => ({ email: c.email, created_at: new Date(c.createdAt).toISOString() })),
      };
    },
  );

  app.post(
    '/:domain/collaborators',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Invite collaborators (owner only; invitations are mailed)',
        params: DomainParams,
        body: CollaboratorsBody,
        response: { 202: InviteResult, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { project, actor } = await load(request, request.params.domain);
      const invites = await inviteCollaborators(
        { store: app.store, mailer: app.mailer, clock: () => app.sitepub.now(), log: request.log },
        project,
        actor,
        request.body.emails,
        apiBase(app, request),
      );
      void reply.code(202);
      return { invites };
    },
  );

  app.delete(
    '/:domain/collaborators',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Remove collaborators (owner only)',
        params: DomainParams,
        body: CollaboratorsBody,
        response: { 202: RevokeResult, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { project } = await load(request, request.params.domain);
      const result = await revokeCollaborators(app, project, request.body.emails);
      void reply.code(202);
      return result;
    },
  );
}

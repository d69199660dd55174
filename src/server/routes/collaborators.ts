/**
 * Collaborators: `POST /:domain/collaborators` `{emails}` → 202 `{invites: [{domain, email, invite, status}]}`
 * and `DELETE /:domain/collaborators` `{emails}` → 202 `{successes, fails}`. Only the owner changes them.
 * A collaborator is an email: the account with that email (now or once it signs up) may deploy and manage
 * revisions; invitations are mailed (services/collaborators.ts, which also serves the deploy headers `add`
 * and `rem`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canManageCollaborators } from '../permissions.ts';
import { asReturned, errorResponses } from '../schemas/common.ts';
import { CollaboratorList, InviteResult, RevokeResult } from '../../protocol/api.ts';
import { apiBase } from '../api-base.ts';
import { loadProject } from './project-access.ts';
import { MAX_COLLABORATORS, inviteCollaborators, revokeCollaborators } from '../services/collaborators.ts';

const params = {
  type: 'object',
  properties: { domain: { type: 'string', maxLength: 300 } },
  required: ['domain'],
} as const;
const tags = ['collaborators'];
const body = {
  type: 'object',
  properties: {
    emails: {
      type: 'array',
      items: { type: 'string', maxLength: 320 },
      minItems: 1,
      maxItems: MAX_COLLABORATORS,
    },
    domains: { type: 'array', items: { type: 'string' } },
  },
  required: ['emails'],
  additionalProperties: true,
} as const;

export async function collaboratorRoutes(app: FastifyInstance): Promise<void> {
  const load = (request: FastifyRequest<{ Params: { domain: string } }>) =>
    loadProject(app, request, request.params.domain, canManageCollaborators);

  app.get<{ Params: { domain: string } }>(
    '/:domain/collaborators',
    {
      ...asReturned,
      schema: {
        tags,
        summary: "The project's collaborators (sitepub)",
        params,
        response: { 200: CollaboratorList, ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await load(request);
      const list = await app.store.collaborators.list(project.domain);
      return {
        domain: project.domain,
        collaborators: list.map((c) => ({ email: c.email, created_at: new Date(c.createdAt).toISOString() })),
      };
    },
  );

  app.post<{ Params: { domain: string }; Body: { emails: string[] } }>(
    '/:domain/collaborators',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Invite collaborators (owner only; invitations are mailed)',
        params,
        body,
        response: { 202: InviteResult, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { project, actor } = await load(request);
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

  app.delete<{ Params: { domain: string }; Body: { emails: string[] } }>(
    '/:domain/collaborators',
    {
      ...asReturned,
      schema: {
        tags,
        summary: 'Remove collaborators (owner only)',
        params,
        body,
        response: { 202: RevokeResult, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { project } = await load(request);
      const result = await revokeCollaborators(app, project, request.body.emails);
      void reply.code(202);
      return result;
    },
  );
}

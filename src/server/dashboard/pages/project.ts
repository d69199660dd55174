/**
 * A project: `GET /dashboard/projects/:domain` lists its revisions (`GET /:domain/list`, newest first) with the
 * live marker, the message and PR / commit of its deploy record, publisher, files, size and preview link.
 * Buttons: put a revision live (`PUT /:domain/rev/:rev`, a choice), roll back (`POST /:domain/rollback`: the
 * server's production rule decides, as for the CLI and the Action), discard (after a confirmation page:
 * `DELETE /:domain/rev/:rev`). The outcome is shown in place, in the API's own words (its `production.message`,
 * or its refusal), so the dashboard says exactly what the API and the CLI say.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { recordOf, messageText, rollbackTarget } from '../../../protocol/revisions.ts';
import type { ProductionNow, ProjectEntry, RevisionEntry } from '../../../protocol/types.ts';
import { seg } from '../api.ts';
import { DomainParams } from '../../../protocol/requests.ts';
import type { Routes } from '../../schemas/common.ts';
import { apiOf, field, formBody, type DomainRequest } from '../context.ts';
import { failed, page, type Notice } from '../render.ts';
import { size, when } from './format.ts';

export function projectPath(domain: string, tab = ''): string {
  return `/dashboard/projects/${encodeURIComponent(domain)}${tab ? `/${tab}` : ''}`;
}

/** The revision rows of the page, from the API's revision list. */
export function revisionRows(app: FastifyInstance, revisions: RevisionEntry[], now: number) {
  return revisions.map((r) => {
    const record = recordOf(r);
    return {
      rev: r.rev,
      current: r.current,
      stage: r.current ? null : r.liveAt ? null : 'never live',
      rolledBack: r.rolledBack === true,
      text: messageText(r),
      pr: record.pr ?? r.meta?.pr ?? null,
      commit: record.sha ?? r.meta?.commit ?? null,
      kind: record.kind ?? null,
      email: r.email,
      files: r.publicFileCount,
      size: size(r.publicTotalSize),
      createdAt: r.created_at,
      createdAtText: when(r.created_at, now),
      previewUrl: app.distributor.publicUrl(r.preview),
    };
  });
}

/** Renders the project page for the signed-in account, with `notice` (the result of an action) on top. */
export async function renderProject(
  app: FastifyInstance,
  request: DomainRequest,
  reply: FastifyReply,
  notice: Notice | null,
  status = 200,
) {
  const { session, api } = apiOf(app, request);
  const domain = request.params.domain;
  const user = session.actor.account.shownEmail;
  const list = await api<RevisionEntry[]>('GET', `/${seg(domain)}/list`);
  if (!list.ok) return failed(reply, user, { title: domain, nav: 'projects' }, list, notice);
  const projects = await api<ProjectEntry[]>('GET', '/list');
  const role = (projects.ok ? projects.body : []).find((p) => p.domain === domain)?.role ?? 'collaborator';
  const back = rollbackTarget(list.body);
  return page(
    reply,
    user,
    '@project',
    { title: domain, nav: 'projects', notice, status },
    {
      domain,
      tab: '',
      role,
      live: list.body.find((r) => r.current) ?? null,
      productionUrl: app.distributor.publicUrl(domain),
      rollbackTo: back.target?.rev ?? null,
      rollbackWhy:
        back.target === null
          ? back.reason === 'no-history'
            ? 'no other revision was live before this one'
            : 'no other revision is known to have been live'
          : '',
      revisions: revisionRows(app, list.body, app.sitepub.now()),
    },
  );
}

const revBody = formBody({ rev: field(20), confirm: Type.Optional(field(10)) });

/** Runs one API call and shows its outcome on the project page. */
async function act(
  app: FastifyInstance,
  request: DomainRequest,
  reply: FastifyReply,
  method: 'PUT' | 'POST' | 'DELETE',
  path: string,
  done: string,
) {
  const { api } = apiOf(app, request);
  const res = await api<{ production?: ProductionNow }>(method, path); // a cutover, rollback or discard
  return res.ok
    ? renderProject(app, request, reply, { kind: 'ok', text: res.body.production?.message ?? done })
    : renderProject(app, request, reply, { kind: 'error', text: res.error ?? 'refused' }, res.status);
}

/** Rollback: the server's production rule decides (POST /:domain/rollback), and its words are shown. */
async function rollback(app: FastifyInstance, request: DomainRequest, reply: FastifyReply) {
  const { domain } = request.params;
  return act(app, request, reply, 'POST', `/${seg(domain)}/rollback`, `Rolled back ${domain}.`);
}

/** The page that asks before a revision is discarded (a GET never deletes). */
async function confirmDiscard(
  app: FastifyInstance,
  request: DomainRequest,
  reply: FastifyReply,
  rev: string,
) {
  const { session } = apiOf(app, request);
  const { domain } = request.params;
  return page(
    reply,
    session.actor.account.shownEmail,
    '@confirm',
    { title: `Discard revision ${rev}?`, nav: 'projects' },
    {
      question: `Revision ${rev} of ${domain} and its preview will be deleted for good. If it is live, production first returns to the revision live before it that it was not rolled back from (the same rule as Roll back); when there is none, the discard is refused and nothing changes (the only revision of a project takes the site offline).`,
      action: `${projectPath(domain)}/discard`,
      fields: [['rev', rev]],
      confirmLabel: `Discard revision ${rev}`,
      back: projectPath(domain),
    },
  );
}

export async function projectPage(app: Routes): Promise<void> {
  const opts = { config: { auth: false }, schema: { params: DomainParams } };
  const post = {
    config: { auth: false, readsBody: true },
    schema: { params: DomainParams, body: revBody },
  };

  app.get('/dashboard/projects/:domain', opts, async (request, reply) =>
    renderProject(app, request, reply, null),
  );

  app.post('/dashboard/projects/:domain/cutover', post, async (request, reply) => {
    const { domain } = request.params;
    const rev = request.body.rev;
    return act(
      app,
      request,
      reply,
      'PUT',
      `/${seg(domain)}/rev/${seg(rev)}`,
      `Revision ${rev} is now live on ${domain}.`,
    );
  });

  app.post(
    '/dashboard/projects/:domain/rollback',
    { ...post, schema: { ...post.schema, body: formBody({}) } },
    async (request, reply) => rollback(app, request, reply),
  );

  app.get(
    '/dashboard/projects/:domain/discard',
    {
      config: { auth: false },
      schema: { params: DomainParams, querystring: Type.Object({ rev: field(20) }) },
    },
    async (request, reply) => confirmDiscard(app, request, reply, request.query.rev),
  );

  app.post('/dashboard/projects/:domain/discard', post, async (request, reply) => {
    const { domain } = request.params;
    const rev = request.body.rev;
    if (request.body.confirm !== 'yes')
      return renderProject(
        app,
        request,
        reply,
        { kind: 'error', text: 'Discard not confirmed: nothing was deleted.' },
        400,
      );
    return act(
      app,
      request,
      reply,
      'DELETE',
      `/${seg(domain)}/rev/${seg(rev)}`,
      `Revision ${rev} of ${domain} was discarded.`,
    );
  });
}

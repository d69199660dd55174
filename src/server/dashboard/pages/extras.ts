/**
 * A project's other pages, each one API call: edges (`GET /:domain/audit`, with each edge's TLS check),
 * certificates (`GET /:domain/certs`), collaborators (`GET`/`POST`/`DELETE /:domain/collaborators`), settings
 * (`GET /:domain/settings`), DNS (`GET /:domain/dns`, apex domains only).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { seg } from '../api.ts';
import { apiOf, domainParams, formBody, type DomainReq } from '../context.ts';
import { page, type Notice, type TemplateName } from '../render.ts';
import { when } from './format.ts';

/** An object as [key, text] pairs for a definition list (nested values as JSON). */
export function facts(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).map(([k, v]) => [
    k,
    v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v),
  ]);
}

interface AuditRow {
  edge: string;
  location?: string;
  rev: unknown;
  inSync: boolean;
  cert?: { valid_to?: string };
  certError?: { reason?: string };
  errors: string[];
}

export async function extrasPages(app: FastifyInstance): Promise<void> {
  const opts = { config: { auth: false }, schema: { params: domainParams } };

  /** One page from one API call: `view` turns the answer into the template's data. */
  function simple(
    tab: string,
    label: string,
    template: TemplateName,
    view: (body: unknown, request: FastifyRequest<DomainReq>) => Record<string, unknown>,
  ) {
    app.get<DomainReq>(`/dashboard/projects/:domain/${tab}`, opts, async (request, reply) =>
      show(request, reply, tab, label, template, view, null),
    );
  }

  async function show(
    request: FastifyRequest<DomainReq>,
    reply: FastifyReply,
    tab: string,
    label: string,
    template: TemplateName,
    view: (body: unknown, request: FastifyRequest<DomainReq>) => Record<string, unknown>,
    notice: Notice | null,
    status = 200,
  ) {
    const { session, api } = apiOf(app, request);
    const user = session.actor.account.shownEmail;
    const { domain } = request.params;
    const frame = { title: `${label} of ${domain}`, nav: 'projects' as const };
    const res = await api('GET', `/${seg(domain)}/${tab}`);
    if (!res.ok)
      return page(reply, user, '@error', {
        ...frame,
        status: res.status,
        notice: notice ?? { kind: 'error', text: res.error! },
      });
    return page(
      reply,
      user,
      template,
      { ...frame, notice, status },
      { domain, tab, ...view(res.body, request) },
    );
  }

  simple('audit', 'Edges', '@audit', (body) => ({
    edges: Object.values(body as Record<string, AuditRow>).map((e) => ({
      edge: e.edge,
      location: e.location ?? '',
      rev: String(e.rev),
      inSync: e.inSync,
      tls: e.cert ? `valid until ${e.cert.valid_to ?? '?'}` : (e.certError?.reason ?? 'no check'),
      errors: e.errors.join('; '),
    })),
  }));
  simple('certs', 'Certificates', '@certs', (body) => ({
    certs: ((body as { certs?: unknown[] }).certs ?? []).map(facts),
  }));
  simple('settings', 'Settings', '@settings', (body) => ({ facts: facts(body) }));
  simple('dns', 'DNS', '@dns', (body) => {
    const { records, ...rest } = body as { records?: unknown[] };
    return { facts: facts(rest), records: (records ?? []).map(facts) };
  });

  const collaboratorsView = (body: unknown) => ({
    collaborators: (
      (body as { collaborators?: { email: string; created_at: string }[] }).collaborators ?? []
    ).map((c) => ({ email: c.email, since: when(c.created_at, app.sitepub.now()) })),
  });
  simple('collaborators', 'Collaborators', '@collaborators', collaboratorsView);

  const emailBody = formBody({ email: { type: 'string', maxLength: 300 } }, ['email']);
  const post = {
    config: { auth: false, readsBody: true },
    schema: { params: domainParams, body: emailBody },
  };
  for (const [path, method, done] of [
    ['collaborators', 'POST', 'invited'],
    ['collaborators/revoke', 'DELETE', 'revoked'],
  ] as const) {
    app.post<DomainReq & { Body: { email: string } }>(
      `/dashboard/projects/:domain/${path}`,
      post,
      async (request, reply) => {
        const { api } = apiOf(app, request);
        const res = await api(method, `/${seg(request.params.domain)}/collaborators`, {
          emails: [request.body.email],
        });
        const notice: Notice = res.ok
          ? { kind: 'ok', text: `${request.body.email} ${done}.` }
          : { kind: 'error', text: res.error ?? 'refused' };
        return show(
          request,
          reply,
          'collaborators',
          'Collaborators',
          '@collaborators',
          collaboratorsView,
          notice,
          res.ok ? 200 : res.status,
        );
      },
    );
  }
}

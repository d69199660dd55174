/**
 * A project's other pages, each one API call: edges (`GET /:domain/audit`, with each edge's TLS check),
 * certificates (`GET /:domain/certs`), collaborators (`GET`/`POST`/`DELETE /:domain/collaborators`), settings
 * (`GET /:domain/settings`; the `previews` setting by `PUT /:domain/settings`), DNS (`GET /:domain/dns`, apex
 * domains only).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CertsResult, CollaboratorList } from '../../../protocol/api.ts';
import type { DnsRecords } from '../../../protocol/dns.ts';
import type { Audit } from '../../../protocol/insight.ts';
import type { ProjectConfig } from '../../../protocol/types.ts';
import { DomainParams } from '../../../protocol/requests.ts';
import type { Routes } from '../../schemas/common.ts';
import { seg } from '../api.ts';
import { apiOf, field, formBody, type DomainRequest } from '../context.ts';
import { failed, page, type Notice, type TemplateName } from '../render.ts';
import { when } from './format.ts';

/** An object as [key, text] pairs for a definition list (nested values as JSON). */
export function facts(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).map(([k, v]) => [
    k,
    v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v),
  ]);
}

/** One tab of a project: its API path under `/:domain/`, and how the answer becomes the template's data. */
interface Tab {
  tab: string;
  label: string;
  template: TemplateName;
  view: (body: unknown, app: FastifyInstance) => Record<string, unknown>;
}

const TABS: Tab[] = [
  {
    tab: 'audit',
    label: 'Edges',
    template: '@audit',
    view: (body) => ({
      edges: Object.values(body as Audit).map((e) => ({
        edge: e.edge,
        location: e.location,
        rev: String(e.rev),
        inSync: e.inSync,
        tls: e.cert ? `valid until ${e.cert.valid_to ?? '?'}` : (e.certError?.reason ?? 'no check'),
        errors: e.errors.join('; '),
      })),
    }),
  },
  {
    tab: 'certs',
    label: 'Certificates',
    template: '@certs',
    view: (body) => ({ certs: (body as CertsResult).certs.map(facts) }),
  },
  {
    tab: 'settings',
    label: 'Settings',
    template: '@settings',
    view: (body) => ({
      facts: facts(body),
      previews: (body as ProjectConfig).previews ?? 'public',
    }),
  },
  {
    tab: 'dns',
    label: 'DNS',
    template: '@dns',
    view: (body) => {
      const { records, ...rest } = body as DnsRecords;
      return { facts: facts(rest), records: records.map(facts) };
    },
  },
];

const COLLABORATORS: Tab = {
  tab: 'collaborators',
  label: 'Collaborators',
  template: '@collaborators',
  view: (body, app) => ({
    collaborators: (body as CollaboratorList).collaborators.map((c) => ({
      email: c.email,
      since: when(c.created_at, app.sitepub.now()),
    })),
  }),
};

/** A tab's page from its one API call, with a notice (the outcome of a form) when there is one. */
async function show(
  app: FastifyInstance,
  request: DomainRequest,
  reply: FastifyReply,
  { tab, label, template, view }: Tab,
  notice: Notice | null,
  status = 200,
) {
  const { session, api } = apiOf(app, request);
  const user = session.actor.account.shownEmail;
  const { domain } = request.params;
  const frame = { title: `${label} of ${domain}`, nav: 'projects' as const };
  const res = await api('GET', `/${seg(domain)}/${tab}`);
  if (!res.ok) return failed(reply, user, frame, res, notice);
  return page(reply, user, template, { ...frame, notice, status }, { domain, tab, ...view(res.body, app) });
}

export async function extrasPages(app: Routes): Promise<void> {
  const opts = { config: { auth: false }, schema: { params: DomainParams } };
  for (const tab of [...TABS, COLLABORATORS])
    app.get(`/dashboard/projects/:domain/${tab.tab}`, opts, async (request, reply) =>
      show(app, request, reply, tab, null),
    );

  const emailBody = formBody({ email: field(300) });
  const post = {
    config: { auth: false, readsBody: true },
    schema: { params: DomainParams, body: emailBody },
  };
  for (const [path, method, done] of [
    ['collaborators', 'POST', 'invited'],
    ['collaborators/revoke', 'DELETE', 'revoked'],
  ] as const) {
    app.post(`/dashboard/projects/:domain/${path}`, post, async (request, reply) => {
      const { api } = apiOf(app, request);
      const res = await api(method, `/${seg(request.params.domain)}/collaborators`, {
        emails: [request.body.email],
      });
      const notice: Notice = res.ok
        ? { kind: 'ok', text: `${request.body.email} ${done}.` }
        : { kind: 'error', text: res.error ?? 'refused' };
      return show(app, request, reply, COLLABORATORS, notice, res.ok ? 200 : res.status);
    });
  }

  const SETTINGS = TABS.find((t) => t.tab === 'settings')!;
  app.post(
    '/dashboard/projects/:domain/settings/previews',
    {
      config: { auth: false, readsBody: true },
      schema: {
        params: DomainParams,
        body: formBody({ previews: field(20) }),
      },
    },
    async (request, reply) => {
      const { api } = apiOf(app, request);
      const res = await api('PUT', `/${seg(request.params.domain)}/settings`, {
        previews: request.body.previews,
      });
      const notice: Notice = res.ok
        ? { kind: 'ok', text: `Previews are ${request.body.previews} now.` }
        : { kind: 'error', text: res.error ?? 'refused' };
      return show(app, request, reply, SETTINGS, notice, res.ok ? 200 : res.status);
    },
  );
}

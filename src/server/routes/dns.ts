/**
 * DNS records of apex domains delegated to the service (405 for any other domain):
 * `GET/POST /:domain/dns`, `DELETE /:domain/dns/:id` (custom records only) and `GET/POST /:domain/zone`,
 * `DELETE /:domain/zone/:id` (the full zone: managed SOA/NS/apex A/AAAA first, then the custom records).
 * Every answer is the resulting record list `{domain, records}` (the zone form adds origin, serial, props).
 * Record ids are in the `id` field: `rec_<10 hex>` for custom records, `managed-*` for managed ones.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canManageCollaborators } from '../permissions.ts';
import { httpError, notAllowed } from '../errors.ts';
import { asReturned, errorResponses } from '../schemas/common.ts';
import { DnsRecords, DnsZone } from '../../protocol/dns.ts';
import { checkRecord } from '../dns/records.ts';
import { buildZone, dnsIneligibility } from '../dns/zone.ts';
import { loadProject } from './project-access.ts';

const params = {
  type: 'object',
  properties: { domain: { type: 'string', maxLength: 300 } },
  required: ['domain'],
} as const;
const idParams = {
  type: 'object',
  properties: { domain: { type: 'string', maxLength: 300 }, id: { type: 'string', maxLength: 64 } },
  required: ['domain', 'id'],
} as const;
const recordBody = {
  type: 'object',
  description: 'A record `{type, name, value, priority?, ttl?}`; 400 names each field at fault.',
  properties: {
    type: { type: 'string', maxLength: 16, description: 'A, AAAA, CNAME, MX, TXT, SRV, CAA…' },
    // name, value, priority and ttl may be strings or numbers (the CLI sends its argv); checkRecord validates them.
    name: { description: 'record name, `@` for the apex' },
    value: { description: 'record value' },
    priority: { description: 'MX and SRV priority (number or numeric string)' },
    ttl: { description: 'seconds' },
  },
  additionalProperties: true,
} as const;
const APEX = 'Apex domains delegated to the name servers only; any other domain answers 405.';
const dnsRoute = (summary: string, params: object, response: Record<number, object>, body?: object) => ({
  ...asReturned,
  schema: {
    tags: ['dns'],
    summary,
    description: APEX,
    params,
    ...(body ? { body } : {}),
    response: { ...response, ...errorResponses },
  },
});

export async function dnsRoutes(app: FastifyInstance): Promise<void> {
  async function zoneFor(request: FastifyRequest, raw: string) {
    const { project } = await loadProject(app, request, raw, canManageCollaborators);
    const why = dnsIneligibility(project.domain, app.extras.zoneSettings);
    if (why) throw notAllowed(why);
    return project.domain;
  }

  async function fullZone(domain: string) {
    const custom = await app.store.dns.list(domain);
    const ips = app.distributor.edges().map((e) => e.ip);
    return buildZone(domain, app.extras.zoneSettings, ips, custom, await app.store.dns.zoneChangedAt(domain));
  }

  async function custom(domain: string) {
    return { domain, records: await app.store.dns.list(domain) };
  }

  async function add(request: FastifyRequest<{ Params: { domain: string }; Body: Record<string, unknown> }>) {
    const domain = await zoneFor(request, request.params.domain);
    const zone = await fullZone(domain);
    const check = checkRecord(request.body ?? {}, domain, zone.records);
    if (!check.ok) {
      const fields = Object.keys(check.details).join(', ');
      throw httpError(
        'BadRequest',
        `invalid DNS record (${fields}): ${Object.values(check.details).join('; ')}`,
        { details: check.details },
      );
    }
    const record = await app.store.dns.add(
      domain,
      `rec_${randomBytes(5).toString('hex')}`,
      check.record,
      app.sitepub.now(),
    );
    return { domain, record };
  }

  async function remove(request: FastifyRequest<{ Params: { domain: string; id: string } }>) {
    const domain = await zoneFor(request, request.params.domain);
    const id = request.params.id;
    if (id.startsWith('managed-')) {
      throw httpError(
        'BadRequest',
        `record ${id} is managed by the service (NS and apex A/AAAA) and cannot be removed`,
        {
          details: { id: 'is a managed record' },
        },
      );
    }
    if (!(await app.store.dns.remove(domain, id, app.sitepub.now()))) {
      throw httpError(
        'NotFound',
        `no DNS record ${id.slice(0, 64)} in ${domain}; list them with GET /${domain}/dns`,
      );
    }
    return domain;
  }

  app.get<{ Params: { domain: string } }>(
    '/:domain/dns',
    dnsRoute('Custom DNS records of the zone', params, { 200: DnsRecords }),
    async (request) => custom(await zoneFor(request, request.params.domain)),
  );
  app.get<{ Params: { domain: string } }>(
    '/:domain/zone',
    dnsRoute('The full zone: managed SOA/NS/A/AAAA, then custom records', params, { 200: DnsZone }),
    async (request) => fullZone(await zoneFor(request, request.params.domain)),
  );

  app.post<{ Params: { domain: string }; Body: Record<string, unknown> }>(
    '/:domain/dns',
    dnsRoute('Add a DNS record; answers the custom records', params, { 201: DnsRecords }, recordBody),
    async (request, reply) => {
      const { domain, record } = await add(request);
      void reply.code(201);
      return { ...(await custom(domain)), record };
    },
  );
  app.post<{ Params: { domain: string }; Body: Record<string, unknown> }>(
    '/:domain/zone',
    dnsRoute('Add a DNS record; answers the full zone', params, { 201: DnsZone }, recordBody),
    async (request, reply) => {
      const { domain, record } = await add(request);
      void reply.code(201);
      return { ...(await fullZone(domain)), record };
    },
  );

  app.delete<{ Params: { domain: string; id: string } }>(
    '/:domain/dns/:id',
    dnsRoute('Remove a custom record; answers the custom records', idParams, { 200: DnsRecords }),
    async (request) => custom(await remove(request)),
  );
  app.delete<{ Params: { domain: string; id: string } }>(
    '/:domain/zone/:id',
    dnsRoute('Remove a custom record; answers the full zone', idParams, { 200: DnsZone }),
    async (request) => fullZone(await remove(request)),
  );
}

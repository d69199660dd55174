/**
 * DNS records of apex domains delegated to the service (405 for any other domain):
 * `GET/POST /:domain/dns`, `DELETE /:domain/dns/:id` (custom records only) and `GET/POST /:domain/zone`,
 * `DELETE /:domain/zone/:id` (the full zone: managed SOA/NS/apex A/AAAA first, then the custom records).
 * Every answer is the resulting record list `{domain, records}` (the zone form adds origin, serial, props).
 * Record ids are in the `id` field: `rec_<10 hex>` for custom records, `managed-*` for managed ones.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { canManageCollaborators } from '../permissions.ts';
import { httpError, notAllowed } from '../errors.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import { DnsRecordBody, DnsRecordParams, DomainParams } from '../../protocol/requests.ts';
import { DnsRecords, DnsZone } from '../../protocol/dns.ts';
import { checkRecord } from '../dns/records.ts';
import { buildZone, dnsIneligibility } from '../dns/zone.ts';
import { loadProject } from './project-access.ts';

const APEX = 'Apex domains delegated to the name servers only; any other domain answers 405.';
const dnsRoute = <S extends { params: TSchema; response: Record<number, TSchema>; body?: TSchema }>(
  summary: string,
  schema: S,
) => ({
  ...asReturned,
  schema: {
    tags: ['dns'],
    summary,
    description: APEX,
    ...schema,
    response: { ...schema.response, ...errorResponses },
  },
});

export async function dnsRoutes(app: Routes): Promise<void> {
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

  async function add(request: FastifyRequest, domainParam: string, body: Record<string, unknown>) {
    const domain = await zoneFor(request, domainParam);
    const zone = await fullZone(domain);
    const check = checkRecord(body, domain, zone.records);
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

  async function remove(request: FastifyRequest, params: Static<typeof DnsRecordParams>) {
    const domain = await zoneFor(request, params.domain);
    const { id } = params;
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

  app.get(
    '/:domain/dns',
    dnsRoute('Custom DNS records of the zone', { params: DomainParams, response: { 200: DnsRecords } }),
    async (request) => custom(await zoneFor(request, request.params.domain)),
  );
  app.get(
    '/:domain/zone',
    dnsRoute('The full zone: managed SOA/NS/A/AAAA, then custom records', {
      params: DomainParams,
      response: { 200: DnsZone },
    }),
    async (request) => fullZone(await zoneFor(request, request.params.domain)),
  );

  app.post(
    '/:domain/dns',
    dnsRoute('Add a DNS record; answers the custom records', {
      params: DomainParams,
      body: DnsRecordBody,
      response: { 201: DnsRecords },
    }),
    async (request, reply) => {
      const { domain, record } = await add(request, request.params.domain, request.body);
      void reply.code(201);
      return { ...(await custom(domain)), record };
    },
  );
  app.post(
    '/:domain/zone',
    dnsRoute('Add a DNS record; answers the full zone', {
      params: DomainParams,
      body: DnsRecordBody,
      response: { 201: DnsZone },
    }),
    async (request, reply) => {
      const { domain, record } = await add(request, request.params.domain, request.body);
      void reply.code(201);
      return { ...(await fullZone(domain)), record };
    },
  );

  app.delete(
    '/:domain/dns/:id',
    dnsRoute('Remove a custom record; answers the custom records', {
      params: DnsRecordParams,
      response: { 200: DnsRecords },
    }),
    async (request) => custom(await remove(request, request.params)),
  );
  app.delete(
    '/:domain/zone/:id',
    dnsRoute('Remove a custom record; answers the full zone', {
      params: DnsRecordParams,
      response: { 200: DnsZone },
    }),
    async (request) => fullZone(await remove(request, request.params)),
  );
}

/**
 * `GET /:domain/status` (official CLI `debug status`, surge-sdk `status`): whether the project is live,
 * whether HTTPS is ready, and the DNS records a custom domain needs: `{status, action, https, reason?,
 * records: {cname, a: [...]}}`. 404 `domain not published` for an unknown project. A custom domain whose DNS
 * does not point here (real lookups, dns/pointing.ts) is `waiting on dns` with `https: false`; a live site's
 * suggested action is `visit`, as the real service says.
 */
import { canManageRevisions } from '../permissions.ts';
import { pointsAtUs } from '../dns/pointing.ts';
import { httpError } from '../errors.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import { DomainParams } from '../../protocol/requests.ts';
import { DomainStatus } from '../../protocol/api.ts';
import { loadProject } from './project-access.ts';

export async function statusRoutes(app: Routes): Promise<void> {
  app.get(
    '/:domain/status',
    {
      ...asReturned,
      schema: {
        tags: ['status'],
        summary: 'Is the domain live: DNS pointing, HTTPS, live revision, the records it needs',
        description: '404 `domain not published` for an unknown project.',
        params: DomainParams,
        response: { 200: DomainStatus, ...errorResponses },
      },
    },
    async (request): Promise<DomainStatus> => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions).catch(
        (err: { statusCode?: number }) => {
          throw err.statusCode === 404 ? httpError('NotFound', 'domain not published') : err;
        },
      );
      const records = {
        cname: app.extras.zoneSettings.platformDomains[0]
          ? `edge.${app.extras.zoneSettings.platformDomains[0]}`
          : project.domain,
        a: [...new Set(app.distributor.edges().map((e) => e.ip))],
        ns: app.extras.zoneSettings.nameservers,
      };
      const pointing = await pointsAtUs(
        project.domain,
        {
          platformDomains: app.extras.zoneSettings.platformDomains,
          edgeIps: records.a,
          nameservers: records.ns,
        },
        app.extras.dnsLookups,
      );
      if (!pointing.ok) {
        // Not pointing here: no certificate can be issued or served for it, whatever we hold.
        return {
          domain: project.domain,
          status: 'waiting on dns',
          action: `point ${project.domain} here: CNAME ${records.cname}, or A ${records.a.join(', ') || '(no edge)'}`,
          https: false,
          reason: pointing.reason,
          records,
        };
      }
      const certs = await app.extras.certs.describe(project.domain);
      const https = certs.some((c) => c.expInDays >= 0);
      if (project.liveRev === null) {
        return {
          domain: project.domain,
          status: 'offline',
          action: 'publish or cut over a revision',
          https,
          reason: 'no revision is live',
          records,
        };
      }
      if (!https) {
        return {
          domain: project.domain,
          status: 'securing',
          action: `run PUT /${project.domain}/encrypt`,
          https,
          reason: 'no certificate yet',
          records,
        };
      }
      return {
        domain: project.domain,
        status: 'live',
        action: 'visit',
        https,
        rev: project.liveRev,
        forceHttps: project.settings.forceHttps,
        dns: { via: pointing.via },
        records,
      };
    },
  );
}

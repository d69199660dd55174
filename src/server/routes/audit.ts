/**
 * `GET /:domain/audit`: the project's state on every edge, checked live. An object keyed by edge id (the shape
 * `surge <domain> debug audit` renders): `{rev, publicFileCount, publicTotalSize, ...}` plus `cert` or
 * `certError` (no edge serves HTTPS yet, so `certError` says so), sync state and the origin's own view
 * (`inSync` is true when the edge holds the origin's version of the project).
 */
import { canManageRevisions } from '../permissions.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import { DomainParams } from '../../protocol/requests.ts';
import { Audit } from '../../protocol/insight.ts';
import { loadProject } from './project-access.ts';
import { checkTls } from '../ca/tls-check.ts';

export async function auditRoutes(app: Routes): Promise<void> {
  app.get(
    '/:domain/audit',
    {
      ...asReturned,
      schema: {
        tags: ['analytics'],
        summary: 'The project on every edge, with a live TLS check per edge',
        params: DomainParams,
        response: { 200: Audit, ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      const rows = (await app.distributor.audit?.(project.domain)) ?? [];
      const out: Audit = {};
      // Live TLS check per edge: handshake with SNI, chain verified against the server's root.
      const tls = await Promise.all(
        rows.map((row) => {
          if (!row.ok || !row.edge.tlsUrl) return null;
          const u = new URL(row.edge.tlsUrl);
          return checkTls({
            host: u.hostname.replace(/^\[|\]$/g, ''),
            port: Number(u.port || 443),
            servername: project.domain,
            // The local root; with ACME ('' here) the system's roots alone, as a browser.
            ca: app.extras.certs.ca.rootPem ? [app.extras.certs.ca.rootPem] : [],
          });
        }),
      );
      // A managed certificate expired, or due and failing to renew (ACME directory down, challenge failing).
      const stale = await app.extras.certs.staleness(project.domain);
      for (const [i, row] of rows.entries()) {
        const check = tls[i];
        const s = row.status;
        out[row.edge.id] = {
          edge: row.edge.id,
          url: row.edge.url,
          tlsUrl: row.edge.tlsUrl ?? null,
          location: row.edge.location,
          ip: row.edge.ip,
          reachable: row.ok,
          latencyMs: row.latencyMs,
          rev: s ? (s.liveRev ?? 'offline') : 'unreachable',
          revisions: s?.revisions ?? [],
          publicFileCount: s?.publicFileCount ?? 0,
          publicTotalSize: s?.publicTotalSize ?? 0,
          version: s?.version ?? null,
          inSync: s !== null && s.present && s.version === project.version && s.liveRev === project.liveRev,
          syncedAt: s?.syncedAt ? new Date(s.syncedAt).toISOString() : null,
          errors: [row.error, s?.lastError].filter((e): e is string => Boolean(e)),
          ...(stale ? { certStale: stale } : {}),
          ...(check?.ok
            ? { cert: { ...check, valid_to: check.validTo } } // `valid_to`: the name the official CLI prints
            : {
                certError: check
                  ? check
                  : row.ok
                    ? { reason: 'this edge has no HTTPS listener' }
                    : { reason: `edge unreachable: ${row.error ?? 'no answer'}` },
              }),
        };
      }
      return out;
    },
  );
}

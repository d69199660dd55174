/**
 * The edge's control API for the origin, under `/_sitepub/`, answered only to requests carrying
 * `Authorization: Bearer <shared secret>` (compared in constant time). Any other request, including one with a
 * wrong secret, is an ordinary site request, so no path is taken from customer sites and nothing is revealed.
 *   POST /_sitepub/sync       {domain, prefetch?}  → EdgeSyncResponse (once the edge serves that state)
 *   POST /_sitepub/purge      {domain}             → EdgePurgeResponse (drops cached bodies, then re-syncs)
 *   POST /_sitepub/reconcile                       → {failed: [domain]}
 *   GET  /_sitepub/status/:domain                  → EdgeProjectStatus
 *   GET  /_sitepub/logs?domain=&since=             → NDJSON EdgeRequestRecord lines
 *   GET  /_sitepub/health                          → {edge, projects, blobs, cachedBytes}
 */
import { timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EdgeProjectStatus, EdgePurgeResponse } from '../server/distribution/types.ts';
import type { BodyCache } from './body-cache.ts';
import type { ProjectTable } from './projects.ts';
import type { RequestLog } from './request-log.ts';
import type { Syncer } from './sync.ts';

export interface ControlOptions {
  id: string;
  secret: string;
  syncer: Syncer;
  projects: ProjectTable;
  cache: BodyCache;
  log: RequestLog | null;
}

const PREFIX = '/_sitepub/';

export function createControl(options: ControlOptions) {
  const expected = Buffer.from(`Bearer ${options.secret}`);
  const { id, syncer, projects, cache, log } = options;

  function authorized(req: IncomingMessage): boolean {
    const url = req.url;
    if (!url || !url.startsWith(PREFIX)) return false;
    const auth = req.headers.authorization;
    if (!auth || auth.length !== expected.length) return false;
    const got = Buffer.from(auth);
    return got.length === expected.length && timingSafeEqual(got, expected);
  }

  function send(res: ServerResponse, status: number, body: unknown): void {
    const data = Buffer.from(JSON.stringify(body));
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': data.length,
    });
    res.end(data);
  }

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    let size = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > 64 * 1024) throw new Error('request body over 64 KiB');
      chunks.push(chunk);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    const value: unknown = text ? JSON.parse(text) : {};
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Error('body must be a JSON object');
    return value as Record<string, unknown>;
  }

  function status(domain: string): EdgeProjectStatus {
    const p = projects.get(domain);
    const live = p && p.liveRev !== null ? p.revisions.get(p.liveRev) : undefined;
    return {
      edge: id,
      domain,
      present: p !== undefined,
      version: p?.version ?? null,
      liveRev: p?.liveRev ?? null,
      revisions: p ? [...p.revisions.keys()].sort((a, b) => b - a) : [],
      publicFileCount: live?.fileCount ?? 0,
      publicTotalSize: live?.totalSize ?? 0,
      syncedAt: p?.syncedAt ?? null,
      lastError: syncer.lastError(domain),
      forceHttps: p?.settings.forceHttps ?? false,
    };
  }

  function purge(domain: string): number {
    const p = projects.get(domain);
    let n = 0;
    if (!p) return 0;
    for (const r of p.revisions.values()) {
      for (const f of r.files.values()) {
        const b = f.blob;
        if (cache.delete(b.key)) n++;
        if (b.gzip && cache.delete(b.gzip.path)) n++;
        if (b.br && cache.delete(b.br.path)) n++;
      }
    }
    return n;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url!, 'http://edge');
    const route = `${req.method} ${url.pathname}`;
    try {
      if (route === 'POST /_sitepub/sync') {
        const body = await readJson(req);
        const domain = String(body.domain ?? '');
        const prefetch = Array.isArray(body.prefetch) ? body.prefetch.filter(Number.isSafeInteger) : [];
        send(res, 200, await syncer.syncDomain(domain, prefetch as number[]));
      } else if (route === 'POST /_sitepub/purge') {
        const domain = String((await readJson(req)).domain ?? '');
        const purged = purge(domain);
        await syncer.syncDomain(domain);
        send(res, 200, { edge: id, domain, purged } satisfies EdgePurgeResponse);
      } else if (route === 'POST /_sitepub/reconcile') {
        send(res, 200, { failed: await syncer.reconcile() });
      } else if (req.method === 'GET' && url.pathname.startsWith('/_sitepub/status/')) {
        send(res, 200, status(decodeURIComponent(url.pathname.slice('/_sitepub/status/'.length))));
      } else if (route === 'GET /_sitepub/health') {
        let count = 0;
        for (const _ of projects.all()) count++;
        send(res, 200, { edge: id, projects: count, cachedBytes: cache.bytes });
      } else if (route === 'GET /_sitepub/logs') {
        const domain = url.searchParams.get('domain');
        const since = Number(url.searchParams.get('since') ?? 0) || 0;
        res.writeHead(200, { 'content-type': 'application/x-ndjson' });
        if (log) {
          for await (const rec of log.read(domain, since)) {
            if (!res.write(`${JSON.stringify(rec)}\n`)) await once(res, 'drain');
          }
        }
        res.end();
      } else {
        send(res, 404, { error: `no edge control route ${route}` });
      }
    } catch (err) {
      if (res.headersSent) res.destroy();
      else send(res, 502, { edge: id, error: (err as Error).message });
    }
  }

  return { authorized, handle };
}

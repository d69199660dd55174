/**
 * The edge's control API for the origin, under `/_sitepub/`, answered only to requests carrying
 * `Authorization: Bearer <shared secret>` (compared in constant time). Any other request, including one with a
 * wrong secret, is an ordinary site request, so no path is taken from customer sites and nothing is revealed.
 *   POST /_sitepub/sync       {domain, prefetch?, origins?}  → EdgeSyncResponse (once the edge serves that state)
 *   POST /_sitepub/purge      {domain, origins?}             → EdgePurgeResponse (drops cached bodies, re-syncs)
 *   POST /_sitepub/reconcile                       → {failed: [domain]}
 *   GET  /_sitepub/status/:domain                  → EdgeProjectStatus
 *   GET  /_sitepub/logs?domain=&since=             → NDJSON EdgeRequestRecord lines
 *   GET  /_sitepub/health                          → {edge, projects, blobs, cachedBytes}
 * `origins` (a cluster's origins, the asking one first) is handed to `learnOrigins` before the sync asks any,
 * and the sync asks the asking one first (it has just committed what the edge fetches).
 */
import { timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  EdgeProjectStatus,
  EdgePurgeResponse,
  EdgeSyncContent,
  EdgeSyncRequest,
} from '../protocol/edge.ts';
import { CONTROL_BODY_MAX, SYNC_BODY_MAX } from '../protocol/limits.ts';
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
  /** Given a request's `origins` (the cluster's origin list), before the sync it asks for. */
  learnOrigins?: (origins: unknown) => void;
}

const PREFIX = '/_sitepub/';

/** What a control route answers: a JSON body, or NDJSON lines (the request log). */
type ControlAnswer =
  { status: number; body: unknown } | { status: 200; lines: AsyncIterable<unknown> | Iterable<unknown> };

/** A control call's answer as the origin reads it: the status and the body's text. */
export interface ControlReply {
  status: number;
  text: string;
}

/** A control call made in-process: method, path (with query) and JSON body, as over HTTP. */
export type ControlCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<ControlReply>;

/** A request the edge cannot take as sent (answered 400: sending it again will not help). */
class BadRequest extends Error {}

/** A failed control call's status: 400 for a request refused as sent, else 502 (the edge could not do it). */
const failureStatus = (err: unknown): number => (err instanceof BadRequest ? 400 : 502);

/**
 * A sync or purge request's body (EdgeSyncRequest; an empty body is `{}`), checked by hand: no schema compiler in
 * an edge process. Prefetch items that are not revision numbers and origins that are not strings are skipped
 * (learnOrigins keeps only the URLs it can use); `content` is taken when it has the shape's outline (the origin,
 * which alone may send it, is trusted as its answers are: src/edge/origin-client.ts), else the edge asks.
 */
function syncRequest(
  text: string,
): Omit<Required<EdgeSyncRequest>, 'content'> & { content: EdgeSyncContent | null } {
  let b: unknown;
  try {
    b = text ? JSON.parse(text) : {};
  } catch {
    throw new BadRequest('body must be JSON');
  }
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw new BadRequest('body must be a JSON object');
  const { domain, prefetch, origins, content } = b as Partial<Record<keyof EdgeSyncRequest, unknown>>;
  if (typeof domain !== 'string') throw new BadRequest('the request has no domain');
  const strings = <T>(list: unknown, is: (x: unknown) => x is T): T[] =>
    Array.isArray(list) ? list.filter(is) : [];
  return {
    domain,
    prefetch: strings(prefetch, (r): r is number => Number.isSafeInteger(r)),
    origins: strings(origins, (u): u is string => typeof u === 'string'),
    content: isContent(content, domain) ? content : null,
  };
}

/**
 * `urls` is judged where it is read (blobUrlsOf, src/edge/sync.ts): malformed, it is dropped (the edge asks for
 * the URLs) and the state and file lists are still taken; only its `sha256`, which picks the blobs, is checked here.
 */
function isContent(c: unknown, domain: string): c is EdgeSyncContent {
  const { state, manifests, urls } = (c ?? {}) as Partial<Record<keyof EdgeSyncContent, unknown>>;
  const s = state as Partial<EdgeSyncContent['state']> | undefined;
  const sha256 = (urls as { sha256?: unknown } | null | undefined)?.sha256;
  return (
    s?.domain === domain &&
    Number.isSafeInteger(s.version) &&
    Array.isArray(s.revisions) &&
    Array.isArray(manifests) &&
    manifests.every((m: Partial<EdgeSyncContent['manifests'][number]>) => Array.isArray(m?.files)) &&
    (sha256 === undefined || Array.isArray(sha256))
  );
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const data = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': data.length,
  });
  res.end(data);
}

/** A control request's body, up to `max` bytes. */
async function readBody(req: IncomingMessage, max: number): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new Error(`request body over ${max / 1024} KiB`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A domain's state on this edge (`GET /_sitepub/status/:domain`). */
function statusOf(o: ControlOptions, domain: string): EdgeProjectStatus {
  const { id, syncer, projects } = o;
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

/** Drops every cached body of a domain's revisions; returns how many were cached. */
function purgeBodies(o: ControlOptions, domain: string): number {
  const { projects, cache } = o;
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

  /**
   * One control call, whatever carried it: `body` reads the body's text up to `max` bytes (asked for only by the
   * routes that take one: a sync's up to SYNC_BODY_MAX, as it may carry EdgeSyncContent, a purge's up to
   * CONTROL_BODY_MAX). The HTTP handler below and the origin's in-process calls (`call`) both answer through it.
   */
  async function answer(
    method: string,
    url: URL,
    body: (max: number) => Promise<string>,
  ): Promise<ControlAnswer> {
    const route = `${method} ${url.pathname}`;
    const sync = route === 'POST /_sitepub/sync';
    if (sync || route === 'POST /_sitepub/purge') {
      const { domain, prefetch, origins, content } = syncRequest(
        await body(sync ? SYNC_BODY_MAX : CONTROL_BODY_MAX),
      );
      // the cluster's origins, the asking one first: the sync's calls go to that one first
      if (origins.length > 0) options.learnOrigins?.(origins);
      const purged = sync ? 0 : purgeBodies(options, domain);
      const synced = await syncer.syncDomain(domain, sync ? prefetch : [], origins[0], sync ? content : null);
      return {
        status: 200,
        body: sync ? synced : ({ edge: id, domain, purged } satisfies EdgePurgeResponse),
      };
    }
    if (route === 'POST /_sitepub/reconcile')
      return { status: 200, body: { failed: await syncer.reconcile() } };
    if (method === 'GET' && url.pathname.startsWith('/_sitepub/status/')) {
      return {
        status: 200,
        body: statusOf(options, decodeURIComponent(url.pathname.slice('/_sitepub/status/'.length))),
      };
    }
    if (route === 'GET /_sitepub/health') {
      let count = 0;
      for (const _ of projects.all()) count++;
      return { status: 200, body: { edge: id, projects: count, cachedBytes: cache.bytes } };
    }
    if (route === 'GET /_sitepub/logs') {
      const domain = url.searchParams.get('domain');
      const since = Number(url.searchParams.get('since') ?? 0) || 0;
      return { status: 200, lines: log ? log.read(domain, since) : [] };
    }
    return { status: 404, body: { error: `no edge control route ${route}` } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url!, 'http://edge');
      const a = await answer(req.method ?? 'GET', url, (max) => readBody(req, max));
      if ('body' in a) return send(res, a.status, a.body);
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      for await (const rec of a.lines) {
        if (!res.write(`${JSON.stringify(rec)}\n`)) await once(res, 'drain');
      }
      res.end();
    } catch (err) {
      if (res.headersSent) res.destroy();
      else send(res, failureStatus(err), { edge: id, error: (err as Error).message });
    }
  }

  /**
   * The same calls without HTTP, for an origin in this process (src/server/distribution/local-edges.ts): the
   * request and answer bodies go through JSON as they would on the wire, so neither side keeps the other's
   * objects. NDJSON logs come back as their text.
   */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ControlReply> {
    const json = body === undefined ? '' : JSON.stringify(body);
    try {
      const a = await answer(method, new URL(path, 'http://edge'), async () => json);
      if ('body' in a) return { status: a.status, text: JSON.stringify(a.body) };
      let text = '';
      for await (const rec of a.lines) text += `${JSON.stringify(rec)}\n`;
      return { status: 200, text };
    } catch (err) {
      return {
        status: failureStatus(err),
        text: JSON.stringify({ edge: id, error: (err as Error).message }),
      };
    }
  }

  return { authorized, handle, call };
}

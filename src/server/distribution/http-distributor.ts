/**
 * The origin's Distributor over HTTP: tells every edge to pull a domain (`POST <edge>/_sitepub/sync`, Bearer
 * shared secret), counts confirmations as they arrive, and remembers per domain and edge what was confirmed (for
 * `info.instances`). Edges are given up front (in-process edges of `sitepub serve`) or register themselves
 * (`POST /_sitepub/edges`, standalone `sitepub edge`); a registered edge that has not re-registered for
 * `registrationTtlMs` is forgotten. An edge that does not answer in time is reported unconfirmed: it converges on
 * its own when it reconciles with the origin. Parts: edge-set.ts (which edges), edge-call.ts (one call),
 * fan-out.ts (sync and purge), edge-probes.ts (audit and logs).
 */
import { Agent } from 'undici';
import { timingSafeEqual } from 'node:crypto';
import type { ControlCall } from '../../edge/control.ts';
import {
  EdgePurgeResponse,
  EdgeSyncResponse,
  type EdgeRevisionManifest,
  type EdgeSyncContent,
} from '../../protocol/edge.ts';
import { siteAccessKey } from '../../protocol/site-access.ts';
import { edgeCaller, JsonText } from './edge-call.ts';
import { audit, logs } from './edge-probes.ts';
import { EdgeSet, type EdgeRegistry } from './edge-set.ts';
import { fanOut, instanceOf, type Confirmations } from './fan-out.ts';
import type { Distributor, EdgeAuditRow, EdgeDescriptor, EdgeLogs } from './types.ts';

export { sharedEdgeRegistry, type EdgeRegistry, type RegisteredEdge } from './edge-set.ts';

export interface HttpDistributorOptions {
  secret: string;
  /** Edges known up front (never expire). */
  edges?: EdgeDescriptor[];
  /**
   * Edges of this process (by id), called directly rather than over HTTP on loopback: the same control routes
   * (src/edge/control.ts), without connections, sockets and HTTP parsing on either side.
   */
  inProcess?: ReadonlyMap<string, ControlCall>;
  /** Per-edge time limit of one sync (a first sync of a large site moves all its bytes). Default 5 min. */
  syncTimeoutMs?: number;
  /** Time limit of status/log calls. Default 10 s. */
  probeTimeoutMs?: number;
  registrationTtlMs?: number;
  /**
   * Keeps registered (standalone) edges beyond this process: `serve` passes the store's shared state
   * (`sharedEdgeRegistry(store.shared)`), so every origin of one database distributes to every edge, and a
   * restarted origin knows them at once. Without it only this origin knows the edges registered through it.
   */
  registry?: EdgeRegistry;
  /**
   * The cluster's origins, this one first (origin-announcer.ts): sent in every sync and purge request and in the
   * registration answer, so an edge registered through one origin asks another when that one dies. Absent or
   * empty: nothing is sent (the edges keep asking the origin they were given).
   */
  origins?: () => string[];
  /**
   * What a sync request carries to edges that read large ones (sync-content.ts), read once per sync (`held`: the
   * file lists the caller gave, SyncOptions.manifests); absent or null: they ask for it.
   */
  content?: (
    domain: string,
    prefetch: readonly number[],
    held: readonly EdgeRevisionManifest[],
  ) => Promise<EdgeSyncContent | null>;
  /** Told when the registry could not be read (the edges last read are used meanwhile). */
  logger?: (msg: string) => void;
  /** Port shown in public URLs; default the first edge's port. 80/443 are omitted. */
  publicPort?: number;
  publicScheme?: 'http' | 'https';
}

export interface HttpDistributor extends Distributor {
  authorizeEdge(authorization: string | undefined): boolean;
  originUrls(): string[];
  siteAccessKey: Buffer;
  register(edge: EdgeDescriptor): Promise<EdgeDescriptor>;
  currentEdges(): Promise<EdgeDescriptor[]>;
  audit(domain: string): Promise<EdgeAuditRow[]>;
  logs(domain: string, since: number): Promise<EdgeLogs>;
}

export function createHttpDistributor(options: HttpDistributorOptions): HttpDistributor {
  const confirmations: Confirmations = new Map();
  const agent = new Agent({ keepAliveTimeout: 10_000, connections: 32 });
  const auth = `Bearer ${options.secret}`;
  const syncTimeout = options.syncTimeoutMs ?? 5 * 60_000;
  const probeTimeout = options.probeTimeoutMs ?? 10_000;
  const set = new EdgeSet(
    options.edges ?? [],
    options.registrationTtlMs ?? 10 * 60_000,
    options.registry,
    (err) => options.logger?.(`could not read the registered edges: ${(err as Error).message}`),
  );
  const edges = (): EdgeDescriptor[] => set.list();
  const call = edgeCaller({ auth, agent, inProcess: options.inProcess });

  function publicPort(): number {
    if (options.publicPort) return options.publicPort;
    const first = edges()[0];
    if (!first) return 80;
    const u = new URL(first.url);
    return Number(u.port) || (u.protocol === 'https:' ? 443 : 80);
  }

  const originUrls = (): string[] => options.origins?.() ?? [];
  /** A control request's body with the cluster's origins, when there is a list to tell. */
  const withOrigins = <T extends object>(body: T): T & { origins?: string[] } => {
    const origins = originUrls();
    return origins.length ? { ...body, origins } : body;
  };
  const expectedAuth = Buffer.from(auth);
  return {
    edges,
    siteAccessKey: siteAccessKey(options.secret),
    authorizeEdge(authorization) {
      if (!authorization) return false;
      const got = Buffer.from(authorization);
      return got.length === expectedAuth.length && timingSafeEqual(got, expectedAuth);
    },
    register: (reg) => set.register(reg),
    originUrls,
    currentEdges: () => set.current(),
    async sync(domain, syncOptions = {}) {
      const prefetch = syncOptions.prefetch ?? [];
      const body = withOrigins({ domain, ...(prefetch.length ? { prefetch } : {}) });
      const list = await set.current();
      const { confirmed, unconfirmed, bytesFetched } = await fanOut(call, list, confirmations, {
        domain,
        path: '/_sitepub/sync',
        bodyOf: withContent(options, list, domain, body, prefetch, syncOptions.manifests ?? []),
        answer: EdgeSyncResponse,
        onConfirm: syncOptions.onConfirm,
        timeoutMs: syncTimeout,
      });
      return { confirmed, unconfirmed, bytesFetched };
    },
    async purge(domain) {
      const body = withOrigins({ domain });
      const r = await fanOut(call, await set.current(), confirmations, {
        domain,
        path: '/_sitepub/purge',
        bodyOf: () => body,
        answer: EdgePurgeResponse,
        onConfirm: undefined,
        timeoutMs: syncTimeout,
      });
      return {
        confirmed: r.confirmed,
        unconfirmed: r.unconfirmed,
        bytesFetched: 0,
        purged: r.responses,
      };
    },
    instances(domain) {
      const seen = confirmations.get(domain);
      return edges().map((edge) => instanceOf(edge, seen?.get(edge.id)));
    },
    publicUrl(host) {
      const scheme = options.publicScheme ?? 'http';
      const port = publicPort();
      const omit = (scheme === 'http' && port === 80) || (scheme === 'https' && port === 443);
      return `${scheme}://${host}${omit ? '' : `:${port}`}`;
    },
    audit: async (domain) => audit(call, await set.current(), domain, probeTimeout),
    logs: async (domain, since) =>
      logs(call, await set.current(), domain, since, probeTimeout * 6, (edge, lines) =>
        options.logger?.(`edge ${edge}: ${lines} request log line(s) unreadable, left out of analytics`),
      ),
    async close() {
      await agent.close();
    },
  };
}

/**
 * Each edge's sync body: with the content when the edge reads a body that large (its `syncBodyMax`), else the
 * plain one. The content is read once, only when some edge takes it, and only those edges wait for it: the others
 * are given the plain body at once.
 */
function withContent(
  options: Pick<HttpDistributorOptions, 'content' | 'logger'>,
  list: readonly EdgeDescriptor[],
  domain: string,
  body: object,
  prefetch: readonly number[],
  held: readonly EdgeRevisionManifest[],
): (edge: EdgeDescriptor) => unknown {
  const read = options.content;
  if (!read || !list.some((e) => e.syncBodyMax)) return () => body;
  const full = (async () => {
    try {
      const content = await read(domain, prefetch, held);
      if (!content) return null;
      const text = new JsonText(JSON.stringify({ ...body, content }));
      return { text, bytes: Buffer.byteLength(text.text) };
    } catch (err) {
      options.logger?.(
        `could not read what a sync request carries (the edges ask): ${(err as Error).message}`,
      );
      return null;
    }
  })();
  return ({ syncBodyMax: max }) => (max ? full.then((f) => (f && max >= f.bytes ? f.text : body)) : body);
}

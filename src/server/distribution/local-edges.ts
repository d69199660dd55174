/**
 * Edge distribution of `sitepub serve`: starts `count` edge nodes in this process, each on its own port with its
 * own folder `<data>/edges/edge-N`, and the HTTP distributor that feeds them (and accepts standalone edges that
 * register with the same shared secret). The secret comes from SITEPUB_EDGE_SECRET or is generated once and
 * kept in `<data>/edge-secret` (mode 0600); give it to standalone edges (`SITEPUB_EDGE_SECRET=$(cat <data>/edge-secret)`).
 * An origin of a cluster (`cluster`) takes it from SITEPUB_EDGE_SECRET only (edge-secret.ts).
 * Edge ports: `basePort + N` when the API has a fixed port (falling back to a free port if taken), else free ports.
 */
import { join } from 'node:path';
import { startEdge, type RunningEdge } from '../../edge/edge.ts';
import type { OriginClient } from '../../edge/origin-client.ts';
import type { BlobLocation } from '../../store/types.ts';
import type { SharedStateRepository } from '../../store/sql/shared-state.ts';
import type { Store } from '../../store/sql/store.ts';
import { edgeSecret } from './edge-secret.ts';
import { createHttpDistributor, sharedEdgeRegistry } from './http-distributor.ts';
import { originAnnouncer, type OriginAnnouncer } from './origin-announcer.ts';
import { syncContent } from './sync-content.ts';
import type { Distributor } from './types.ts';

export interface LocalDistribution {
  distributor: Distributor;
  urls: string[];
  edges: RunningEdge[];
  close(): Promise<void>;
}

export async function startLocalDistribution(o: {
  count: number;
  api: string;
  host: string;
  data: string;
  /** API port; edges take the next ports when it is not 0. */
  basePort?: number;
  /** Addresses whose X-Forwarded-Host / X-Forwarded-Proto the edges trust. */
  trustedProxies?: string[];
  logger?: (msg: string) => void;
  /** Where a verified blob is in the origin's store (its file, or its pack): the edges hard-link it rather than
   * download it. */
  localBlob?: (sha256: string) => BlobLocation | null;
  /** One of several origins over one database: the secret must come from SITEPUB_EDGE_SECRET (edge-secret.ts). */
  cluster?: boolean;
  /** Where standalone edges' registrations are kept, for every origin of the store (`store.shared`). */
  shared?: SharedStateRepository;
  /** The origin's store: what sync requests carry to standalone edges is read from it (sync-content.ts). */
  store?: Store;
  /** How the edges reach the origin: in this process (in-process-origin.ts) rather than over HTTP. */
  originClient?: () => OriginClient;
  /**
   * Announce this origin in `shared` and tell the edges the cluster's origins (origin-announcer.ts): `url` is where
   * edges reach this origin directly (null: it tells them the others only). Absent: no origin list is sent.
   */
  advertise?: { url: string | null };
}): Promise<LocalDistribution> {
  const secret = await edgeSecret(o.data, { cluster: o.cluster });
  let announcer: OriginAnnouncer | null = null;
  if (o.advertise && o.shared) {
    announcer = originAnnouncer({ shared: o.shared, url: o.advertise.url, logger: o.logger });
    await announcer.beat();
  }
  const edges: RunningEdge[] = [];
  try {
    for (let i = 1; i <= o.count; i++) {
      const options = {
        origin: o.api,
        secret,
        data: join(o.data, 'edges', `edge-${i}`),
        id: `edge-${i}`,
        host: o.host,
        location: 'local',
        register: false,
        reconcileAtStart: false,
        trustedProxies: o.trustedProxies,
        logger: o.logger,
        localBlob: o.localBlob,
        ...(o.originClient ? { originClient: o.originClient() } : {}),
        // HTTPS with SNI on a free port (src/edge/tls.ts); force-HTTPS projects redirect there.
        tlsPort: 0,
      };
      const wanted = o.basePort ? o.basePort + i : 0;
      let edge: RunningEdge;
      try {
        edge = await startEdge({ ...options, port: wanted });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || wanted === 0) throw err;
        edge = await startEdge({ ...options, port: 0 });
        o.logger?.(`edge-${i}: port ${wanted} (API port + ${i}) is taken; listening on ${edge.url} instead`);
      }
      edges.push(edge);
    }
  } catch (err) {
    for (const e of edges) await e.close().catch(() => undefined);
    await announcer?.close();
    throw err;
  }
  const ip = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');
  const distributor = createHttpDistributor({
    // Standalone edges that registered through any origin of this store (docs/scale-out.md).
    registry: o.shared ? sharedEdgeRegistry(o.shared) : undefined,
    ...(announcer ? { origins: announcer.list } : {}),
    ...(o.store ? { content: syncContent.bind(null, o.store) } : {}),
    logger: o.logger,
    secret,
    edges: edges.map((e) => ({ id: e.id, url: e.url, location: 'local', ip: ip(e.url), tlsUrl: e.tlsUrl })),
    inProcess: new Map(edges.map((e) => [e.id, e.edge.control])),
  });
  // The standalone edges registered so far (through any origin of the store), known before the first request.
  await distributor.currentEdges();
  // The origin accepts the edges' secret only once startServer has plugged this distributor in, right after this
  // function returns (same continuation): the first reconcile runs on the next turn of the event loop.
  setImmediate(() => {
    for (const e of edges)
      void e.edge.reconcile().catch((err: unknown) => o.logger?.(`${e.id}: ${(err as Error).message}`));
  });
  return {
    distributor,
    urls: edges.map((e) => e.url),
    edges,
    async close() {
      await announcer?.close();
      await distributor.close();
      for (const e of edges) await e.close().catch(() => undefined);
    },
  };
}

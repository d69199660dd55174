/**
 * Contract between the origin's deploy/revision code (src/server/routes) and its distribution to edge nodes
 * (src/server/distribution); server-internal. The wire types the origin and the edges exchange live in
 * src/protocol/edge.ts. The origin calls `sync(domain)` after any change of a project's
 * revisions, live pointer or settings; each edge then pulls the project's state from the origin, fetches the
 * blobs it lacks (verifying each sha256), and swaps its pointer atomically. `sync` is idempotent.
 */
import type { EdgeProjectStatus, EdgeRequestRecord, EdgeRevisionManifest } from '../../protocol/edge.ts';
import type { Instance } from '../../protocol/types.ts';

export interface EdgeDescriptor {
  /** Stable id, e.g. `edge-1`. */
  id: string;
  /** Base URL the origin reaches the edge at, e.g. `http://127.0.0.1:4101`. */
  url: string;
  location: string;
  ip: string;
  /** `https://host:port` of the edge's TLS listener (src/edge/tls.ts), when it serves HTTPS. */
  tlsUrl?: string | null;
  /** The largest sync request the edge reads (its registration's): sent EdgeSyncContent when it fits. */
  syncBodyMax?: number;
}

export interface EdgeFailure extends EdgeDescriptor {
  /** What failed, for the log (may name addresses). */
  error: string;
  /** What failed, in words a client may see: "timed out", "answered 502", "connect ECONNREFUSED". */
  reason: string;
}

export interface SyncResult {
  confirmed: EdgeDescriptor[];
  unconfirmed: EdgeFailure[];
  /** Blob bytes the edges fetched from the origin for this sync, summed over edges. */
  bytesFetched: number;
}

export interface SyncOptions {
  /** Called each time an edge confirms: (confirmed so far, total edges). */
  onConfirm?: (confirmed: number, total: number) => void;
  signal?: AbortSignal;
  /** Revisions the edges must hold even though they are not listed yet (a deploy being distributed). */
  prefetch?: number[];
  /**
   * File lists of revisions in `prefetch` the caller holds (a deploy's, in memory): what a sync request carries
   * takes them as they are instead of reading them back, and locates their blobs while it reads the state.
   */
  manifests?: readonly EdgeRevisionManifest[];
}

export interface Distributor {
  edges(): EdgeDescriptor[];
  sync(domain: string, options?: SyncOptions): Promise<SyncResult>;
  /** Drop the edges' cached responses for the domain (DELETE /:domain/cache). */
  purge(domain: string): Promise<SyncResult>;
  /** `info.instances` rows for a project, one per edge. */
  instances(domain: string): Instance[];
  /** Public base URL for a host, e.g. `http://my-site.localhost:4101` (edge port shown unless 80/443). */
  publicUrl(host: string): string;
  close(): Promise<void>;

  // ---- Optional: implemented by the HTTP distributor (http-distributor.ts); routes answer 404 without them. ----
  /**
   * The edges after reading every origin's registrations (the shared registry), where `edges()` answers from
   * what this origin last read: a deploy asks before its fan-out.
   */
  currentEdges?(): Promise<EdgeDescriptor[]>;
  /** True when an `Authorization` header carries the edges' shared secret (origin's `/_sitepub/` routes). */
  authorizeEdge?(authorization: string | undefined): boolean;
  /** The key of site sign-in tickets, derived from the edge secret (protocol/site-access.ts). */
  siteAccessKey?: Buffer;
  /** A standalone edge announcing itself (`POST /_sitepub/edges`). */
  register?(edge: EdgeDescriptor): Promise<EdgeDescriptor>;
  /** The cluster's origins, this one first, as the registration answer tells them (origin-announcer.ts). */
  originUrls?(): string[];
  /** Live per-edge state of a project (`GET /:domain/audit`). */
  audit?(domain: string): Promise<EdgeAuditRow[]>;
  /** Request records of a project from every edge since a time (analytics, usage). */
  logs?(domain: string, since: number): Promise<EdgeLogs>;
}

export interface EdgeAuditRow {
  edge: EdgeDescriptor;
  ok: boolean;
  latencyMs: number;
  status: EdgeProjectStatus | null;
  error: string | null;
}

export interface EdgeLogs {
  records: Array<EdgeRequestRecord & { edge: string }>;
  /** Edges that did not answer (their requests are missing from `records`). */
  unreachable: string[];
}

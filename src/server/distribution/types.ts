/**
 * Contract between the origin's deploy/revision code (src/server/routes) and distribution to edge nodes
 * (src/server/distribution, src/edge). The origin calls `sync(domain)` after any change of a project's
 * revisions, live pointer or settings; each edge then pulls the project's state from the origin, fetches the
 * blobs it lacks (verifying each sha256), and swaps its pointer atomically. `sync` is idempotent.
 */
import type { Instance, ProjectConfig } from '../../protocol/types.ts';

export interface EdgeDescriptor {
  /** Stable id, e.g. `edge-1`. */
  id: string;
  /** Base URL the origin reaches the edge at, e.g. `http://127.0.0.1:4101`. */
  url: string;
  location: string;
  ip: string;
  /** `https://host:port` of the edge's TLS listener (src/edge/tls.ts), when it serves HTTPS. */
  tlsUrl?: string | null;
}

export interface EdgeFailure extends EdgeDescriptor {
  error: string;
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
  /** True when an `Authorization` header carries the edges' shared secret (origin's `/_sitepub/` routes). */
  authorizeEdge?(authorization: string | undefined): boolean;
  /** A standalone edge announcing itself (`POST /_sitepub/edges`). */
  register?(edge: EdgeRegistration): EdgeDescriptor;
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

// ---- Wire types of the origin ↔ edge protocol (docs/edge.md). Every request carries
// `Authorization: Bearer <shared secret>`; edge endpoints live under `/_sitepub/` and answer site content to any
// request without the secret. ----

/** Origin `GET /_sitepub/projects/:domain` (404 once the project is torn down). */
export interface EdgeProjectState {
  domain: string;
  /** Bumped on every change of revisions, live pointer or settings. */
  version: number;
  liveRev: number | null;
  settings: ProjectConfig;
  /** Ready revisions, newest first (pending ones are fetched only when named in `prefetch`). */
  revisions: number[];
}

/** Origin `GET /_sitepub/projects`: what the edges reconcile against. */
export interface EdgeProjectSummary {
  domain: string;
  version: number;
}

export interface EdgeRevisionFile {
  /** With a leading slash. */
  path: string;
  sha256: string;
  size: number;
}

/** Origin `GET /_sitepub/revisions/:domain/:rev` (pending revisions included). */
export interface EdgeRevisionManifest {
  domain: string;
  rev: number;
  /** Deploy time, used as Last-Modified. */
  createdAt: number;
  files: EdgeRevisionFile[];
}

/** Origin `POST /_sitepub/edges`: a standalone edge announces itself (again at every reconcile). */
export interface EdgeRegistration {
  id: string;
  url: string;
  location: string;
  ip: string;
  /** `https://host:port` when the edge serves HTTPS (SNI, certificates from the origin). */
  tlsUrl?: string | null;
}

/** Edge `POST /_sitepub/sync`. */
export interface EdgeSyncRequest {
  domain: string;
  prefetch?: number[];
}

/** Answer of edge `POST /_sitepub/sync`: what the edge now serves for the domain. */
export interface EdgeSyncResponse {
  edge: string;
  domain: string;
  /** True when the origin no longer has the project and the edge dropped it. */
  removed: boolean;
  version: number | null;
  liveRev: number | null;
  revisions: number[];
  /** Blob bytes fetched from the origin by this sync. */
  bytesFetched: number;
  blobsFetched: number;
}

/** Edge `GET /_sitepub/status/:domain`: one edge's view of a project (the audit row). */
export interface EdgeProjectStatus {
  edge: string;
  domain: string;
  present: boolean;
  version: number | null;
  liveRev: number | null;
  revisions: number[];
  publicFileCount: number;
  publicTotalSize: number;
  /** Epoch ms of the last successful sync of this project, or null. */
  syncedAt: number | null;
  lastError: string | null;
  forceHttps: boolean;
}

/** One line of an edge's request log (NDJSON, `<data>/logs/YYYY-MM-DD.ndjson`). */
export interface EdgeRequestRecord {
  /** Epoch ms. */
  t: number;
  /** Canonical Host. */
  host: string;
  /** Project the host mapped to, or null for unknown hosts. */
  domain: string | null;
  /** Revision served, or null. */
  rev: number | null;
  preview: boolean;
  method: string;
  path: string;
  status: number;
  /** Body bytes sent. */
  bytes: number;
  /** Referer header, or null. */
  ref: string | null;
  /** `HTTP/1.1`, `HTTP/2` … */
  proto: string;
  /** Request arrived over TLS. */
  tls: boolean;
  /** Content-coding sent: `br`, `gzip` or null. */
  enc: string | null;
  /** Served from the edge's memory cache. */
  hit: boolean;
  /** Anonymous visitor id: a hash of client address and user agent, salted per edge and day. */
  vid: string;
  ua: string;
  /** Redirect issued because of force-HTTPS. */
  forced?: boolean;
}

/** Edge `POST /_sitepub/purge`. */
export interface EdgePurgeResponse {
  edge: string;
  domain: string;
  purged: number;
}

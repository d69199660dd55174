/**
 * Wire types of the origin ↔ edge protocol (docs/edge.md), shared by the origin (src/server) and the edge
 * nodes (src/edge). Every request carries `Authorization: Bearer <shared secret>`; edge endpoints live under
 * `/_sitepub/` and answer site content to any request without the secret.
 */
import type { ProjectConfig } from './types.ts';

/** Origin `GET /_sitepub/projects/:domain` (404 once the project is torn down). */
export interface EdgeProjectState {
  domain: string;
  /** Bumped on every change of revisions, live pointer or settings. */
  version: number;
  liveRev: number | null;
  settings: ProjectConfig;
  /** Ready revisions, newest first (pending ones are fetched only when named in `prefetch`). */
  revisions: number[];
  /**
   * Preview aliases, name → revision (one of `revisions`): host `<name>-<domain>` serves that revision
   * (protocol/aliases.ts). Absent from an origin that predates them: none.
   */
  aliases?: Record<string, number>;
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

/**
 * One blob of origin `POST /_sitepub/blob-urls`: `size` bytes at `offset` of `url`, read with a GET and a Range
 * header straight from the object store (a presigned URL, valid for minutes; blobs of one pack share it).
 */
export interface EdgeBlobUrl {
  sha256: string;
  url: string;
  offset: number;
  size: number;
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

/**
 * The cluster's origins (docs/edge.md, "When an origin dies"): the base URLs (`http(s)://host:port`) at which
 * edges reach each live origin directly, the origin that sends the list first. Sent by origins of a cluster
 * (several over one database) in the registration answer and in every sync and purge request; absent from
 * other origins and from older ones (the edge then keeps asking its `--origin`).
 */
export type EdgeOriginList = string[];

/** Answer of origin `POST /_sitepub/edges` (201): the edge as the origin keeps it. */
export interface EdgeRegistrationAnswer {
  id: string;
  url: string;
  location: string;
  ip: string;
  tlsUrl: string | null;
  origins?: EdgeOriginList;
}

/** Edge `POST /_sitepub/sync`. */
export interface EdgeSyncRequest {
  domain: string;
  prefetch?: number[];
  origins?: EdgeOriginList;
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

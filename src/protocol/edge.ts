/**
 * Wire types of the origin ↔ edge protocol (docs/edge.md), shared by the origin (src/server) and the edge
 * nodes (src/edge). Every request carries `Authorization: Bearer <shared secret>`; edge endpoints live under
 * `/_sitepub/` and answer site content to any request without the secret.
 */
import { Type, type Static } from 'typebox';
import { BLOB_BATCH_MAX } from './limits.ts';
import type { ProjectConfig } from './types.ts';

const str = Type.String();
const int = Type.Integer();
const bool = Type.Boolean();
const intOrNull = Type.Union([int, Type.Null()]);
const strOrNull = Type.Union([str, Type.Null()]);
const domain = Type.String({ maxLength: 300 });
const sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** Params of origin `GET /_sitepub/projects/:domain`. */
export const EdgeDomainParams = Type.Object({ domain });
/** Params of origin `GET /_sitepub/revisions/:domain/:rev`. */
export const EdgeRevisionParams = Type.Object({ domain, rev: Type.Integer({ minimum: 0 }) });
/** Params of origin `GET /_sitepub/blobs/:sha256`. */
export const EdgeBlobParams = Type.Object({ sha256 });

/** Origin `GET /_sitepub/projects/:domain` (404 once the project is torn down). */
export const EdgeProjectState = Type.Object({
  domain: str,
  /** Bumped on every change of revisions, live pointer or settings. */
  version: int,
  liveRev: intOrNull,
  /** Sent whole (an open object here): an edge applies the settings it knows. */
  settings: Type.Unsafe<ProjectConfig>({ type: 'object', additionalProperties: true }),
  /** Ready revisions, newest first (pending ones are fetched only when named in `prefetch`). */
  revisions: Type.Array(int),
  /**
   * Preview aliases, name → revision (one of `revisions`): host `<name>-<domain>` serves that revision
   * (protocol/aliases.ts). Absent from an origin that predates them: none.
   */
  aliases: Type.Optional(Type.Record(Type.String(), int)),
});
export type EdgeProjectState = Static<typeof EdgeProjectState>;

/** Origin `GET /_sitepub/projects`: what the edges reconcile against. */
export const EdgeProjectSummary = Type.Object({ domain: str, version: int });
export type EdgeProjectSummary = Static<typeof EdgeProjectSummary>;

export const EdgeRevisionFile = Type.Object({
  /** With a leading slash. */
  path: str,
  sha256: str,
  size: int,
});
export type EdgeRevisionFile = Static<typeof EdgeRevisionFile>;

/** Origin `GET /_sitepub/revisions/:domain/:rev` (pending revisions included). */
export const EdgeRevisionManifest = Type.Object({
  domain: str,
  rev: int,
  /** Deploy time, used as Last-Modified. */
  createdAt: int,
  files: Type.Array(EdgeRevisionFile),
});
export type EdgeRevisionManifest = Static<typeof EdgeRevisionManifest>;

/** Body of origin `POST /_sitepub/blobs`: the blobs asked for, in order. */
export const EdgeBlobRequest = Type.Object(
  { sha256: Type.Array(sha256, { minItems: 1, maxItems: BLOB_BATCH_MAX }) },
  { additionalProperties: false },
);

/**
 * Body of origin `POST /_sitepub/blob-urls`. `byObject: true` asks for the answer as EdgeBlobObjects (each URL
 * once); an origin that predates the flag strips it (an unknown property of a closed body) and answers
 * EdgeBlobUrls, so an edge reads both answers and an edge that predates the flag gets what it knows.
 */
export const EdgeBlobUrlRequest = Type.Object(
  {
    sha256: Type.Array(sha256, { minItems: 1, maxItems: BLOB_BATCH_MAX }),
    byObject: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * One blob of origin `POST /_sitepub/blob-urls`: `size` bytes at `offset` of `url`, read with a GET and a Range
 * header straight from the object store (a presigned URL, valid for minutes; blobs of one pack share it).
 */
export const EdgeBlobUrl = Type.Object({ sha256: str, url: str, offset: int, size: int });
export type EdgeBlobUrl = Static<typeof EdgeBlobUrl>;
/** The answer without `byObject`: a URL per blob (a pack's ~500-byte URL repeated for each of its blobs). */
export const EdgeBlobUrls = Type.Object({ urls: Type.Array(EdgeBlobUrl) });
export type EdgeBlobUrls = Static<typeof EdgeBlobUrls>;
/** The answer with `byObject`: each object's URL once; `blobs` in the order asked, `object` indexing `objects`. */
export const EdgeBlobObjects = Type.Object({
  objects: Type.Array(str),
  blobs: Type.Array(Type.Object({ object: int, offset: int, size: int })),
});
export type EdgeBlobObjects = Static<typeof EdgeBlobObjects>;

/**
 * Body of origin `POST /_sitepub/edges`: a standalone edge announces itself (again at every reconcile). The
 * origin takes no location as `unknown` and no ip as the URL's host.
 */
export const EdgeRegistration = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9._-]{1,64}$' }),
  url: Type.String({ pattern: '^https?://', maxLength: 300 }),
  location: Type.Optional(Type.String({ maxLength: 100 })),
  ip: Type.Optional(Type.String({ maxLength: 100 })),
  /** `https://host:port` when the edge serves HTTPS (SNI, certificates from the origin). */
  tlsUrl: Type.Optional(Type.String({ pattern: '^https://', maxLength: 300 })),
  /**
   * The largest sync request body the edge reads (SYNC_BODY_MAX): an origin sends such an edge what it would
   * otherwise ask for (EdgeSyncContent) in the sync request. Absent (an older edge): the request stays small.
   */
  syncBodyMax: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type EdgeRegistration = Static<typeof EdgeRegistration>;

/**
 * The cluster's origins (docs/edge.md, "When an origin dies"): the base URLs (`http(s)://host:port`) at which
 * edges reach each live origin directly, the origin that sends the list first. Sent by origins of a cluster
 * (several over one database) in the registration answer and in every sync and purge request; absent from
 * other origins and from older ones (the edge then keeps asking its `--origin`).
 */
export const EdgeOriginList = Type.Array(str, {
  description: 'The cluster’s origins, this one first (absent outside a cluster)',
});
export type EdgeOriginList = Static<typeof EdgeOriginList>;

/** Answer of origin `POST /_sitepub/edges` (201): the edge as the origin keeps it. */
export const EdgeRegistrationAnswer = Type.Object({
  id: str,
  url: str,
  location: str,
  ip: str,
  tlsUrl: strOrNull,
  origins: Type.Optional(EdgeOriginList),
});
export type EdgeRegistrationAnswer = Static<typeof EdgeRegistrationAnswer>;

/** Origin `POST /_sitepub/access`: may the token's account see the project (protected previews)? */
export const EdgeAccessRequest = Type.Object(
  { domain, token: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export const EdgeAccessAnswer = Type.Object({ allowed: bool });
export type EdgeAccessAnswer = Static<typeof EdgeAccessAnswer>;

/** Origin `GET /_sitepub/certs/:servername`: the key and chain an edge serves for a TLS server name. */
export const EdgeCertParams = Type.Object({ servername: domain });
export const EdgeCertBundle = Type.Object({ keyPem: str, chainPem: str, notAfter: int });

/** Origin `GET /_sitepub/acme-challenge/:token?host=`: the key authorisation of a pending HTTP-01 challenge. */
export const EdgeChallengeParams = Type.Object({ token: Type.String({ maxLength: 200 }) });
export const EdgeChallengeQuery = Type.Object({ host: domain });

/**
 * What an origin may send in a sync request to an edge that reads large ones (its registration's `syncBodyMax`),
 * so that the edge need not ask for it: the project's state, the file lists of the revisions named in `prefetch`,
 * and where to read blobs of them straight from the object store (`sha256[i]` is at `blobs[i]`, as in
 * EdgeBlobObjects; the blobs an origin locates without asking the store, so possibly not all). Without `sha256`
 * the blobs are those of `manifests` in order, each once (where it first appears): every one of them.
 */
export const EdgeSyncContent = Type.Object({
  state: EdgeProjectState,
  manifests: Type.Array(EdgeRevisionManifest),
  urls: Type.Optional(
    Type.Intersect([Type.Object({ sha256: Type.Optional(Type.Array(str)) }), EdgeBlobObjects]),
  ),
});
export type EdgeSyncContent = Static<typeof EdgeSyncContent>;

/**
 * Body of edge `POST /_sitepub/sync` (and `/purge`, which reads `domain` and `origins`): `origins` is handed to
 * the edge's origin list before it asks any; `prefetch` names pending revisions to fetch as well; `content`
 * (only to an edge that registered a `syncBodyMax` the body fits) is what the edge would otherwise ask for.
 */
export const EdgeSyncRequest = Type.Object({
  domain: str,
  prefetch: Type.Optional(Type.Array(int)),
  origins: Type.Optional(EdgeOriginList),
  content: Type.Optional(EdgeSyncContent),
});
export type EdgeSyncRequest = Static<typeof EdgeSyncRequest>;

/** Answer of edge `POST /_sitepub/sync`: what the edge now serves for the domain. */
export const EdgeSyncResponse = Type.Object({
  edge: str,
  domain: str,
  /** True when the origin no longer has the project and the edge dropped it. */
  removed: bool,
  version: intOrNull,
  liveRev: intOrNull,
  revisions: Type.Array(int),
  /** Blob bytes fetched from the origin by this sync. */
  bytesFetched: int,
  blobsFetched: int,
});
export type EdgeSyncResponse = Static<typeof EdgeSyncResponse>;

/** Edge `GET /_sitepub/status/:domain`: one edge's view of a project (the audit row). */
export const EdgeProjectStatus = Type.Object({
  edge: str,
  domain: str,
  present: bool,
  version: intOrNull,
  liveRev: intOrNull,
  revisions: Type.Array(int),
  publicFileCount: int,
  publicTotalSize: int,
  /** Epoch ms of the last successful sync of this project, or null. */
  syncedAt: intOrNull,
  lastError: strOrNull,
  forceHttps: bool,
});
export type EdgeProjectStatus = Static<typeof EdgeProjectStatus>;

/** One line of an edge's request log (NDJSON, `<data>/logs/YYYY-MM-DD.ndjson`; edge `GET /_sitepub/logs`). */
export const EdgeRequestRecord = Type.Object({
  /** Epoch ms. */
  t: int,
  /** Canonical Host. */
  host: str,
  /** Project the host mapped to, or null for unknown hosts. */
  domain: strOrNull,
  /** Revision served, or null. */
  rev: intOrNull,
  preview: bool,
  method: str,
  path: str,
  status: int,
  /** Body bytes sent. */
  bytes: int,
  /** Referer header, or null. */
  ref: strOrNull,
  /** `HTTP/1.1`, `HTTP/2` … */
  proto: str,
  /** Request arrived over TLS. */
  tls: bool,
  /** Content-coding sent: `br`, `gzip` or null. */
  enc: strOrNull,
  /** Served from the edge's memory cache. */
  hit: bool,
  /** Anonymous visitor id: a hash of client address and user agent, salted per edge and day. */
  vid: str,
  ua: str,
  /** Redirect issued because of force-HTTPS. */
  forced: Type.Optional(bool),
});
export type EdgeRequestRecord = Static<typeof EdgeRequestRecord>;

/** Answer of edge `POST /_sitepub/purge`. */
export const EdgePurgeResponse = Type.Object({ edge: str, domain: str, purged: int });
export type EdgePurgeResponse = Static<typeof EdgePurgeResponse>;

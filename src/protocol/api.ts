/**
 * Response shapes of the API's other endpoints (account, collaborators, DNS, certificates, analytics, upload
 * plans, …), beside the core ones in types.ts. Shapes follow the spec's part 2 tables and, where it says "not shown", what the official CLI and SDK read (docs/surge-protocol.md §4/§5).
 * Fields the spec leaves unnamed are typed loosely on purpose.
 */
import type { Card, Instance, Plan } from './types.ts';

export interface VerificationResult {
  verified: boolean;
  sent?: boolean;
  msg?: string;
  email?: string;
  /** sitepub: `outbox` when the server has no SMTP and kept the mail for its operator (`msg` says so). */
  delivery?: 'smtp' | 'outbox';
}

export interface Invite {
  email: string;
  status: string;
  domain?: string;
  invite?: unknown;
  /** Why it failed (sitepub servers), e.g. "not a valid email address". */
  reason?: string;
}

export interface InviteResult {
  invites: Invite[];
}

/** `GET /:domain/collaborators` (sitepub). */
export interface CollaboratorList {
  domain: string;
  collaborators: { email: string; created_at: string }[];
}

export interface RevokeResult {
  successes: unknown[];
  fails: unknown[];
}

export interface LinkResult {
  url: string;
}

export interface MessageResult {
  msg: string;
  instances?: Instance[];
  [key: string]: unknown;
}

/** Body of `POST /:domain/dns` and `/:domain/zone` as a client sends it; the server checks and normalises it. */
export interface DnsRecordInput {
  type: string;
  name: string;
  value: string;
  priority?: string | number;
}

/**
 * One record of a `GET /:domain/dns` (or `/zone`) listing as the client reads it from any surge server. The wire
 * type is `DnsRecord` (src/protocol/dns.ts), which a sitepub server sends in full (`priority` a number or
 * null, `ttl`, `category`, `created_at`); this one is looser on purpose, because other surge servers are only
 * known to send `id`, `type`, `name` and `value`.
 */
export interface ListedDnsRecord extends DnsRecordInput {
  id: string;
  [key: string]: unknown;
}

export interface DnsListing {
  records: ListedDnsRecord[];
  [key: string]: unknown;
}

export interface CertInfo {
  subject?: string;
  issuer?: string;
  subjectAltNames?: string[];
  expInDays?: number;
  autoRenew?: boolean;
  [key: string]: unknown;
}

export interface CertsResult {
  certs: CertInfo[];
  [key: string]: unknown;
}

export interface DomainStatus {
  status: string;
  action?: string;
  https?: boolean;
  reason?: string;
  records?: { cname?: string; a?: string[] };
  [key: string]: unknown;
}

export interface PlansResult {
  /** The reference server's name for the list. */
  list?: Plan[];
  plans?: Plan[];
  current?: Plan | null;
  card?: Card | null;
  [key: string]: unknown;
}

export interface SetPlanInput {
  plan: string;
  /** Payment-provider source token, when a card is needed. */
  token?: string;
  timestamp?: string;
}

export interface SubscriptionResult {
  subscription: unknown;
  stripe_pk?: string | null;
  [key: string]: unknown;
}

export interface PlatformStats {
  projects?: number;
  /** Sic: the real service's spelling. */
  deployemnts?: number;
  deployments?: number;
  bytes?: number;
  files?: number;
  [key: string]: unknown;
}

export interface TokenAddInput {
  msg?: string;
  /** Domains the token is limited to. */
  scope?: string[];
}

export interface LoginSession {
  uuid: string;
  url: string;
  code: string;
  poll: string;
  expires_in?: number;
  interval?: number;
}

export interface LoginPoll {
  status: 'pending' | 'approved' | 'gone' | string;
  email?: string;
  token?: string;
}

/** Free-form JSON of endpoints whose field names the spec does not show (analytics, usage, audit, settings echo). */
export type JsonObject = Record<string, unknown>;

/** One file of an upload plan request (`POST /:domain/uploads`, sitepub extension): its manifest key. */
export interface UploadPlanFile {
  /** `/path` in the site (the archive path without its top-level folder). */
  path: string;
  size: number;
  /**
   * 64 lowercase hex digits. A listing in which a file has none is a question asked before hashing, answered
   * with UploadSizeAnswer instead of a plan.
   */
  sha256?: string;
}

/**
 * `POST /:domain/uploads` answer (200) to a listing by size alone (sitepub servers): the paths whose size is that
 * of content the server holds for this account, the only ones worth hashing and listing again for a plan. None:
 * nothing can be reused, so deploy the whole site (in one of `encodings`) without a plan.
 */
export interface UploadSizeAnswer {
  worthHashing: string[];
  /** As in UploadPlan. */
  encodings: string[];
}

/** `POST /:domain/uploads` answer (201): which files the deploy that names `id` must carry. */
export interface UploadPlan {
  /** Sent back as the `x-sitepub-upload` header of `PUT /:domain`. Single use. */
  id: string;
  /** Paths the archive must hold (sorted); every other listed file the server already holds for this account. */
  missing: string[];
  /** When the plan expires (ms since epoch). */
  expiresAt: number;
  /** The reference server also says how much it reuses (optional). */
  reusedFiles?: number;
  reusedBytes?: number;
  /**
   * How the server takes the deploy's archive, preferred first (`zstd`, `gzip`); absent from servers that only
   * take gzip.
   */
  encodings?: string[];
}

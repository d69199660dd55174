/**
 * The records the Store (src/store/sql/store.ts) keeps and answers with, the blob store's contract, and the two
 * parts the embedded server keeps as files of its data folder (CaKeyStore, OutboxStore).
 *
 * Times are epoch milliseconds (numbers). Domains are canonical (src/protocol/domain.ts).
 */
import type { Readable } from 'node:stream';
import type { EdgeBlobUrl } from '../protocol/edge.ts';
import type { PrivateFile } from '../protocol/private-files.ts';
import type { Card, ProjectConfig } from '../protocol/types.ts';

/** Revisions whose content sizes a size-only upload plan listing is checked against (accountContentSizes). */
export const ACCOUNT_SIZES_REVISIONS = 32;

export interface AccountRecord {
  id: string;
  /** Canonical (trimmed, lower case): what sign-in matches. */
  email: string;
  /** The email as the account was created (case kept): what the API echoes. */
  shownEmail: string;
  /** `scrypt$N$r$p$salt$hash` (base64 parts); see src/server/auth/password.ts. */
  passwordHash: string;
  plan: string;
  role: string;
  createdAt: number;
  updatedAt: number;
  emailVerifiedAt: number | null;
  verificationSentAt: number | null;
}

export interface TokenRecord {
  id: string;
  accountId: string;
  /** Hex SHA-256 of the token; the token itself is never stored. */
  hash: string;
  msg: string;
  /** Domains this token is limited to; empty = unrestricted. */
  scope: string[];
  uses: number;
  createdAt: number;
  lastUsedAt: number | null;
  expiresAt: number;
}

/** A one-time secret mailed to the user (verification link, password reset), stored as SHA-256. */
export interface CodeRecord {
  hash: string;
  accountId: string;
  purpose: 'verify' | 'reset';
  expiresAt: number;
}

export interface ProjectRecord {
  domain: string;
  ownerId: string;
  liveRev: number | null;
  settings: ProjectConfig;
  /** Bumped on every change of the project's revisions, live pointer or settings. */
  version: number;
  createdAt: number;
}

export type RevisionStatus = 'pending' | 'ready';

export interface RevisionRecord {
  domain: string;
  rev: number;
  status: RevisionStatus;
  accountId: string;
  email: string;
  message: string | null;
  stage: boolean;
  cliVersion: string | null;
  cmd: string;
  platform: string;
  /** All files of the revision, private ones included. */
  fileCount: number;
  totalSize: number;
  /** The revision's private files (protocol/private-files.ts), also counted in fileCount and totalSize. */
  privateFiles: PrivateFile[];
  contentHash: string;
  meta: Record<string, string>;
  /** Request headers stored with the deploy (`add`, `rem`, `ssl`, `argv`, `timestamp`, `cmd`), as sent. */
  headers: Record<string, string>;
  uploadStartTime: number;
  uploadEndTime: number;
  createdAt: number;
  /** Last time this revision became production, or null if it never was. */
  liveAt: number | null;
}

export interface FileRecord {
  /** With a leading slash, e.g. `/index.html`. */
  path: string;
  sha256: string;
  /**
   * Hex md5 of the content, for manifests (`md5sum`, which the official clients read). null until computed: a
   * deploy stores files with sha256 only, and the md5s are filled in after it (`store.revisions.fillMd5`), so the
   * ~0.13 s of CPU per 100 MB they cost is not on the deploy's path.
   */
  md5: string | null;
  size: number;
}

/** A revision's file without its md5: what edges take. */
export type ContentFile = Pick<FileRecord, 'path' | 'sha256' | 'size'>;

/** A file record whose md5 is known: what manifests list. */
export type HashedFileRecord = FileRecord & { md5: string };

/** A revision as a deploy starts it; `rev` is the wanted id (epoch ms), bumped by 1 until unique for the domain. */
export type NewRevision = Pick<
  RevisionRecord,
  | 'domain'
  | 'rev'
  | 'accountId'
  | 'email'
  | 'message'
  | 'stage'
  | 'cliVersion'
  | 'cmd'
  | 'platform'
  | 'meta'
  | 'headers'
  | 'uploadStartTime'
>;

export interface CompletedUpload {
  files: FileRecord[];
  contentHash: string;
  uploadEndTime: number;
}

export interface BlobInfo {
  sha256: string;
  size: number;
}

/**
 * Where a stored blob's bytes are on disk: a file of its own (`packed: false`, offset 0), or a range of a pack
 * file, `<name>.pack`, whose index `<name>.idx` sits next to it (one `<sha256> <offset> <size>` line per
 * blob). Both files of a pack are immutable once in place, so another process on the machine (an edge) may
 * hard-link them. See src/store/blobs/packs.ts.
 */
export interface BlobLocation {
  path: string;
  offset: number;
  size: number;
  packed: boolean;
}

/**
 * The file-only capability of a blob store whose blobs are files on this machine (FileBlobStore): an edge in
 * the same process tree hard-links them instead of downloading (src/server/main.ts). A store elsewhere (S3) has
 * none.
 */
export interface LocalBlobFiles {
  /** Absolute file path of a blob stored in a file of its own (it may not exist, or be in a pack). */
  readonly path: (sha256: string) => string;
  /** Where a stored blob's bytes are, or null when it is not stored. Synchronous: a map lookup or a stat. */
  readonly locate: (sha256: string) => BlobLocation | null;
}

/** Where a stored blob's bytes can be fetched without the origin (src/protocol/edge.ts). */
export type BlobUrl = EdgeBlobUrl;

/** The URLs of many blobs (`POST /_sitepub/blob-urls`), or the first one that is not stored. */
export type BlobUrls = { ok: true; urls: BlobUrl[] } | { ok: false; missing: string };

/** The bytes of many blobs back to back (`POST /_sitepub/blobs`), or the first one that is not stored. */
export type BlobBatch = { ok: true; bytes: number; stream: Readable } | { ok: false; missing: string };

/**
 * Content by SHA-256, wherever it is kept: files in the data folder (FileBlobStore, src/store/blobs/) or an
 * S3 bucket (S3BlobStore, src/store/s3/). test/store/blob-contract.ts is the behaviour every backend shows.
 */
export interface BlobStore {
  /** Streams `source` into the store; resolves once the blob is durable and visible. */
  write(source: Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<BlobInfo>;
  has(sha256: string): Promise<boolean>;
  /** A stored blob's size, or null when it is not stored. */
  stat(sha256: string): Promise<{ size: number } | null>;
  /** A stored blob's bytes, or null when it is not stored. */
  read(sha256: string): Promise<Readable | null>;
  /**
   * The bytes of `sha256s`, back to back in the order asked (a blob asked twice is sent twice); nothing is sent
   * when one is not stored (`ok: false` names it). Neighbouring blobs of one pack are read together.
   */
  readBatch(sha256s: readonly string[]): Promise<BlobBatch>;
  /** md5 of each listed blob, from its stored bytes; blobs that are not stored are left out of the map. */
  md5(sha256s: Iterable<string>): Promise<Map<string, string>>;
  /** Removes blobs no file record references, keeping any touched within `graceMs` or held by a session.
   * Returns count removed. */
  collectGarbage(referenced: (sha256: string) => boolean, graceMs: number): Promise<number>;
  /** One deploy's writes: every blob it writes or finds stored is held until `release()` or `discard()`. */
  session(): BlobSession;
  /** Present only when the blobs are files on this machine (see LocalBlobFiles). */
  readonly local?: LocalBlobFiles;
  /**
   * Present only when the blobs can be read straight from where they are kept, by a standalone edge elsewhere
   * (S3: presigned GET URLs): a URL for each of `sha256s`, in the order asked; blobs of one object share its URL.
   */
  readonly urls?: (sha256s: readonly string[]) => Promise<BlobUrls>;
}

/** What the store knows of a blob's content from the file records that reference it. */
export interface BlobFacts {
  /** null while not computed yet (see FileRecord.md5). */
  md5: string | null;
  size: number;
}

/**
 * The blobs of one in-flight deploy. Content is shared between deploys, so a failed deploy removes only what no
 * revision references and no other session holds; a blob another session is about to find is never removed
 * under it (that session waits for the removal and writes the content again).
 */
export interface BlobSession {
  write(source: Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<BlobInfo>;
  /**
   * `write` of a small blob already in memory, done at once when nothing needs waiting for (no removal of that
   * content running, the session open): held, then found stored or added to the session's pack, as `write`
   * does. Null when it cannot be done at once, or the blob is not small: `write` it then.
   */
  writeNow(chunks: readonly Uint8Array[]): BlobInfo | null;
  /** Holds content this deploy reuses without writing it (an upload plan), so no removal runs under it. */
  hold(sha256: string): Promise<void>;
  /**
   * Makes the blobs this session wrote durable as one batch and puts them in place, then makes the renames
   * durable (fsync of the directories of `sha256s`, which may also name reused blobs). Until then, what the
   * session wrote is invisible to everyone else. Done before the revision
   * referencing them is published (the deploy writes that pending revision's file records meanwhile).
   */
  commit(sha256s: Iterable<string>): Promise<void>;
  /** Ends the session, keeping its committed blobs (referenced by a stored revision, or left to GC); what it
   * wrote and did not commit is deleted. */
  release(): void;
  /** Ends a failed session: deletes what it did not commit, and removes its committed blobs unless `referenced`
   * or held by another session. Returns the count of both. */
  discard(referenced: (sha256: string) => Promise<boolean>): Promise<number>;
}

export interface RateHit {
  key: string;
  at: number;
}

/** One limit of RateLimitsRepository.takeHits: at most `limit` hits of `key` in the window. */
export interface RateCheck {
  key: string;
  limit: number;
}

/** What RateLimitsRepository.takeHits decided: recorded, or refused by the first check already at its limit. */
export type RateVerdict =
  | { ok: true }
  | {
      ok: false;
      /** Index in `checks` of the first check at its limit. */
      index: number;
      /** Its oldest hit in the window: the window frees a slot when that one leaves it. */
      oldest: number | null;
    };

/** Totals of `GET /stats`. */
export interface PlatformStats {
  projects: number;
  /** Ready revisions. */
  deployments: number;
  /** Total size of the ready revisions. */
  bytes: number;
  files: number;
  accounts: number;
}

/** Why production moved (LiveRepository.setLive), as the live history keeps it: the production rule reads it. */
export type LiveCause = 'deploy' | 'cutover' | 'rollback' | 'rollfore' | 'discard';

export const LIVE_CAUSES: readonly LiveCause[] = ['deploy', 'cutover', 'rollback', 'rollfore', 'discard'];

/** One move of production (LiveRepository.liveHistory): to `rev` (null = offline) at `at`. */
export interface LiveMove {
  rev: number | null;
  at: number;
  /** null for a move recorded before causes were kept. */
  cause: LiveCause | null;
}

export interface LiveMoveOptions {
  cause?: LiveCause;
  /** Move only if production is on this revision (null = offline) when the move runs. */
  from?: number | null;
}

/** What RevisionsRepository.publishRevision did. */
export interface PublishOutcome {
  /** Production moved to the revision. */
  live: boolean;
  /** Asked to go live, but a revision with a greater rev was live already: the newest such, else null. */
  overtakenBy: number | null;
}

/** A preview alias: `<name>-<domain>` serves revision `rev` (AliasesRepository.setAlias). */
export interface AliasRecord {
  domain: string;
  name: string;
  rev: number;
  updatedAt: number;
}

/** Billing state of accounts (src/server/billing/). */
export interface BillingRecord {
  accountId: string;
  customerId: string;
  subscriptionId: string | null;
  plan: string;
  /** `active`, `canceled` or `none`. */
  status: string;
  card: Card | null;
  currentPeriodEnd: number | null;
  updatedAt: number;
}

/** A 48-hour link of `surge plan` / `surge card`. */
export interface BillingLinkRecord {
  /** Hex SHA-256 of the link's secret; the secret itself is never stored. */
  hash: string;
  accountId: string;
  kind: 'upgrade' | 'billing';
  plan: string | null;
  expiresAt: number;
  createdAt: number;
}

/** A project's TLS certificate: one managed (issued by the server's CA) and one custom (uploaded) per domain. */
export interface CertificateRecord {
  domain: string;
  source: 'managed' | 'custom';
  altnames: string[];
  certPem: string;
  chainPem: string;
  keyPem: string;
  notBefore: number;
  notAfter: number;
  createdAt: number;
}

/** The PEM pair of the server's certificate authority root (src/server/ca/authority.ts). */
export interface CaKeyPair {
  certPem: string;
  /** PKCS#8, PEM. A secret: never logged. */
  keyPem: string;
}

/** Where the CA root is kept. Every origin of a deployment must sign with the same root. */
export interface CaKeyStore {
  /** The stored root, or null before the first start (or when only half of it was ever written). */
  get(): Promise<CaKeyPair | null>;
  /**
   * Stores `pair` unless a whole root is stored already; returns the stored root, which is the one to use
   * (when two starts race, the first stored wins and both sign with it).
   */
  create(pair: CaKeyPair): Promise<CaKeyPair>;
}

/** Someone a project's owner invited (`surge --add`, `POST /:domain/collaborators`). */
export interface CollaboratorRecord {
  domain: string;
  /** Canonical (lower case). */
  email: string;
  invitedBy: string;
  createdAt: number;
}

/** Mail the server sends (verification links, password resets, invitations), kept for operators to forward. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for, e.g. `verification` or `password-reset`. */
  kind: string;
}

export interface StoredMail extends OutboxMail {
  /** ISO time it was queued. */
  date: string;
  /** Its name in the outbox (unique, sorts by queue time). */
  file: string;
}

export interface OutboxStore {
  /** Queues the mail; a reader never sees half of it. */
  put(mail: OutboxMail): Promise<void>;
  /** Queued mails, oldest first. */
  list(): Promise<StoredMail[]>;
}

/** A browser-login session (`POST /login/session`, approved in the browser, polled by the CLI). */
export interface LoginSessionRecord {
  uuid: string;
  /** Hex SHA-256 of the poll secret. */
  pollHash: string;
  code: string;
  host: string;
  /** `pending`, then `approved` (account set), then deleted once the token was handed out. */
  status: 'pending' | 'approved';
  accountId: string | null;
  expiresAt: number;
  createdAt: number;
}

/** An entry of the shared state (src/store/sql/shared-state.ts). */
export interface SharedEntry {
  key: string;
  value: string;
  /** When it was last written (epoch ms). */
  updatedAt: number;
  /** When it stops being returned (epoch ms), or null for never. */
  expiresAt: number | null;
}

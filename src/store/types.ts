/**
 * The one store contract of the reference server: everything it keeps, as typed parts. The core (accounts,
 * tokens, mailed codes, projects, revisions and their live-pointer history, rate-limit hits, platform totals) is
 * methods of `Store`; the rest is sub-stores: `blobs` (content), `collaborators`, `dns`, `certs`, `ca` (the
 * CA root), `billing`, `sessions` (browser login), `outbox` (mail) and `shared` (upload plans, registered edges, ACME keys), each defined in src/store/contract/.
 * Every method is async so a PostgreSQL + object-store backend can implement it; the embedded default is
 * `SqliteStore` (src/store/sqlite/store.ts). test/store/contract.ts is the behaviour every backend must show.
 *
 * Times are epoch milliseconds (numbers). Domains are canonical (src/protocol/domain.ts).
 *
 * Several origins may share one backend: no answer may come from an in-process cache another origin could make
 * stale. The one exception is documented on getRevisionContent (a completed revision's file list never changes).
 * Analytics are not kept here: edges keep their request logs and the origin aggregates them on demand.
 */
import type { Readable } from 'node:stream';
import type { ProjectConfig } from '../protocol/types.ts';
import type { PrivateFile } from '../protocol/private-files.ts';
import type { BillingStore } from './contract/billing.ts';
import type { CaKeyStore, CertificateStore } from './contract/certs.ts';
import type { CollaboratorStore } from './contract/collaborators.ts';
import type { DnsStore } from './contract/dns.ts';
import type { OutboxStore } from './contract/outbox.ts';
import type { LoginSessionStore } from './contract/sessions.ts';
import type { SharedStateStore } from './contract/shared-state.ts';
import type { EdgeBlobUrl } from '../protocol/edge.ts';

export type { BillingLinkRecord, BillingRecord, BillingStore } from './contract/billing.ts';
export type { CaKeyPair, CaKeyStore, CertificateRecord, CertificateStore } from './contract/certs.ts';
export type { CollaboratorRecord, CollaboratorStore } from './contract/collaborators.ts';
export type { DnsStore } from './contract/dns.ts';
export type { OutboxMail, OutboxStore, StoredMail } from './contract/outbox.ts';
export type { LoginSessionRecord, LoginSessionStore } from './contract/sessions.ts';
export type { SharedEntry, SharedStateStore } from './contract/shared-state.ts';

/** Revisions whose content sizes a size-only upload plan listing is checked against (Store.accountContentSizes). */
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
   * deploy stores files with sha256 only, and the md5s are filled in after it (`Store.fillMd5`), so the ~0.13 s
   * of CPU per 100 MB they cost is not on the deploy's path.
   */
  md5: string | null;
  size: number;
}

/** A revision's file without its md5: what edges take. */
export type ContentFile = Pick<FileRecord, 'path' | 'sha256' | 'size'>;

/** A file record whose md5 is known: what manifests list. */
export type HashedFileRecord = FileRecord & { md5: string };

export interface NewRevision {
  domain: string;
  /** Wanted id (epoch ms); the store bumps it by 1 until it is unique for the domain. */
  rev: number;
  accountId: string;
  email: string;
  message: string | null;
  stage: boolean;
  cliVersion: string | null;
  cmd: string;
  platform: string;
  meta: Record<string, string>;
  headers: Record<string, string>;
  uploadStartTime: number;
}

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

/** One limit of Store.takeHits: at most `limit` hits of `key` in the window. */
export interface RateCheck {
  key: string;
  limit: number;
}

/** What Store.takeHits decided: recorded, or refused by the first check already at its limit. */
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

export interface Store {
  readonly blobs: BlobStore;
  readonly collaborators: CollaboratorStore;
  readonly dns: DnsStore;
  readonly certs: CertificateStore;
  readonly ca: CaKeyStore;
  readonly billing: BillingStore;
  readonly sessions: LoginSessionStore;
  readonly outbox: OutboxStore;
  /** State every origin must see alike (upload plans, registered edges, ACME keys): contract/shared-state.ts. */
  readonly shared: SharedStateStore;

  // ---- accounts ----
  getAccountByEmail(email: string): Promise<AccountRecord | null>;
  getAccount(id: string): Promise<AccountRecord | null>;
  /**
   * Inserts unless the email exists; returns the stored row (the existing one when it raced). `email` is the
   * canonical form; `shownEmail` (default: `email`) is kept as typed, for the API to echo.
   */
  createAccount(
    email: string,
    passwordHash: string,
    now: number,
    shownEmail?: string,
  ): Promise<AccountRecord>;
  /** `updated_at` moves only when something other than `verificationSentAt` (bookkeeping) changes. */
  updateAccount(
    id: string,
    patch: Partial<Pick<AccountRecord, 'passwordHash' | 'plan' | 'emailVerifiedAt' | 'verificationSentAt'>>,
    now: number,
  ): Promise<void>;
  /** Deletes the account and its tokens, codes, billing state, billing links and login sessions. */
  deleteAccount(id: string): Promise<void>;

  // ---- tokens ----
  /** Inserts the token; false (nothing stored) when its id or hash is taken already. */
  createToken(token: TokenRecord): Promise<boolean>;
  getTokenByHash(hash: string): Promise<TokenRecord | null>;
  listTokens(accountId: string): Promise<TokenRecord[]>;
  /** Returns false when the account has no token with that id. */
  deleteToken(accountId: string, id: string): Promise<boolean>;
  touchToken(id: string, now: number): Promise<void>;

  // ---- mailed one-time codes ----
  putCode(code: CodeRecord): Promise<void>;
  /** Deletes and returns the code if it exists and has not expired. */
  takeCode(hash: string, purpose: CodeRecord['purpose'], now: number): Promise<CodeRecord | null>;

  // ---- projects ----
  getProject(domain: string): Promise<ProjectRecord | null>;
  listProjects(): Promise<ProjectRecord[]>;
  listProjectsOwnedBy(accountId: string): Promise<ProjectRecord[]>;
  /** Creates the project owned by `ownerId` unless it exists; returns the stored row either way, and whether
   * this call created it. */
  claimProject(
    domain: string,
    ownerId: string,
    settings: ProjectConfig,
    now: number,
  ): Promise<ProjectRecord & { created: boolean }>;
  updateSettings(domain: string, settings: ProjectConfig): Promise<ProjectRecord | null>;
  /**
   * Deletes the project, its revisions, files, live history, collaborators, DNS records and certificates, in
   * one step. Blobs are left to garbage collection.
   */
  deleteProject(domain: string): Promise<boolean>;

  // ---- revisions ----
  /** Creates a pending revision (invisible to listRevisions unless includePending). Returns its unique rev. */
  createPendingRevision(input: NewRevision): Promise<number>;
  /** Stores the files of a pending revision and its totals; it stays pending. */
  completeUpload(domain: string, rev: number, upload: CompletedUpload): Promise<void>;
  /**
   * In one transaction: pending → ready and, if `live`, make it production (a move of cause `deploy`), unless
   * the deploy was overtaken: a revision of the domain with a greater rev (a deploy that started later) was live
   * already. Then it stays a ready revision and production does not move (`overtakenBy` names the newest such).
   * Decided under the project's lock, so two racing publishes of one domain (any origins) never both move it.
   */
  publishRevision(
    domain: string,
    rev: number,
    options: { live: boolean; now: number },
  ): Promise<PublishOutcome>;
  getRevision(
    domain: string,
    rev: number,
    options?: { includePending?: boolean },
  ): Promise<RevisionRecord | null>;
  /** Newest first. */
  listRevisions(domain: string, options?: { includePending?: boolean }): Promise<RevisionRecord[]>;
  getRevisionFiles(domain: string, rev: number): Promise<FileRecord[]>;
  /**
   * The files of a revision without their md5s (what edges take), in no particular order; none for a pending
   * revision whose upload has not completed. Never changes once its upload completed, so the lists of the few
   * revisions completed last are kept in memory (while the revision's content hash is the one they were made
   * with: a deleted revision's number taken again by other content is read anew).
   */
  getRevisionContent(revision: RevisionRecord): Promise<readonly ContentFile[]>;
  /** getRevisionFiles with every md5 known: the missing ones are computed first (fillMd5). */
  getRevisionManifest(domain: string, rev: number): Promise<HashedFileRecord[]>;
  /**
   * Computes and records the md5 of every file of the revision that has none yet (reading its blob), for every
   * file record of that content. Concurrent calls share the work per blob. Rejects if a blob cannot be read.
   */
  fillMd5(domain: string, rev: number): Promise<void>;
  /**
   * Removes a revision (pending or ready) and its files; clears the live pointer if it pointed there (a move
   * offline, cause `discard`).
   */
  deleteRevision(domain: string, rev: number): Promise<boolean>;
  /**
   * Moves the production pointer (null = offline) in one transaction, recording the move in the live history
   * with its cause (default `cutover`). With `from`, only if production is still there (another origin may
   * have moved it since it was read): false, and nothing changed, when it is not (or there is no project).
   */
  setLive(domain: string, rev: number | null, now: number, move?: LiveMoveOptions): Promise<boolean>;
  /**
   * The live history of a project, oldest first: every move of production with its cause (null for moves
   * recorded before causes were kept). Each move's `at` is later than the one before it.
   */
  liveHistory(domain: string): Promise<LiveMove[]>;
  /** True if any file record (of any revision, pending included) references the blob. */
  isBlobReferenced(sha256: string): Promise<boolean>;
  /** All referenced blob ids (for garbage collection). */
  referencedBlobs(): Promise<Set<string>>;
  /**
   * Of `sha256s`, the content that a stored (not pending) revision deployed by `accountId` references, with its
   * md5 and size: what an upload plan may reuse without the account sending it again.
   */
  accountContent(accountId: string, sha256s: readonly string[]): Promise<Map<string, BlobFacts>>;
  /**
   * Of `sizes`, those of content referenced by the account's ACCOUNT_SIZES_REVISIONS newest stored revisions: a
   * size-only upload plan listing's files of other sizes cannot be reused, so the client need not hash them.
   */
  accountContentSizes(accountId: string, sizes: readonly number[]): Promise<Set<number>>;

  // ---- rate limits (persisted) ----
  /** Number of hits of `key` at or after `since`, and the oldest such hit time. */
  countHits(key: string, since: number): Promise<{ count: number; oldest: number | null }>;
  addHits(hits: RateHit[]): Promise<void>;
  /**
   * In one step, atomic against every other caller (other origins included): unless a check already has
   * `limit` hits at or after `since`, records one hit of every check's key at `at`. Two racing callers never
   * both take the last slot.
   */
  takeHits(checks: readonly RateCheck[], since: number, at: number): Promise<RateVerdict>;
  pruneHits(before: number): Promise<void>;

  // ---- platform ----
  platformStats(): Promise<PlatformStats>;
  // ---- preview aliases (sitepub extension: src/protocol/aliases.ts; table of migrations/013-aliases.ts) ----
  /** The project's aliases, by name. */
  listAliases(domain: string): Promise<AliasRecord[]>;
  /**
   * Points alias `name` at revision `rev` (created or moved in one write) and bumps the project's version so the
   * edges follow. False when the revision does not exist (ready) for the domain. An alias goes away with its
   * revision (discard) and its project (teardown).
   */
  setAlias(domain: string, name: string, rev: number, now: number): Promise<boolean>;
  /** Removes an alias (and bumps the version); false when there was none. */
  deleteAlias(domain: string, name: string): Promise<boolean>;

  close(): Promise<void>;
}

/** Why production moved (Store.setLive), as the live history keeps it: the production rule reads it. */
export type LiveCause = 'deploy' | 'cutover' | 'rollback' | 'rollfore' | 'discard';

export const LIVE_CAUSES: readonly LiveCause[] = ['deploy', 'cutover', 'rollback', 'rollfore', 'discard'];

/** One move of production (Store.liveHistory): to `rev` (null = offline) at `at`. */
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

/** What Store.publishRevision did. */
export interface PublishOutcome {
  /** Production moved to the revision. */
  live: boolean;
  /** Asked to go live, but a revision with a greater rev was live already: the newest such, else null. */
  overtakenBy: number | null;
}

/** A preview alias: `<name>-<domain>` serves revision `rev` (Store.setAlias). */
export interface AliasRecord {
  domain: string;
  name: string;
  rev: number;
  updatedAt: number;
}

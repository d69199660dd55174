/**
 * The records the Store (sql/store.ts) keeps, most of them a table's row (sql/schema.ts), the blob store's contract,
 * and the parts the embedded server keeps as files (CaKeyStore, OutboxStore). Times are epoch ms; domains are
 * canonical (src/protocol/domain.ts).
 */
import type { Readable } from 'node:stream';
import type { EdgeBlobUrl } from '../protocol/edge.ts';
import type { PrivateFile } from '../protocol/private-files.ts';
import type { Card, ProjectConfig } from '../protocol/types.ts';
import type { Row } from './sql/schema.ts';

/** An account; `shownEmail` is its email as created (case kept), what the API echoes. */
export type AccountRecord = Omit<Row<'accounts'>, 'shownEmail'> & { shownEmail: string };

export type TokenRecord = Omit<Row<'tokens'>, 'scope'> & { scope: string[] };

export type ProjectRecord = Omit<Row<'projects'>, 'settings'> & { settings: ProjectConfig };

export type RevisionRecord = Omit<
  Row<'revisions'>,
  'stage' | 'privateFiles' | 'meta' | 'headers' | 'uploadStart' | 'uploadEnd'
> & {
  stage: boolean;
  /** The revision's private files (protocol/private-files.ts), also counted in fileCount and totalSize. */
  privateFiles: PrivateFile[];
  meta: Record<string, string>;
  /** Request headers stored with the deploy (`add`, `rem`, `ssl`, `argv`, `timestamp`, `cmd`), as sent. */
  headers: Record<string, string>;
  uploadStartTime: number;
  uploadEndTime: number;
  /** Last time this revision became production, or null if it never was. */
  liveAt: number | null;
};

/** A file of a revision; `path` has a leading slash, e.g. `/index.html`. */
export type FileRecord = Omit<Row<'revision_files'>, 'domain' | 'rev' | 'md5'> & {
  /**
   * Hex md5, for manifests (`md5sum`, read by the official clients); null until `revisions.fillMd5` computes it
   * after the deploy, keeping its ~0.13 s of CPU per 100 MB off the deploy's path.
   */
  md5: string | null;
};

/** A revision's file without its md5: what edges take. */
export type ContentFile = Pick<FileRecord, 'path' | 'sha256' | 'size'>;

/** A file record whose md5 is known: what manifests list. */
export type HashedFileRecord = FileRecord & { md5: string };

/** A revision as a deploy starts it; `rev` is the wanted id (epoch ms), bumped by 1 until unique for the domain. */
export type NewRevision = Omit<
  RevisionRecord,
  | 'status'
  | 'fileCount'
  | 'totalSize'
  | 'privateFiles'
  | 'contentHash'
  | 'uploadEndTime'
  | 'createdAt'
  | 'liveAt'
>;

/** A blob's bytes as a write takes them: a stream, or pieces (in memory: an array of them). */
export type BlobSource = Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export interface BlobInfo {
  sha256: string;
  size: number;
}

/**
 * Where a stored blob's bytes are on disk: a file of its own (`packed: false`, offset 0), or a range of an
 * immutable pack file an edge on the machine may hard-link (src/store/blobs/packs.ts).
 */
export interface BlobLocation {
  path: string;
  offset: number;
  size: number;
  packed: boolean;
}

/** Blobs that are files on this machine (FileBlobStore): an edge in the same process tree hard-links them. */
export interface LocalBlobFiles {
  /** Absolute path of a blob as a file of its own (it may not exist, or be in a pack). */
  readonly path: (sha256: string) => string;
  /** null when it is not stored. Synchronous: a map lookup or a stat. */
  readonly locate: (sha256: string) => BlobLocation | null;
}

/** The URLs of many blobs (`POST /_sitepub/blob-urls`), or the first one that is not stored. */
export type BlobUrls = { ok: true; urls: EdgeBlobUrl[] } | { ok: false; missing: string };

/** The bytes of many blobs back to back (`POST /_sitepub/blobs`), or the first one that is not stored. */
export type BlobBatch = { ok: true; bytes: number; stream: Readable } | { ok: false; missing: string };

/** Content by SHA-256: files (src/store/blobs/) or S3 (src/store/s3/); test/store/blob-contract.ts pins both. */
export interface BlobStore {
  /** Streams `source` into the store; resolves once the blob is durable and visible. */
  write(source: BlobSource): Promise<BlobInfo>;
  has(sha256: string): Promise<boolean>;
  /** null (stat, read) when it is not stored. */
  stat(sha256: string): Promise<{ size: number } | null>;
  read(sha256: string): Promise<Readable | null>;
  /**
   * The bytes of `sha256s`, back to back in the order asked (a blob asked twice is sent twice); nothing is sent
   * when one is not stored (`ok: false` names it). Neighbouring blobs of one pack are read together.
   */
  readBatch(sha256s: readonly string[]): Promise<BlobBatch>;
  /** md5 of each listed blob, from its stored bytes; blobs that are not stored are left out of the map. */
  md5(sha256s: Iterable<string>): Promise<Map<string, string>>;
  /**
   * Removes unreferenced blobs not touched within `graceMs` nor held by a session; returns how many. Servers pass
   * GC_GRACE_MS: the S3 store's trust in objects it created lately is derived from it.
   */
  collectGarbage(referenced: (sha256: string) => boolean, graceMs: number): Promise<number>;
  /** One deploy's writes: every blob it writes or finds stored is held until `release()` or `discard()`. */
  session(): BlobSession;
  readonly local?: LocalBlobFiles;
  /** Where a standalone edge reads blobs without the origin (S3: presigned URLs), in the order asked. */
  readonly urls?: (sha256s: readonly string[]) => Promise<BlobUrls>;
  /** The same for those of `sha256s` located without asking the medium; the others left out (no request made). */
  readonly urlsAtHand?: (sha256s: readonly string[]) => Promise<EdgeBlobUrl[]>;
}

/** What the file records referencing a blob say of it. */
export type BlobFacts = Pick<FileRecord, 'md5' | 'size'>;

/**
 * The blobs of one in-flight deploy. Content is shared between deploys, so a failed deploy removes only what no
 * revision references and no other session holds; a blob another session is about to find is never removed
 * under it (that session waits for the removal and writes the content again).
 */
export interface BlobSession {
  write(source: BlobSource): Promise<BlobInfo>;
  /** `write` of a small blob in memory when nothing needs waiting for; null otherwise (then `write` it). */
  writeNow(chunks: readonly Uint8Array[]): BlobInfo | null;
  /** Holds content this deploy reuses without writing it (an upload plan), so no removal runs under it. */
  hold(sha256: string): Promise<void>;
  /**
   * Makes what the session wrote durable and puts it in place (with the directories of `sha256s`, reused blobs
   * included); invisible to others until then. Done before the revision referencing them is published.
   */
  commit(sha256s: Iterable<string>): Promise<void>;
  /** Ends the session, keeping its committed blobs; what it did not commit is deleted. */
  release(): void;
  /** Ends a failed session: deletes all it wrote unless `referenced` or held elsewhere; returns how many. */
  discard(referenced: (sha256: string) => Promise<boolean>): Promise<number>;
}

/** Totals of `GET /stats` (deployments, bytes and files of ready revisions). */
export interface PlatformStats {
  projects: number;
  deployments: number;
  bytes: number;
  files: number;
  accounts: number;
}

/** Why production moved (LiveRepository.setLive), as the live history keeps it: the production rule reads it. */
/** The grace period of every origin's garbage collection (server/main.ts `maintain`). */
export const GC_GRACE_MS = 60 * 60 * 1000;

export const LIVE_CAUSES = ['deploy', 'cutover', 'rollback', 'rollfore', 'discard'] as const;
export type LiveCause = (typeof LIVE_CAUSES)[number];

/** One move of production (LiveRepository.liveHistory): to `rev` (null = offline) at `at`. */
export type LiveMove = Omit<Row<'live_history'>, 'domain' | 'cause'> & { cause: LiveCause | null };

export interface PublishOutcome {
  live: boolean;
  /** Asked to go live, but a revision with a greater rev was live already: the newest such, else null. */
  overtakenBy: number | null;
}

/** A preview alias: `<name>-<domain>` serves revision `rev` (AliasesRepository.setAlias). */
export type AliasRecord = Row<'aliases'>;

/** src/server/billing/. `status`: active, canceled, none. */
export type BillingRecord = Omit<Row<'billing_accounts'>, 'card'> & { card: Card | null };

/** A 48-hour link of `surge plan` / `surge card`. */
export type BillingLinkRecord = Row<'billing_links'>;

/** A project's TLS certificate: one managed (issued by the server's CA) and one custom (uploaded) per domain. */
export type CertificateRecord = Omit<Row<'certificates'>, 'altnames'> & { altnames: string[] };

/** The PEM pair of the server's certificate authority root (src/server/ca/authority.ts). */
export interface CaKeyPair {
  certPem: string;
  /** PKCS#8, PEM. A secret: never logged. */
  keyPem: string;
}

/** Where the CA root is kept: every origin of a deployment signs with the same one. */
export interface CaKeyStore {
  /** null before the first start (or when only half of it was ever written). */
  get(): Promise<CaKeyPair | null>;
  /** Stores `pair` unless a whole root is stored; returns the stored one (of two racing starts, the first). */
  create(pair: CaKeyPair): Promise<CaKeyPair>;
}

/** Mail the server sends (verification links, password resets, invitations), kept for operators to forward. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  kind: string; // verification, password-reset, ...
}

export interface StoredMail extends OutboxMail {
  /** ISO time it was queued. */
  date: string;
  /** Its name in the outbox (unique, sorts by queue time). */
  file: string;
}

export interface OutboxStore {
  /** A reader never sees half a mail. */
  put(mail: OutboxMail): Promise<void>;
  /** Oldest first. */
  list(): Promise<StoredMail[]>;
}

/** An entry of the shared state (src/store/sql/shared-state.ts); `expiresAt` null: never expires. */
export type SharedEntry = Omit<Row<'shared_state'>, 'namespace'>;

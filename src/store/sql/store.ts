/**
 * What both SQL stores (SqliteStore, PostgresStore) answer the same way: the Store methods of the aggregates on
 * the SQL layer, each handed to its repository. A store adds how it opens and what is not SQL (blobs, files).
 */
import type { ProjectConfig } from '../../protocol/types.ts';
import type {
  AccountRecord,
  AliasRecord,
  BlobFacts,
  BlobStore,
  CodeRecord,
  CompletedUpload,
  ContentFile,
  FileRecord,
  HashedFileRecord,
  LiveMove,
  LiveMoveOptions,
  NewRevision,
  PlatformStats,
  ProjectRecord,
  PublishOutcome,
  RateCheck,
  RateHit,
  RateVerdict,
  RevisionRecord,
  TokenRecord,
} from '../types.ts';
import { AccountsRepository, type AccountPatch } from './accounts.ts';
import { AliasesRepository } from './aliases.ts';
import { BillingRepository } from './billing.ts';
import { CertificatesRepository } from './certificates.ts';
import { CollaboratorsRepository } from './collaborators.ts';
import type { SqlDb } from './db.ts';
import { DnsRepository } from './dns.ts';
import { LiveRepository } from './live.ts';
import { ProjectsRepository } from './projects.ts';
import { RateLimitsRepository } from './rate-limits.ts';
import { RevisionsRepository } from './revisions.ts';
import { LoginSessionsRepository } from './sessions.ts';
import { SharedStateRepository } from './shared-state.ts';

export abstract class SqlStore {
  readonly sql: SqlDb;
  readonly #accounts: AccountsRepository;
  readonly #projects: ProjectsRepository;
  protected readonly revisions: RevisionsRepository;
  readonly #live: LiveRepository;
  readonly #aliases: AliasesRepository;
  readonly #rateLimits: RateLimitsRepository;
  // The aggregates the Store exposes as parts of their own (contract/*.ts).
  readonly collaborators: CollaboratorsRepository;
  readonly dns: DnsRepository;
  readonly certs: CertificatesRepository;
  readonly billing: BillingRepository;
  readonly sessions: LoginSessionsRepository;
  readonly shared: SharedStateRepository;

  protected constructor(sql: SqlDb, blobs: BlobStore) {
    this.sql = sql;
    this.#accounts = new AccountsRepository(sql);
    this.#projects = new ProjectsRepository(sql);
    this.revisions = new RevisionsRepository(sql, blobs);
    this.#live = new LiveRepository(sql);
    this.#aliases = new AliasesRepository(sql);
    this.#rateLimits = new RateLimitsRepository(sql);
    this.collaborators = new CollaboratorsRepository(sql);
    this.dns = new DnsRepository(sql);
    this.certs = new CertificatesRepository(sql);
    this.billing = new BillingRepository(sql);
    this.sessions = new LoginSessionsRepository(sql);
    this.shared = new SharedStateRepository(sql);
  }

  // ---- accounts, tokens, codes (accounts.ts) ----
  getAccountByEmail(email: string): Promise<AccountRecord | null> {
    return this.#accounts.getAccountByEmail(email);
  }

  getAccount(id: string): Promise<AccountRecord | null> {
    return this.#accounts.getAccount(id);
  }

  createAccount(
    email: string,
    passwordHash: string,
    now: number,
    shownEmail?: string,
  ): Promise<AccountRecord> {
    return this.#accounts.createAccount(email, passwordHash, now, shownEmail);
  }

  updateAccount(id: string, patch: AccountPatch, now: number): Promise<void> {
    return this.#accounts.updateAccount(id, patch, now);
  }

  deleteAccount(id: string): Promise<void> {
    return this.#accounts.deleteAccount(id);
  }

  createToken(t: TokenRecord): Promise<boolean> {
    return this.#accounts.createToken(t);
  }

  getTokenByHash(hash: string): Promise<TokenRecord | null> {
    return this.#accounts.getTokenByHash(hash);
  }

  listTokens(accountId: string): Promise<TokenRecord[]> {
    return this.#accounts.listTokens(accountId);
  }

  deleteToken(accountId: string, id: string): Promise<boolean> {
    return this.#accounts.deleteToken(accountId, id);
  }

  touchToken(id: string, now: number): Promise<void> {
    return this.#accounts.touchToken(id, now);
  }

  putCode(c: CodeRecord): Promise<void> {
    return this.#accounts.putCode(c);
  }

  takeCode(hash: string, purpose: CodeRecord['purpose'], now: number): Promise<CodeRecord | null> {
    return this.#accounts.takeCode(hash, purpose, now);
  }

  // ---- projects (projects.ts) ----
  getProject(domain: string): Promise<ProjectRecord | null> {
    return this.#projects.getProject(domain);
  }

  listProjects(): Promise<ProjectRecord[]> {
    return this.#projects.listProjects();
  }

  listProjectsOwnedBy(accountId: string): Promise<ProjectRecord[]> {
    return this.#projects.listProjectsOwnedBy(accountId);
  }

  claimProject(
    domain: string,
    ownerId: string,
    settings: ProjectConfig,
    now: number,
  ): Promise<ProjectRecord & { created: boolean }> {
    return this.#projects.claimProject(domain, ownerId, settings, now);
  }

  updateSettings(domain: string, settings: ProjectConfig): Promise<ProjectRecord | null> {
    return this.#projects.updateSettings(domain, settings);
  }

  deleteProject(domain: string): Promise<boolean> {
    return this.#projects.deleteProject(domain);
  }

  platformStats(): Promise<PlatformStats> {
    return this.#projects.platformStats();
  }

  // ---- revisions and their files (revisions.ts) ----
  createPendingRevision(n: NewRevision): Promise<number> {
    return this.revisions.createPendingRevision(n);
  }

  completeUpload(domain: string, rev: number, u: CompletedUpload): Promise<void> {
    return this.revisions.completeUpload(domain, rev, u);
  }

  publishRevision(domain: string, rev: number, o: { live: boolean; now: number }): Promise<PublishOutcome> {
    return this.revisions.publishRevision(domain, rev, o);
  }

  getRevision(domain: string, rev: number, o?: { includePending?: boolean }): Promise<RevisionRecord | null> {
    return this.revisions.getRevision(domain, rev, o);
  }

  listRevisions(domain: string, o?: { includePending?: boolean }): Promise<RevisionRecord[]> {
    return this.revisions.listRevisions(domain, o);
  }

  getRevisionFiles(domain: string, rev: number): Promise<FileRecord[]> {
    return this.revisions.getRevisionFiles(domain, rev);
  }

  getRevisionContent(revision: RevisionRecord): Promise<readonly ContentFile[]> {
    return this.revisions.getRevisionContent(revision);
  }

  getRevisionManifest(domain: string, rev: number): Promise<HashedFileRecord[]> {
    return this.revisions.getRevisionManifest(domain, rev);
  }

  fillMd5(domain: string, rev: number): Promise<void> {
    return this.revisions.fillMd5(domain, rev);
  }

  deleteRevision(domain: string, rev: number): Promise<boolean> {
    return this.revisions.deleteRevision(domain, rev);
  }

  isBlobReferenced(sha256: string): Promise<boolean> {
    return this.revisions.isBlobReferenced(sha256);
  }

  referencedBlobs(): Promise<Set<string>> {
    return this.revisions.referencedBlobs();
  }

  accountContent(accountId: string, sha256s: readonly string[]): Promise<Map<string, BlobFacts>> {
    return this.revisions.accountContent(accountId, sha256s);
  }

  accountContentSizes(accountId: string, sizes: readonly number[]): Promise<Set<number>> {
    return this.revisions.accountContentSizes(accountId, sizes);
  }

  // ---- the live pointer and its history (live.ts) ----
  setLive(domain: string, rev: number | null, now: number, move?: LiveMoveOptions): Promise<boolean> {
    return this.#live.setLive(domain, rev, now, move);
  }

  liveHistory(domain: string): Promise<LiveMove[]> {
    return this.#live.liveHistory(domain);
  }

  // ---- preview aliases (aliases.ts) ----
  listAliases(domain: string): Promise<AliasRecord[]> {
    return this.#aliases.listAliases(domain);
  }

  setAlias(domain: string, name: string, rev: number, now: number): Promise<boolean> {
    return this.#aliases.setAlias(domain, name, rev, now);
  }

  deleteAlias(domain: string, name: string): Promise<boolean> {
    return this.#aliases.deleteAlias(domain, name);
  }

  // ---- rate limits (rate-limits.ts) ----
  countHits(key: string, since: number): Promise<{ count: number; oldest: number | null }> {
    return this.#rateLimits.countHits(key, since);
  }

  addHits(hits: RateHit[]): Promise<void> {
    return this.#rateLimits.addHits(hits);
  }

  takeHits(checks: readonly RateCheck[], since: number, at: number): Promise<RateVerdict> {
    return this.#rateLimits.takeHits(checks, since, at);
  }

  pruneHits(before: number): Promise<void> {
    return this.#rateLimits.pruneHits(before);
  }
}

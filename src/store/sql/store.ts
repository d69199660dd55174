/**
 * What both SQL stores (SqliteStore, PostgresStore) answer the same way: the Store methods of the aggregates on
 * the SQL layer, each handed to its repository. A store adds how it opens and what is not SQL (blobs, files).
 */
import type { ProjectConfig } from '../../protocol/types.ts';
import type {
  BlobStore,
  CodeRecord,
  CompletedUpload,
  LiveMoveOptions,
  NewRevision,
  RateCheck,
  RateHit,
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

type Listing = { includePending?: boolean };

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
  getAccountByEmail = (email: string) => this.#accounts.getAccountByEmail(email);
  getAccount = (id: string) => this.#accounts.getAccount(id);
  createAccount = (email: string, passwordHash: string, now: number, shownEmail?: string) =>
    this.#accounts.createAccount(email, passwordHash, now, shownEmail);
  updateAccount = (id: string, patch: AccountPatch, now: number) =>
    this.#accounts.updateAccount(id, patch, now);
  deleteAccount = (id: string) => this.#accounts.deleteAccount(id);
  createToken = (t: TokenRecord) => this.#accounts.createToken(t);
  getTokenByHash = (hash: string) => this.#accounts.getTokenByHash(hash);
  listTokens = (accountId: string) => this.#accounts.listTokens(accountId);
  deleteToken = (accountId: string, id: string) => this.#accounts.deleteToken(accountId, id);
  touchToken = (id: string, now: number) => this.#accounts.touchToken(id, now);
  putCode = (c: CodeRecord) => this.#accounts.putCode(c);
  takeCode = (hash: string, purpose: CodeRecord['purpose'], now: number) =>
    this.#accounts.takeCode(hash, purpose, now);

  // ---- projects (projects.ts) ----
  getProject = (domain: string) => this.#projects.getProject(domain);
  listProjects = () => this.#projects.listProjects();
  listProjectsOwnedBy = (accountId: string) => this.#projects.listProjectsOwnedBy(accountId);
  claimProject = (domain: string, ownerId: string, settings: ProjectConfig, now: number) =>
    this.#projects.claimProject(domain, ownerId, settings, now);
  updateSettings = (domain: string, settings: ProjectConfig) =>
    this.#projects.updateSettings(domain, settings);
  deleteProject = (domain: string) => this.#projects.deleteProject(domain);
  platformStats = () => this.#projects.platformStats();

  // ---- revisions and their files (revisions.ts) ----
  createPendingRevision = (n: NewRevision) => this.revisions.createPendingRevision(n);
  completeUpload = (domain: string, rev: number, u: CompletedUpload) =>
    this.revisions.completeUpload(domain, rev, u);
  publishRevision = (domain: string, rev: number, o: { live: boolean; now: number }) =>
    this.revisions.publishRevision(domain, rev, o);
  getRevision = (domain: string, rev: number, o?: Listing) => this.revisions.getRevision(domain, rev, o);
  listRevisions = (domain: string, o?: Listing) => this.revisions.listRevisions(domain, o);
  getRevisionFiles = (domain: string, rev: number) => this.revisions.getRevisionFiles(domain, rev);
  getRevisionContent = (revision: RevisionRecord) => this.revisions.getRevisionContent(revision);
  getRevisionManifest = (domain: string, rev: number) => this.revisions.getRevisionManifest(domain, rev);
  fillMd5 = (domain: string, rev: number) => this.revisions.fillMd5(domain, rev);
  deleteRevision = (domain: string, rev: number) => this.revisions.deleteRevision(domain, rev);
  isBlobReferenced = (sha256: string) => this.revisions.isBlobReferenced(sha256);
  referencedBlobs = () => this.revisions.referencedBlobs();
  accountContent = (accountId: string, sha256s: readonly string[]) =>
    this.revisions.accountContent(accountId, sha256s);
  accountContentSizes = (accountId: string, sizes: readonly number[]) =>
    this.revisions.accountContentSizes(accountId, sizes);

  // ---- the live pointer and its history (live.ts) ----
  setLive = (domain: string, rev: number | null, now: number, move?: LiveMoveOptions) =>
    this.#live.setLive(domain, rev, now, move);
  liveHistory = (domain: string) => this.#live.liveHistory(domain);

  // ---- preview aliases (aliases.ts) ----
  listAliases = (domain: string) => this.#aliases.listAliases(domain);
  setAlias = (domain: string, name: string, rev: number, now: number) =>
    this.#aliases.setAlias(domain, name, rev, now);
  deleteAlias = (domain: string, name: string) => this.#aliases.deleteAlias(domain, name);

  // ---- rate limits (rate-limits.ts) ----
  countHits = (key: string, since: number) => this.#rateLimits.countHits(key, since);
  addHits = (hits: RateHit[]) => this.#rateLimits.addHits(hits);
  takeHits = (checks: readonly RateCheck[], since: number, at: number) =>
    this.#rateLimits.takeHits(checks, since, at);
  pruneHits = (before: number) => this.#rateLimits.pruneHits(before);
}

/**
 * The store contract of the reference server: a part per aggregate, each typed by its repository (src/store/sql/)
 * or, for what the embedded server keeps as files, by an interface of types.ts. test/store/contract.ts is the
 * behaviour every backend shows. Several origins may share one backend, so no answer comes from an in-process
 * cache another origin could make stale (except getRevisionContent: a completed file list never changes).
 */
import type { BlobStore, CaKeyStore, OutboxStore } from '../types.ts';
import { AccountsRepository } from './accounts.ts';
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

/** The Store of both SQL stores (SqliteStore, PostgresStore): each adds how it opens and closes. */
export abstract class SqlStore {
  readonly sql: SqlDb;
  /** What opening changed or did that the operator should know (file modes tightened, migrations applied). */
  readonly notices: string[] = [];
  readonly blobs: BlobStore;
  /** The CA root and the mail outbox: files of the data folder (SQLite), or tables (PostgreSQL). */
  readonly ca: CaKeyStore;
  readonly outbox: OutboxStore;
  readonly accounts: AccountsRepository;
  readonly projects: ProjectsRepository;
  readonly revisions: RevisionsRepository;
  readonly live: LiveRepository;
  readonly aliases: AliasesRepository;
  readonly rateLimits: RateLimitsRepository;
  readonly collaborators: CollaboratorsRepository;
  readonly dns: DnsRepository;
  readonly certs: CertificatesRepository;
  readonly billing: BillingRepository;
  readonly sessions: LoginSessionsRepository;
  readonly shared: SharedStateRepository;

  protected constructor(sql: SqlDb, parts: { blobs: BlobStore; ca: CaKeyStore; outbox: OutboxStore }) {
    this.sql = sql;
    this.blobs = parts.blobs;
    this.ca = parts.ca;
    this.outbox = parts.outbox;
    this.accounts = new AccountsRepository(sql);
    this.projects = new ProjectsRepository(sql);
    this.revisions = new RevisionsRepository(sql, parts.blobs);
    this.live = new LiveRepository(sql);
    this.aliases = new AliasesRepository(sql);
    this.rateLimits = new RateLimitsRepository(sql);
    this.collaborators = new CollaboratorsRepository(sql);
    this.dns = new DnsRepository(sql);
    this.certs = new CertificatesRepository(sql);
    this.billing = new BillingRepository(sql);
    this.sessions = new LoginSessionsRepository(sql);
    this.shared = new SharedStateRepository(sql);
  }

  abstract close(): Promise<void>;
}

/** The store contract (above): every part of a SqlStore, without the SQL handle. */
export type Store = Omit<SqlStore, 'sql' | 'notices'>;

/**
 * The one store contract of the reference server: everything it keeps, as typed parts, each defined once by the
 * repository of its aggregate (src/store/sql/) or, for what the embedded server keeps as files, by an interface of
 * src/store/types.ts. Every method is async so a PostgreSQL + object-store backend can implement it; the embedded
 * default is `SqliteStore` (src/store/sqlite/store.ts). test/store/contract.ts is the behaviour every backend must
 * show.
 *
 * Times are epoch milliseconds (numbers). Domains are canonical (src/protocol/domain.ts).
 *
 * Several origins may share one backend: no answer may come from an in-process cache another origin could make
 * stale. The one exception is documented on getRevisionContent (a completed revision's file list never changes).
 * Analytics are not kept here: edges keep their request logs and the origin aggregates them on demand.
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
  /** Content by SHA-256 (files in the data folder, or S3). */
  readonly blobs: BlobStore;
  /** The CA root (files of the data folder, or a table). */
  readonly ca: CaKeyStore;
  /** Mail the server sends (files of the data folder, or a table). */
  readonly outbox: OutboxStore;
  /** Accounts, their API tokens and mailed one-time codes. */
  readonly accounts: AccountsRepository;
  /** Projects, and the platform's totals. */
  readonly projects: ProjectsRepository;
  /** Revisions and their file lists. */
  readonly revisions: RevisionsRepository;
  /** The production pointer of each project and its history. */
  readonly live: LiveRepository;
  /** Preview aliases (src/protocol/aliases.ts). */
  readonly aliases: AliasesRepository;
  /** Rate-limit hits (persisted). */
  readonly rateLimits: RateLimitsRepository;
  readonly collaborators: CollaboratorsRepository;
  readonly dns: DnsRepository;
  readonly certs: CertificatesRepository;
  readonly billing: BillingRepository;
  /** Browser-login sessions. */
  readonly sessions: LoginSessionsRepository;
  /** State every origin must see alike (upload plans, registered edges, ACME keys). */
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

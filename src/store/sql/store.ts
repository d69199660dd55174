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

/** What a SqlStore's parts work on: the SQL layer, and the media kept apart from it. */
abstract class StoreMedia {
  readonly sql: SqlDb;
  readonly blobs: BlobStore;
  /** The CA root and the mail outbox: files of the data folder (SQLite), or tables (PostgreSQL). */
  readonly ca: CaKeyStore;
  readonly outbox: OutboxStore;

  protected constructor(sql: SqlDb, media: { blobs: BlobStore; ca: CaKeyStore; outbox: OutboxStore }) {
    this.sql = sql;
    this.blobs = media.blobs;
    this.ca = media.ca;
    this.outbox = media.outbox;
  }
}

/** The Store of both SQL stores (SqliteStore, PostgresStore): each adds how it opens and closes. */
export abstract class SqlStore extends StoreMedia {
  /** What opening changed or did that the operator should know (file modes tightened, migrations applied). */
  readonly notices: string[] = [];
  readonly accounts = new AccountsRepository(this.sql);
  readonly projects = new ProjectsRepository(this.sql);
  readonly revisions = new RevisionsRepository(this.sql, this.blobs);
  readonly live = new LiveRepository(this.sql);
  readonly aliases = new AliasesRepository(this.sql);
  readonly rateLimits = new RateLimitsRepository(this.sql);
  readonly collaborators = new CollaboratorsRepository(this.sql);
  readonly dns = new DnsRepository(this.sql);
  readonly certs = new CertificatesRepository(this.sql);
  readonly billing = new BillingRepository(this.sql);
  readonly sessions = new LoginSessionsRepository(this.sql);
  readonly shared = new SharedStateRepository(this.sql);

  abstract close(): Promise<void>;
}

/** The store contract (above): every part of a SqlStore, without the SQL handle. */
export type Store = Omit<SqlStore, 'sql' | 'notices'>;

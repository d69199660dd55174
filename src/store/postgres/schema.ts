/**
 * The PostgreSQL schema of PostgresStore, as versioned migrations that Kysely's `Migrator` runs (migrate.ts). The
 * migrations are code, not files, so a server bundled with @vercel/ncc reads nothing from disk to migrate. Each
 * runs once, in order of its name; never rename, reorder or edit a released one: append `NNN-what` instead.
 *
 * The tables mirror the SQLite schema (src/store/sqlite/migrations/, as of 015-live-cause) table for table and
 * column for column, with the same names, so `sitepub migrate` can copy rows table by table with a generic
 * copier. Deliberate differences:
 * - column types: SQLite INTEGER → BIGINT (epoch ms, sizes, counts, revs) except the 0/1 flag `revisions.stage`,
 *   stored as INTEGER 0/1 as in SQLite (not BOOLEAN, so copied rows need no conversion); JSON columns stay TEXT
 *   (`settings`, `scope`, `meta`, `headers`, `private_files`, `altnames`, `card`) holding the same JSON text.
 * - `revision_files.md5` is '' until computed, as in SQLite (NOT NULL).
 * - `rate_hits` has no primary key (SQLite's is its implicit rowid).
 * - three more indexes: `codes_account`, `revisions_account` (account_id, rev), `rate_hits_at` (pruning).
 * - two tables SQLite keeps as files of the data folder instead: `ca_keys` (the CA root, `<data>/ca/*.pem`:
 *   one row, `name` = 'root') and `outbox` (the mail outbox, `<data>/outbox/*.json`: one row per mail, `file`
 *   the name the embedded store gives it, `to_address`/`subject`/`body`/`kind` its fields, `date` its ISO queue
 *   time, `queued_at` the same as epoch ms).
 * - the migration bookkeeping is Kysely's: `sitepub_migrations` and `sitepub_migrations_lock` (SQLite:
 *   `schema_migrations`); a copier skips them.
 */
import { sql, type Kysely, type Migration } from 'kysely';

/** Runs one or more statements (no parameters: PostgreSQL's simple protocol allows several in one round trip). */
async function exec(db: Kysely<unknown>, statements: string): Promise<void> {
  await sql.raw(statements).execute(db);
}

/** The whole schema of SQLite migrations 001 to 014, plus the CA root and outbox tables. */
const INITIAL = `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        plan TEXT NOT NULL DEFAULT 'free',
        role TEXT NOT NULL DEFAULT 'user',
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        email_verified_at BIGINT,
        verification_sent_at BIGINT,
        shown_email TEXT
      );
      CREATE TABLE tokens (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        hash TEXT NOT NULL UNIQUE,
        msg TEXT NOT NULL,
        scope TEXT NOT NULL,
        uses BIGINT NOT NULL DEFAULT 0,
        created_at BIGINT NOT NULL,
        last_used_at BIGINT,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX tokens_account ON tokens(account_id);
      CREATE TABLE codes (
        hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX codes_account ON codes(account_id);
      CREATE TABLE projects (
        domain TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL,
        live_rev BIGINT,
        settings TEXT NOT NULL,
        version BIGINT NOT NULL DEFAULT 1,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX projects_owner ON projects(owner_id);
      CREATE TABLE revisions (
        domain TEXT NOT NULL REFERENCES projects(domain) ON DELETE CASCADE,
        rev BIGINT NOT NULL,
        status TEXT NOT NULL,
        account_id TEXT NOT NULL,
        email TEXT NOT NULL,
        message TEXT,
        stage INTEGER NOT NULL,
        cli_version TEXT,
        cmd TEXT NOT NULL,
        platform TEXT NOT NULL,
        file_count BIGINT NOT NULL DEFAULT 0,
        total_size BIGINT NOT NULL DEFAULT 0,
        content_hash TEXT NOT NULL DEFAULT '',
        meta TEXT NOT NULL,
        headers TEXT NOT NULL,
        upload_start BIGINT NOT NULL,
        upload_end BIGINT NOT NULL DEFAULT 0,
        created_at BIGINT NOT NULL,
        private_files TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (domain, rev)
      );
      CREATE INDEX revisions_account ON revisions(account_id, rev);
      CREATE TABLE revision_files (
        domain TEXT NOT NULL,
        rev BIGINT NOT NULL,
        path TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        md5 TEXT NOT NULL,
        size BIGINT NOT NULL,
        PRIMARY KEY (domain, rev, path),
        FOREIGN KEY (domain, rev) REFERENCES revisions(domain, rev) ON DELETE CASCADE
      );
      CREATE INDEX revision_files_sha ON revision_files(sha256);
      CREATE TABLE live_history (
        domain TEXT NOT NULL REFERENCES projects(domain) ON DELETE CASCADE,
        rev BIGINT,
        at BIGINT NOT NULL
      );
      CREATE INDEX live_history_domain ON live_history(domain, rev, at);
      CREATE TABLE rate_hits (
        key TEXT NOT NULL,
        at BIGINT NOT NULL
      );
      CREATE INDEX rate_hits_key ON rate_hits(key, at);
      CREATE INDEX rate_hits_at ON rate_hits(at);

      CREATE TABLE certificates (
        domain TEXT NOT NULL,
        source TEXT NOT NULL,
        altnames TEXT NOT NULL,
        cert_pem TEXT NOT NULL,
        chain_pem TEXT NOT NULL,
        key_pem TEXT NOT NULL,
        not_before BIGINT NOT NULL,
        not_after BIGINT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (domain, source)
      );
      CREATE TABLE dns_records (
        id TEXT PRIMARY KEY,
        domain TEXT NOT NULL,
        type TEXT NOT NULL,
        name TEXT NOT NULL,
        value TEXT NOT NULL,
        priority BIGINT,
        ttl BIGINT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX dns_records_domain ON dns_records(domain, created_at);
      CREATE TABLE dns_zones (
        domain TEXT PRIMARY KEY,
        changed_at BIGINT NOT NULL
      );
      CREATE TABLE collaborators (
        domain TEXT NOT NULL,
        email TEXT NOT NULL,
        invited_by TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (domain, email)
      );
      CREATE INDEX collaborators_email ON collaborators(email);
      CREATE TABLE billing_accounts (
        account_id TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL,
        subscription_id TEXT,
        plan TEXT NOT NULL,
        status TEXT NOT NULL,
        card TEXT,
        current_period_end BIGINT,
        updated_at BIGINT NOT NULL
      );
      CREATE TABLE billing_links (
        hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        plan TEXT,
        expires_at BIGINT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE login_sessions (
        uuid TEXT PRIMARY KEY,
        poll_hash TEXT NOT NULL,
        code TEXT NOT NULL,
        host TEXT NOT NULL,
        status TEXT NOT NULL,
        account_id TEXT,
        expires_at BIGINT NOT NULL,
        created_at BIGINT NOT NULL
      );

      CREATE TABLE aliases (
        domain TEXT NOT NULL,
        name TEXT NOT NULL,
        rev BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (domain, name),
        FOREIGN KEY (domain, rev) REFERENCES revisions(domain, rev) ON DELETE CASCADE
      );
      CREATE INDEX aliases_revision ON aliases (domain, rev);

      CREATE TABLE shared_state (
        namespace TEXT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        updated_at BIGINT NOT NULL,
        expires_at BIGINT,
        PRIMARY KEY (namespace, key)
      );
      CREATE INDEX shared_state_expiry ON shared_state (expires_at) WHERE expires_at IS NOT NULL;

      CREATE TABLE ca_keys (
        name TEXT PRIMARY KEY,
        cert_pem TEXT NOT NULL,
        key_pem TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE outbox (
        file TEXT PRIMARY KEY,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        kind TEXT NOT NULL,
        date TEXT NOT NULL,
        queued_at BIGINT NOT NULL
      );
      CREATE INDEX outbox_queued ON outbox (queued_at, file);
`;

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await exec(db, INITIAL);
  },
};

/** SQLite's 015-live-cause: why each move of production happened (src/server/production/rule.ts reads it). */
const liveCause: Migration = {
  async up(db: Kysely<unknown>) {
    await exec(db, 'ALTER TABLE live_history ADD COLUMN cause TEXT');
  },
};

/** Every migration by name (Kysely runs them in name order). Append only. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-live-cause': liveCause,
};

/**
 * The tables shared with SQLite, parents before the rows that reference them (accounts before tokens and codes,
 * projects before revisions, revisions before their files and aliases): the order a row copier fills them in.
 */
export const SHARED_TABLES = [
  'accounts',
  'tokens',
  'codes',
  'projects',
  'revisions',
  'revision_files',
  'live_history',
  'aliases',
  'rate_hits',
  'certificates',
  'dns_records',
  'dns_zones',
  'collaborators',
  'billing_accounts',
  'billing_links',
  'login_sessions',
  'shared_state',
] as const;

/** The tables of what SQLite keeps as files (`<data>/ca`, `<data>/outbox`). */
export const FILE_TABLES = ['ca_keys', 'outbox'] as const;

/** Kysely's bookkeeping tables (a row copier skips them). */
export const MIGRATION_TABLE = 'sitepub_migrations';
export const MIGRATION_LOCK_TABLE = 'sitepub_migrations_lock';

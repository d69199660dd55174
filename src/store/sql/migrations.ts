/**
 * The schema of both SQL databases (schema.ts), as versioned migrations that Kysely's `Migrator` runs on
 * node:sqlite and PostgreSQL alike. They are code, not files, so a bundled server reads nothing from disk to
 * migrate. Each runs once, in order of its name, recorded in `sitepub_migrations` (under Kysely's lock table
 * `sitepub_migrations_lock`: PostgreSQL origins starting at once against an empty database all come up, one
 * migrating, the others finding nothing left to do). Never rename, reorder or edit a released one: append
 * `NNN-what`.
 *
 * Types differ by dialect only where they must: integers are INTEGER on SQLite (tables STRICT) and BIGINT on
 * PostgreSQL, except `revisions.stage` (a 0/1 flag: INTEGER on both). PostgreSQL also has `ca_keys` and `outbox`,
 * what the embedded server keeps as files of its data folder.
 *
 * Databases made before this layer are adopted as they are:
 * - PostgreSQL databases already record `001-initial` and `002-live-cause` in `sitepub_migrations` (the same
 *   names, the same schema): nothing runs.
 * - SQLite data folders recorded their steps in `schema_migrations` (`001-core` … `015-live-cause`, left in
 *   place). `001-initial` creates only what is missing there (tables, indexes, the columns `shown_email` and
 *   `private_files`, the latter filled in from each revision's file list) and `002-live-cause` adds `cause` when
 *   missing, so a folder of any earlier version comes up to date with its rows kept.
 */
import { sql, type ColumnDataType, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from './schema.ts';

/** Kysely's bookkeeping tables (a row copier skips them, as it skips SQLite's earlier `schema_migrations`). */
export const MIGRATION_TABLE = 'sitepub_migrations';
export const MIGRATION_LOCK_TABLE = 'sitepub_migrations_lock';
export const BOOKKEEPING_TABLES: readonly string[] = [
  MIGRATION_TABLE,
  MIGRATION_LOCK_TABLE,
  'schema_migrations',
];

/** The tables both databases have, parents before the rows that reference them: the order a copier fills them. */
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

// Migrations are written against no particular schema: the tables are what they create.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migration type takes Kysely<any>
type AnyDb = Kysely<any>;

async function hasColumn(db: AnyDb, dialect: SqlDialect, table: string, column: string): Promise<boolean> {
  const found =
    dialect === 'sqlite'
      ? await sql`SELECT 1 FROM pragma_table_info(${table}) WHERE name = ${column}`.execute(db)
      : await sql`SELECT 1 FROM information_schema.columns
                  WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = ${column}`.execute(
          db,
        );
  return found.rows.length > 0;
}

/** How a migration creates its tables on either dialect. */
interface Builders {
  db: AnyDb;
  dialect: SqlDialect;
  /** INTEGER on SQLite, BIGINT on PostgreSQL. */
  int: ColumnDataType;
  table(name: string): CreateTableBuilder<string, never>;
  create(builder: CreateTableBuilder<string, never>): Promise<void>;
  index(name: string, on: string, columns: string[]): Promise<void>;
}

function buildersOf(db: AnyDb, dialect: SqlDialect): Builders {
  return {
    db,
    dialect,
    int: dialect === 'sqlite' ? 'integer' : 'bigint',
    table: (name) => db.schema.createTable(name).ifNotExists(),
    create: async (builder) => {
      await (dialect === 'sqlite' ? builder.modifyEnd(sql`STRICT`) : builder).execute();
    },
    index: async (name, on, columns) => {
      await db.schema.createIndex(name).ifNotExists().on(on).columns(columns).execute();
    },
  };
}

async function accountTables({ table, create, index, int }: Builders): Promise<void> {
  await create(
    table('accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
      .addColumn('created_at', int, (c) => c.notNull())
      .addColumn('updated_at', int, (c) => c.notNull())
      .addColumn('email_verified_at', int)
      .addColumn('verification_sent_at', int)
      .addColumn('shown_email', 'text'),
  );
  await create(
    table('tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('hash', 'text', (c) => c.notNull().unique())
      .addColumn('msg', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('uses', int, (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', int, (c) => c.notNull())
      .addColumn('last_used_at', int)
      .addColumn('expires_at', int, (c) => c.notNull()),
  );
  await index('tokens_account', 'tokens', ['account_id']);
  await create(
    table('codes')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('expires_at', int, (c) => c.notNull()),
  );
  await index('codes_account', 'codes', ['account_id']);
}

async function projectTables({ table, create, index, int }: Builders): Promise<void> {
  await create(
    table('projects')
      .addColumn('domain', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('live_rev', int)
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('version', int, (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', int, (c) => c.notNull()),
  );
  await index('projects_owner', 'projects', ['owner_id']);
  await create(
    table('revisions')
      .addColumn('domain', 'text', (c) => c.notNull().references('projects.domain').onDelete('cascade'))
      .addColumn('rev', int, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('message', 'text')
      .addColumn('stage', 'integer', (c) => c.notNull())
      .addColumn('cli_version', 'text')
      .addColumn('cmd', 'text', (c) => c.notNull())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('file_count', int, (c) => c.notNull().defaultTo(0))
      .addColumn('total_size', int, (c) => c.notNull().defaultTo(0))
      .addColumn('content_hash', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('meta', 'text', (c) => c.notNull())
      .addColumn('headers', 'text', (c) => c.notNull())
      .addColumn('upload_start', int, (c) => c.notNull())
      .addColumn('upload_end', int, (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', int, (c) => c.notNull())
      .addColumn('private_files', 'text', (c) => c.notNull().defaultTo('[]'))
      .addPrimaryKeyConstraint('revisions_pkey', ['domain', 'rev']),
  );
  await index('revisions_account', 'revisions', ['account_id', 'rev']);
  await create(
    table('revision_files')
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('rev', int, (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('md5', 'text', (c) => c.notNull())
      .addColumn('size', int, (c) => c.notNull())
      .addPrimaryKeyConstraint('revision_files_pkey', ['domain', 'rev', 'path'])
      .addForeignKeyConstraint(
        'revision_files_revision',
        ['domain', 'rev'],
        'revisions',
        ['domain', 'rev'],
        (c) => c.onDelete('cascade'),
      ),
  );
  await index('revision_files_sha', 'revision_files', ['sha256']);
  await create(
    table('live_history')
      .addColumn('domain', 'text', (c) => c.notNull().references('projects.domain').onDelete('cascade'))
      .addColumn('rev', int)
      .addColumn('at', int, (c) => c.notNull()),
  );
  await index('live_history_domain', 'live_history', ['domain', 'rev', 'at']);
  await create(
    table('rate_hits')
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('at', int, (c) => c.notNull()),
  );
  await index('rate_hits_key', 'rate_hits', ['key', 'at']);
  await index('rate_hits_at', 'rate_hits', ['at']);
}

async function extraTables({ table, create, index, int }: Builders): Promise<void> {
  await create(
    table('certificates')
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('altnames', 'text', (c) => c.notNull())
      .addColumn('cert_pem', 'text', (c) => c.notNull())
      .addColumn('chain_pem', 'text', (c) => c.notNull())
      .addColumn('key_pem', 'text', (c) => c.notNull())
      .addColumn('not_before', int, (c) => c.notNull())
      .addColumn('not_after', int, (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .addPrimaryKeyConstraint('certificates_pkey', ['domain', 'source']),
  );
  await create(
    table('dns_records')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('priority', int)
      .addColumn('ttl', int, (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull()),
  );
  await index('dns_records_domain', 'dns_records', ['domain', 'created_at']);
  await create(
    table('dns_zones')
      .addColumn('domain', 'text', (c) => c.primaryKey())
      .addColumn('changed_at', int, (c) => c.notNull()),
  );
  await create(
    table('collaborators')
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('invited_by', 'text', (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .addPrimaryKeyConstraint('collaborators_pkey', ['domain', 'email']),
  );
  await index('collaborators_email', 'collaborators', ['email']);
  await create(
    table('billing_accounts')
      .addColumn('account_id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('subscription_id', 'text')
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('card', 'text')
      .addColumn('current_period_end', int)
      .addColumn('updated_at', int, (c) => c.notNull()),
  );
  await create(
    table('billing_links')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('plan', 'text')
      .addColumn('expires_at', int, (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull()),
  );
  await create(
    table('login_sessions')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('poll_hash', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('expires_at', int, (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull()),
  );
}

async function aliasAndStateTables({ db, table, create, index, int }: Builders): Promise<void> {
  await create(
    table('aliases')
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('rev', int, (c) => c.notNull())
      .addColumn('updated_at', int, (c) => c.notNull())
      .addPrimaryKeyConstraint('aliases_pkey', ['domain', 'name'])
      .addForeignKeyConstraint(
        'aliases_revision_fk',
        ['domain', 'rev'],
        'revisions',
        ['domain', 'rev'],
        (c) => c.onDelete('cascade'),
      ),
  );
  await index('aliases_revision', 'aliases', ['domain', 'rev']);
  await create(
    table('shared_state')
      .addColumn('namespace', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', int, (c) => c.notNull())
      .addColumn('expires_at', int)
      .addPrimaryKeyConstraint('shared_state_pkey', ['namespace', 'key']),
  );
  await db.schema
    .createIndex('shared_state_expiry')
    .ifNotExists()
    .on('shared_state')
    .column('expires_at')
    .where(sql.ref('expires_at'), 'is not', null)
    .execute();
}

/** What the embedded server keeps as files of its data folder: tables on PostgreSQL only. */
async function originTables({ table, create, index, int }: Builders): Promise<void> {
  await create(
    table('ca_keys')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('cert_pem', 'text', (c) => c.notNull())
      .addColumn('key_pem', 'text', (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull()),
  );
  await create(
    table('outbox')
      .addColumn('file', 'text', (c) => c.primaryKey())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('queued_at', int, (c) => c.notNull()),
  );
  await index('outbox_queued', 'outbox', ['queued_at', 'file']);
}

/** A SQLite folder from before these columns (its schema_migrations 011, 012) gets them here. */
async function adoptColumns({ db, dialect }: Builders): Promise<void> {
  if (!(await hasColumn(db, dialect, 'accounts', 'shown_email')))
    await db.schema.alterTable('accounts').addColumn('shown_email', 'text').execute();
  if (!(await hasColumn(db, dialect, 'revisions', 'private_files'))) {
    await db.schema
      .alterTable('revisions')
      .addColumn('private_files', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    // Only ever SQLite (every PostgreSQL database was made with the column): the private files
    // (src/protocol/private-files.ts) of the revisions stored before, from their file lists.
    await sql`UPDATE revisions SET private_files = (
          SELECT COALESCE(json_group_array(json_object('path', f.path, 'size', f.size)), '[]')
          FROM revision_files f
          WHERE f.domain = revisions.domain AND f.rev = revisions.rev
            AND f.path IN ('/CNAME', '/AUTH', '/CORS', '/ROUTER'))`.execute(db);
  }
}

function initial(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      const b = buildersOf(db, dialect);
      await accountTables(b);
      await projectTables(b);
      await extraTables(b);
      await aliasAndStateTables(b);
      if (dialect === 'postgres') await originTables(b);
      await adoptColumns(b);
    },
  };
}

/**
 * Why each move of production happened (`deploy`, `cutover`, `rollback`, `rollfore`, `discard`): the production
 * rule (src/server/production/rule.ts) reads it. Moves recorded before keep a null cause.
 */
function liveCause(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      if (!(await hasColumn(db, dialect, 'live_history', 'cause')))
        await db.schema.alterTable('live_history').addColumn('cause', 'text').execute();
    },
  };
}

/** Every migration by name (Kysely runs them in name order). Append only. */
export function migrationsFor(dialect: SqlDialect): Record<string, Migration> {
  return {
    '001-initial': initial(dialect),
    '002-live-cause': liveCause(dialect),
  };
}

/**
 * The schema's versioned migrations (code, so a bundle reads nothing from disk), run by Kysely's Migrator on both
 * databases, recorded in `sitepub_migrations` under its lock table (origins starting at once: one migrates).
 * Append only (`NNN-what`). `001-initial` creates whatever of TABLES (the current schema) is missing, so later
 * migrations find their change made on a new database and make it only when missing. That also adopts SQLite
 * folders of earlier versions (their steps in `schema_migrations`, left in place) with their rows kept. A migration
 * that adds columns lists them itself, as they were then: what it does never changes with TABLES.
 */
import {
  sql,
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from 'kysely';
import { TABLES, type ColumnSpec, type SqlDialect, type TableSpec } from './schema.ts';

/** Kysely's bookkeeping tables (no row copier copies them, nor SQLite's earlier `schema_migrations`). */
export const MIGRATION_TABLE = 'sitepub_migrations';
export const MIGRATION_LOCK_TABLE = 'sitepub_migrations_lock';

/** The tables both databases have, parents before the rows that reference them: the order a copier fills them. */
export const SHARED_TABLES = (Object.keys(TABLES) as (keyof typeof TABLES)[]).filter(
  (name) => !('postgresOnly' in TABLES[name]),
);

type AnyDb = Kysely<unknown>;

/** The columns `table` has now. */
async function columnsOf(db: AnyDb, dialect: SqlDialect, table: string): Promise<Set<string>> {
  const found =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)
      : await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
                  WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db);
  return new Set(found.rows.map((r) => r.name));
}

const dataType = (spec: string, dialect: SqlDialect): ColumnDataType =>
  spec.startsWith('text') ? 'text' : spec.startsWith('int') && dialect === 'postgres' ? 'bigint' : 'integer';

/** A column of TABLES: NOT NULL unless `null` (or the primary key). */
function defineColumn(c: ColumnDefinitionBuilder, spec: string): ColumnDefinitionBuilder {
  const [type, ...modifiers] = spec.split(' ');
  for (const modifier of modifiers) {
    const [word, value = ''] = modifier.split('=');
    if (word === 'pk') c = c.primaryKey();
    else if (word === 'unique') c = c.unique();
    else if (word === 'default') c = c.defaultTo(type === 'text' ? value : Number(value));
    else if (word === 'ref') c = c.references(value).onDelete('cascade');
  }
  return modifiers.includes('null') || modifiers.includes('pk') ? c : c.notNull();
}

/** Creates every missing table of TABLES that `dialect`'s database has, with its indexes. */
async function createTables(db: AnyDb, dialect: SqlDialect): Promise<void> {
  const names = dialect === 'postgres' ? (Object.keys(TABLES) as (keyof typeof TABLES)[]) : SHARED_TABLES;
  for (const name of names) {
    const spec: TableSpec = TABLES[name];
    let table: CreateTableBuilder<string, string> = db.schema.createTable(name).ifNotExists();
    for (const [column, type] of Object.entries(spec.columns))
      table = table.addColumn(column, dataType(type, dialect), (c) => defineColumn(c, type));
    if (spec.key) table = table.addPrimaryKeyConstraint(`${name}_pkey`, [...spec.key]);
    if (spec.revision)
      table = table.addForeignKeyConstraint(
        spec.revision,
        ['domain', 'rev'],
        'revisions',
        ['domain', 'rev'],
        (c) => c.onDelete('cascade'),
      );
    await (dialect === 'sqlite' ? table.modifyEnd(sql`STRICT`) : table).execute();
    for (const [index, columns] of Object.entries(spec.indexes ?? {}))
      await db.schema
        .createIndex(index)
        .ifNotExists()
        .on(name)
        .columns([...columns])
        .execute();
  }
  // Partial (TableSpec indexes have no WHERE): the shape every database since this index came has.
  await db.schema
    .createIndex('shared_state_expiry')
    .ifNotExists()
    .on('shared_state')
    .column('expires_at')
    .where(sql.ref('expires_at'), 'is not', null)
    .execute();
}

/** Columns a migration adds, by table: written out in the migration, so later changes of TABLES leave it as it was. */
type Additions = Record<string, Record<string, ColumnSpec>>;

/** Adds each column of `additions` its table lacks; returns the `table.column`s it added. */
async function addColumns(db: AnyDb, dialect: SqlDialect, additions: Additions): Promise<Set<string>> {
  const added = new Set<string>();
  for (const [name, columns] of Object.entries(additions)) {
    const present = await columnsOf(db, dialect, name);
    for (const [column, type] of Object.entries(columns))
      if (!present.has(column)) {
        await db.schema
          .alterTable(name)
          .addColumn(column, dataType(type, dialect), (c) => defineColumn(c, type))
          .execute();
        added.add(`${name}.${column}`);
      }
  }
  return added;
}

/** Every migration, run in name order. */
export function migrationsFor(dialect: SqlDialect): Record<string, Migration> {
  return {
    '001-initial': {
      async up(db: AnyDb) {
        await createTables(db, dialect);
        // SQLite folders from before these columns (their schema_migrations 011, 012) get them here.
        const added = await addColumns(db, dialect, {
          accounts: { shown_email: 'text null' },
          revisions: { private_files: 'text default=[]' },
        });
        // Only ever SQLite (every PostgreSQL database was made with the column): the private files
        // (src/protocol/private-files.ts) of the revisions stored before, from their file lists.
        if (added.has('revisions.private_files'))
          await sql`UPDATE revisions SET private_files = (
            SELECT COALESCE(json_group_array(json_object('path', f.path, 'size', f.size)), '[]')
            FROM revision_files f
            WHERE f.domain = revisions.domain AND f.rev = revisions.rev
              AND f.path IN ('/CNAME', '/AUTH', '/CORS', '/ROUTER'))`.execute(db);
      },
    },
    // Why each move of production happened (LiveCause); moves recorded before keep a null cause.
    '002-live-cause': {
      async up(db: AnyDb) {
        await addColumns(db, dialect, { live_history: { cause: 'text null' } });
      },
    },
  };
}

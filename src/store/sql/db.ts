/**
 * The handle every repository queries through: Kysely over schema.ts on node:sqlite or PostgreSQL, columns in
 * camelCase (CamelCasePlugin), with what differs between the two kept here: transactions (retried after a
 * PostgreSQL deadlock), row and key locks, byte-wise text order.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as turn } from 'node:timers/promises';
import {
  CamelCasePlugin,
  CompiledQuery,
  Migrator,
  sql,
  type Insertable,
  type Kysely,
  type KyselyPlugin,
  type RawBuilder,
  type UnknownRow,
} from 'kysely';
import { StoreError } from '../errors.ts';
import { MIGRATION_LOCK_TABLE, MIGRATION_TABLE, migrationsFor } from './migrations.ts';
import type { Database, SqlDialect } from './schema.ts';

/** What a query runs on: the database, or one transaction. */
export type Q = Kysely<Database>;

interface SqlDbOptions {
  /** An error `tx()` answers by running its function again, and what it becomes once tx() gives up. */
  retryable?: (err: unknown) => boolean;
  gaveUp?: (err: unknown) => unknown;
}

/** Rows per INSERT of insertRows on SQLite (a few parameters each: within its limit of 32,766). */
const ROW_BATCH = 1000;

const TX_TRIES = 3;

/** The SqlDb whose tx() function is running (work it left running after it returned is no longer `open`). */
const inTx = new AsyncLocalStorage<{ readonly db: SqlDb; open: boolean }>();
const inOpenTx = (db: SqlDb): boolean => {
  const t = inTx.getStore();
  return t !== undefined && t.open && t.db === db;
};

/** A query on the root handle inside one of its transactions is a bug: on SQLite it waits forever. */
const outsideTransactions = (owner: SqlDb): KyselyPlugin => ({
  transformQuery({ node }) {
    if (inOpenTx(owner))
      throw new Error(
        'a query on the database handle inside one of its transactions: query through the `q` that tx() hands its ' +
          'function (on SQLite the handle waits for the transaction, which waits for the query)',
      );
    return node;
  },
  transformResult: async ({ result }) => result,
});

/** CamelCasePlugin, leaving a row whose columns need no renaming as it is (a file list's thousands of rows). */
class CamelCase extends CamelCasePlugin {
  protected override mapRow(row: UnknownRow): UnknownRow {
    for (const key in row) if (key.includes('_')) return super.mapRow(row);
    return row;
  }

  /** `passwordHash` → `password_hash`: a column's name in the database, as the plugin writes it. */
  column(name: string): string {
    return this.snakeCase(name);
  }
}

export class SqlDb {
  readonly dialect: SqlDialect;
  /** Outside transactions (a query on it inside one of them throws). */
  readonly db: Kysely<Database>;
  /** `db` with the columns' own names (whole rows copied: src/store/transfer/). */
  readonly raw: Kysely<Database>;
  readonly #root: Kysely<Database>;
  readonly #camel: Kysely<Database>;
  readonly #names = new CamelCase();
  readonly #options: SqlDbOptions;
  /** The SQL of a full batch of insertRows, by table and columns. */
  readonly #batchTexts = new Map<string, string>();

  constructor(dialect: SqlDialect, db: Kysely<Database>, options: SqlDbOptions = {}) {
    this.dialect = dialect;
    this.#root = db;
    this.#camel = db.withPlugin(this.#names);
    this.db = this.#camel.withPlugin(outsideTransactions(this));
    this.raw = db.withPlugin(outsideTransactions(this));
    this.#options = options;
  }

  /**
   * Runs `fn` in one transaction (SQLite: BEGIN IMMEDIATE, every other query waits; PostgreSQL: READ COMMITTED on
   * one pooled connection); rolls back if it throws. `fn` must query through the `q` it is given (`db` and a
   * nested tx() throw), and only the database: it may run again.
   */
  async tx<T>(fn: (q: Q) => Promise<T>): Promise<T> {
    if (inOpenTx(this)) throw new Error('tx() inside a transaction of the same database');
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#camel.transaction().execute(async (q) => {
          const mark = { db: this, open: true };
          try {
            return await inTx.run(mark, () => fn(q));
          } finally {
            mark.open = false;
          }
        });
      } catch (err) {
        if (!this.#options.retryable?.(err)) throw err;
        if (attempt >= TX_TRIES) throw this.#options.gaveUp?.(err) ?? err;
      }
    }
  }

  /** Inserts `row` into `table`; on a row of the same `key`, replaces every other column with `row`'s. */
  async upsert<T extends keyof Database & string>(
    table: T,
    key: readonly (keyof Database[T] & string)[],
    row: Insertable<Database[T]>,
    q: Q = this.db,
  ): Promise<void> {
    const others = Object.keys(row).filter((c) => !key.includes(c as keyof Database[T] & string));
    await q
      .insertInto(table)
      .values(row as never)
      .onConflict((oc) =>
        oc
          .columns(key as never)
          .doUpdateSet(Object.fromEntries(others.map((c) => [c, sql.ref(`excluded.${c}`)])) as never),
      )
      .execute();
  }

  /**
   * Inserts `rows` without building a query of thousands of values (which costs more than running it): on SQLite,
   * ROW_BATCH rows per prepared statement; on PostgreSQL, all in one JSON parameter (`json_populate_recordset`).
   */
  async insertRows<T extends keyof Database & string>(
    q: Q,
    table: T,
    columns: readonly (keyof Database[T] & string)[],
    rows: readonly Readonly<Record<(typeof columns)[number], unknown>>[],
  ): Promise<void> {
    if (rows.length === 0) return;
    if (this.dialect === 'postgres') {
      const names = sql.join(columns.map((c) => sql.ref(c)));
      // Rows keyed by the columns' names in the database; as they are when no name needs renaming (file lists).
      const stored = columns.map((c) => this.#names.column(c));
      const json = stored.every((name, i) => name === columns[i])
        ? JSON.stringify(rows, [...columns])
        : JSON.stringify(rows.map((r) => Object.fromEntries(columns.map((c, i) => [stored[i], r[c]]))));
      await sql`INSERT INTO ${sql.table(table)} (${names}) SELECT ${names}
        FROM json_populate_recordset(NULL::${sql.table(table)}, ${json}::json)`.execute(q);
      return;
    }
    for (let start = 0; start < rows.length; start += ROW_BATCH) {
      // node:sqlite runs each statement on this thread: between batches the event loop runs (the transaction keeps
      // the connection), so the deploy's blobs are put in place meanwhile instead of after (docs/bench.md).
      if (start > 0) await turn();
      const batch = rows.slice(start, start + ROW_BATCH);
      const params = batch.flatMap((r) => columns.map((c) => r[c]));
      await q.executeQuery(CompiledQuery.raw(this.#insertText(table, columns, batch.length), params));
    }
  }

  #insertText(table: keyof Database & string, columns: readonly string[], count: number): string {
    const key = `${table}(${columns.join()})`;
    const kept = count === ROW_BATCH ? this.#batchTexts.get(key) : undefined;
    if (kept) return kept;
    const row = Object.fromEntries(columns.map((c) => [this.#names.column(c), 0]));
    const text = this.#root
      .insertInto(table)
      .values(Array.from({ length: count }, () => row) as never)
      .compile().sql;
    if (count === ROW_BATCH) this.#batchTexts.set(key, text);
    return text;
  }

  /** Applies the pending migrations; returns their names. */
  async migrate(): Promise<string[]> {
    const migrator = new Migrator({
      db: this.#root,
      provider: { getMigrations: async () => migrationsFor(this.dialect) },
      migrationTableName: MIGRATION_TABLE,
      migrationLockTableName: MIGRATION_LOCK_TABLE,
    });
    const { error, results } = await migrator.migrateToLatest();
    if (error !== undefined) {
      if (error instanceof StoreError) throw error; // unreachable database…: the caller names it
      const failed = results?.find((r) => r.status === 'Error')?.migrationName;
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(
        `could not bring the ${this.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} schema up to date` +
          `${failed ? ` (migration ${failed})` : ''}: ${why}`,
        { cause: error },
      );
    }
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  }

  /**
   * Locks `keys` for the rest of the transaction `q` (PostgreSQL advisory locks, taken in one order so callers
   * with overlapping keys cannot deadlock; a SQLite transaction holds the whole database already).
   */
  async lockKeys(q: Q, keys: readonly string[]): Promise<void> {
    if (this.dialect === 'sqlite') return;
    await sql`SELECT pg_advisory_xact_lock(h) FROM (
      SELECT DISTINCT hashtextextended(k, 0) AS h FROM unnest(${[...keys]}::text[]) AS k ORDER BY h) locks`.execute(
      q,
    );
  }

  /** `column` for ORDER BY in byte order (SQLite's default; PostgreSQL's "C" collation), as names are listed. */
  bytes(column: string): RawBuilder<string> {
    return this.dialect === 'sqlite'
      ? sql<string>`${sql.ref(column)}`
      : sql<string>`${sql.ref(column)} COLLATE "C"`;
  }
}

/** A repository of one aggregate: its queries over the database. */
export abstract class Repository {
  protected readonly sql: SqlDb;

  constructor(sql: SqlDb) {
    this.sql = sql;
  }
}

/**
 * Kysely's SQLite dialect (one connection under a mutex: a transaction holds it, other queries wait) over
 * node:sqlite's `DatabaseSync`. BEGIN IMMEDIATE takes the write lock at once, so a transaction never fails half-way
 * for another process's lock. Statements stay prepared by SQL text; native failures become StoreErrors.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { mapNative } from '../errors.ts';

/** Statements kept prepared at most (a repository's queries compile to a few texts). */
const STATEMENT_CACHE = 256;

/** SQLite runs DDL inside transactions, so the migrator may apply each run of migrations all or nothing. */
class NodeSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class NodeSqliteDialect extends SqliteDialect {
  readonly #database: NodeSqliteDatabase;

  constructor(db: DatabaseSync) {
    const database = new NodeSqliteDatabase(db);
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new NodeSqliteDriver(this.#database);
  }

  override createAdapter(): DialectAdapter {
    return new NodeSqliteAdapter();
  }
}

class NodeSqliteDriver extends SqliteDriver {
  readonly #database: NodeSqliteDatabase;

  constructor(database: NodeSqliteDatabase) {
    super({ database });
    this.#database = database;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed COMMIT (SQLITE_FULL) may have ended the transaction already.
    if (this.#database.db.isTransaction) await super.rollbackTransaction(connection);
  }
}

class NodeSqliteDatabase implements SqliteDatabase {
  readonly db: DatabaseSync;
  readonly #statements = new Map<string, SqliteStatement>();

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  prepare(sql: string): SqliteStatement {
    let statement = this.#statements.get(sql);
    if (statement) return statement;
    statement = adapt(mapNative('writing the database', () => this.db.prepare(sql)));
    if (this.#statements.size >= STATEMENT_CACHE) this.#statements.clear();
    this.#statements.set(sql, statement);
    return statement;
  }
}

/** node:sqlite's statement as Kysely's driver calls it (parameters as an array, `reader` for a query of rows). */
function adapt(statement: StatementSync): SqliteStatement {
  const reader = statement.columns().length > 0;
  const doing = reader ? 'reading the database' : 'writing the database';
  // Kysely passes booleans and undefined as they are; node:sqlite takes neither.
  const args = (params: readonly unknown[]): SQLInputValue[] =>
    params.map((v) => (typeof v === 'boolean' ? Number(v) : v === undefined ? null : (v as SQLInputValue)));
  return {
    reader,
    all: (params) => mapNative(doing, () => statement.all(...args(params))),
    run: (params) => mapNative(doing, () => statement.run(...args(params))),
    iterate: (params) => mapNative(doing, () => statement.iterate(...args(params))),
  };
}

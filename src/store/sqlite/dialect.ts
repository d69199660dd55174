/**
 * Kysely's SQLite dialect (one connection under a mutex: a transaction holds it, other queries wait) over
 * node:sqlite's `DatabaseSync`. BEGIN IMMEDIATE takes the write lock at once, so a transaction never fails half-way
 * for another process's lock. Statements stay prepared by SQL text; native failures become StoreErrors.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { mapNative } from '../errors.ts';

/** Statements kept prepared at most (a repository's queries compile to a few texts). */
const STATEMENT_CACHE = 256;

/** Kysely's SQLite dialect over `db`: its compiler and introspector, with the driver and adapter below. */
export function nodeSqliteDialect(db: DatabaseSync): Dialect {
  return {
    createAdapter: () => new NodeSqliteAdapter(),
    createDriver: () => new NodeSqliteDriver(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (k) => new SqliteIntrospector(k),
  };
}

/** SQLite runs DDL inside transactions, so the migrator may apply each run of migrations all or nothing. */
class NodeSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class NodeSqliteDriver extends SqliteDriver {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    super({ database: nodeSqliteDatabase(db) });
    this.#db = db;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed COMMIT (SQLITE_FULL) may have ended the transaction already.
    if (this.#db.isTransaction) await super.rollbackTransaction(connection);
  }
}

/** `db` as Kysely's driver calls it, its statements kept prepared by SQL text. */
function nodeSqliteDatabase(db: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      if (db.isOpen) db.close();
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) return statement;
      statement = adapt(mapNative('writing the database', () => db.prepare(sql)));
      if (statements.size >= STATEMENT_CACHE) statements.clear();
      statements.set(sql, statement);
      return statement;
    },
  };
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

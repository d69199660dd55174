/** Prepared-statement shorthands over one node:sqlite database, shared by SqliteStore's parts. */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { transaction } from './database.ts';

export type Row = Record<string, unknown>;

export class Sql {
  readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  get(sql: string, ...params: SQLInputValue[]): Row | undefined {
    return this.db.prepare(sql).get(...params) as Row | undefined;
  }

  all(sql: string, ...params: SQLInputValue[]): Row[] {
    return this.db.prepare(sql).all(...params) as Row[];
  }

  /** Runs a statement; returns the count of rows it changed. */
  run(sql: string, ...params: SQLInputValue[]): number {
    return Number(this.db.prepare(sql).run(...params).changes);
  }

  transaction<T>(fn: () => T): T {
    return transaction(this.db, fn);
  }
}

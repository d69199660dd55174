/** Prepared-statement shorthands over one node:sqlite database, shared by SqliteStore's parts. */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { mapNative } from '../errors.ts';
import { transaction } from './database.ts';

export type Row = Record<string, unknown>;

export class Sql {
  readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  get(sql: string, ...params: SQLInputValue[]): Row | undefined {
    return mapNative('reading the database', () => this.db.prepare(sql).get(...params) as Row | undefined);
  }

  all(sql: string, ...params: SQLInputValue[]): Row[] {
    return mapNative('reading the database', () => this.db.prepare(sql).all(...params) as Row[]);
  }

  /** Runs a statement; returns the count of rows it changed. */
  run(sql: string, ...params: SQLInputValue[]): number {
    return mapNative('writing the database', () => Number(this.db.prepare(sql).run(...params).changes));
  }

  transaction<T>(fn: () => T): T {
    return transaction(this.db, fn);
  }
}

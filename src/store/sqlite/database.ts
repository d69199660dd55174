/** The legacy SQLite migration runner (kept for the tests that build an old schema) and sync transactions. */
import type { DatabaseSync } from 'node:sqlite';
import { mapNative } from '../errors.ts';
import { openDatabaseFile } from '../sql/sqlite.ts';
import type { Migration } from './migrations/types.ts';

/** Opens `file` and applies the legacy `migrations` (tests that build an old schema). */
export function openDatabase(file: string, migrations: Migration[], notices?: string[]): DatabaseSync {
  const db = openDatabaseFile(file, notices);
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const done = new Set(
    (db.prepare('SELECT id FROM schema_migrations').all() as { id: string }[]).map((r) => r.id),
  );
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    transaction(db, () => {
      m.up(db);
      db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(m.id, Date.now());
    });
  }
  return db;
}

/**
 * Runs `fn` in one IMMEDIATE transaction (node:sqlite is synchronous, so nothing interleaves inside it). A full
 * disk, a busy or read-only database… leaves it as a StoreError (src/store/errors.ts).
 */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  return mapNative('writing the database', () => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = fn();
      db.exec('COMMIT');
      return result;
    } catch (err) {
      // a failed COMMIT (SQLITE_FULL) may have ended the transaction already
      if (db.isTransaction) db.exec('ROLLBACK');
      throw err;
    }
  });
}

/** Opens the node:sqlite database file and brings its schema up to date. */
import { DatabaseSync } from 'node:sqlite';
import type { Migration } from './migrations/types.ts';

export function openDatabase(file: string, migrations: Migration[]): DatabaseSync {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  // FULL: a committed transaction survives power loss, not only a process crash.
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
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

/** Runs `fn` in one IMMEDIATE transaction (node:sqlite is synchronous, so nothing interleaves inside it). */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}

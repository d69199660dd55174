/** Opens the embedded server's node:sqlite database file for the SQL layer and migrates it. */
import { DatabaseSync } from 'node:sqlite';
import { Kysely } from 'kysely';
import { createPrivateFile, tightenModes } from '../private-files.ts';
import { SqlDb } from '../sql/db.ts';
import type { Database } from '../sql/schema.ts';
import { nodeSqliteDialect } from './dialect.ts';

/** Why `file` could not be created or opened, with its errno `code` (EIO when it has none). */
function openFailure(file: string, operation: string, cause: unknown): Error {
  const { code, message } = cause as NodeJS.ErrnoException;
  const err = new Error(
    `cannot ${operation} the database ${file} (${code ?? message}): the data folder must be writable by ` +
      'this user; fix its permissions or pass --data with a writable folder',
    { cause },
  );
  return Object.assign(err, { name: 'DatabaseOpenError', code: code ?? 'EIO' });
}

/** The SQL layer over an open node:sqlite database. */
export function sqliteSql(db: DatabaseSync): SqlDb {
  return new SqlDb('sqlite', new Kysely<Database>({ dialect: nodeSqliteDialect(db) }));
}

/**
 * Opens `file` (created with mode 0600 first: it holds password hashes and TLS keys; an older install's files
 * readable by others are tightened, one line per change in `notices`) and migrates it.
 */
export async function openSqlite(file: string): Promise<{ db: DatabaseSync; sql: SqlDb; notices: string[] }> {
  const onDisk = file !== ':memory:' && !file.startsWith('file:');
  let db: DatabaseSync;
  try {
    if (onDisk) createPrivateFile(file);
  } catch (err) {
    throw openFailure(file, 'create', err);
  }
  try {
    db = new DatabaseSync(file);
    db.exec('PRAGMA journal_mode = WAL');
  } catch (err) {
    throw openFailure(file, 'open', err);
  }
  // SQLite gives -wal and -shm the database's mode; an older install may have left them (or it) 0644.
  const changed = onDisk ? tightenModes([file, `${file}-wal`, `${file}-shm`]) : [];
  const notices = changed.map((line) => `${line} (it holds password hashes and TLS keys)`);
  // FULL: a committed transaction survives power loss, not only a process crash.
  db.exec('PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000');
  const sql = sqliteSql(db);
  try {
    await sql.migrate();
  } catch (err) {
    db.close();
    throw err;
  }
  return { db, sql, notices };
}

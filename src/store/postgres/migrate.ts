/**
 * Brings a PostgreSQL database's schema up to date (schema.ts) with Kysely's `Migrator`: a maintained migrator
 * that takes a PostgreSQL advisory lock for the whole run and applies the pending migrations in one transaction,
 * so any number of origins starting at once against an empty database all come up (one migrates, the others wait
 * for the lock and find nothing left to do). The migrations come from code (an in-code `MigrationProvider`), so a
 * bundled server reads no migration file from disk. Kysely is used for this only: queries are plain SQL over `pg`.
 */
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import type { Pool } from 'pg';
import { isConnectionError } from './db.ts';
import { MIGRATION_LOCK_TABLE, MIGRATION_TABLE, migrations as defaultMigrations } from './schema.ts';

/** Applies the pending migrations; returns the names of those this call applied (none when up to date). */
export async function migrate(
  pool: Pool,
  migrations: Record<string, Migration> = defaultMigrations,
): Promise<string[]> {
  // No `destroy()` of this Kysely: that would end the pool, which the store goes on using.
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    if (isConnectionError(error)) throw error; // the caller names the unreachable database
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `could not bring the PostgreSQL schema up to date${failed ? ` (migration ${failed})` : ''}: ${why}`,
      { cause: error },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

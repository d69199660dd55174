import type { DatabaseSync } from 'node:sqlite';

/** One schema step. `id` is stored in `schema_migrations`; never rename or reorder a released one. */
export interface Migration {
  id: string;
  up(db: DatabaseSync): void;
}

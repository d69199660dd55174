import type { Migration } from './types.ts';

/** Shared state by namespace and key (src/store/contract/shared-state.ts). */
export const sharedState: Migration = {
  id: '014-shared-state',
  up(db) {
    db.exec(`
      CREATE TABLE shared_state (
        namespace TEXT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        expires_at INTEGER,
        PRIMARY KEY (namespace, key)
      );
      CREATE INDEX shared_state_expiry ON shared_state (expires_at) WHERE expires_at IS NOT NULL;
    `);
  },
};

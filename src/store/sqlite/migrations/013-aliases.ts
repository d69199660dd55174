import type { Migration } from './types.ts';

/**
 * Preview aliases (src/protocol/aliases.ts): a named host per project that serves one revision. A row goes with its
 * revision (discard) and so with its project (teardown).
 */
export const aliases: Migration = {
  id: '013-aliases',
  up(db) {
    db.exec(`
      CREATE TABLE aliases (
        domain TEXT NOT NULL,
        name TEXT NOT NULL,
        rev INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (domain, name),
        FOREIGN KEY (domain, rev) REFERENCES revisions(domain, rev) ON DELETE CASCADE
      );
      CREATE INDEX aliases_revision ON aliases (domain, rev);
    `);
  },
};

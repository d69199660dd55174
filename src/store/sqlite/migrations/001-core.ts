import type { Migration } from './types.ts';

export const coreSchema: Migration = {
  id: '001-core',
  up(db) {
    db.exec(`
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        plan TEXT NOT NULL DEFAULT 'free',
        role TEXT NOT NULL DEFAULT 'user',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        email_verified_at INTEGER,
        verification_sent_at INTEGER
      ) STRICT;
      CREATE TABLE tokens (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        hash TEXT NOT NULL UNIQUE,
        msg TEXT NOT NULL,
        scope TEXT NOT NULL,
        uses INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX tokens_account ON tokens(account_id);
      CREATE TABLE codes (
        hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE projects (
        domain TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL,
        live_rev INTEGER,
        settings TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX projects_owner ON projects(owner_id);
      CREATE TABLE revisions (
        domain TEXT NOT NULL REFERENCES projects(domain) ON DELETE CASCADE,
        rev INTEGER NOT NULL,
        status TEXT NOT NULL,
        account_id TEXT NOT NULL,
        email TEXT NOT NULL,
        message TEXT,
        stage INTEGER NOT NULL,
        cli_version TEXT,
        cmd TEXT NOT NULL,
        platform TEXT NOT NULL,
        file_count INTEGER NOT NULL DEFAULT 0,
        total_size INTEGER NOT NULL DEFAULT 0,
        content_hash TEXT NOT NULL DEFAULT '',
        meta TEXT NOT NULL,
        headers TEXT NOT NULL,
        upload_start INTEGER NOT NULL,
        upload_end INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (domain, rev)
      ) STRICT;
      CREATE TABLE revision_files (
        domain TEXT NOT NULL,
        rev INTEGER NOT NULL,
        path TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        md5 TEXT NOT NULL,
        size INTEGER NOT NULL,
        PRIMARY KEY (domain, rev, path),
        FOREIGN KEY (domain, rev) REFERENCES revisions(domain, rev) ON DELETE CASCADE
      ) STRICT;
      CREATE INDEX revision_files_sha ON revision_files(sha256);
      CREATE TABLE live_history (
        domain TEXT NOT NULL REFERENCES projects(domain) ON DELETE CASCADE,
        rev INTEGER,
        at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX live_history_domain ON live_history(domain, rev, at);
      CREATE TABLE rate_hits (
        key TEXT NOT NULL,
        at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX rate_hits_key ON rate_hits(key, at);
    `);
  },
};

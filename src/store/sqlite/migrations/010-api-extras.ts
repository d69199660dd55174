import type { Migration } from './types.ts';

/** Tables of certificates, DNS, collaborators, billing and browser login (src/store/sqlite/extras.ts). */
export const apiExtrasSchema: Migration = {
  id: '010-api-extras',
  up(db) {
    db.exec(`
      CREATE TABLE certificates (
        domain TEXT NOT NULL,
        source TEXT NOT NULL,
        altnames TEXT NOT NULL,
        cert_pem TEXT NOT NULL,
        chain_pem TEXT NOT NULL,
        key_pem TEXT NOT NULL,
        not_before INTEGER NOT NULL,
        not_after INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (domain, source)
      ) STRICT;
      CREATE TABLE dns_records (
        id TEXT PRIMARY KEY,
        domain TEXT NOT NULL,
        type TEXT NOT NULL,
        name TEXT NOT NULL,
        value TEXT NOT NULL,
        priority INTEGER,
        ttl INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX dns_records_domain ON dns_records(domain, created_at);
      CREATE TABLE dns_zones (
        domain TEXT PRIMARY KEY,
        changed_at INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE collaborators (
        domain TEXT NOT NULL,
        email TEXT NOT NULL,
        invited_by TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (domain, email)
      ) STRICT;
      CREATE INDEX collaborators_email ON collaborators(email);
      CREATE TABLE billing_accounts (
        account_id TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL,
        subscription_id TEXT,
        plan TEXT NOT NULL,
        status TEXT NOT NULL,
        card TEXT,
        current_period_end INTEGER,
        updated_at INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE billing_links (
        hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        plan TEXT,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE login_sessions (
        uuid TEXT PRIMARY KEY,
        poll_hash TEXT NOT NULL,
        code TEXT NOT NULL,
        host TEXT NOT NULL,
        status TEXT NOT NULL,
        account_id TEXT,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
    `);
  },
};

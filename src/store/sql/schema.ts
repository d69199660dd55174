/**
 * The tables of both SQL databases, written once: migrations.ts creates them from TABLES (same table and column
 * names on node:sqlite and PostgreSQL; parents before the rows that reference them), and `Database`, the Kysely
 * type every repository of src/store/sql/ queries against, is derived from it, its columns in camelCase (the
 * layer's CamelCasePlugin maps `passwordHash` to the column `password_hash` and back: db.ts), and so are the
 * records of ../types.ts (`Row<table>`, JSON columns parsed). A column is `'<type> <modifiers>'`:
 * - type `text`, `int` (epoch ms, sizes, counts and revision numbers: INTEGER on SQLite, BIGINT on PostgreSQL, read
 *   back as numbers, postgres/store.ts) or `flag` (a 0/1 INTEGER on both);
 * - NOT NULL unless `null`; `pk` (the primary key), `unique`, `default=<value>`, `ref=<table>.<column>` (a foreign
 *   key whose row's deletion deletes this one); last, `of=<a>|<b>…` types a text column as one of those words.
 * A table's composite primary key is `key` (constraint `<table>_pkey`), `revision` names its foreign key of
 * (domain, rev) to `revisions`, `indexes` its indexes by name. Every table is STRICT on SQLite. JSON columns hold
 * JSON text; `revision_files.md5` is '' until computed. `ca_keys` and `outbox` are `postgresOnly`: the embedded
 * server keeps the CA root and the mail outbox as files of its data folder.
 */
import type { Generated, Selectable } from 'kysely';

export type ColumnSpec = `${'text' | 'int' | 'flag'}${'' | ` ${string}`}`;

export interface TableSpec {
  columns: Readonly<Record<string, ColumnSpec>>;
  key?: readonly string[];
  revision?: string;
  indexes?: Readonly<Record<string, readonly string[]>>;
  postgresOnly?: boolean;
}

export const TABLES = {
  accounts: {
    columns: {
      id: 'text pk',
      /** Canonical (trimmed, lower case): what sign-in matches. */
      email: 'text unique',
      /** `scrypt$N$r$p$salt$hash` (base64 parts); see src/server/auth/password.ts. */
      password_hash: 'text',
      plan: 'text default=free',
      role: 'text default=user',
      created_at: 'int',
      updated_at: 'int',
      email_verified_at: 'int null',
      verification_sent_at: 'int null',
      /** The email as typed at sign-up (case kept); null for accounts made before it was kept. */
      shown_email: 'text null',
    },
  },
  tokens: {
    columns: {
      id: 'text pk',
      account_id: 'text ref=accounts.id',
      /** Hex SHA-256 of the token; the token itself is never stored. */
      hash: 'text unique',
      msg: 'text',
      /** JSON: the domains the token is limited to; empty = unrestricted. */
      scope: 'text',
      uses: 'int default=0',
      created_at: 'int',
      last_used_at: 'int null',
      expires_at: 'int',
    },
    indexes: { tokens_account: ['account_id'] },
  },
  codes: {
    columns: {
      hash: 'text pk',
      account_id: 'text ref=accounts.id',
      purpose: 'text of=verify|reset',
      expires_at: 'int',
    },
    indexes: { codes_account: ['account_id'] },
  },
  projects: {
    columns: {
      domain: 'text pk',
      owner_id: 'text',
      live_rev: 'int null',
      settings: 'text',
      /** Bumped on every change of the project's revisions, live pointer or settings. */
      version: 'int default=1',
      created_at: 'int',
    },
    indexes: { projects_owner: ['owner_id'] },
  },
  revisions: {
    columns: {
      domain: 'text ref=projects.domain',
      rev: 'int',
      status: 'text of=pending|ready',
      account_id: 'text',
      email: 'text',
      message: 'text null',
      stage: 'flag',
      cli_version: 'text null',
      cmd: 'text',
      platform: 'text',
      /** All files of the revision, private ones included. */
      file_count: 'int default=0',
      total_size: 'int default=0',
      content_hash: 'text default=',
      meta: 'text',
      headers: 'text',
      upload_start: 'int',
      upload_end: 'int default=0',
      created_at: 'int',
      private_files: 'text default=[]',
    },
    key: ['domain', 'rev'],
    indexes: { revisions_account: ['account_id', 'rev'] },
  },
  revision_files: {
    columns: { domain: 'text', rev: 'int', path: 'text', sha256: 'text', md5: 'text', size: 'int' },
    key: ['domain', 'rev', 'path'],
    revision: 'revision_files_revision',
    indexes: { revision_files_sha: ['sha256'] },
  },
  live_history: {
    columns: { domain: 'text ref=projects.domain', rev: 'int null', at: 'int', cause: 'text null' },
    indexes: { live_history_domain: ['domain', 'rev', 'at'] },
  },
  aliases: {
    columns: { domain: 'text', name: 'text', rev: 'int', updated_at: 'int' },
    key: ['domain', 'name'],
    revision: 'aliases_revision_fk',
    indexes: { aliases_revision: ['domain', 'rev'] },
  },
  rate_hits: {
    columns: { key: 'text', at: 'int' },
    indexes: { rate_hits_key: ['key', 'at'], rate_hits_at: ['at'] },
  },
  certificates: {
    columns: {
      domain: 'text',
      source: 'text of=managed|custom',
      altnames: 'text',
      cert_pem: 'text',
      chain_pem: 'text',
      key_pem: 'text',
      not_before: 'int',
      not_after: 'int',
      created_at: 'int',
    },
    key: ['domain', 'source'],
  },
  dns_records: {
    columns: {
      id: 'text pk',
      domain: 'text',
      type: 'text',
      name: 'text',
      value: 'text',
      priority: 'int null',
      ttl: 'int',
      created_at: 'int',
    },
    indexes: { dns_records_domain: ['domain', 'created_at'] },
  },
  dns_zones: { columns: { domain: 'text pk', changed_at: 'int' } },
  collaborators: {
    columns: { domain: 'text', email: 'text', invited_by: 'text', created_at: 'int' }, // email: canonical
    key: ['domain', 'email'],
    indexes: { collaborators_email: ['email'] },
  },
  billing_accounts: {
    columns: {
      account_id: 'text pk',
      customer_id: 'text',
      subscription_id: 'text null',
      plan: 'text',
      status: 'text',
      card: 'text null',
      current_period_end: 'int null',
      updated_at: 'int',
    },
  },
  billing_links: {
    columns: {
      /** Hex SHA-256 of the link's secret; the secret itself is never stored. */
      hash: 'text pk',
      account_id: 'text',
      kind: 'text of=upgrade|billing',
      plan: 'text null',
      expires_at: 'int',
      created_at: 'int',
    },
  },
  login_sessions: {
    columns: {
      uuid: 'text pk',
      /** Hex SHA-256 of the poll secret. */
      poll_hash: 'text',
      code: 'text',
      host: 'text',
      /** `pending`, then `approved` (account set), then deleted once the token was handed out. */
      status: 'text of=pending|approved',
      account_id: 'text null',
      expires_at: 'int',
      created_at: 'int',
    },
  },
  shared_state: {
    columns: { namespace: 'text', key: 'text', value: 'text', updated_at: 'int', expires_at: 'int null' },
    key: ['namespace', 'key'],
  },
  ca_keys: {
    columns: { name: 'text pk', cert_pem: 'text', key_pem: 'text', created_at: 'int' },
    postgresOnly: true,
  },
  outbox: {
    columns: {
      file: 'text pk',
      to_address: 'text',
      subject: 'text',
      body: 'text',
      kind: 'text',
      date: 'text',
      queued_at: 'int',
    },
    indexes: { outbox_queued: ['queued_at', 'file'] },
    postgresOnly: true,
  },
} as const satisfies Record<string, TableSpec>;

/** A table's unique keys: its primary key first, then `unique` columns. */
export function uniqueKeysOf(spec: TableSpec): string[][] {
  const columns = Object.entries(spec.columns).map(([name, type]) => [name, type.split(' ')] as const);
  const pk = spec.key ? [...spec.key] : columns.filter(([, words]) => words.includes('pk')).map(([c]) => c);
  const unique = columns.filter(([, words]) => words.includes('unique')).map(([c]) => [c]);
  return pk.length ? [pk, ...unique] : unique;
}

/** `a|b` → 'a' | 'b'. */
type Words<U> = U extends `${infer H}|${infer T}` ? H | Words<T> : U;
type ValueOf<S> = S extends `text${string}`
  ? S extends `${string} of=${infer U}`
    ? Words<U>
    : string
  : number;
type ColumnOf<S> = S extends `${string} null${string}`
  ? ValueOf<S> | null
  : S extends `${string} default=${string}`
    ? Generated<ValueOf<S>>
    : ValueOf<S>;

/** `snake_case` → `snakeCase`, as Kysely's CamelCasePlugin names a column. */
type Camel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;

export type Database = {
  -readonly [T in keyof typeof TABLES]: {
    -readonly [C in keyof (typeof TABLES)[T]['columns'] & string as Camel<C>]: ColumnOf<
      (typeof TABLES)[T]['columns'][C]
    >;
  };
};

/** A row of `table` as a query reads it. */
export type Row<T extends keyof Database> = Selectable<Database[T]>;

export type SqlDialect = 'sqlite' | 'postgres';

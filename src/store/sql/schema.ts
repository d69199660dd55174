/**
 * The tables of both SQL databases as one Kysely type: what every repository of src/store/sql/ queries against.
 * migrations.ts creates them, with the same table and column names on node:sqlite and PostgreSQL. Integers are
 * epoch ms, sizes, counts and revision numbers (BIGINT on PostgreSQL, read back as numbers: db.ts); JSON columns
 * hold JSON text; `revision_files.md5` is '' until computed. `ca_keys` and `outbox` exist on PostgreSQL only (the
 * embedded server keeps the CA root and the mail outbox as files of its data folder).
 */
import type { Generated } from 'kysely';

export interface AccountsTable {
  id: string;
  email: string;
  password_hash: string;
  plan: Generated<string>;
  role: Generated<string>;
  created_at: number;
  updated_at: number;
  email_verified_at: number | null;
  verification_sent_at: number | null;
  /** The email as typed at sign-up (case kept); null for accounts made before it was kept. */
  shown_email: string | null;
}

export interface TokensTable {
  id: string;
  account_id: string;
  hash: string;
  msg: string;
  scope: string;
  uses: Generated<number>;
  created_at: number;
  last_used_at: number | null;
  expires_at: number;
}

export interface CodesTable {
  hash: string;
  account_id: string;
  purpose: string;
  expires_at: number;
}

export interface ProjectsTable {
  domain: string;
  owner_id: string;
  live_rev: number | null;
  settings: string;
  version: Generated<number>;
  created_at: number;
}

export interface RevisionsTable {
  domain: string;
  rev: number;
  status: string;
  account_id: string;
  email: string;
  message: string | null;
  stage: number;
  cli_version: string | null;
  cmd: string;
  platform: string;
  file_count: Generated<number>;
  total_size: Generated<number>;
  content_hash: Generated<string>;
  meta: string;
  headers: string;
  upload_start: number;
  upload_end: Generated<number>;
  created_at: number;
  private_files: Generated<string>;
}

export interface RevisionFilesTable {
  domain: string;
  rev: number;
  path: string;
  sha256: string;
  md5: string;
  size: number;
}

export interface LiveHistoryTable {
  domain: string;
  rev: number | null;
  at: number;
  cause: string | null;
}

export interface RateHitsTable {
  key: string;
  at: number;
}

export interface AliasesTable {
  domain: string;
  name: string;
  rev: number;
  updated_at: number;
}

export interface CertificatesTable {
  domain: string;
  source: string;
  altnames: string;
  cert_pem: string;
  chain_pem: string;
  key_pem: string;
  not_before: number;
  not_after: number;
  created_at: number;
}

export interface DnsRecordsTable {
  id: string;
  domain: string;
  type: string;
  name: string;
  value: string;
  priority: number | null;
  ttl: number;
  created_at: number;
}

export interface DnsZonesTable {
  domain: string;
  changed_at: number;
}

export interface CollaboratorsTable {
  domain: string;
  email: string;
  invited_by: string;
  created_at: number;
}

export interface BillingAccountsTable {
  account_id: string;
  customer_id: string;
  subscription_id: string | null;
  plan: string;
  status: string;
  card: string | null;
  current_period_end: number | null;
  updated_at: number;
}

export interface BillingLinksTable {
  hash: string;
  account_id: string;
  kind: string;
  plan: string | null;
  expires_at: number;
  created_at: number;
}

export interface LoginSessionsTable {
  uuid: string;
  poll_hash: string;
  code: string;
  host: string;
  status: string;
  account_id: string | null;
  expires_at: number;
  created_at: number;
}

export interface SharedStateTable {
  namespace: string;
  key: string;
  value: string;
  updated_at: number;
  expires_at: number | null;
}

export interface CaKeysTable {
  name: string;
  cert_pem: string;
  key_pem: string;
  created_at: number;
}

export interface OutboxTable {
  file: string;
  to_address: string;
  subject: string;
  body: string;
  kind: string;
  date: string;
  queued_at: number;
}

export interface Database {
  accounts: AccountsTable;
  tokens: TokensTable;
  codes: CodesTable;
  projects: ProjectsTable;
  revisions: RevisionsTable;
  revision_files: RevisionFilesTable;
  live_history: LiveHistoryTable;
  rate_hits: RateHitsTable;
  aliases: AliasesTable;
  certificates: CertificatesTable;
  dns_records: DnsRecordsTable;
  dns_zones: DnsZonesTable;
  collaborators: CollaboratorsTable;
  billing_accounts: BillingAccountsTable;
  billing_links: BillingLinksTable;
  login_sessions: LoginSessionsTable;
  shared_state: SharedStateTable;
  ca_keys: CaKeysTable;
  outbox: OutboxTable;
}

export type SqlDialect = 'sqlite' | 'postgres';

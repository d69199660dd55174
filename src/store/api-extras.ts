/**
 * Storage of the API beyond projects and revisions: certificates, DNS records, collaborators, billing state,
 * 48-hour billing links and browser-login sessions. Lives in the same node:sqlite database as the core store
 * (tables from migrations/010-api-extras.ts). Times are epoch ms.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { DnsRecord, RecordInput } from '../protocol/dns.ts';
import { transaction } from './sqlite/database.ts';
import { toBilling, toCert, toCollaborator, toRecord } from './api-extras-rows.ts';
import type {
  BillingLinkRecord,
  BillingRecord,
  CertificateRecord,
  CollaboratorRecord,
  LoginSessionRecord,
} from './api-extras-rows.ts';

export type {
  BillingLinkRecord,
  BillingRecord,
  CertificateRecord,
  CollaboratorRecord,
  LoginSessionRecord,
} from './api-extras-rows.ts';

type Row = Record<string, unknown>;

export class ApiExtrasStore {
  readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  private get(sql: string, ...p: SQLInputValue[]): Row | undefined {
    return this.db.prepare(sql).get(...p) as Row | undefined;
  }
  private all(sql: string, ...p: SQLInputValue[]): Row[] {
    return this.db.prepare(sql).all(...p) as Row[];
  }
  private run(sql: string, ...p: SQLInputValue[]): number {
    return Number(this.db.prepare(sql).run(...p).changes);
  }

  // ---- certificates ----
  async putCertificate(c: CertificateRecord): Promise<void> {
    this.run(
      `INSERT OR REPLACE INTO certificates (domain, source, altnames, cert_pem, chain_pem, key_pem, not_before, not_after, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      c.domain,
      c.source,
      JSON.stringify(c.altnames),
      c.certPem,
      c.chainPem,
      c.keyPem,
      c.notBefore,
      c.notAfter,
      c.createdAt,
    );
  }
  async listCertificates(domain: string): Promise<CertificateRecord[]> {
    return this.all(`SELECT * FROM certificates WHERE domain = ? ORDER BY source DESC`, domain).map(toCert);
  }
  /** Managed certificates expiring before `before` (renewal queue). */
  async certificatesExpiringBefore(before: number): Promise<CertificateRecord[]> {
    return this.all(`SELECT * FROM certificates WHERE source = 'managed' AND not_after < ?`, before).map(
      toCert,
    );
  }
  async deleteCertificates(domain: string): Promise<void> {
    this.run('DELETE FROM certificates WHERE domain = ?', domain);
  }

  // ---- DNS ----
  async listRecords(domain: string): Promise<DnsRecord[]> {
    return this.all('SELECT * FROM dns_records WHERE domain = ? ORDER BY created_at, id', domain).map(
      toRecord,
    );
  }
  async addRecord(domain: string, id: string, r: RecordInput, now: number): Promise<DnsRecord> {
    transaction(this.db, () => {
      this.run(
        'INSERT INTO dns_records (id, domain, type, name, value, priority, ttl, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        id,
        domain,
        r.type,
        r.name,
        r.value,
        r.priority,
        r.ttl,
        now,
      );
      this.touchZone(domain, now);
    });
    return toRecord(this.get('SELECT * FROM dns_records WHERE id = ?', id)!);
  }
  async deleteRecord(domain: string, id: string, now: number): Promise<boolean> {
    return transaction(this.db, () => {
      const n = this.run('DELETE FROM dns_records WHERE domain = ? AND id = ?', domain, id);
      if (n > 0) this.touchZone(domain, now);
      return n > 0;
    });
  }
  async zoneChangedAt(domain: string): Promise<number> {
    return Number(this.get('SELECT changed_at FROM dns_zones WHERE domain = ?', domain)?.changed_at ?? 0);
  }
  private touchZone(domain: string, now: number): void {
    this.run(
      'INSERT INTO dns_zones (domain, changed_at) VALUES (?, ?) ON CONFLICT(domain) DO UPDATE SET changed_at = excluded.changed_at',
      domain,
      now,
    );
  }

  // ---- collaborators ----
  async listCollaborators(domain: string): Promise<CollaboratorRecord[]> {
    return this.all('SELECT * FROM collaborators WHERE domain = ? ORDER BY created_at, email', domain).map(
      toCollaborator,
    );
  }
  async isCollaborator(domain: string, email: string): Promise<boolean> {
    return (
      this.get('SELECT 1 AS x FROM collaborators WHERE domain = ? AND email = ?', domain, email) !== undefined
    );
  }
  /** Domains the email collaborates on. */
  async collaborations(email: string): Promise<string[]> {
    return this.all('SELECT domain FROM collaborators WHERE email = ? ORDER BY domain', email).map((r) =>
      String(r.domain),
    );
  }
  /** Returns false when the email already was a collaborator. */
  async addCollaborator(c: CollaboratorRecord): Promise<boolean> {
    return (
      this.run(
        'INSERT OR IGNORE INTO collaborators (domain, email, invited_by, created_at) VALUES (?, ?, ?, ?)',
        c.domain,
        c.email,
        c.invitedBy,
        c.createdAt,
      ) > 0
    );
  }
  async removeCollaborator(domain: string, email: string): Promise<boolean> {
    return this.run('DELETE FROM collaborators WHERE domain = ? AND email = ?', domain, email) > 0;
  }

  /** Everything of a torn-down project. */
  async forgetProject(domain: string): Promise<void> {
    transaction(this.db, () => {
      for (const t of ['certificates', 'dns_records', 'dns_zones', 'collaborators']) {
        this.run(`DELETE FROM ${t} WHERE domain = ?`, domain);
      }
    });
  }

  // ---- billing ----
  async getBilling(accountId: string): Promise<BillingRecord | null> {
    const r = this.get('SELECT * FROM billing_accounts WHERE account_id = ?', accountId);
    return r ? toBilling(r) : null;
  }
  async putBilling(b: BillingRecord): Promise<void> {
    this.run(
      `INSERT OR REPLACE INTO billing_accounts (account_id, customer_id, subscription_id, plan, status, card, current_period_end, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      b.accountId,
      b.customerId,
      b.subscriptionId,
      b.plan,
      b.status,
      b.card ? JSON.stringify(b.card) : null,
      b.currentPeriodEnd,
      b.updatedAt,
    );
  }
  async putLink(l: BillingLinkRecord): Promise<void> {
    this.run(
      'INSERT INTO billing_links (hash, account_id, kind, plan, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      l.hash,
      l.accountId,
      l.kind,
      l.plan,
      l.expiresAt,
      l.createdAt,
    );
  }
  /** The link if it exists and has not expired (links are reusable until they expire). */
  async getLink(hash: string, now: number): Promise<BillingLinkRecord | null> {
    this.run('DELETE FROM billing_links WHERE expires_at <= ?', now);
    const r = this.get('SELECT * FROM billing_links WHERE hash = ?', hash);
    return r
      ? {
          hash: String(r.hash),
          accountId: String(r.account_id),
          kind: r.kind as BillingLinkRecord['kind'],
          plan: r.plan === null ? null : String(r.plan),
          expiresAt: Number(r.expires_at),
          createdAt: Number(r.created_at),
        }
      : null;
  }

  /** Billing state, links and login sessions of a deleted account. */
  async forgetAccount(accountId: string): Promise<void> {
    transaction(this.db, () => {
      for (const t of ['billing_accounts', 'billing_links', 'login_sessions']) {
        this.run(`DELETE FROM ${t} WHERE account_id = ?`, accountId);
      }
    });
  }

  // ---- browser login sessions ----
  async putLoginSession(s: LoginSessionRecord): Promise<void> {
    this.run(
      'INSERT OR REPLACE INTO login_sessions (uuid, poll_hash, code, host, status, account_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      s.uuid,
      s.pollHash,
      s.code,
      s.host,
      s.status,
      s.accountId,
      s.expiresAt,
      s.createdAt,
    );
  }
  async getLoginSession(uuid: string, now: number): Promise<LoginSessionRecord | null> {
    this.run('DELETE FROM login_sessions WHERE expires_at <= ?', now);
    const r = this.get('SELECT * FROM login_sessions WHERE uuid = ?', uuid);
    return r
      ? {
          uuid: String(r.uuid),
          pollHash: String(r.poll_hash),
          code: String(r.code),
          host: String(r.host),
          status: r.status as LoginSessionRecord['status'],
          accountId: r.account_id === null ? null : String(r.account_id),
          expiresAt: Number(r.expires_at),
          createdAt: Number(r.created_at),
        }
      : null;
  }
  /** Unexpired browser-login sessions (a cap against floods of the public endpoint). */
  async countLoginSessions(now: number): Promise<number> {
    return Number(this.get('SELECT COUNT(*) AS n FROM login_sessions WHERE expires_at > ?', now)?.n ?? 0);
  }

  async deleteLoginSession(uuid: string): Promise<boolean> {
    return this.run('DELETE FROM login_sessions WHERE uuid = ?', uuid) > 0;
  }

  // ---- platform statistics (GET /stats), from the core tables ----
  async platformStats(): Promise<{
    projects: number;
    deployments: number;
    bytes: number;
    files: number;
    accounts: number;
  }> {
    const p = this.get('SELECT COUNT(*) AS n FROM projects');
    const r = this.get(
      `SELECT COUNT(*) AS n, COALESCE(SUM(total_size), 0) AS b, COALESCE(SUM(file_count), 0) AS f FROM revisions WHERE status = 'ready'`,
    );
    const a = this.get('SELECT COUNT(*) AS n FROM accounts');
    return {
      projects: Number(p?.n ?? 0),
      deployments: Number(r?.n ?? 0),
      bytes: Number(r?.b ?? 0),
      files: Number(r?.f ?? 0),
      accounts: Number(a?.n ?? 0),
    };
  }
}

const byDb = new WeakMap<DatabaseSync, ApiExtrasStore>();

/** The extras store over the same database as a core store (SqliteStore), or null for other backends. */
export function extrasOf(store: object): ApiExtrasStore | null {
  const db = (store as { db?: DatabaseSync }).db;
  if (!db) return null;
  let extras = byDb.get(db);
  if (!extras) {
    extras = new ApiExtrasStore(db);
    byDb.set(db, extras);
  }
  return extras;
}

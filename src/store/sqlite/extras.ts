/**
 * SqliteStore's parts beyond projects and revisions: collaborators, DNS, certificates, billing and browser-login
 * sessions, over the tables of migrations/010-api-extras.ts. Times are epoch ms.
 */
import type { DnsRecord, RecordInput } from '../../protocol/dns.ts';
import type { BillingLinkRecord, BillingRecord, BillingStore } from '../contract/billing.ts';
import type { CertificateRecord, CertificateStore } from '../contract/certs.ts';
import type { CollaboratorRecord, CollaboratorStore } from '../contract/collaborators.ts';
import type { DnsStore } from '../contract/dns.ts';
import type { LoginSessionRecord, LoginSessionStore } from '../contract/sessions.ts';
import {
  toBilling,
  toBillingLink,
  toCert,
  toCollaborator,
  toLoginSession,
  toRecord,
} from '../rows/extras.ts';
import type { Sql } from './sql.ts';

export class SqliteCollaborators implements CollaboratorStore {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async list(domain: string): Promise<CollaboratorRecord[]> {
    return this.#sql
      .all('SELECT * FROM collaborators WHERE domain = ? ORDER BY created_at, email', domain)
      .map(toCollaborator);
  }
  async has(domain: string, email: string): Promise<boolean> {
    return (
      this.#sql.get('SELECT 1 AS x FROM collaborators WHERE domain = ? AND email = ?', domain, email) !==
      undefined
    );
  }
  async domainsOf(email: string): Promise<string[]> {
    return this.#sql
      .all('SELECT domain FROM collaborators WHERE email = ? ORDER BY domain', email)
      .map((r) => String(r.domain));
  }
  async add(c: CollaboratorRecord): Promise<boolean> {
    return (
      this.#sql.run(
        'INSERT OR IGNORE INTO collaborators (domain, email, invited_by, created_at) VALUES (?, ?, ?, ?)',
        c.domain,
        c.email,
        c.invitedBy,
        c.createdAt,
      ) > 0
    );
  }
  async remove(domain: string, email: string): Promise<boolean> {
    return this.#sql.run('DELETE FROM collaborators WHERE domain = ? AND email = ?', domain, email) > 0;
  }
}

export class SqliteDns implements DnsStore {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async list(domain: string): Promise<DnsRecord[]> {
    return this.#sql
      .all('SELECT * FROM dns_records WHERE domain = ? ORDER BY created_at, id', domain)
      .map(toRecord);
  }
  async add(domain: string, id: string, r: RecordInput, now: number): Promise<DnsRecord> {
    this.#sql.transaction(() => {
      this.#sql.run(
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
      this.#touchZone(domain, now);
    });
    return toRecord(this.#sql.get('SELECT * FROM dns_records WHERE id = ?', id)!);
  }
  async remove(domain: string, id: string, now: number): Promise<boolean> {
    return this.#sql.transaction(() => {
      const n = this.#sql.run('DELETE FROM dns_records WHERE domain = ? AND id = ?', domain, id);
      if (n > 0) this.#touchZone(domain, now);
      return n > 0;
    });
  }
  async zoneChangedAt(domain: string): Promise<number> {
    return Number(
      this.#sql.get('SELECT changed_at FROM dns_zones WHERE domain = ?', domain)?.changed_at ?? 0,
    );
  }
  #touchZone(domain: string, now: number): void {
    this.#sql.run(
      'INSERT INTO dns_zones (domain, changed_at) VALUES (?, ?) ON CONFLICT(domain) DO UPDATE SET changed_at = excluded.changed_at',
      domain,
      now,
    );
  }
}

export class SqliteCertificates implements CertificateStore {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async put(c: CertificateRecord): Promise<void> {
    this.#sql.run(
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
  async list(domain: string): Promise<CertificateRecord[]> {
    return this.#sql
      .all(`SELECT * FROM certificates WHERE domain = ? ORDER BY source DESC`, domain)
      .map(toCert);
  }
  async expiringBefore(before: number): Promise<CertificateRecord[]> {
    return this.#sql
      .all(`SELECT * FROM certificates WHERE source = 'managed' AND not_after < ?`, before)
      .map(toCert);
  }
}

export class SqliteBilling implements BillingStore {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async get(accountId: string): Promise<BillingRecord | null> {
    const r = this.#sql.get('SELECT * FROM billing_accounts WHERE account_id = ?', accountId);
    return r ? toBilling(r) : null;
  }
  async put(b: BillingRecord): Promise<void> {
    this.#sql.run(
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
    this.#sql.run(
      'INSERT INTO billing_links (hash, account_id, kind, plan, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      l.hash,
      l.accountId,
      l.kind,
      l.plan,
      l.expiresAt,
      l.createdAt,
    );
  }
  async getLink(hash: string, now: number): Promise<BillingLinkRecord | null> {
    this.#sql.run('DELETE FROM billing_links WHERE expires_at <= ?', now);
    const r = this.#sql.get('SELECT * FROM billing_links WHERE hash = ?', hash);
    return r ? toBillingLink(r) : null;
  }
}

export class SqliteLoginSessions implements LoginSessionStore {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async put(s: LoginSessionRecord): Promise<void> {
    this.#sql.run(
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
  async get(uuid: string, now: number): Promise<LoginSessionRecord | null> {
    this.#sql.run('DELETE FROM login_sessions WHERE expires_at <= ?', now);
    const r = this.#sql.get('SELECT * FROM login_sessions WHERE uuid = ?', uuid);
    return r ? toLoginSession(r) : null;
  }
  async count(now: number): Promise<number> {
    return Number(
      this.#sql.get('SELECT COUNT(*) AS n FROM login_sessions WHERE expires_at > ?', now)?.n ?? 0,
    );
  }
  async delete(uuid: string): Promise<boolean> {
    return this.#sql.run('DELETE FROM login_sessions WHERE uuid = ?', uuid) > 0;
  }
}

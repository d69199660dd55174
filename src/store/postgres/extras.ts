/**
 * PostgresStore's parts beyond projects and revisions: collaborators, DNS, certificates, billing, browser-login
 * sessions, the CA root and the mail outbox, over the tables of schema.ts. Each method is one statement (one
 * round trip, atomic on its own). Rows map to records with the SQLite store's mappers: the columns are the same.
 */
import { randomBytes } from 'node:crypto';
import type { DnsRecord, RecordInput } from '../../protocol/dns.ts';
import type { BillingLinkRecord, BillingRecord, BillingStore } from '../contract/billing.ts';
import type { CaKeyPair, CaKeyStore, CertificateRecord, CertificateStore } from '../contract/certs.ts';
import type { CollaboratorRecord, CollaboratorStore } from '../contract/collaborators.ts';
import type { DnsStore } from '../contract/dns.ts';
import type { OutboxMail, OutboxStore, StoredMail } from '../contract/outbox.ts';
import type { LoginSessionRecord, LoginSessionStore } from '../contract/sessions.ts';
import {
  toBilling,
  toBillingLink,
  toCert,
  toCollaborator,
  toLoginSession,
  toRecord,
} from '../rows/extras.ts';
import type { Sql } from './db.ts';

export class PgCollaborators implements CollaboratorStore {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async list(domain: string): Promise<CollaboratorRecord[]> {
    return (
      await this.#sql.rows(
        'SELECT * FROM collaborators WHERE domain = $1 ORDER BY created_at, email COLLATE "C"',
        [domain],
      )
    ).map(toCollaborator);
  }
  async has(domain: string, email: string): Promise<boolean> {
    return (
      (await this.#sql.row('SELECT 1 AS x FROM collaborators WHERE domain = $1 AND email = $2', [
        domain,
        email,
      ])) !== undefined
    );
  }
  async domainsOf(email: string): Promise<string[]> {
    return (
      await this.#sql.rows('SELECT domain FROM collaborators WHERE email = $1 ORDER BY domain COLLATE "C"', [
        email,
      ])
    ).map((r) => String(r.domain));
  }
  async add(c: CollaboratorRecord): Promise<boolean> {
    return (
      (await this.#sql.run(
        `INSERT INTO collaborators (domain, email, invited_by, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [c.domain, c.email, c.invitedBy, c.createdAt],
      )) > 0
    );
  }
  async remove(domain: string, email: string): Promise<boolean> {
    return (
      (await this.#sql.run('DELETE FROM collaborators WHERE domain = $1 AND email = $2', [domain, email])) > 0
    );
  }
}

/** Moves the zone's change time to $2 (domain $1), in the statement that changed a record. */
const TOUCH_ZONE = `INSERT INTO dns_zones (domain, changed_at) VALUES ($1, $2)
  ON CONFLICT (domain) DO UPDATE SET changed_at = excluded.changed_at`;

export class PgDns implements DnsStore {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async list(domain: string): Promise<DnsRecord[]> {
    return (
      await this.#sql.rows(
        'SELECT * FROM dns_records WHERE domain = $1 ORDER BY created_at, id COLLATE "C"',
        [domain],
      )
    ).map(toRecord);
  }
  async add(domain: string, id: string, r: RecordInput, now: number): Promise<DnsRecord> {
    const row = await this.#sql.row(
      `WITH zone AS (${TOUCH_ZONE})
       INSERT INTO dns_records (id, domain, type, name, value, priority, ttl, created_at)
       VALUES ($3, $1, $4, $5, $6, $7, $8, $2) RETURNING *`,
      [domain, now, id, r.type, r.name, r.value, r.priority, r.ttl],
    );
    return toRecord(row!);
  }
  async remove(domain: string, id: string, now: number): Promise<boolean> {
    const row = await this.#sql.row(
      `WITH gone AS (DELETE FROM dns_records WHERE domain = $1 AND id = $3 RETURNING 1),
       zone AS (INSERT INTO dns_zones (domain, changed_at) SELECT $1::text, $2::bigint WHERE EXISTS (SELECT 1 FROM gone)
                ON CONFLICT (domain) DO UPDATE SET changed_at = excluded.changed_at)
       SELECT COUNT(*) AS n FROM gone`,
      [domain, now, id],
    );
    return Number(row?.n ?? 0) > 0;
  }
  async zoneChangedAt(domain: string): Promise<number> {
    const row = await this.#sql.row('SELECT changed_at FROM dns_zones WHERE domain = $1', [domain]);
    return Number(row?.changed_at ?? 0);
  }
}

export class PgCertificates implements CertificateStore {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async put(c: CertificateRecord): Promise<void> {
    await this.#sql.run(
      `INSERT INTO certificates (domain, source, altnames, cert_pem, chain_pem, key_pem, not_before, not_after, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (domain, source) DO UPDATE SET altnames = excluded.altnames, cert_pem = excluded.cert_pem,
         chain_pem = excluded.chain_pem, key_pem = excluded.key_pem, not_before = excluded.not_before,
         not_after = excluded.not_after, created_at = excluded.created_at`,
      [
        c.domain,
        c.source,
        JSON.stringify(c.altnames),
        c.certPem,
        c.chainPem,
        c.keyPem,
        c.notBefore,
        c.notAfter,
        c.createdAt,
      ],
    );
  }
  async list(domain: string): Promise<CertificateRecord[]> {
    return (
      await this.#sql.rows('SELECT * FROM certificates WHERE domain = $1 ORDER BY source COLLATE "C" DESC', [
        domain,
      ])
    ).map(toCert);
  }
  async expiringBefore(before: number): Promise<CertificateRecord[]> {
    return (
      await this.#sql.rows(
        `SELECT * FROM certificates WHERE source = 'managed' AND not_after < $1 ORDER BY not_after, domain COLLATE "C"`,
        [before],
      )
    ).map(toCert);
  }
}

export class PgBilling implements BillingStore {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async get(accountId: string): Promise<BillingRecord | null> {
    const r = await this.#sql.row('SELECT * FROM billing_accounts WHERE account_id = $1', [accountId]);
    return r ? toBilling(r) : null;
  }
  async put(b: BillingRecord): Promise<void> {
    await this.#sql.run(
      `INSERT INTO billing_accounts (account_id, customer_id, subscription_id, plan, status, card, current_period_end, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (account_id) DO UPDATE SET customer_id = excluded.customer_id,
         subscription_id = excluded.subscription_id, plan = excluded.plan, status = excluded.status,
         card = excluded.card, current_period_end = excluded.current_period_end, updated_at = excluded.updated_at`,
      [
        b.accountId,
        b.customerId,
        b.subscriptionId,
        b.plan,
        b.status,
        b.card ? JSON.stringify(b.card) : null,
        b.currentPeriodEnd,
        b.updatedAt,
      ],
    );
  }
  async putLink(l: BillingLinkRecord): Promise<void> {
    await this.#sql.run(
      'INSERT INTO billing_links (hash, account_id, kind, plan, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [l.hash, l.accountId, l.kind, l.plan, l.expiresAt, l.createdAt],
    );
  }
  async getLink(hash: string, now: number): Promise<BillingLinkRecord | null> {
    const r = await this.#sql.row(
      `WITH expired AS (DELETE FROM billing_links WHERE expires_at <= $2)
       SELECT * FROM billing_links WHERE hash = $1 AND expires_at > $2`,
      [hash, now],
    );
    return r ? toBillingLink(r) : null;
  }
}

export class PgLoginSessions implements LoginSessionStore {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async put(s: LoginSessionRecord): Promise<void> {
    await this.#sql.run(
      `INSERT INTO login_sessions (uuid, poll_hash, code, host, status, account_id, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (uuid) DO UPDATE SET poll_hash = excluded.poll_hash, code = excluded.code,
         host = excluded.host, status = excluded.status, account_id = excluded.account_id,
         expires_at = excluded.expires_at, created_at = excluded.created_at`,
      [s.uuid, s.pollHash, s.code, s.host, s.status, s.accountId, s.expiresAt, s.createdAt],
    );
  }
  async get(uuid: string, now: number): Promise<LoginSessionRecord | null> {
    const r = await this.#sql.row(
      `WITH expired AS (DELETE FROM login_sessions WHERE expires_at <= $2)
       SELECT * FROM login_sessions WHERE uuid = $1 AND expires_at > $2`,
      [uuid, now],
    );
    return r ? toLoginSession(r) : null;
  }
  async count(now: number): Promise<number> {
    const r = await this.#sql.row('SELECT COUNT(*) AS n FROM login_sessions WHERE expires_at > $1', [now]);
    return Number(r?.n ?? 0);
  }
  async delete(uuid: string): Promise<boolean> {
    return (await this.#sql.run('DELETE FROM login_sessions WHERE uuid = $1', [uuid])) > 0;
  }
}

/** The CA root in table `ca_keys` (one row, `name` = 'root'): the first `create` of any origin wins. */
export class PgCaKeys implements CaKeyStore {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async get(): Promise<CaKeyPair | null> {
    const r = await this.#sql.row(`SELECT cert_pem, key_pem FROM ca_keys WHERE name = 'root'`);
    return r ? { certPem: String(r.cert_pem), keyPem: String(r.key_pem) } : null;
  }

  async create(pair: CaKeyPair): Promise<CaKeyPair> {
    // ON CONFLICT DO NOTHING waits for a racing insert to commit, so the read after it sees the winner.
    await this.#sql.run(
      `INSERT INTO ca_keys (name, cert_pem, key_pem, created_at) VALUES ('root', $1, $2, $3)
       ON CONFLICT (name) DO NOTHING`,
      [pair.certPem, pair.keyPem, Date.now()],
    );
    const stored = await this.get();
    if (!stored) throw new Error('the CA root was removed from the database while it was being stored');
    return stored;
  }
}

/**
 * The mail outbox in table `outbox`: one row per mail, named as the embedded store names its files
 * (`<epoch ms>-<kind>-<random>.json`), listed oldest first.
 */
export class PgOutbox implements OutboxStore {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async put(mail: OutboxMail): Promise<void> {
    const now = Date.now();
    const kind = mail.kind.replace(/[^a-z0-9-]/gi, '_');
    const file = `${now}-${kind}-${randomBytes(4).toString('hex')}.json`;
    await this.#sql.run(
      `INSERT INTO outbox (file, to_address, subject, body, kind, date, queued_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [file, mail.to, mail.subject, mail.text, mail.kind, new Date(now).toISOString(), now],
    );
  }

  async list(): Promise<StoredMail[]> {
    const rows = await this.#sql.rows('SELECT * FROM outbox ORDER BY queued_at, file COLLATE "C"');
    return rows.map((r) => ({
      to: String(r.to_address),
      subject: String(r.subject),
      text: String(r.body),
      kind: String(r.kind),
      date: String(r.date),
      file: String(r.file),
    }));
  }
}

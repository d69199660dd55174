/**
 * Row mappers of the other tables (SQLite's migrations/010 and 014; the same names in PostgreSQL), for every SQL
 * backend.
 */
import type { DnsRecord } from '../../protocol/dns.ts';
import type { Card } from '../../protocol/types.ts';
import type { BillingLinkRecord, BillingRecord } from '../contract/billing.ts';
import type { CertificateRecord } from '../contract/certs.ts';
import type { CollaboratorRecord } from '../contract/collaborators.ts';
import type { LoginSessionRecord } from '../contract/sessions.ts';
import type { SharedEntry } from '../contract/shared-state.ts';

type Row = Record<string, unknown>;

export function toCert(r: Row): CertificateRecord {
  return {
    domain: String(r.domain),
    source: r.source as CertificateRecord['source'],
    altnames: JSON.parse(String(r.altnames)) as string[],
    certPem: String(r.cert_pem),
    chainPem: String(r.chain_pem),
    keyPem: String(r.key_pem),
    notBefore: Number(r.not_before),
    notAfter: Number(r.not_after),
    createdAt: Number(r.created_at),
  };
}

export function toRecord(r: Row): DnsRecord {
  return {
    id: String(r.id),
    type: r.type as DnsRecord['type'],
    name: String(r.name),
    value: String(r.value),
    priority: r.priority === null ? null : Number(r.priority),
    ttl: Number(r.ttl),
    category: 'custom',
    created_at: new Date(Number(r.created_at)).toISOString(),
  };
}

export function toCollaborator(r: Row): CollaboratorRecord {
  return {
    domain: String(r.domain),
    email: String(r.email),
    invitedBy: String(r.invited_by),
    createdAt: Number(r.created_at),
  };
}

export function toBilling(r: Row): BillingRecord {
  return {
    accountId: String(r.account_id),
    customerId: String(r.customer_id),
    subscriptionId: r.subscription_id === null ? null : String(r.subscription_id),
    plan: String(r.plan),
    status: String(r.status),
    card: r.card === null ? null : (JSON.parse(String(r.card)) as Card),
    currentPeriodEnd: r.current_period_end === null ? null : Number(r.current_period_end),
    updatedAt: Number(r.updated_at),
  };
}

export function toBillingLink(r: Row): BillingLinkRecord {
  return {
    hash: String(r.hash),
    accountId: String(r.account_id),
    kind: r.kind as BillingLinkRecord['kind'],
    plan: r.plan === null ? null : String(r.plan),
    expiresAt: Number(r.expires_at),
    createdAt: Number(r.created_at),
  };
}

export function toLoginSession(r: Row): LoginSessionRecord {
  return {
    uuid: String(r.uuid),
    pollHash: String(r.poll_hash),
    code: String(r.code),
    host: String(r.host),
    status: r.status as LoginSessionRecord['status'],
    accountId: r.account_id === null ? null : String(r.account_id),
    expiresAt: Number(r.expires_at),
    createdAt: Number(r.created_at),
  };
}

export function toSharedEntry(r: Row): SharedEntry {
  return {
    key: String(r.key),
    value: String(r.value),
    updatedAt: Number(r.updated_at),
    expiresAt: r.expires_at === null ? null : Number(r.expires_at),
  };
}

/** Records of the API-extras tables (migrations/010-api-extras.ts) and their row mappers. */
import type { DnsRecord } from '../protocol/dns.ts';
import type { Card } from '../protocol/types.ts';

type Row = Record<string, unknown>;

export interface CertificateRecord {
  domain: string;
  source: 'managed' | 'custom';
  altnames: string[];
  certPem: string;
  chainPem: string;
  keyPem: string;
  notBefore: number;
  notAfter: number;
  createdAt: number;
}

export interface CollaboratorRecord {
  domain: string;
  email: string;
  invitedBy: string;
  createdAt: number;
}

export interface BillingRecord {
  accountId: string;
  customerId: string;
  subscriptionId: string | null;
  plan: string;
  /** `active`, `canceled` or `none`. */
  status: string;
  card: Card | null;
  currentPeriodEnd: number | null;
  updatedAt: number;
}

export interface BillingLinkRecord {
  hash: string;
  accountId: string;
  kind: 'upgrade' | 'billing';
  plan: string | null;
  expiresAt: number;
  createdAt: number;
}

export interface LoginSessionRecord {
  uuid: string;
  pollHash: string;
  code: string;
  host: string;
  /** `pending`, then `approved` (account set), then deleted once the token was handed out. */
  status: 'pending' | 'approved';
  accountId: string | null;
  expiresAt: number;
  createdAt: number;
}

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

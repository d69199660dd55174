/**
 * Describes a certificate the way `GET /:domain/certs` and the `cert` stream event show it, and tells whether
 * a certificate covers a host name (wildcards match one label, as RFC 6125 says).
 */
import { X509Certificate } from 'node:crypto';
import type { CertInfo } from '../../protocol/types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type { CertInfo };

/** `DNS:a.com, DNS:*.a.com` → `['a.com', '*.a.com']`; other name types are dropped. */
export function dnsNames(cert: X509Certificate): string[] {
  const san = cert.subjectAltName;
  if (!san) {
    const cn = /(?:^|\n)CN=([^\n]+)/.exec(cert.subject)?.[1];
    return cn ? [cn.toLowerCase()] : [];
  }
  return san
    .split(/,\s*/)
    .filter((part) => part.startsWith('DNS:'))
    .map((part) => part.slice(4).toLowerCase());
}

export function nameCovers(pattern: string, host: string): boolean {
  const p = pattern.toLowerCase();
  const h = host.toLowerCase();
  if (p === h) return true;
  if (!p.startsWith('*.')) return false;
  const dot = h.indexOf('.');
  return dot > 0 && h.slice(dot + 1) === p.slice(2);
}

export function covers(altnames: string[], host: string): boolean {
  return altnames.some((n) => nameCovers(n, host));
}

/** One-line form of a distinguished name: the CN if there is one, else the whole name. */
export function shortName(dn: string): string {
  return /(?:^|\n)CN=([^\n]+)/.exec(dn)?.[1] ?? dn.replace(/\n/g, ', ');
}

export function expiresInWords(notAfter: Date, now = new Date()): string {
  const ms = notAfter.getTime() - now.getTime();
  if (ms <= 0) return 'expired';
  const days = Math.floor(ms / DAY_MS);
  if (days >= 60) return `in ${Math.round(days / 30)} months`;
  if (days >= 1) return `in ${days} day${days === 1 ? '' : 's'}`;
  const hours = Math.max(1, Math.floor(ms / 3_600_000));
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}

export function describeCert(certPem: string, source: 'managed' | 'custom', now = new Date()): CertInfo {
  const cert = new X509Certificate(certPem);
  const names = dnsNames(cert);
  return {
    certName: names[0] ?? shortName(cert.subject),
    subject: shortName(cert.subject),
    issuer: shortName(cert.issuer),
    subjectAltNames: names,
    notBefore: cert.validFromDate.toISOString(),
    notAfter: cert.validToDate.toISOString(),
    expInDays: Math.floor((cert.validToDate.getTime() - now.getTime()) / DAY_MS),
    autoRenew: source === 'managed',
    source,
    fingerprint256: cert.fingerprint256,
    serialNumber: cert.serialNumber,
  };
}

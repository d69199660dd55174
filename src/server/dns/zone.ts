/**
 * The zone model: which project domains get DNS management, and the full zone of such a domain, i.e. the
 * records the service manages (SOA, NS, apex A/AAAA pointing at the edges) followed by the user's records.
 */
import { getDomain } from 'tldts';
import { isIPv4, isIPv6 } from 'node:net';
import type { DnsRecord } from '../../protocol/dns.ts';
import { DEFAULT_TTL } from './records.ts';

export interface ZoneSettings {
  /** Host names of the service's name servers, e.g. ['ns1.sitepub.test', 'ns2.sitepub.test']. */
  nameservers: string[];
  /** Domains the service hands out subdomains of (preview and generated hosts); never DNS-managed zones. */
  platformDomains: string[];
  /** SOA RNAME as an email, e.g. hostmaster@sitepub.test. */
  hostmaster: string;
}

export interface Zone {
  origin: string;
  /** SOA serial: seconds since the epoch of the last change. */
  serial: number;
  props: { ttl: number };
  records: DnsRecord[];
}

/** Why a domain cannot have DNS records, or null when it can (the 405 rule of spec part 4). */
export function dnsIneligibility(
  domain: string,
  settings: Pick<ZoneSettings, 'platformDomains'>,
): string | null {
  for (const p of settings.platformDomains) {
    if (domain === p || domain.endsWith('.' + p)) {
      return `${domain} is a subdomain of ${p}, whose DNS the service runs itself; DNS records apply only to apex domains`;
    }
  }
  const apex = getDomain(domain, { allowPrivateDomains: true });
  if (apex !== domain) {
    return `${domain} is not an apex domain (its apex is ${apex ?? 'unknown'}); DNS records apply only to apex domains delegated to the service's name servers`;
  }
  return null;
}

const EPOCH = new Date(0).toISOString();

function managed(id: string, type: DnsRecord['type'], name: string, value: string): DnsRecord {
  return { id, type, name, value, priority: null, ttl: DEFAULT_TTL, category: 'managed', created_at: EPOCH };
}

/** SOA, NS and apex A/AAAA records: ids `managed-soa`, `managed-ns-<n>`, `managed-a-<n>`, `managed-aaaa-<n>`. */
export function managedRecords(
  zone: string,
  settings: ZoneSettings,
  edgeIps: readonly string[],
): DnsRecord[] {
  const soa = managed('managed-soa', 'SOA', '@', settings.nameservers[0] ?? `ns1.${zone}`);
  const records: (DnsRecord & { email?: string })[] = [{ ...soa, email: settings.hostmaster }];
  settings.nameservers.forEach((ns, i) => records.push(managed(`managed-ns-${i + 1}`, 'NS', '@', ns)));
  const ips = [...new Set(edgeIps)];
  ips
    .filter((ip) => isIPv4(ip))
    .forEach((ip, i) => records.push(managed(`managed-a-${i + 1}`, 'A', '@', ip)));
  ips
    .filter((ip) => isIPv6(ip))
    .forEach((ip, i) => records.push(managed(`managed-aaaa-${i + 1}`, 'AAAA', '@', ip)));
  return records;
}

export function buildZone(
  zone: string,
  settings: ZoneSettings,
  edgeIps: readonly string[],
  custom: readonly DnsRecord[],
  /** Time of the zone's last change (an add or a delete), epoch ms. */
  changedAt: number,
): Zone {
  return {
    origin: zone,
    serial: Math.max(1, Math.floor(changedAt / 1000)),
    props: { ttl: DEFAULT_TTL },
    records: [...managedRecords(zone, settings, edgeIps), ...custom],
  };
}

/**
 * The platform domain's zone, when it is delegated to the server's DNS responder (`dnsPlatformZone`): SOA, NS
 * and the apex A/AAAA pointing at the edges, a `*` wildcard to the edges too (so every project and preview host
 * `<rev>-<project>.<platform>` resolves), and the TXT records of open DNS-01 challenges inside the zone. Pure.
 */
import type { DnsRecord } from '../../protocol/dns.ts';
import type { TxtChallenge } from '../ca/dns-challenges.ts';
import { DEFAULT_TTL } from './records.ts';
import { managedRecords, type Zone, type ZoneSettings } from './zone.ts';

const EPOCH = new Date(0).toISOString();
/** DNS-01 records change within an order: a short TTL so a CA's resolver never keeps a stale value. */
const CHALLENGE_TTL = 60;

export function platformZone(
  platform: string,
  settings: ZoneSettings,
  edgeIps: readonly string[],
  challenges: readonly TxtChallenge[],
  /** Time of the zone's last change, epoch ms. */
  changedAt: number,
): Zone {
  const apex = managedRecords(platform, settings, edgeIps);
  const wildcard = apex
    .filter((r) => r.type === 'A' || r.type === 'AAAA')
    .map((r) => ({ ...r, id: r.id.replace('managed-', 'managed-wildcard-'), name: '*' }));
  const txt: DnsRecord[] = challenges
    .filter((c) => c.name.endsWith('.' + platform))
    .map((c, i) => ({
      id: `acme-challenge-${i + 1}`,
      type: 'TXT',
      name: c.name.slice(0, -(platform.length + 1)),
      value: c.value,
      priority: null,
      ttl: CHALLENGE_TTL,
      category: 'managed',
      created_at: EPOCH,
    }));
  return {
    origin: platform,
    serial: Math.max(1, Math.floor(changedAt / 1000)),
    props: { ttl: DEFAULT_TTL },
    records: [...apex, ...wildcard, ...txt],
  };
}

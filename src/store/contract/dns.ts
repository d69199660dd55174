/** A project's custom DNS records and the time its zone last changed (the SOA serial). */
import type { DnsRecord, RecordInput } from '../../protocol/dns.ts';

export interface DnsStore {
  /** The project's custom records, oldest first. */
  list(domain: string): Promise<DnsRecord[]>;
  /** Adds a record with this id (unique across projects) and moves the zone's change time to `now`. */
  add(domain: string, id: string, record: RecordInput, now: number): Promise<DnsRecord>;
  /** Removes the record and moves the zone's change time; false (nothing changed) when it is not there. */
  remove(domain: string, id: string, now: number): Promise<boolean>;
  /** When a record of the zone was last added or removed; 0 when never. */
  zoneChangedAt(domain: string): Promise<number>;
}

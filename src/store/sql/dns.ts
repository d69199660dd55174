/**
 * A project's custom DNS records and the time its zone last changed (the SOA serial). A record added or removed
 * moves the zone's change time in the same transaction.
 */
import type { DnsRecord, RecordInput } from '../../protocol/dns.ts';
import { Repository } from './db.ts';
import type { Row } from './schema.ts';

const toRecord = ({ domain: _domain, createdAt, ...r }: Row<'dns_records'>): DnsRecord => ({
  ...r,
  type: r.type as DnsRecord['type'],
  category: 'custom',
  created_at: new Date(createdAt).toISOString(),
});

export class DnsRepository extends Repository {
  /** The project's custom records, oldest first. */
  async list(domain: string): Promise<DnsRecord[]> {
    const rows = await this.sql.db
      .selectFrom('dns_records')
      .selectAll()
      .where('domain', '=', domain)
      .orderBy('createdAt')
      .orderBy(this.sql.bytes('id'))
      .execute();
    return rows.map(toRecord);
  }

  /** Adds a record with this id (unique across projects) and moves the zone's change time to `now`. */
  async add(domain: string, id: string, r: RecordInput, now: number): Promise<DnsRecord> {
    return this.sql.tx(async (q) => {
      const row = await q
        .insertInto('dns_records')
        .values({ ...r, id, domain, createdAt: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.sql.upsert('dns_zones', ['domain'], { domain, changedAt: now }, q);
      return toRecord(row);
    });
  }

  /** Removes the record and moves the zone's change time; false when it is not there. */
  async remove(domain: string, id: string, now: number): Promise<boolean> {
    return this.sql.tx(async (q) => {
      const r = await q
        .deleteFrom('dns_records')
        .where((eb) => eb.and({ domain, id }))
        .executeTakeFirst();
      if (r.numDeletedRows === 0n) return false;
      await this.sql.upsert('dns_zones', ['domain'], { domain, changedAt: now }, q);
      return true;
    });
  }

  /** When a record of the zone was last added or removed; 0 when never. */
  async zoneChangedAt(domain: string): Promise<number> {
    const r = await this.sql.db
      .selectFrom('dns_zones')
      .select('changedAt')
      .where('domain', '=', domain)
      .executeTakeFirst();
    return r?.changedAt ?? 0;
  }
}

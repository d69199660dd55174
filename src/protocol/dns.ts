/**
 * DNS records as the API lists them (`GET /:domain/dns`, `/:domain/zone`) and as storage keeps them: the wire
 * shape shared by the server (src/server/dns), the store (src/store) and the client (src/protocol/api.ts).
 * The rules that check and normalise a record a user adds live in src/server/dns/records.ts.
 */

export const RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'CAA', 'NS', 'SRV'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export interface DnsRecord {
  /** Stable id, `rec_` + 10 hex characters (short enough for the official CLI's id column); the `:id` of `DELETE /:domain/dns/:id`. */
  id: string;
  type: RecordType | 'SOA';
  name: string;
  value: string;
  /** MX and SRV priority; null for other types. */
  priority: number | null;
  ttl: number;
  /** `custom` for records users add; `managed` (NS, apex A/AAAA, SOA) for those the service maintains. */
  category: 'custom' | 'managed';
  created_at: string;
}

export type RecordInput = Pick<DnsRecord, 'type' | 'name' | 'value' | 'priority' | 'ttl'>;

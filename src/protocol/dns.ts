/**
 * DNS records as the API lists them (`GET /:domain/dns`, `/:domain/zone`) and as storage keeps them: the wire
 * shape shared by the server (src/server/dns), the store (src/store) and the client (src/protocol/api.ts).
 * The rules that check and normalise a record a user adds live in src/server/dns/records.ts.
 */
import { Type, type Static } from 'typebox';
import { closed, nullable } from './types.ts';

export const RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'CAA', 'NS', 'SRV'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const DnsRecord = closed({
  /** Short enough for the official CLI's id column. */
  id: Type.String({
    description:
      '`rec_<10 hex>` for custom records, `managed-*` for managed ones; the `:id` of DELETE /:domain/dns/:id',
  }),
  type: Type.Unsafe<RecordType | 'SOA'>(Type.String({ description: `${RECORD_TYPES.join(', ')} or SOA` })),
  name: Type.String(),
  value: Type.String(),
  priority: nullable(Type.Integer(), { description: 'MX and SRV priority; null for other types' }),
  ttl: Type.Integer(),
  /** `custom` for records users add; `managed` (NS, apex A/AAAA, SOA) for those the service maintains. */
  category: Type.Union([Type.Literal('custom'), Type.Literal('managed')]),
  created_at: Type.String(),
  email: Type.Optional(Type.String({ description: 'SOA only: the hostmaster (RNAME) as an email' })),
});
export type DnsRecord = Static<typeof DnsRecord>;

const records = Type.Array(DnsRecord);
/** `GET`/`POST`/`DELETE /:domain/dns`: the custom records; `record` the one a POST added. */
export const DnsRecords = closed({ domain: Type.String(), records, record: Type.Optional(DnsRecord) });
export type DnsRecords = Static<typeof DnsRecords>;
/** `GET`/`POST`/`DELETE /:domain/zone`: the full zone, managed records first; `record` the one a POST added. */
export const DnsZone = closed({
  origin: Type.String(),
  serial: Type.Integer({ description: 'SOA serial: seconds since the epoch of the last change' }),
  props: closed({ ttl: Type.Integer() }),
  records,
  record: Type.Optional(DnsRecord),
});

export type RecordInput = Pick<DnsRecord, 'type' | 'name' | 'value' | 'priority' | 'ttl'>;

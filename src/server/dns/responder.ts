/**
 * Authoritative DNS responder for the zones the service manages, over UDP and TCP (dns-packet for the wire
 * format). `answer` is pure: (query, zone) → response; `startDnsResponder` does the sockets.
 * Answers: exact name, then a `*` wildcard one label up; CNAME at a name answers every type; NXDOMAIN or
 * NODATA carry the SOA; names outside every zone are REFUSED (the responder never recurses).
 */
import dnsPacket from 'dns-packet';
import type { Answer, DecodedPacket, Packet, Question } from 'dns-packet';
import { createSocket, type Socket } from 'node:dgram';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { DnsRecord } from '../../protocol/dns.ts';
import type { Zone } from './zone.ts';

const NOERROR = 0;
const FORMERR = 1;
const NXDOMAIN = 3;
const NOTIMP = 4;
const REFUSED = 5;

/** The zone whose apex is exactly `apex`, or null. */
export type ZoneLookup = (apex: string) => Promise<Zone | null> | Zone | null;

function fqdn(rel: string, origin: string): string {
  return rel === '@' ? origin : `${rel}.${origin}`;
}

function toAnswer(r: DnsRecord & { email?: string }, zone: Zone, owner: string): Answer {
  const base = { name: owner, ttl: r.ttl, class: 'IN' as const };
  switch (r.type) {
    case 'MX':
      return { ...base, type: 'MX', data: { preference: r.priority ?? 10, exchange: r.value } };
    case 'TXT': {
      const chunks: string[] = [];
      for (let i = 0; i < r.value.length; i += 255) chunks.push(r.value.slice(i, i + 255));
      return { ...base, type: 'TXT', data: chunks };
    }
    case 'CAA': {
      const m = /^(\d+) (\w+) "(.*)"$/.exec(r.value);
      return {
        ...base,
        type: 'CAA',
        data: { flags: Number(m?.[1] ?? 0), tag: (m?.[2] ?? 'issue') as 'issue', value: m?.[3] ?? '' },
      };
    }
    case 'SRV': {
      const [weight, port, target] = r.value.split(' ');
      return {
        ...base,
        type: 'SRV',
        data: { priority: r.priority ?? 0, weight: Number(weight), port: Number(port), target: target! },
      };
    }
    case 'SOA':
      return { ...base, type: 'SOA', data: soaData(r, zone) };
    default:
      return { ...base, type: r.type, data: r.value } as Answer;
  }
}

function soaData(r: DnsRecord & { email?: string }, zone: Zone) {
  return {
    mname: r.value,
    rname: (r.email ?? `hostmaster@${zone.origin}`).replace('@', '.'),
    serial: zone.serial,
    refresh: 86_400,
    retry: 7200,
    expire: 2_419_200,
    minimum: 3600,
  };
}

function soaAuthority(zone: Zone): Answer[] {
  const soa = zone.records.find((r) => r.type === 'SOA');
  return soa ? [toAnswer(soa, zone, zone.origin)] : [];
}

/** The response to one question about `zone` (null zone → REFUSED). */
function answer(query: Packet, zone: Zone | null): Packet {
  const q: Question | undefined = query.questions?.[0];
  const reply = (rcode: number, extra: Partial<Packet> = {}): Packet => ({
    type: 'response',
    id: query.id ?? 0,
    flags:
      ((query.flags ?? 0) & dnsPacket.RECURSION_DESIRED) |
      (zone ? dnsPacket.AUTHORITATIVE_ANSWER : 0) |
      rcode,
    questions: query.questions ?? [],
    ...extra,
  });
  if (!q || (query.questions?.length ?? 0) !== 1) return reply(FORMERR);
  if (!zone) return reply(REFUSED);
  if (q.class !== 'IN' && q.class !== 'ANY') return reply(NOTIMP);

  const name = q.name.toLowerCase().replace(/\.$/, '');
  const rel = name === zone.origin ? '@' : name.slice(0, -(zone.origin.length + 1));
  let at = zone.records.filter((r) => r.name === rel);
  if (at.length === 0) {
    // Wildcard one label up, only when the name itself has no records (RFC 4592 in its simple form).
    const parent = rel.includes('.') ? rel.slice(rel.indexOf('.') + 1) : '@';
    const wildcard = parent === '@' ? '*' : `*.${parent}`;
    if (rel !== '@') at = zone.records.filter((r) => r.name === wildcard);
  }
  if (at.length === 0) {
    const exists = zone.records.some((r) => r.name.endsWith('.' + rel));
    return reply(exists ? NOERROR : NXDOMAIN, { authorities: soaAuthority(zone) });
  }
  const cname = at.find((r) => r.type === 'CNAME');
  const matching =
    cname && q.type !== 'CNAME'
      ? [cname]
      : at.filter((r) => (q.type as string) === 'ANY' || r.type === q.type);
  if (matching.length === 0) return reply(NOERROR, { authorities: soaAuthority(zone) });
  return reply(NOERROR, { answers: matching.map((r) => toAnswer(r, zone, fqdn(rel, zone.origin))) });
}

export interface DnsResponder {
  port: number;
  close(): Promise<void>;
}

async function respond(buf: Buffer, lookup: ZoneLookup): Promise<Buffer | null> {
  let query: DecodedPacket;
  try {
    query = dnsPacket.decode(buf);
  } catch {
    return null; // not DNS: drop it
  }
  if (query.type !== 'query') return null;
  const labels = (query.questions?.[0]?.name ?? '').toLowerCase().replace(/\.$/, '').split('.');
  let zone: Zone | null = null;
  // The closest enclosing zone: try `a.b.example.com`, then `b.example.com`, `example.com`.
  for (let i = 0; i + 2 <= labels.length && !zone; i++) zone = await lookup(labels.slice(i).join('.'));
  return dnsPacket.encode(answer(query, zone));
}

/** Listens on UDP and TCP `port` (0: any free port, the same for both) of `host`. */
export async function startDnsResponder(options: {
  port: number;
  host?: string;
  lookup: ZoneLookup;
}): Promise<DnsResponder> {
  const host = options.host ?? '127.0.0.1';
  const tcp: Server = createServer((socket) => {
    let pending = Buffer.alloc(0);
    socket.on('error', () => socket.destroy());
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 2 && pending.length >= 2 + pending.readUInt16BE(0)) {
        const len = pending.readUInt16BE(0);
        const msg = pending.subarray(2, 2 + len);
        pending = pending.subarray(2 + len);
        void respond(msg, options.lookup).then(
          (out) => {
            if (!out) return socket.destroy();
            const head = Buffer.alloc(2);
            head.writeUInt16BE(out.length);
            socket.write(Buffer.concat([head, out]));
          },
          () => socket.destroy(),
        );
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(options.port, host, () => resolve());
  });
  const port = (tcp.address() as AddressInfo).port;
  const udp: Socket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
  udp.on('message', (msg, rinfo) => {
    void respond(msg, options.lookup).then(
      (out) => {
        if (!out) return;
        if (out.length > 512) {
          // Too big for plain UDP: answer truncated so the resolver retries over TCP.
          const q = dnsPacket.decode(msg);
          const flags = dnsPacket.TRUNCATED_RESPONSE | dnsPacket.AUTHORITATIVE_ANSWER;
          out = dnsPacket.encode({ type: 'response', id: q.id ?? 0, flags, questions: q.questions ?? [] });
        }
        udp.send(out, rinfo.port, rinfo.address);
      },
      () => undefined,
    );
  });
  await new Promise<void>((resolve, reject) => {
    udp.once('error', reject);
    udp.bind(port, host, () => resolve());
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        udp.close(() => tcp.close(() => resolve()));
      }),
  };
}

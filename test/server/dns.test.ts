import { afterAll, describe, expect, it } from 'vitest';
import { Resolver } from 'node:dns/promises';
import type { DnsRecord } from '../../src/protocol/dns.ts';
import { checkRecord, relativeName } from '../../src/server/dns/records.ts';
import { buildZone, dnsIneligibility, type ZoneSettings } from '../../src/server/dns/zone.ts';
import { startDnsResponder } from '../../src/server/dns/responder.ts';

const settings: ZoneSettings = {
  nameservers: ['ns1.sitepub.test', 'ns2.sitepub.test'],
  platformDomains: ['sitepub.test'],
  hostmaster: 'hostmaster@sitepub.test',
};

let n = 0;
function stored(input: Omit<DnsRecord, 'id' | 'category' | 'created_at'>): DnsRecord {
  return {
    ...input,
    id: `rec_${String(++n).padStart(10, '0')}`,
    category: 'custom',
    created_at: new Date().toISOString(),
  };
}

describe('record rules', () => {
  it('normalises names relative to the zone', () => {
    expect(relativeName('@', 'example.com')).toBe('@');
    expect(relativeName('', 'example.com')).toBe('@');
    expect(relativeName('example.com.', 'example.com')).toBe('@');
    expect(relativeName('WWW', 'example.com')).toBe('www');
    expect(relativeName('www.example.com.', 'example.com')).toBe('www');
    expect(relativeName('_dmarc.mail', 'example.com')).toBe('_dmarc.mail');
    expect(relativeName('*.docs', 'example.com')).toBe('*.docs');
    expect(relativeName('www.other.com.', 'example.com')).toBeNull();
    expect(relativeName('a..b', 'example.com')).toBeNull();
    expect(relativeName('a.*', 'example.com')).toBeNull();
    expect(relativeName('-bad', 'example.com')).toBeNull();
  });

  it('accepts each type with its value form, ignoring extra argv fields', () => {
    const z = 'example.com';
    const ok = (b: Record<string, unknown>) => {
      const r = checkRecord({ _: ['example.com', 'add'], e: 'x', cmd: 'add', domain: z, ...b }, z, []);
      expect(r, JSON.stringify(b)).toMatchObject({ ok: true });
      return r.ok ? r.record : null;
    };
    expect(ok({ type: 'a', name: 'www', value: '192.0.2.1' })).toEqual({
      type: 'A',
      name: 'www',
      value: '192.0.2.1',
      priority: null,
      ttl: 3600,
    });
    expect(ok({ type: 'AAAA', name: 'v6', value: '2001:DB8::1' })?.value).toBe('2001:db8::1');
    expect(ok({ type: 'CNAME', name: 'blog', value: 'Host.Example.net.' })?.value).toBe('host.example.net');
    expect(ok({ type: 'MX', name: '@', value: 'mx.example.net', priority: '10' })?.priority).toBe(10);
    expect(ok({ type: 'TXT', name: '@', value: 'v=spf1 -all' })?.value).toBe('v=spf1 -all');
    expect(ok({ type: 'CAA', name: '@', value: '0 ISSUE "letsencrypt.org"' })?.value).toBe(
      '0 issue "letsencrypt.org"',
    );
    expect(ok({ type: 'SRV', name: '_sip._tcp', value: '5 5060 sip.example.net', priority: 1 })?.value).toBe(
      '5 5060 sip.example.net',
    );
    expect(ok({ type: 'NS', name: 'sub', value: 'ns.elsewhere.net' })?.name).toBe('sub');
    expect(ok({ type: 'A', name: 'x', value: '192.0.2.1', ttl: '300' })?.ttl).toBe(300);
  });

  it.each([
    [{ type: 'SPF', name: 'x', value: 'y' }, 'type', /one of A, AAAA/],
    [{ name: 'x', value: 'y' }, 'type', /one of/],
    [{ type: 'A', name: 'www', value: '999.1.1.1' }, 'value', /IPv4/],
    [{ type: 'A', name: 'www' }, 'value', /required/],
    [{ type: 'AAAA', name: 'www', value: '192.0.2.1' }, 'value', /IPv6/],
    [{ type: 'CNAME', name: 'www', value: 'not a host' }, 'value', /host name/],
    [{ type: 'MX', name: '@', value: 'mx.example.net' }, 'priority', /needs a priority/],
    [{ type: 'MX', name: '@', value: 'mx.example.net', priority: 70000 }, 'priority', /0 and 65535/],
    [{ type: 'A', name: 'w', value: '192.0.2.1', priority: 5 }, 'priority', /only to MX and SRV/],
    [{ type: 'TXT', name: 'w', value: 'x'.repeat(3000) }, 'value', /longer than/],
    [{ type: 'CAA', name: '@', value: 'issue letsencrypt.org' }, 'value', /CAA value/],
    [{ type: 'A', name: 'bad name', value: '192.0.2.1' }, 'name', /name must be/],
    [{ type: 'A', name: '@', value: '192.0.2.1' }, 'name', /managed by the service/],
    [{ type: 'CNAME', name: '@', value: 'x.example.net' }, 'name', /apex/],
    [{ type: 'A', name: 'w', value: '192.0.2.1', ttl: 5 }, 'ttl', /60 to 86400/],
  ])('rejects %j on %s', (body, field, msg) => {
    const r = checkRecord(body, 'example.com', []);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.details[field]).toMatch(msg);
  });

  it('keeps a CNAME alone at its name and refuses duplicates', () => {
    const existing = [
      stored({ type: 'A', name: 'www', value: '192.0.2.1', priority: null, ttl: 3600 }),
      stored({ type: 'CNAME', name: 'blog', value: 'x.example.net', priority: null, ttl: 3600 }),
    ];
    const z = 'example.com';
    expect(checkRecord({ type: 'CNAME', name: 'www', value: 'h.example.net' }, z, existing)).toMatchObject({
      ok: false,
      details: { name: /only record/ },
    });
    expect(checkRecord({ type: 'TXT', name: 'blog', value: 'x' }, z, existing)).toMatchObject({
      ok: false,
      details: { name: /has a CNAME/ },
    });
    expect(checkRecord({ type: 'A', name: 'www', value: '192.0.2.1' }, z, existing)).toMatchObject({
      ok: false,
      details: { value: /already has/ },
    });
    expect(checkRecord({ type: 'A', name: 'www', value: '192.0.2.2' }, z, existing).ok).toBe(true);
  });
});

describe('zone model', () => {
  it('manages DNS only for apex domains outside the platform domain', () => {
    expect(dnsIneligibility('example.com', settings)).toBeNull();
    expect(dnsIneligibility('example.co.uk', settings)).toBeNull();
    expect(dnsIneligibility('www.example.com', settings)).toMatch(
      /not an apex domain \(its apex is example\.com\)/,
    );
    expect(dnsIneligibility('shop.example.co.uk', settings)).toMatch(/not an apex/);
    expect(dnsIneligibility('my-site.sitepub.test', settings)).toMatch(/subdomain of sitepub\.test/);
  });

  it('lists SOA, NS and apex A/AAAA of the edges before the custom records', () => {
    const custom = [stored({ type: 'MX', name: '@', value: 'mx.example.net', priority: 10, ttl: 3600 })];
    const zone = buildZone(
      'example.com',
      settings,
      ['127.0.0.1', '::1', '127.0.0.1'],
      custom,
      Date.UTC(2026, 0, 1),
    );
    expect(zone.records.map((r) => [r.id, r.type, r.name, r.value, r.category])).toEqual([
      ['managed-soa', 'SOA', '@', 'ns1.sitepub.test', 'managed'],
      ['managed-ns-1', 'NS', '@', 'ns1.sitepub.test', 'managed'],
      ['managed-ns-2', 'NS', '@', 'ns2.sitepub.test', 'managed'],
      ['managed-a-1', 'A', '@', '127.0.0.1', 'managed'],
      ['managed-aaaa-1', 'AAAA', '@', '::1', 'managed'],
      [custom[0]!.id, 'MX', '@', 'mx.example.net', 'custom'],
    ]);
    expect(zone.serial).toBe(Date.UTC(2026, 0, 1) / 1000);
    expect(zone.origin).toBe('example.com');
  });
});

describe('authoritative responder', async () => {
  const custom = [
    stored({ type: 'MX', name: '@', value: 'mx.example.net', priority: 10, ttl: 3600 }),
    stored({ type: 'A', name: 'www', value: '192.0.2.7', priority: null, ttl: 300 }),
    stored({ type: 'CNAME', name: 'blog', value: 'blogs.example.net', priority: null, ttl: 3600 }),
    stored({ type: 'TXT', name: '@', value: 'v=spf1 ' + 'a'.repeat(300), priority: null, ttl: 3600 }),
    stored({ type: 'A', name: '*.apps', value: '192.0.2.9', priority: null, ttl: 3600 }),
  ];
  const zone = buildZone('example.com', settings, ['127.0.0.1'], custom, Date.now());
  const responder = await startDnsResponder({
    port: 0,
    lookup: (apex) => (apex === 'example.com' ? zone : null),
  });
  afterAll(() => responder.close());
  const udp = new Resolver({ timeout: 2000, tries: 1 });
  udp.setServers([`127.0.0.1:${responder.port}`]);

  it('answers managed and custom records over UDP', async () => {
    expect(await udp.resolve4('example.com')).toEqual(['127.0.0.1']);
    expect((await udp.resolveNs('example.com')).sort()).toEqual(['ns1.sitepub.test', 'ns2.sitepub.test']);
    expect(await udp.resolveMx('example.com')).toMatchObject([{ exchange: 'mx.example.net', priority: 10 }]);
    expect(await udp.resolve4('WWW.example.com')).toEqual(['192.0.2.7']);
    expect(await udp.resolveCname('blog.example.com')).toEqual(['blogs.example.net']);
    expect(await udp.resolve4('x.apps.example.com')).toEqual(['192.0.2.9']);
    const soa = await udp.resolveSoa('example.com');
    expect(soa).toMatchObject({
      nsname: 'ns1.sitepub.test',
      hostmaster: 'hostmaster.sitepub.test',
      serial: zone.serial,
    });
  });

  it('splits long TXT values into 255-byte strings', async () => {
    const txt = await udp.resolveTxt('example.com');
    expect(txt[0]!.join('')).toBe(custom[3]!.value);
    expect(txt[0]!.length).toBe(2);
  });

  it('says NXDOMAIN for missing names and REFUSED outside its zones', async () => {
    await expect(udp.resolve4('nope.example.com')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(udp.resolve4('example.org')).rejects.toMatchObject({ code: 'EREFUSED' });
    // The name exists but has no AAAA: NODATA.
    await expect(udp.resolve6('www.example.com')).rejects.toMatchObject({ code: 'ENODATA' });
  });

  it('answers over TCP with two-byte length framing', async () => {
    const { connect } = await import('node:net');
    const dnsPacket = (await import('dns-packet')).default;
    const sock = connect(responder.port, '127.0.0.1');
    const query = dnsPacket.streamEncode({
      type: 'query',
      id: 42,
      flags: 0,
      questions: [{ type: 'A', name: 'www.example.com', class: 'IN' }],
    });
    sock.write(query);
    const reply = await new Promise<Buffer>((resolve) => {
      let buf = Buffer.alloc(0);
      sock.on('data', (d) => {
        buf = Buffer.concat([buf, d]);
        if (buf.length >= 2 && buf.length >= 2 + buf.readUInt16BE(0)) resolve(buf);
      });
    });
    sock.destroy();
    const decoded = dnsPacket.streamDecode(reply) as ReturnType<typeof dnsPacket.decode>;
    expect(decoded.id).toBe(42);
    expect(decoded.flag_aa).toBe(true);
    expect(decoded.answers?.[0]).toMatchObject({
      type: 'A',
      name: 'www.example.com',
      data: '192.0.2.7',
      ttl: 300,
    });
  });
});

/**
 * The pure parts of ACME support: the `--acme-*` flags and SITEPUB_ACME_* variables (acme-config.ts), the order
 * guard's backoff and rate limits (order-guard.ts), the pending-challenge boards (challenges.ts, dns-challenges.ts),
 * the platform zone the DNS responder serves for DNS-01 (dns/platform-zone.ts) and the wildcard's store.
 */
import { describe, expect, it } from 'vitest';
import { acmeSettingsOf } from '../../src/server/ca/acme-config.ts';
import {
  BACKOFF_MIN_MS,
  FAILURES_PER_HOUR,
  OrderGuard,
  ORDERS_PER_WINDOW,
} from '../../src/server/ca/order-guard.ts';
import { ChallengeBoard } from '../../src/server/ca/challenges.ts';
import { DnsChallengeBoard } from '../../src/server/ca/dns-challenges.ts';
import { platformZone } from '../../src/server/dns/platform-zone.ts';
import { fileWildcardCerts } from '../../src/server/ca/wildcard-store.ts';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

describe('acmeSettingsOf', () => {
  it('none given: the local root (null)', () => {
    expect(acmeSettingsOf({}, {})).toBeNull();
  });

  it('flags win over the variables; --acme-ca is read', () => {
    const s = acmeSettingsOf(
      { acmeDirectory: 'https://ca.example/dir', acmeCa: '/x.pem' },
      { SITEPUB_ACME_DIRECTORY: 'https://other.example/dir', SITEPUB_ACME_EMAIL: 'ops@example.com' },
      (p) => (p === '/x.pem' ? PEM : ''),
    );
    expect(s).toEqual({ directoryUrl: 'https://ca.example/dir', email: 'ops@example.com', caPem: PEM });
  });

  it('each bad value names the flag and what to give', () => {
    expect(() => acmeSettingsOf({ acmeEmail: 'a@b.co' }, {})).toThrow(/need --acme-directory URL/);
    expect(() => acmeSettingsOf({ acmeDirectory: 'nope' }, {})).toThrow(/--acme-directory must be the URL/);
    expect(() => acmeSettingsOf({ acmeDirectory: 'http://ca.example/dir', acmeEmail: 'a@b.co' }, {})).toThrow(
      /must be an https:\/\/ URL/,
    );
    expect(() => acmeSettingsOf({ acmeDirectory: 'https://ca.example/dir' }, {})).toThrow(
      /needs --acme-email EMAIL \(or SITEPUB_ACME_EMAIL\)/,
    );
    expect(() =>
      acmeSettingsOf({ acmeDirectory: 'https://ca.example/dir', acmeEmail: 'nobody' }, {}),
    ).toThrow(/--acme-email must be an email address/);
    const read = () => {
      throw Object.assign(new Error('gone'), { code: 'ENOENT' });
    };
    expect(() =>
      acmeSettingsOf(
        { acmeDirectory: 'https://ca.example/dir', acmeEmail: 'a@b.co', acmeCa: '/no.pem' },
        {},
        read,
      ),
    ).toThrow(/--acme-ca \/no\.pem cannot be read \(ENOENT\)/);
    expect(() =>
      acmeSettingsOf(
        { acmeDirectory: 'https://ca.example/dir', acmeEmail: 'a@b.co', acmeCa: '/x' },
        {},
        () => 'x',
      ),
    ).toThrow(/holds no PEM certificate/);
  });
});

describe('OrderGuard', () => {
  it('backs off automatic orders after a failure, doubling; an explicit order may go, up to the hourly cap', () => {
    let t = 1_000_000_000;
    const g = new OrderGuard(() => t);
    expect(g.refusal('a.test', false)).toBeNull();
    g.ordered('a.test');
    g.failed('a.test', 'DNS problem');
    expect(g.refusal('a.test', false)).toMatch(
      /backing off after 1 failed order\(s\) of a\.test until .*: DNS problem/,
    );
    expect(g.refusal('a.test', true)).toBeNull();
    expect(g.refusal('b.test', false)).toBeNull();
    t += BACKOFF_MIN_MS;
    expect(g.refusal('a.test', false)).toBeNull();
    g.failed('a.test', 'DNS problem');
    t += BACKOFF_MIN_MS;
    expect(g.refusal('a.test', false)).not.toBeNull(); // 2 failures: 10 minutes
    t += BACKOFF_MIN_MS;
    expect(g.refusal('a.test', false)).toBeNull();
    for (let i = 2; i < FAILURES_PER_HOUR; i++) g.failed('a.test', 'DNS problem');
    expect(g.refusal('a.test', true)).toMatch(/failed validation \d+ times in the last hour/);
    g.succeeded('a.test');
    expect(g.refusal('a.test', false)).toBeNull();
    expect(g.failure('a.test')).toBeNull();
  });

  it('caps the orders of the account per window', () => {
    const g = new OrderGuard(() => 5);
    for (let i = 0; i < ORDERS_PER_WINDOW; i++) g.ordered(`h${i}.test`);
    expect(g.refusal('new.test', true)).toMatch(/certificate orders in 3 hours reached/);
  });
});

describe('ChallengeBoard', () => {
  it('answers a token only for its host (any port), until removed or expired', () => {
    let t = 0;
    const b = new ChallengeBoard(() => t);
    b.put('tok', 'Site.test', 'tok.thumb');
    expect(b.answer('tok', 'site.test:5002')).toBe('tok.thumb');
    expect(b.answer('tok', 'other.test')).toBeNull();
    expect(b.answer('nope', 'site.test')).toBeNull();
    t += 11 * 60 * 1000;
    expect(b.answer('tok', 'site.test')).toBeNull();
    b.put('tok2', 'site.test', 'k');
    b.remove('tok2');
    expect(b.answer('tok2', 'site.test')).toBeNull();
  });
});

describe('DnsChallengeBoard', () => {
  it('holds several TXT values per name until removed or expired; changedAt follows every change', () => {
    let t = 1_000;
    const board = new DnsChallengeBoard(() => t);
    t = 2_000;
    const a = board.put('Example.COM.', 'one');
    const b = board.put('example.com', 'two');
    expect(board.records()).toEqual([
      { name: '_acme-challenge.example.com', value: 'one' },
      { name: '_acme-challenge.example.com', value: 'two' },
    ]);
    expect(board.changedAt).toBe(2_000);
    t = 3_000;
    board.remove(a);
    expect(board.records()).toEqual([{ name: '_acme-challenge.example.com', value: 'two' }]);
    expect(board.changedAt).toBe(3_000);
    t += 10 * 60 * 1000;
    expect(board.records()).toEqual([]);
    board.remove(b); // already gone: no change
    expect(board.changedAt).toBe(t);
  });
});

describe('platformZone', () => {
  const settings = { nameservers: ['ns1.p.test'], platformDomains: ['p.test'], hostmaster: 'h@p.test' };
  it('apex and * point at the edges; TXT challenges inside the zone only, with a short TTL', () => {
    const zone = platformZone(
      'p.test',
      settings,
      ['192.0.2.1', '2001:db8::1'],
      [
        { name: '_acme-challenge.p.test', value: 'v1' },
        { name: '_acme-challenge.other.test', value: 'elsewhere' },
      ],
      5_000_000,
    );
    expect(zone.origin).toBe('p.test');
    expect(zone.serial).toBe(5_000);
    const brief = zone.records.map((r) => `${r.name} ${r.type} ${r.value}`);
    expect(brief).toEqual([
      '@ SOA ns1.p.test',
      '@ NS ns1.p.test',
      '@ A 192.0.2.1',
      '@ AAAA 2001:db8::1',
      '* A 192.0.2.1',
      '* AAAA 2001:db8::1',
      '_acme-challenge TXT v1',
    ]);
    expect(zone.records.at(-1)?.ttl).toBe(60);
  });
});

describe('fileWildcardCerts', () => {
  it('keeps the wildcard per zone (mode 0600); a damaged file says what to do', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitepub-wildcard-'));
    try {
      const store = fileWildcardCerts(join(dir, 'acme'));
      expect(await store.load('p.test')).toBeNull();
      const cert = {
        altnames: ['*.p.test'],
        certPem: 'C',
        chainPem: 'C\nI',
        keyPem: 'K',
        notBefore: 1,
        notAfter: 2,
      };
      await store.save('p.test', cert);
      expect(await store.load('p.test')).toEqual(cert);
      expect((await stat(join(dir, 'acme', 'wildcard-p.test.json'))).mode & 0o777).toBe(0o600);
      await writeFile(join(dir, 'acme', 'wildcard-p.test.json'), '{"altnames":[]}');
      await expect(store.load('p.test')).rejects.toThrow(/is not a stored certificate: delete it/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

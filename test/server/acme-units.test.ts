/**
 * The pure parts of ACME support: the `--acme-*` flags and SITEPUB_ACME_* variables (acme-config.ts), the order
 * guard's backoff and rate limits (order-guard.ts), the pending-challenge boards (challenges.ts, dns-challenges.ts),
 * the platform zone the DNS responder serves for DNS-01 (dns/platform-zone.ts) and the wildcard's store.
 */
import { afterAll, describe, expect, it } from 'vitest';
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
import { fileWildcardCerts, sharedWildcardCerts } from '../../src/server/ca/wildcard-store.ts';
import { fileAccountKeys, sharedAccountKeys } from '../../src/server/ca/acme-account.ts';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sharedStates } from '../helpers/shared-state.ts';

const states = sharedStates();
afterAll(() => states.closeAll());

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
  it('answers a token only for its host (any port), until removed or expired', async () => {
    let t = 0;
    const b = new ChallengeBoard(await states.fresh(), () => t);
    await b.put('tok', 'Site.test', 'tok.thumb');
    expect(await b.answer('tok', 'site.test:5002')).toBe('tok.thumb');
    expect(await b.answer('tok', 'other.test')).toBeNull();
    expect(await b.answer('nope', 'site.test')).toBeNull();
    t += 11 * 60 * 1000;
    expect(await b.answer('tok', 'site.test')).toBeNull();
    await b.put('tok2', 'site.test', 'k');
    await b.remove('tok2');
    expect(await b.answer('tok2', 'site.test')).toBeNull();
  });

  it('a token put through one origin is answered by another over the same store', async () => {
    const store = await states.fresh();
    await new ChallengeBoard(store).put('tok-a', 'site.test', 'tok-a.thumb');
    expect(await new ChallengeBoard(store).answer('tok-a', 'site.test')).toBe('tok-a.thumb');
  });
});

describe('DnsChallengeBoard', () => {
  it('holds several TXT values per name until removed or expired; changedAt follows every change', async () => {
    let t = 1_000;
    const board = new DnsChallengeBoard(await states.fresh(), () => t);
    expect(await board.changedAt()).toBe(0);
    t = 2_000;
    const a = await board.put('Example.COM.', 'one');
    const b = await board.put('example.com', 'two');
    expect(await board.records()).toEqual([
      { name: '_acme-challenge.example.com', value: 'one' },
      { name: '_acme-challenge.example.com', value: 'two' },
    ]);
    expect(await board.changedAt()).toBe(2_000);
    t = 3_000;
    await board.remove(a);
    expect(await board.records()).toEqual([{ name: '_acme-challenge.example.com', value: 'two' }]);
    expect(await board.changedAt()).toBe(3_000);
    t += 10 * 60 * 1000;
    expect(await board.records()).toEqual([]);
    await board.remove(b); // already gone: no change
    expect(await board.changedAt()).toBe(3_000);
  });

  it('a TXT value put through one origin is published by every origin of the store', async () => {
    const store = await states.fresh();
    const a = new DnsChallengeBoard(store);
    const b = new DnsChallengeBoard(store);
    const handle = await a.put('p.test', 'v');
    expect(await b.records()).toEqual([{ name: '_acme-challenge.p.test', value: 'v' }]);
    expect(await b.changedAt()).toBe(await a.changedAt());
    await b.remove(handle);
    expect(await a.records()).toEqual([]);
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

describe('sharedAccountKeys', () => {
  const DIR = 'https://acme.test/dir';
  it('one account key for every origin of the store: the first saved wins, the later one gets it', async () => {
    const shared = await states.fresh();
    const a = sharedAccountKeys(shared);
    const b = sharedAccountKeys(shared);
    expect(await a.load(DIR)).toBeNull();
    expect(await a.save(DIR, 'KEY-A')).toBe('KEY-A');
    expect(await b.save(DIR, 'KEY-B')).toBe('KEY-A'); // B created one at the same time: it uses A's
    expect(await b.load(DIR)).toBe('KEY-A');
    expect(await b.load('https://other.test/dir')).toBeNull();
  });

  it('carries the key an older server kept in <data>/acme/ into the store', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitepub-acme-keys-'));
    try {
      const legacy = fileAccountKeys(join(dir, 'acme'));
      expect(await legacy.save(DIR, 'OLD-KEY')).toBe('OLD-KEY');
      const shared = await states.fresh();
      expect(await sharedAccountKeys(shared, { legacy }).load(DIR)).toBe('OLD-KEY');
      // now in the store: another origin (without the folder) reads it too
      expect(await sharedAccountKeys(shared).load(DIR)).toBe('OLD-KEY');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('sharedWildcardCerts', () => {
  const cert = (n: number) => ({
    altnames: ['*.p.test', 'p.test'],
    certPem: `C${n}`,
    chainPem: `C${n}\nI`,
    keyPem: `K${n}`,
    notBefore: n,
    notAfter: n + 1,
  });
  it('keeps the wildcard per zone for every origin; a renewal replaces it; damage says what to do', async () => {
    const shared = await states.fresh();
    const a = sharedWildcardCerts(shared);
    const b = sharedWildcardCerts(shared);
    expect(await b.load('p.test')).toBeNull();
    await a.save('p.test', cert(1));
    expect(await b.load('P.test')).toEqual(cert(1));
    await b.save('p.test', cert(2));
    expect(await a.load('p.test')).toEqual(cert(2));
    await shared.put('acme-wildcards', 'p.test', '{"altnames":[]}', { now: Date.now() });
    await expect(a.load('p.test')).rejects.toThrow(/damaged: delete the shared-state entry/);
  });

  it('carries a wildcard an older server kept in <data>/acme/ into the store', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitepub-wildcard-legacy-'));
    try {
      await fileWildcardCerts(join(dir, 'acme')).save('p.test', cert(7));
      const shared = await states.fresh();
      const legacy = fileWildcardCerts(join(dir, 'acme'));
      expect(await sharedWildcardCerts(shared, { legacy }).load('p.test')).toEqual(cert(7));
      expect(await sharedWildcardCerts(shared).load('p.test')).toEqual(cert(7));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

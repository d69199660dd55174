/**
 * The pure parts of ACME support: the `--acme-*` flags and SITEPUB_ACME_* variables (acme-config.ts), the order
 * guard's backoff and rate limits (order-guard.ts), and the pending-challenge board (challenges.ts).
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

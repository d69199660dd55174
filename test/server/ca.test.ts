import { afterAll, describe, expect, it } from 'vitest';
import { X509Certificate, createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateAuthority } from '../../src/server/ca/authority.ts';
import { checkPemBundle } from '../../src/server/ca/pem-bundle.ts';
import { covers, describeCert, expiresInWords } from '../../src/server/ca/cert-info.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A fresh folder for an authority, removed after the file's tests. */
const made: string[] = [];
async function caDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ca-'));
  made.push(dir);
  return join(dir, 'ca');
}
afterAll(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('certificate authority', () => {
  it('creates its root once under the data folder and reloads it', async () => {
    const dir = await caDir();
    const a = await loadOrCreateAuthority(dir);
    const b = await loadOrCreateAuthority(dir);
    expect(b.rootPem).toBe(a.rootPem);
    expect((await stat(join(dir, 'root.key.pem'))).mode & 0o777).toBe(0o600);
    expect(await readFile(join(dir, 'root.cert.pem'), 'utf8')).toBe(a.rootPem);
    const root = new X509Certificate(a.rootPem);
    expect(root.ca).toBe(true);
    // The reloaded authority still signs with the same key.
    const leaf = new X509Certificate((await b.issue(['x.example.com'])).certPem);
    expect(leaf.verify(root.publicKey)).toBe(true);
  });

  it('issues leaf certificates that chain to the root, cover the names and match their key', async () => {
    const ca = await loadOrCreateAuthority(await caDir());
    const issued = await ca.issue(['Site.Example.com', '*.site.example.com']);
    const leaf = new X509Certificate(issued.certPem);
    const root = new X509Certificate(ca.rootPem);
    expect(leaf.checkIssued(root)).toBe(true);
    expect(leaf.verify(root.publicKey)).toBe(true);
    expect(leaf.ca).toBe(false);
    expect(leaf.checkHost('site.example.com')).toBe('site.example.com');
    expect(leaf.checkHost('123-site.example.com')).toBeUndefined();
    expect(leaf.checkHost('pr.site.example.com')).toBe('*.site.example.com');
    expect(leaf.checkPrivateKey(createPrivateKey(issued.keyPem))).toBe(true);
    expect(issued.altnames).toEqual(['site.example.com', '*.site.example.com']);
    const days = (leaf.validToDate.getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);
    // The bundle the authority issues passes the custom-bundle validator too.
    expect(checkPemBundle(issued.keyPem + issued.chainPem, 'site.example.com').ok).toBe(true);
    const info = describeCert(issued.certPem, 'managed');
    expect(info).toMatchObject({
      subject: 'site.example.com',
      issuer: 'sitepub Local Root CA',
      subjectAltNames: ['site.example.com', '*.site.example.com'],
      autoRenew: true,
    });
    expect(info.expInDays).toBe(89);
  });
});

describe('custom PEM bundle validation', async () => {
  const ca = await loadOrCreateAuthority(await caDir());
  const good = await ca.issue(['shop.example.org', 'www.shop.example.org']);
  const other = await ca.issue(['other.example.org']);

  it('accepts key + chain in any block order and normalises the key to PKCS#8', () => {
    const r = checkPemBundle(good.chainPem + good.keyPem, 'www.shop.example.org');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.keyPem).toContain('BEGIN PRIVATE KEY');
      expect(r.altnames).toContain('shop.example.org');
    }
  });

  it('parses an RSA (PKCS#1) key and checks it against the leaf', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pkcs1 = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    const r = checkPemBundle(pkcs1 + good.chainPem, 'shop.example.org');
    expect(r).toEqual({ ok: false, reason: expect.stringContaining('does not match') });
  });

  it.each([
    ['no key', () => good.chainPem, /no private key/],
    ['no certificate', () => good.keyPem, /no certificate/],
    ['garbage', () => 'hello', /no private key/],
    ['two keys', () => good.keyPem + other.keyPem + good.chainPem, /more than one private key/],
    ['wrong key', () => other.keyPem + good.chainPem, /does not match/],
    [
      'bad key',
      () => '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n' + good.chainPem,
      /could not be parsed/,
    ],
    [
      'bad cert',
      () => good.keyPem + '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n',
      /could not be parsed/,
    ],
    [
      'encrypted key',
      () => '-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----\n',
      /encrypted/,
    ],
    ['misordered chain', () => good.keyPem + ca.rootPem + good.certPem, /does not match/],
    ['broken chain', () => good.keyPem + good.certPem + other.certPem, /did not issue/],
  ])('rejects %s', (_name, bundle, reason) => {
    const r = checkPemBundle(bundle(), 'shop.example.org');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
  });

  it('rejects a certificate that does not cover the domain', () => {
    const r = checkPemBundle(good.keyPem + good.chainPem, 'evil.example.org');
    expect(r).toEqual({
      ok: false,
      reason: expect.stringMatching(/does not cover evil\.example\.org.*shop\.example\.org/),
    });
  });

  it('rejects an expired certificate', async () => {
    const old = await ca.issue(['shop.example.org'], {
      now: new Date(Date.now() - 100 * DAY),
      validityDays: 10,
    });
    const r = checkPemBundle(old.keyPem + old.chainPem, 'shop.example.org');
    expect(r).toEqual({ ok: false, reason: expect.stringMatching(/expired on/) });
  });

  it('never echoes the key in a reason', () => {
    const r = checkPemBundle(other.keyPem + good.chainPem, 'shop.example.org');
    expect(JSON.stringify(r)).not.toContain(other.keyPem.split('\n')[1]);
  });
});

describe('names', () => {
  it('wildcards match exactly one label', () => {
    expect(covers(['*.a.com'], 'b.a.com')).toBe(true);
    expect(covers(['*.a.com'], 'a.com')).toBe(false);
    expect(covers(['*.a.com'], 'c.b.a.com')).toBe(false);
    expect(covers(['A.com'], 'a.COM')).toBe(true);
  });
  it('expiresInWords', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(expiresInWords(new Date(now.getTime() + 90 * DAY), now)).toBe('in 3 months');
    expect(expiresInWords(new Date(now.getTime() + 1 * DAY + 5), now)).toBe('in 1 day');
    expect(expiresInWords(new Date(now.getTime() + 5 * 3600_000), now)).toBe('in 5 hours');
    expect(expiresInWords(new Date(now.getTime() - 5), now)).toBe('expired');
  });
});

/**
 * Managed-certificate renewal before expiry (clock moved forward), and the `collect` line of a deploy that is
 * over the account's plan: the deploy does not complete until the account subscribes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as tarCreate } from 'tar';
import { describe, expect, it } from 'vitest';
import { loadOrCreateAuthority, RENEW_BEFORE_DAYS } from '../../src/server/ca/authority.ts';
import { CertificateManager } from '../../src/server/ca/manager.ts';
import { defaultPlans } from '../../src/server/billing/plans.ts';
import { CertificatesRepository } from '../../src/store/sql/certificates.ts';
import { openSqlite } from '../../src/store/sqlite/database.ts';
import { basicToken, startTestServer } from '../helpers/server.ts';
import { call, makeHome, ndjson } from './helpers.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('managed certificate renewal', () => {
  it('renews only certificates within the renewal window, and only for projects that exist', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'renew-'));
    try {
      const store = new CertificatesRepository((await openSqlite(':memory:')).sql);
      let now = Date.now();
      const live = new Set(['a.example.com', 'b.example.com']);
      const certs = new CertificateManager({
        ca: await loadOrCreateAuthority(join(dir, 'ca')),
        store,
        now: () => now,
        projectExists: async (d) => live.has(d),
      });
      const first = await certs.ensureManaged('a.example.com');
      expect(first.issued).toBe(true);
      await certs.ensureManaged('b.example.com');
      expect((await certs.ensureManaged('a.example.com')).issued).toBe(false);
      expect(await certs.renewDue()).toEqual([]);

      now += (90 - RENEW_BEFORE_DAYS + 1) * DAY; // inside the window
      live.delete('b.example.com');
      expect(await certs.renewDue()).toEqual(['a.example.com']);
      const [renewed] = await store.list('a.example.com');
      expect(renewed!.notAfter).toBeGreaterThan(first.cert.notAfter);
      expect((await certs.describe('a.example.com'))[0]!.expInDays).toBe(89);
      // The TLS bundle for the name is the renewed one.
      expect((await certs.bundleFor('a.example.com'))!.notAfter).toBe(renewed!.notAfter);
      expect(await certs.bundleFor('b.example.com')).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('certificates issued ahead of a deploy (prepare, called by the upload plan)', () => {
  it('a deploy takes the prepared certificate; unused ones store nothing and expire; valid ones are not redone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'prepare-'));
    try {
      const store = new CertificatesRepository((await openSqlite(':memory:')).sql);
      const ca = await loadOrCreateAuthority(join(dir, 'ca'));
      let issues = 0;
      const issue = ca.issue.bind(ca);
      ca.issue = (...args) => (issues++, issue(...args));
      let now = Date.now();
      const certs = new CertificateManager({ ca, store, now: () => now, projectExists: async () => true });

      certs.prepare('a.example.com');
      certs.prepare('a.example.com'); // once per domain
      await new Promise((r) => setTimeout(r, 50));
      expect(issues).toBe(1);
      expect(await store.list('a.example.com')).toEqual([]); // nothing stored before a deploy
      const first = await certs.ensureManaged('a.example.com');
      expect(first.issued).toBe(true);
      expect(issues).toBe(1); // the deploy took the prepared one
      expect(certs.eventData(first.cert)).toMatchObject({
        issuer: 'sitepub Local Root CA',
        altnames: ['a.example.com'],
      });

      certs.prepare('a.example.com'); // valid certificate: nothing to issue
      await new Promise((r) => setTimeout(r, 20));
      expect(issues).toBe(1);

      certs.prepare('b.example.com');
      await new Promise((r) => setTimeout(r, 50));
      now += 16 * 60 * 1000; // past the 15 minutes a prepared certificate is kept
      const late = await certs.ensureManaged('b.example.com');
      expect(issues).toBe(3);
      expect(late.cert.notBefore).toBe(now - 60 * 60 * 1000); // issued now (valid from an hour back), not 16 min ago
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('collect', () => {
  it('a deploy over the free plan streams collect and no info; after subscribing it completes', async () => {
    const plans = defaultPlans();
    plans[0]!.limits.maxFiles = 2; // the test site has 3 files
    const srv = await startTestServer({ edges: 0, overrides: { extras: { plans } } });
    const { home } = await makeHome();
    try {
      const token = await srv.token('payer@example.com');
      const chunks: Buffer[] = [];
      for await (const c of tarCreate({ gzip: true, cwd: home, portable: true }, ['site']))
        chunks.push(Buffer.from(c as Uint8Array));
      const deploy = async (fileCount: string) => {
        const res = await fetch(`${srv.api}/big.localhost`, {
          method: 'PUT',
          headers: {
            authorization: basicToken(token),
            'content-type': 'application/gzip',
            'file-count': fileCount,
            'project-size': '120',
          },
          body: Buffer.concat(chunks),
        });
        return ndjson(await res.text());
      };
      // Honest headers: refused before the upload.
      let lines = await deploy('3');
      expect(lines.map((l) => l.type)).toEqual(['collect', 'error']);
      expect(lines[0]).toMatchObject({
        plan: { id: 'standard', amount: 1300 },
        perks: expect.any(Array),
        checkout_url: expect.stringContaining('/billing/upgrade/'),
        stripe_pk: 'pk_test_sitepub',
        reason:
          "the project is over the Free plan's limits (3 files is over its 2 files); the Standard plan allows 450 MB and 10,100 files",
      });
      expect((lines[1] as { error: { message: string } }).error.message).toMatch(
        /needs the Standard plan \(the project is over the Free plan's limits \(3 files is over its 2 files\)/,
      );
      // Headers that understate the size: caught after the upload, from what was actually received.
      lines = await deploy('1');
      expect(lines.map((l) => l.type)).toContain('collect');
      expect(lines.map((l) => l.type)).not.toContain('info');
      expect((await call(srv.api, token, 'GET', '/big.localhost/list')).status).toBe(404);

      await call(srv.api, token, 'PUT', '/plan', { plan: 'standard', token: 'tok_visa' });
      lines = await deploy('3');
      expect(lines.map((l) => l.type)).toContain('info');
      expect(lines.find((l) => l.type === 'subscription')).toMatchObject({ data: { id: 'standard' } });
    } finally {
      await srv.close();
      await rm(home, { recursive: true, force: true });
    }
  });
});

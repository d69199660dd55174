/**
 * Every function of the official `surge-sdk` (0.20.0, with `surge-stream` for the three streaming calls)
 * against the real server, checking the shapes the official clients read.
 */
import { createRequire } from 'node:module';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { loadOrCreateAuthority } from '../../src/server/ca/authority.ts';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { makeHome } from './helpers.ts';
import { itOn, PROFILES } from '../helpers/profiles.ts';

describe.each(PROFILES)('against the %s profile', (profile) => {
  const it = itOn(profile);

  const require = createRequire(import.meta.url);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Any = any;
  const surgeSdk = require('surge-sdk') as (
    config: { endpoint: string },
    stream?: unknown,
  ) => Record<string, (...args: Any[]) => Any>;
  const surgeStream = require('surge-stream') as unknown;

  let srv: TestServer;
  let sdk: Record<string, (...args: Any[]) => Any>;
  let creds: { user: string; pass: string };
  let home: string;
  let site: string;
  const EMAIL = 'sdk-user@example.com';
  const D = 'sdk-site.localhost';
  const APEX = 'sdk-apex.com';

  /** Calls a callback-style SDK function: resolves `{err, data}`. */
  function cb(name: string, ...args: Any[]): Promise<{ err: Any; data: Any }> {
    return new Promise((resolve) => sdk[name]!(...args, (err: Any, data: Any) => resolve({ err, data })));
  }
  async function ok(name: string, ...args: Any[]): Promise<Any> {
    const r = await cb(name, ...args);
    expect(r.err, `${name}: ${JSON.stringify(r.err)}`).toBeFalsy();
    return r.data;
  }
  /** Runs a streaming SDK call to its end: the events seen and whether it succeeded. */
  function stream(emitter: Any): Promise<{ events: Any[]; success: boolean; status: number | null }> {
    return new Promise((resolve) => {
      const events: Any[] = [];
      let status: number | null = null;
      emitter.on('data', (d: Any) => events.push({ ...d }));
      emitter.on('response', (r: Any) => (status = r.statusCode));
      emitter.on('success', () => resolve({ events, success: true, status }));
      emitter.on('fail', () => resolve({ events, success: false, status }));
    });
  }

  beforeAll(async () => {
    srv = await startTestServer({ profile, edges: 1 });
    sdk = surgeSdk({ endpoint: srv.api }, surgeStream);
    ({ home, site } = await makeHome());
  });

  afterAll(async () => {
    await srv?.close();
    if (home) await rm(home, { recursive: true, force: true });
  });

  describe('surge-sdk against the reference server', () => {
    it('stats (no auth), account (creates on first email+password), token', async () => {
      const stats = await ok('stats');
      expect(stats).toMatchObject({
        projects: expect.any(Number),
        deployemnts: expect.any(Number),
        bytes: expect.any(Number),
        files: expect.any(Number),
      });
      const account = await ok('account', { user: EMAIL, pass: TEST_PASSWORD });
      expect(account).toMatchObject({ email: EMAIL, plan: { name: 'Free' }, card: null });
      const t = await ok('token', { user: EMAIL, pass: TEST_PASSWORD });
      expect(t).toMatchObject({ user: 'token', pass: expect.stringMatching(/^[0-9a-f]{64}$/) });
      creds = t;
      const bad = await cb('account', { user: 'token', pass: 'f'.repeat(64) });
      expect(bad.err).toMatchObject({ status: 401, messages: [expect.any(String)] });
    });

    it('tokenAdd, tokens, tokenRem', async () => {
      const added = await ok('tokenAdd', { msg: 'ci', scope: [D] }, creds);
      expect(added).toMatchObject({
        token: expect.any(String),
        id: expect.stringMatching(/^tok-/),
        msg: 'ci',
        scope: [D],
      });
      const list = await ok('tokens', creds);
      expect(list.map((x: Any) => x.id)).toContain(added.id);
      await ok('tokenRem', added.id, creds);
      expect((await ok('tokens', creds)).map((x: Any) => x.id)).not.toContain(added.id);
    });

    it('loginSession and loginPoll', async () => {
      const s = await ok('loginSession', 'sdk-host');
      expect(s).toMatchObject({
        uuid: expect.any(String),
        url: expect.any(String),
        code: expect.any(String),
        poll: expect.any(String),
      });
      expect(await ok('loginPoll', s.uuid, s.poll)).toEqual({ status: 'pending' });
    });

    it('mfaSession, reset, verification, upgradeLink, billingLink', async () => {
      expect((await ok('mfaSession', creds)).url).toMatch(/^http/);
      await ok('reset', EMAIL);
      const outbox = await readdir(join(srv.data, 'outbox'));
      expect(outbox.length).toBeGreaterThan(0);
      const v = await ok('verification', creds);
      expect(v.verified === false && v.sent === true).toBe(true);
      expect((await ok('upgradeLink', 'standard', creds)).url).toMatch(/\/billing\/upgrade\//);
      expect((await ok('upgradeLink', creds)).url).toMatch(/\/billing\/upgrade\//);
      expect((await ok('billingLink', creds)).url).toMatch(/\/billing\/portal\//);
    });

    it('publish (stream), list, metadata, manifest, status, certs, encrypt (stream)', async () => {
      const pub = await stream(
        sdk.publish!(
          site,
          D,
          creds,
          { 'file-count': '3', 'project-size': '120', version: 'sdk-test' },
          { _: [site, D] },
        ),
      );
      expect(pub.success).toBe(true);
      expect(pub.events.map((e) => e.type)).toEqual(
        expect.arrayContaining(['progress', 'cert', 'subscription', 'info']),
      );
      const staged = await stream(sdk.publish!(site, D, creds, { stage: 'true' }));
      expect(staged.success).toBe(true);

      const projects = await ok('list', creds);
      expect(projects.map((p: Any) => p.domain)).toContain(D);
      const revs = await ok('list', D, creds);
      expect(revs).toHaveLength(2);
      const meta = await ok('metadata', D, creds);
      expect(meta).toMatchObject({ rev: expect.any(Number), email: EMAIL, publicFileCount: 3 });
      expect((await ok('metadata', D, revs[0].rev, creds)).rev).toBe(revs[0].rev);
      expect(Object.keys(await ok('manifest', D, creds)).sort()).toEqual([
        '/about.html',
        '/docs/index.html',
        '/index.html',
      ]);
      expect(Object.keys(await ok('manifest', D, revs[0].rev, creds))).toHaveLength(3);

      expect(await ok('status', D, creds)).toMatchObject({
        status: 'live',
        https: true,
        records: { a: expect.any(Array) },
      });
      const missing = await cb('status', 'nothing-here.localhost', creds);
      expect(missing.err).toMatchObject({ status: 404, messages: ['domain not published'] });
      expect((await ok('certs', D, creds)).certs[0]).toMatchObject({
        subjectAltNames: [D],
        autoRenew: true,
        expInDays: expect.any(Number),
      });
      const enc = await stream(sdk.encrypt!(D, creds, {}, {}));
      expect(enc.success).toBe(true);
      expect(enc.events.map((e) => e.type)).toEqual(['progress', 'progress', 'progress', 'cert', 'info']);
    });

    it('rollback, rollfore, cutover, bust, discard', async () => {
      // One live revision and a staged one never live. The production rule: neither rollback nor rollfore may
      // put the never-live revision live (surge used to step to it): 409, saying where production is.
      const live = (await ok('metadata', D, creds)).rev as number;
      for (const step of ['rollback', 'rollfore']) {
        const refused = await cb(step, D, creds);
        expect(refused.err).toMatchObject({ status: 409 });
        expect(JSON.stringify(refused.err)).toContain(
          `Production is unchanged: ${D} serves revision ${live}`,
        );
      }
      // A cutover is a choice: the newest revision goes live; then a rollback returns to the one live before.
      const cut = await ok('cutover', D, creds);
      expect(cut).toMatchObject({ revision: { preview: expect.any(String) } });
      const back = await ok('rollback', D, creds);
      expect(back).toMatchObject({
        revision: { rev: live },
        former: { rev: cut.revision.rev },
        instances: expect.any(Array),
      });
      const revs = await ok('list', D, creds);
      expect((await ok('cutover', D, `${revs[0].rev}-${D}`, creds)).status).toBe(201);
      expect(await ok('bust', D, creds)).toMatchObject({ confirmed: expect.any(Array) });
      // Discarding the live one: production returns to the revision live before it.
      const gone = await ok('discard', D, revs[0].rev, creds);
      expect(gone).toMatchObject({ uncached: { change: 'rollback' }, revision: { rev: revs[0].rev } });
      expect((await ok('metadata', D, creds)).rev).toBe(live);
      const stage = await stream(sdk.publish!(site, D, creds, { stage: 'true' }));
      expect(stage.success).toBe(true);
      expect((await ok('discard', D, creds)).revision).toBeTruthy();
    });

    it('settings, analytics, usage, audit', async () => {
      expect(
        await ok('settings', D, { cleanUrls: false, headers: { 'X-Robots-Tag': 'noindex' } }, creds),
      ).toMatchObject({ cleanUrls: false, headers: { 'X-Robots-Tag': 'noindex' } });
      expect(await ok('analytics', D, creds)).toBeTypeOf('object');
      expect(await ok('usage', D, creds)).toBeTypeOf('object');
      const audit = await ok('audit', D, creds);
      expect(audit['edge-1']).toMatchObject({ cert: { ok: true, subject: D } });
    });

    it('invite and revoke', async () => {
      const inv = await ok('invite', D, { emails: ['mate@example.com'] }, creds);
      expect(inv.invites[0]).toMatchObject({ email: 'mate@example.com', status: 'sent' });
      const rev = await ok('revoke', [D, 'mate@example.com'], creds);
      expect(rev).toEqual({ successes: ['mate@example.com'], fails: [], details: {} });
    });

    it('dns, dnsAdd, dnsRem, zone, zoneAdd, zoneRem', async () => {
      const pub = await stream(sdk.publish!(site, APEX, creds, {}));
      expect(pub.success).toBe(true);
      expect((await ok('dns', APEX, creds)).records).toEqual([]);
      const added = await ok('dnsAdd', APEX, { type: 'TXT', name: '@', value: 'hello' }, creds);
      expect(added.records).toHaveLength(1);
      const z = await ok(
        'zoneAdd',
        APEX,
        { type: 'MX', name: '@', value: 'mx.example.net', priority: 5 },
        creds,
      );
      expect(z.records.find((r: Any) => r.type === 'MX')).toMatchObject({ priority: 5 });
      expect((await ok('zone', APEX, creds)).records.some((r: Any) => r.type === 'NS')).toBe(true);
      expect((await ok('dnsRem', APEX, added.record.id, creds)).records).toHaveLength(1);
      expect(
        (await ok('zoneRem', APEX, z.record.id, creds)).records.every((r: Any) => r.category === 'managed'),
      ).toBe(true);
      const bad = await cb('dnsAdd', APEX, { type: 'A', name: 'x', value: 'nope' }, creds);
      expect(bad.err).toMatchObject({ status: 400, details: { value: expect.stringMatching(/IPv4/) } });
      const sub = await cb('dns', D, creds);
      expect(sub.err.status).toBe(405);
    });

    it('plans, subscription, card, plan (account and per-domain), ssl (stream)', async () => {
      const plans = await ok('plans', {}, creds);
      expect(plans.current.id).toBe('free');
      expect((await ok('plans', D, { promo: 'x' }, creds)).domain).toBe(D);
      expect(await ok('subscription', creds)).toMatchObject({
        subscription: null,
        stripe_pk: expect.any(String),
      });
      expect(await ok('subscription', D, creds)).toMatchObject({
        domain: D,
        type: 'free',
        perks: expect.any(Array),
        plan: { id: 'free' },
      });
      const card = await ok('card', { token: 'tok_visa' }, creds);
      expect(card.msg).toMatch(/Visa ending in 4242/);
      expect((await ok('plan', { plan: 'standard' }, creds)).msg).toMatch(/Standard/);
      expect((await ok('plan', D, { plan: 'standard' }, creds)).msg).toMatch(/remain on the Standard/);
      expect((await ok('subscription', creds)).subscription).toMatchObject({ status: 'active' });

      const ca = await loadOrCreateAuthority(join(home, 'sdk-ca'));
      const c = await ca.issue([D]);
      const pem = join(home, 'sdk.pem');
      await writeFile(pem, c.keyPem + c.chainPem);
      const ssl = await stream(sdk.ssl!(pem, D, creds, {}, {}));
      expect(ssl.status).toBe(202);
      expect(ssl.events[0]).toMatchObject({ type: 'msg', payload: { status: 'ok' } });
      expect((await ok('certs', D, creds)).certs[0]).toMatchObject({ autoRenew: false });
      await writeFile(pem, 'garbage');
      expect((await stream(sdk.ssl!(pem, D, creds, {}, {}))).status).toBe(400);
    });

    it('teardown and nuke', async () => {
      const refused = await cb('nuke', creds);
      expect(refused.err.status).toBe(409);
      expect((await ok('teardown', D, creds)).msg).toMatch(/removed/);
      expect((await ok('teardown', APEX, creds)).msg).toMatch(/removed/);
      expect((await ok('nuke', creds)).msg).toBeTruthy();
    });
  });
});

/**
 * Certificates, DNS, collaborators, settings, insight, billing, login sessions and stats: every remaining
 * client function against the reference server on 127.0.0.1.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, type Client, type StreamEvent } from '../../src/client/index.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { tempSite, type TempSite } from '../pack/fixtures.ts';

let srv: TestServer;
let site: TempSite;
let c: Client;
const SUB = 'extras.example.com';
const APEX = 'sitepub-client-apex.com';

beforeAll(async () => {
  srv = await startTestServer({ edges: 1 });
  site = await tempSite({ 'index.html': '<h1>extras</h1>' });
  c = createClient({ endpoint: srv.api, token: await srv.token('extras@example.com') });
  await c.deploy({ domain: SUB, source: site.root }).result;
  await c.deploy({ domain: APEX, source: site.root }).result;
});
afterAll(async () => {
  await srv?.close();
  await site?.cleanup();
});

describe('cache, status, insight', () => {
  it('purgeCache() confirms per edge', async () => {
    const r = await c.purgeCache(SUB);
    expect(Array.isArray(r.confirmed)).toBe(true);
    expect(Array.isArray(r.unconfirmed)).toBe(true);
  });

  it('status(), analytics(), usage() and audit() describe the project', async () => {
    // a custom domain whose DNS does not point at this server (#32.8: the real service says so)
    expect(await c.status(SUB)).toMatchObject({ status: 'waiting on dns', https: false });
    expect(await c.analytics(SUB)).toMatchObject({ range: expect.any(Array) });
    expect(await c.usage(SUB)).toMatchObject({ range: expect.any(Array) });
    const audit = await c.audit(SUB);
    expect(Object.keys(audit).length).toBeGreaterThan(0);
  });

  it('stats() is public', async () => {
    const anon = createClient({ endpoint: srv.api });
    const stats = await anon.stats();
    expect(stats.projects).toBeGreaterThanOrEqual(2);
  });
});

describe('certificates', () => {
  it('certs() lists the managed certificate and encrypt() streams progress, cert and info', async () => {
    const certs = await c.certs(SUB);
    expect(certs.certs[0]?.subjectAltNames).toContain(SUB);
    const run = c.encrypt(SUB);
    const types: string[] = [];
    for await (const e of run) types.push(e.type);
    expect(types[types.length - 1]).toBe('info');
    expect((await run.result).info).toMatchObject({ type: 'info' });
  });

  it('uploadCertificate() needs a paid plan, rejects a bad PEM with 400, accepts a real one', async () => {
    const err = await c.uploadCertificate(SUB, 'not a pem').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 403 });
    expect((err as Error).message).toMatch(/paid plan/);

    await c.setCard('tok_visa');
    const plans = await c.plans();
    const paid = (plans.list ?? plans.plans ?? []).find((p) => p.amount > 0);
    expect(paid).toBeDefined();
    await c.setPlan({ plan: paid!.id });
    await expect(c.uploadCertificate(SUB, 'not a pem')).rejects.toMatchObject({
      status: 400,
      code: 'bad-request',
    });

    const dir = mkdtempSync(join(tmpdir(), 'sitepub-pem-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:P-256',
          '-nodes',
          '-days',
          '30',
          '-subj',
          `/CN=${SUB}`,
          '-addext',
          `subjectAltName=DNS:${SUB}`,
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      const pem = readFileSync(join(dir, 'cert.pem'), 'utf8') + readFileSync(join(dir, 'key.pem'), 'utf8');
      const ok = await c.uploadCertificate(SUB, Readable.from([Buffer.from(pem)]));
      expect(ok.msg).toMatch(new RegExp(`custom certificate for ${SUB}.*installed`));
      expect((await c.certs(SUB)).certs.some((x) => x.issuer === SUB || x.subject === SUB)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('DNS', () => {
  it('is refused with 405 on a non-apex domain, with what to do', async () => {
    const err = await c.dns(SUB).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 405, code: 'not-allowed' });
    expect((err as Error).message).toMatch(/apex/);
  });

  it('dns/addDns/removeDns and zone/addZone/removeZone on an apex domain', async () => {
    const added = await c.addDns(APEX, {
      type: 'MX',
      name: '@',
      value: 'mx.mail.example.net',
      priority: '10',
    });
    const mx = added.records.find((r) => r.type === 'MX');
    expect(mx).toMatchObject({ name: '@', value: expect.stringContaining('mx.mail.example.net') });
    expect((await c.dns(APEX)).records.map((r) => r.id)).toContain(mx!.id);
    await expect(c.addDns(APEX, { type: 'MX', name: '@', value: '' })).rejects.toMatchObject({ status: 400 });
    await c.removeDns(APEX, mx!.id);
    expect((await c.dns(APEX)).records.find((r) => r.id === mx!.id)).toBeUndefined();

    const zone = await c.zone(APEX);
    expect(zone.records.some((r) => r.type === 'NS')).toBe(true);
    const z = await c.addZone(APEX, { type: 'TXT', name: 'www', value: 'hello' });
    const txt = z.records.find((r) => r.type === 'TXT' && r.name === 'www');
    expect(txt).toBeDefined();
    await c.removeZone(APEX, txt!.id);
    expect((await c.zone(APEX)).records.find((r) => r.id === txt!.id)).toBeUndefined();
  });
});

describe('collaborators and settings', () => {
  it('invite() and revoke()', async () => {
    const inv = await c.invite(SUB, ['friend@example.com']);
    expect(inv.invites).toEqual([
      expect.objectContaining({ email: 'friend@example.com', status: expect.any(String) }),
    ]);
    const rev = await c.revoke(SUB, ['friend@example.com']);
    expect(rev.successes).toContain('friend@example.com');
  });

  it('settings() echoes the configuration', async () => {
    expect(await c.settings(SUB, { spa: true, cleanUrls: false })).toMatchObject({
      spa: true,
      cleanUrls: false,
    });
  });
});

describe('plans and billing', () => {
  it('plans(domain), subscription(), subscription(domain), upgradeLink(), billingLink()', async () => {
    expect(await c.plans(SUB)).toBeTypeOf('object');
    expect(await c.subscription()).toHaveProperty('subscription');
    expect(await c.subscription(SUB)).toHaveProperty('subscription');
    expect((await c.upgradeLink()).url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect((await c.upgradeLink('standard')).url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect((await c.billingLink()).url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it('setPlan() names the allowed plans when given a wrong one', async () => {
    const err = await c.setPlan({ plan: 'platinum' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400 });
    expect((err as ApiError).body.details).toHaveProperty('plan');
  });

  it('a deploy over the plan fails fast on collect with the checkout URL', async () => {
    const free = createClient({ endpoint: srv.api, token: await srv.token('free@example.com') });
    const events: StreamEvent[] = [];
    const err = await free
      .deploy({
        domain: 'too-big.example.com',
        source: Readable.from([Buffer.alloc(10)]),
        fileCount: 1,
        projectSize: 300_000_000,
        onEvent: (e) => events.push(e),
      })
      .result.catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'payment-required', checkoutUrl: expect.stringMatching(/^http/) });
    expect(events.map((e) => e.type)).toContain('collect');
  });
});

describe('login sessions', () => {
  it('loginSession() and loginPoll() need no credentials; mfaSession() answers a URL', async () => {
    const anon = createClient({ endpoint: srv.api });
    const session = await anon.loginSession('ci-host');
    expect(session).toMatchObject({
      uuid: expect.any(String),
      poll: expect.any(String),
      url: expect.any(String),
    });
    expect((await anon.loginPoll(session.uuid, session.poll)).status).toBe('pending');
    expect((await c.mfaSession()).url).toEqual(expect.any(String));
  });
});

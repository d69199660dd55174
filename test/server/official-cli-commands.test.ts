/**
 * Every command of the official `surge` CLI (0.44.3) against the real server: run as a child process with
 * Node 24, FORCE_COLOR=0 and SURGE_TOKEN (login with piped input), checking exit status and output.
 * Interactive-only paths (`surge plan` without flags, `surge card`, `collect` payment) prompt for a card at
 * api.stripe.com and are covered through the API and `plan --web/--manage` instead.
 */
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { loadOrCreateAuthority } from '../../src/server/ca/authority.ts';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { call, makeHome, SURGE, surge as run, surgeLogin, type CliResult } from './helpers.ts';
import { itOn, PROFILES } from '../helpers/profiles.ts';

describe.each(PROFILES)('against the %s profile', (profile) => {
  const it = itOn(profile);

  let srv: TestServer;
  let token: string;
  let home: string;
  let site: string;
  const EMAIL = 'cli-user@example.com';
  const D = 'cli-site.localhost';
  const APEX = 'cli-apex.com';

  const surge = (...args: string[]): Promise<CliResult> => run(srv.api, token, home, args);
  const ok = async (...args: string[]): Promise<string> => {
    const r = await surge(...args);
    expect(r.code, `surge ${args.join(' ')}\n${r.out}`).toBe(0);
    return r.out;
  };

  const login = (email: string, password: string): Promise<CliResult> =>
    surgeLogin(SURGE, srv.api, home, email, password);

  beforeAll(async () => {
    srv = await startTestServer({ profile, edges: 1 });
    token = await srv.token(EMAIL);
    ({ home, site } = await makeHome());
  });

  afterAll(async () => {
    await srv?.close();
    if (home) await rm(home, { recursive: true, force: true });
  });

  describe('account commands', () => {
    it('login stores the token in .netrc, whoami reads it, logout removes it', async () => {
      const r = await login(EMAIL, TEST_PASSWORD);
      expect(r.out).toMatch(/Logged in as cli-user@example\.com/);
      const netrc = await readFile(join(home, '.netrc'), 'utf8');
      const host = new URL(srv.api).host;
      expect(netrc).toContain(`machine ${host}`);
      const child = await new Promise<CliResult>((resolve) => {
        const c = spawn(process.execPath, [SURGE, 'whoami', '--endpoint', srv.api], {
          env: { PATH: process.env.PATH ?? '', HOME: home, FORCE_COLOR: '0' },
        });
        let out = '';
        c.stdout.on('data', (d: Buffer) => (out += d.toString()));
        c.on('close', (code) => resolve({ code, out }));
      });
      expect(child.out).toMatch(/cli-user@example\.com - Free/);
      const out = await run(srv.api, '', home, ['logout']);
      expect(out.code).toBe(0);
      expect(await readFile(join(home, '.netrc'), 'utf8')).not.toContain(`machine ${host}`);
    });

    it('whoami, token, token add, tokens list and rem', async () => {
      expect(await ok('whoami')).toMatch(/cli-user@example\.com - Free/);
      expect(await ok('token')).toContain(token);
      const added = await ok('tokens', 'add', '-m', 'for ci');
      expect(added).toMatch(/[0-9a-f]{64}[\s\S]*for ci/);
      const listed = await ok('tokens', 'list');
      const id = /(tok-[0-9a-f]{8})[^\n]*for ci/.exec(listed)?.[1];
      expect(id, listed).toBeTruthy();
      await ok('tokens', 'rem', id!);
      expect(await ok('tokens', 'list')).not.toContain(id!);
    });

    it('verify sends the verification mail', async () => {
      expect(await ok('verify')).toMatch(/sent|verif/i);
    });

    it('mfa prints a link', async () => {
      expect(await ok('mfa')).toMatch(/http:\/\/127\.0\.0\.1:\d+\//);
    });

    it('plan --web and plan --manage print 48-hour links that open', async () => {
      const web = await ok('plan', '--web');
      expect(web).toMatch(/valid 48 hours/);
      const url = /(http:\/\/\S+\/billing\/upgrade\/\S+)/.exec(web)?.[1];
      expect((await fetch(url!)).status).toBe(200);
      const manage = await ok('plan', '--manage');
      expect(manage).toMatch(/\/billing\/portal\//);
    });
  });

  describe('publishing and revisions', () => {
    let first: string;
    it('publishes, stages a preview, lists projects and revisions', async () => {
      expect(await ok(site, D, '-m', 'first')).toMatch(/Success! - Published to cli-site\.localhost/);
      expect(await ok(site, D, '--stage', '-m', 'preview')).toMatch(
        /Preview available at \d+-cli-site\.localhost/,
      );
      expect(await ok('list')).toContain(D);
      const revs = await ok(D, 'revs');
      expect(revs.match(/\d{13}-cli-site\.localhost .*cli-user@example\.com/g)).toHaveLength(2);
      const list = await call(srv.api, token, 'GET', `/${D}/list`);
      first = String(list.body[1].rev);
    });

    it('cutover, rollback, rollfore, discard', async () => {
      expect(await ok(D, 'cutover')).toMatch(/now serving|Done|Unchanged/);
      expect(await ok(D, 'rollback')).toMatch(/Rollback|Unchanged/);
      // The production rule: production was rolled back from the newer revision, so a rollfore (an implicit
      // move) does not return there; the official CLI prints the server's 409, which says where production is.
      const fore = await surge(D, 'rollfore');
      expect(fore.code).toBe(1);
      expect(fore.out).toMatch(/Error - nothing to roll forward to on cli-site\.localhost/);
      expect(fore.out).toMatch(/Production is unchanged: cli-site\.localhost serves revision \d+/);
      expect(await ok(D, 'cutover', first)).toMatch(/now serving|Unchanged/);
      const list = await call(srv.api, token, 'GET', `/${D}/list`);
      expect(await ok(D, 'discard', String(list.body[0].rev))).toMatch(/Discarded/);
    });

    it('config changes settings and prints them', async () => {
      const out = await ok(D, 'config', '--spa', 'true', '--cors', '*');
      expect(out).toMatch(/spa/);
      // PUT /settings echoes the resulting configuration (spec); GET /settings is a sitepub extension.
      const s = await call(srv.api, token, 'PUT', `/${D}/settings`, {});
      expect(s.body).toMatchObject({ spa: true, cors: '*' });
      const bad = await surge(D, 'config', '--colour', 'blue');
      expect(bad.code).toBe(1);
      expect(bad.out).toMatch(/unknown setting/);
    });

    it('debug status, files, audit, bust, certs, encrypt', async () => {
      expect(await ok(D, 'debug', 'status')).toMatch(/live|CNAME/);
      expect(await ok(D, 'debug', 'files')).toMatch(/index\.html/);
      await ok(D, 'debug', 'audit');
      expect(await ok(D, 'debug', 'bust')).toMatch(/Bust/i);
      expect(await ok(D, 'debug', 'encrypt')).not.toMatch(/Error/);
      expect(await ok(D, 'debug', 'certs')).toMatch(/cli-site\.localhost/);
    });

    it('stats traffic, load, audience, usage', async () => {
      for (const s of ['traffic', 'load', 'audience', 'usage']) await ok(D, 'stats', s);
    });
  });

  describe('collaborators', () => {
    it('invite prints the invitations; revoke confirms', async () => {
      const inv = await ok(D, 'invite', 'pal@example.com');
      expect(inv).toMatch(/pal@example\.com[\s\S]*sent/);
      expect(await ok(D, 'revoke', 'pal@example.com')).toMatch(/pal@example\.com have been revoked/);
    });
  });

  describe('DNS and zone', () => {
    it('dns add/list/rem and zone add/list/rem on an apex domain', async () => {
      await ok(site, APEX);
      expect(await ok(APEX, 'dns', 'list')).toMatch(/Empty/);
      expect(await ok(APEX, 'dns', 'add', 'MX', '@', '10', 'mx.mail.net')).toMatch(/record added/);
      expect(await ok(APEX, 'dns', 'add', 'TXT', '@', 'v=spf1')).toMatch(/record added/);
      const listed = await ok(APEX, 'dns', 'list');
      const id = /rec_[0-9a-f]{10}/.exec(listed)?.[0];
      expect(id, listed).toBeTruthy();
      expect(await ok(APEX, 'dns', 'rem', id!)).toMatch(/record removed/);
      expect(await ok(APEX, 'zone', 'add', 'A', 'www', '192.0.2.1')).toMatch(/record added/);
      const zone = await ok(APEX, 'zone', 'list');
      expect(zone).toMatch(/\$ORIGIN cli-apex\.com[\s\S]*NS[\s\S]*ns1\.localhost/);
      const zid = /192\.0\.2\.1\s+(rec_[0-9a-f]{10})/.exec(zone)?.[1];
      expect(zid, zone).toBeTruthy();
      expect(await ok(APEX, 'zone', 'rem', zid!)).toMatch(/record removed/);
      const bad = await surge(APEX, 'dns', 'add', 'A', 'www', 'not-an-ip');
      expect(bad.code).toBe(1);
      expect(bad.out).toMatch(/IPv4/);
      const sub = await surge(D, 'dns', 'list');
      expect(sub.code).toBe(1);
      expect(sub.out).toMatch(/Invalid - .*not an apex domain|subdomain of localhost/);
    });
  });

  describe('custom certificate', () => {
    it('ssl --pem is refused on the free plan with the reason, accepted on a paid plan', async () => {
      const ca = await loadOrCreateAuthority(join(home, 'ext-ca'));
      const c = await ca.issue([D]);
      const pem = join(home, 'bundle.pem');
      await writeFile(pem, c.keyPem + c.chainPem);
      const free = await surge(D, 'ssl', '--pem', pem);
      expect(free.code).toBe(1);
      expect(free.out).toMatch(
        profile === 'surge'
          ? /Aborted - Forbidden/
          : /Aborted - Forbidden: custom certificates need a paid plan/,
      );
      await call(srv.api, token, 'PUT', '/plan', { plan: 'standard', token: 'tok_visa' });
      expect(await ok(D, 'ssl', '--pem', pem)).toMatch(
        /Success - custom certificate for cli-site\.localhost installed/,
      );
      expect(await ok('whoami')).toMatch(/Standard/);
    });
  });

  describe('teardown and nuke', () => {
    it('nuke refuses while projects exist; teardown removes them; then nuke deletes the account', async () => {
      const refused = await surge('nuke');
      expect(refused.code).not.toBe(0);
      expect(await ok(D, 'teardown')).toMatch(/cli-site\.localhost has been removed/);
      expect(await ok(APEX, 'teardown')).toMatch(/has been removed/);
      expect(await ok('list')).toMatch(/Empty/);
      await ok('nuke');
      const gone = await call(srv.api, token, 'GET', '/account');
      expect(gone.status).toBe(401);
    });
  });
});

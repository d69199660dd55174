/**
 * Every client function whose server side exists, against the reference server on 127.0.0.1 (real Fastify,
 * real store, real archives). Endpoints not built yet are in endpoints-pending.test.ts.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { ApiError, createClient, DEPLOY_ID_META_KEY, type Client } from '../../src/client/index.ts';
import { diffManifests, localManifest } from '../../src/pack/index.ts';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { tempSite, type TempSite } from '../pack/fixtures.ts';
import { parseRecord } from '../../src/protocol/deploy-record.ts';
import { itOn, PROFILES } from '../helpers/profiles.ts';

describe.each(PROFILES)('against the %s profile', (profile) => {
  const it = itOn(profile);

  let srv: TestServer;
  let site: TempSite;
  let c: Client;
  const email = 'owner@example.com';
  const DOMAIN = 'client-test.example.com';

  beforeAll(async () => {
    srv = await startTestServer({ profile, edges: 1 });
    site = await tempSite({
      'index.html': '<h1>v1</h1>',
      'about/index.html': 'about',
      'app.js': 'console.log(1)',
    });
    c = createClient({ endpoint: srv.api, token: await srv.token(email) });
  });
  afterAll(async () => {
    await srv?.close();
    await site?.cleanup();
  });

  describe('accounts and tokens', () => {
    it('account() returns the account of the token', async () => {
      const account = await c.account();
      expect(account.email).toBe(email);
      expect(account.plan.name).toEqual(expect.any(String));
    });

    it('mintToken() with email+password creates the account, tokens() lists it, revokeToken() kills it', async () => {
      const login = createClient({ endpoint: srv.api, email: 'new@example.com', password: TEST_PASSWORD });
      const minted = await login.mintToken({ msg: 'ci token' });
      expect(minted).toMatchObject({ email: 'new@example.com', token: expect.any(String), msg: 'ci token' });
      const withToken = createClient({ endpoint: srv.api, token: minted.token });
      expect((await withToken.account()).email).toBe('new@example.com');
      const list = await withToken.tokens();
      const entry = list.find((t) => t.msg === 'ci token');
      expect(entry).toBeDefined();
      await withToken.revokeToken(entry!.id);
      const err = await withToken.account().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status: 401, code: 'unauthorized', method: 'GET', path: '/account' });
      expect((err as Error).message).toMatch(/mint a new one/);
    });

    it('a wrong password is a 401 that says what to do', async () => {
      const bad = createClient({ endpoint: srv.api, email, password: 'wrong password', retry: false });
      await expect(bad.mintToken()).rejects.toMatchObject({
        status: 401,
        message: /email or password is wrong/,
      });
    });

    it('resetPassword() needs no credentials and always succeeds', async () => {
      const anon = createClient({ endpoint: srv.api });
      await anon.resetPassword(email);
      await anon.resetPassword('nobody@example.com');
    });

    it('verify() sends the email once per five minutes', async () => {
      const v = createClient({ endpoint: srv.api, token: await srv.token('verify-me@example.com') });
      expect(await v.verify()).toMatchObject({ verified: false, sent: true });
      expect(await v.verify()).toMatchObject({ verified: false, sent: false, msg: expect.any(String) });
    });
  });

  describe('projects and revisions', () => {
    let rev1 = 0;
    let rev2 = 0;

    it('deploy() publishes a folder to production; list/revisions/metadata/manifest describe it', async () => {
      const types: string[] = [];
      const run = c.deploy({
        domain: DOMAIN,
        source: site.root,
        message: 'first',
        meta: { commit: 'c0ffee' },
      });
      for await (const e of run) types.push(e.type);
      const r = await run.result;
      rev1 = r.revision;
      expect(types).toContain('info');
      expect(types[types.length - 1]).toBe('info');
      expect(r).toMatchObject({ domain: DOMAIN, staged: false, fileCount: 3, attempts: 1 });
      expect(r.preview).toBe(`${rev1}-${DOMAIN}`);
      expect(r.previewUrl).toMatch(new RegExp(`^https?://${rev1}-${DOMAIN.replace(/\./g, '\\.')}`));

      expect((await c.list()).map((p) => p.domain)).toContain(DOMAIN);
      const revs = await c.revisions(DOMAIN);
      expect(revs).toHaveLength(1);
      expect(revs[0]).toMatchObject({ rev: rev1, current: true });
      // the deploy record at the end of the message, on every server: this deploy's id
      expect(r.deployId).toMatch(/^[0-9a-z]{10}$/);
      expect(parseRecord(revs[0]!.message)).toEqual({ text: 'first', record: { id: r.deployId } });
      // `meta` (x-sitepub-meta) is a sitepub extension: a plain server neither keeps nor lists it
      if (profile === 'sitepub') {
        expect(revs[0]!.meta).toEqual({ commit: 'c0ffee', [DEPLOY_ID_META_KEY]: r.deployId });
      } else {
        expect(revs[0]!.meta).toBeUndefined();
      }

      const md = await c.metadata(DOMAIN);
      expect(md).toMatchObject({ rev: rev1, publicFileCount: 3 });
      expect((await c.metadata(DOMAIN, rev1)).rev).toBe(rev1);
      expect((await c.metadata(DOMAIN, `${rev1}-${DOMAIN}`)).rev).toBe(rev1);

      const remote = await c.manifest(DOMAIN);
      expect(diffManifests(await localManifest(site.root), remote)).toEqual({
        added: [],
        changed: [],
        removed: [],
      });
      expect(diffManifests(r.manifest!, await c.manifest(DOMAIN, rev1))).toEqual({
        added: [],
        changed: [],
        removed: [],
      });
    });

    it('a staged deploy leaves production alone; cutover/rollback/rollfore move it', async () => {
      await site.write('index.html', '<h1>v2</h1>');
      await site.write('new.html', 'new');
      const r = await c.deploy({ domain: DOMAIN, source: site.root, stage: true }).result;
      rev2 = r.revision;
      expect(r.staged).toBe(true);
      let revs = await c.revisions(DOMAIN);
      expect(revs.map((x) => [x.rev, x.current])).toEqual([
        [rev2, false],
        [rev1, true],
      ]);
      expect(diffManifests(r.manifest!, await c.manifest(DOMAIN))).toEqual({
        added: ['/new.html'],
        changed: ['/index.html'],
        removed: [],
      });

      const cut = await c.cutover(DOMAIN, rev2);
      expect(cut.revision.rev).toBe(rev2);
      revs = await c.revisions(DOMAIN);
      expect(revs.find((x) => x.current)?.rev).toBe(rev2);

      const back = await c.rollback(DOMAIN);
      expect(back.revision.rev).toBe(rev1);
      expect(back.former.rev).toBe(rev2);
      // The production rule: rollfore never returns to the revision production was rolled back from (409);
      // after a cutover back by name and one to rev1, it steps forward.
      const refused = await c.rollfore(DOMAIN).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status).toBe(409);
      await c.cutover(DOMAIN, rev2);
      await c.cutover(DOMAIN, rev1);
      const fore = await c.rollfore(DOMAIN);
      expect(fore.revision.rev).toBe(rev2);

      await c.cutover(DOMAIN, rev1);
      expect((await c.metadata(DOMAIN)).rev).toBe(rev1);
      await c.cutover(DOMAIN); // no rev: the newest
      expect((await c.metadata(DOMAIN)).rev).toBe(rev2);
    });

    it('discard() removes a revision', async () => {
      const d = await c.discard(DOMAIN, rev1);
      expect(d.revision.rev).toBe(rev1);
      expect((await c.revisions(DOMAIN)).map((x) => x.rev)).toEqual([rev2]);
      const staged = await c.deploy({ domain: DOMAIN, source: site.root, stage: true }).result;
      const newest = await c.discard(DOMAIN); // no rev: the newest revision
      expect(newest.revision.rev).toBe(staged.revision);
      expect((await c.revisions(DOMAIN)).map((x) => x.rev)).toEqual([rev2]);
    });

    it('errors carry status, reason, body, method and path', async () => {
      const err = await c.revisions('never-deployed.example.com').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      const e = err as ApiError;
      expect(e).toMatchObject({
        status: 404,
        code: 'not-found',
        method: 'GET',
        path: '/never-deployed.example.com/list',
      });
      expect(e.body.messages.length).toBeGreaterThan(0);
      await expect(c.metadata(DOMAIN, 1234567890123)).rejects.toMatchObject({ status: 404 });
    });

    it('the server rejects a preview-host-shaped domain with 422 naming the rule', async () => {
      const err = await c
        .deploy({ domain: `1700000000000-${DOMAIN}`, source: site.root })
        .result.catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 422, code: 'invalid-domain' });
      expect((err as ApiError).body.details.domain).toMatch(/preview host/);
      expect((err as Error).message).toMatch(/domain: is a revision preview host/);
    });

    it('a project over the size limit is refused before upload with a 403 that says what to do', async () => {
      const big = c.deploy({
        domain: DOMAIN,
        source: Readable.from([Buffer.alloc(1)]),
        fileCount: 1,
        projectSize: 500_000_000,
      });
      const err = await big.result.catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 403, code: 'too-large' });
      expect((err as Error).message).toMatch(/limit.*\.surgeignore/);
    });

    it('someone else cannot deploy to the domain (403 with what to do)', async () => {
      const other = createClient({ endpoint: srv.api, token: await srv.token('intruder@example.com') });
      const err = await other.deploy({ domain: DOMAIN, source: site.root }).result.catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 403, code: 'forbidden' });
      expect((err as Error).message).toMatch(/permission/);
    });

    it('a refusal arrives as the ApiError even while a 100 MB folder is being uploaded', async () => {
      const { corpusPath } = await import('../helpers/corpora.ts');
      const other = createClient({ endpoint: srv.api, token: await srv.token('intruder2@example.com') });
      const err = await other
        .deploy({ domain: DOMAIN, source: corpusPath('monaco') })
        .result.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status: 403, code: 'forbidden' });
    });

    it("deploys a real corpus: the server's manifest equals the local one", async () => {
      const { corpusPath } = await import('../helpers/corpora.ts');
      const src = corpusPath('swagger-ui');
      const r = await c.deploy({ domain: 'corpus.example.com', source: src, stage: true }).result;
      const remote = await c.manifest('corpus.example.com', r.revision);
      expect(Object.keys(remote)).toHaveLength(r.fileCount!);
      expect(diffManifests(r.manifest!, remote)).toEqual({ added: [], changed: [], removed: [] });
      expect((await c.metadata('corpus.example.com', r.revision)).publicTotalSize).toBe(r.projectSize);
      await c.teardown('corpus.example.com');
    });

    it('deleteAccount() is refused while projects exist; teardown() then deleteAccount() work', async () => {
      await expect(c.deleteAccount()).rejects.toMatchObject({ status: 409, code: 'conflict' });
      const down = await c.teardown(DOMAIN);
      expect(down.msg).toEqual(expect.any(String));
      expect((await c.list()).map((p) => p.domain)).not.toContain(DOMAIN);
      await expect(c.deleteAccount()).resolves.toBeDefined();
      await expect(c.account()).rejects.toMatchObject({ status: 401 });
    });
  });

  describe('rate limits', () => {
    it('a rate-limited deploy is a 403 that says when to retry, and is not retried', async () => {
      const limited = await startTestServer({ profile, overrides: { limits: { ratePerDomain: 2 } } });
      try {
        const lc = createClient({ endpoint: limited.api, token: await limited.token('busy@example.com') });
        // Unverified accounts get half the limits: one deploy per window here.
        await lc.deploy({ domain: 'busy.example.com', source: site.root }).result;
        const err = await lc
          .deploy({ domain: 'busy.example.com', source: site.root })
          .result.catch((e: unknown) => e);
        expect(err).toMatchObject({ status: 403, code: 'rate-limited', retryAfterMs: expect.any(Number) });
        expect((err as ApiError).retryAfterMs).toBeGreaterThan(0);
        expect((err as Error).message).toMatch(/verify your email.*Rate limited: retry in \d+ (s|min)/);
        expect((await lc.revisions('busy.example.com')).length).toBe(1);
      } finally {
        await limited.close();
      }
    });
  });
});

/**
 * surge-sdk 0.17 (axios: every body-less POST/PUT carries `content-type: application/x-www-form-urlencoded`)
 * and the surge-stream it was released with, against the reference server: login/token, deploy, list,
 * rollback, rollfore, cutover, verification, token reset. The current SDK's scenario is sdk.test.ts.
 */
import { createRequire } from 'node:module';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILES } from '../helpers/profiles.ts';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { makeHome } from './helpers.ts';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const surgeSdk = require('surge-sdk-017') as (
  config: { endpoint: string },
  stream?: unknown,
) => Record<string, (...args: Any[]) => Any>;
// The stream uploader of that generation (surge 0.27's own dependency).
const surgeStream = require('surge-027/node_modules/surge-stream') as unknown;

describe.each(PROFILES)('against the %s profile', (profile) => {
  let srv: TestServer;
  let sdk: Record<string, (...args: Any[]) => Any>;
  let creds: { user: string; pass: string };
  let home: string;
  let site: string;
  const EMAIL = 'Old-SDK.User@Example.com';
  const D = 'old-sdk-site.localhost';

  function cb(name: string, ...args: Any[]): Promise<{ err: Any; data: Any }> {
    return new Promise((resolve) => sdk[name]!(...args, (err: Any, data: Any) => resolve({ err, data })));
  }
  async function ok(name: string, ...args: Any[]): Promise<Any> {
    const r = await cb(name, ...args);
    expect(r.err, `${name}: ${JSON.stringify(r.err)}`).toBeFalsy();
    return r.data;
  }
  function publish(headers: Record<string, string>): Promise<{ success: boolean; info: Any }> {
    return new Promise((resolve) => {
      let info: Any = null;
      const emitter = sdk.publish!(site, D, creds, headers, {});
      emitter.on('info', (i: Any) => (info = i));
      emitter.on('success', () => resolve({ success: true, info }));
      emitter.on('fail', () => resolve({ success: false, info }));
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

  describe('surge-sdk 0.17 against the reference server', () => {
    it('token (creates the account), account echoes the email as typed, tokenAdd ids are tok-<first 8>', async () => {
      creds = await ok('token', { user: EMAIL, pass: TEST_PASSWORD });
      expect(creds.pass).toMatch(/^[0-9a-f]{64}$/);
      const account = await ok('account', creds);
      expect(account.email).toBe(EMAIL);
      const added = await ok('tokenAdd', { msg: 'ci' }, creds);
      expect(added.id).toBe(`tok-${String(added.token).slice(0, 8)}`);
      const listed = await ok('tokens', creds);
      expect(listed.map((t: Any) => t.id)).toContain(added.id);
      await ok('tokenRem', added.id, creds);
    });

    it('deploys three revisions and lists them with what the client sent', async () => {
      for (const n of [1, 2, 3]) {
        const r = await publish({ 'file-count': '3', 'project-size': '120', cmd: 'test', version: '999' });
        expect(r.success, `deploy ${n}`).toBe(true);
      }
      const revs = await ok('list', D, creds);
      expect(revs).toHaveLength(3);
      expect(revs[0]).toMatchObject({ cmd: 'test', cliVersion: '999', current: true });
      const meta = await ok('metadata', D, creds);
      expect(meta).toMatchObject({ cmd: 'test', cliVersion: '999', email: EMAIL });
    });

    it('rollback, rollfore and cutover (body-less POST/PUT) succeed', async () => {
      const back = await ok('rollback', D, creds);
      expect(back.revision.rev).not.toBe(back.former.rev);
      // The production rule: rollfore (an implicit move) never returns to the revision production was rolled
      // back from; after a cutover back by name (a choice) and one to the older revision, it steps forward.
      await ok('cutover', D, back.former.rev, creds);
      await ok('cutover', D, back.revision.rev, creds);
      const fore = await ok('rollfore', D, creds);
      expect(fore.revision.rev).toBe(back.former.rev);
      const revs = await ok('list', D, creds);
      const oldest = revs[revs.length - 1].rev;
      const cut = await ok('cutover', D, oldest, creds);
      expect(cut).toMatchObject({ status: 201, revision: { rev: oldest } });
      const none = await cb('cutover', 'no-such-project.localhost', null, creds);
      expect(none.err).toMatchObject({ status: 404, details: {}, messages: [expect.any(String)] });
    });

    it('verification and token reset (body-less POSTs) succeed; verification echoes the email as typed', async () => {
      const before = await ok('account', creds);
      const v = await ok('verification', creds);
      expect(v).toMatchObject({ sent: true, email: EMAIL });
      const again = await ok('verification', creds);
      expect(again).toMatchObject({ sent: false, email: EMAIL });
      const after = await ok('account', creds);
      expect(after.updated_at).toBe(before.updated_at);
      await ok('reset', EMAIL);
    });

    it('errors carry details, messages and status', async () => {
      const bad = await cb('account', { user: 'token', pass: 'f'.repeat(64) });
      expect(bad.err).toMatchObject({ status: 401, details: {}, messages: [expect.any(String)] });
      const wrong = await cb('account', { user: EMAIL, pass: 'not the password' });
      expect(wrong.err).toMatchObject({ status: 401, details: {}, messages: [expect.any(String)] });
      const nuke = await cb('nuke', creds);
      expect(nuke.err).toMatchObject({ status: 409, details: {}, messages: [expect.any(String)] });
    });
  });
});

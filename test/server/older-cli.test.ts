/**
 * The official `surge` CLI 0.27 (axios: every body-less POST/PUT carries `content-type:
 * application/x-www-form-urlencoded`) against the reference server: login, token, deploy, list, revisions,
 * rollback, rollfore, cutover. Before issue #32 its `login` got 415 and it could do nothing. The current CLI's
 * commands are official-cli-commands.test.ts.
 */
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILES } from '../helpers/profiles.ts';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { call, makeHome, surgeLogin, type CliResult } from './helpers.ts';

const SURGE_027 = join(import.meta.dirname, '../../node_modules/surge-027/bin/surge');

describe.each(PROFILES)('against the %s profile', (profile) => {
  let srv: TestServer;
  let home: string;
  let site: string;
  let token: string;
  const EMAIL = 'Old-CLI@Example.com';
  const D = 'old-cli-site.localhost';

  /** Runs surge 0.27 with the token in SURGE_TOKEN (or none), FORCE_COLOR=0, stdin closed. */
  function surge(args: string[], withToken = true): Promise<CliResult> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [SURGE_027, ...args, '--endpoint', srv.api], {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: home,
          FORCE_COLOR: '0',
          ...(withToken ? { SURGE_TOKEN: token } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        cwd: home,
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.on('error', reject);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, out });
      });
    });
  }

  async function ok(...args: string[]): Promise<string> {
    const r = await surge(args);
    expect(r.code, `surge ${args.join(' ')}\n${r.out}`).toBe(0);
    return r.out;
  }

  const login = (email: string, password: string): Promise<CliResult> =>
    surgeLogin(SURGE_027, srv.api, home, email, password);

  beforeAll(async () => {
    srv = await startTestServer({ profile, edges: 1 });
    ({ home, site } = await makeHome());
  });

  afterAll(async () => {
    await srv?.close();
    if (home) await rm(home, { recursive: true, force: true });
  });

  describe('surge 0.27 against the reference server', () => {
    it('login (POST /token with an empty form body) stores a token; whoami and token read it', async () => {
      const r = await login(EMAIL, TEST_PASSWORD);
      expect(r.out).toMatch(/Logged in as Old-CLI@Example\.com/);
      const netrc = await readFile(join(home, '.netrc'), 'utf8');
      const stored = /password\s+([0-9a-f]{64})/.exec(netrc);
      expect(stored, netrc).not.toBeNull();
      token = stored![1]!;
      expect(await ok('whoami')).toMatch(/Old-CLI@Example\.com/);
      expect(await ok('token')).toContain(token);
    });

    it('publishes three revisions, lists the project and its revisions', async () => {
      for (const n of [1, 2, 3]) {
        const out = await ok(site, D, '-m', `deploy ${n}`);
        expect(out).toMatch(/Success! - Published to old-cli-site\.localhost/);
      }
      expect(await ok('list')).toContain(D);
      const revs = await call(srv.api, token, 'GET', `/${D}/list`);
      expect(revs.body).toHaveLength(3);
      expect(revs.body[0]).toMatchObject({ current: true, email: EMAIL, cliVersion: '0.27.4' });
    });

    it('rollback, rollfore and cutover (body-less POST/PUT with a form content-type) succeed', async () => {
      const revs = (await call(srv.api, token, 'GET', `/${D}/list`)).body as { rev: number }[];
      // The production rule (rollfore is an implicit move: never back to a revision production was rolled back
      // from), so the steps go: a rollback, a cutover back by name (a choice), a cutover to the older one, and a
      // rollfore to the next newer revision that was live.
      expect(await ok('rollback', D)).toMatch(/Rollback|now serving/i);
      let live = (await call(srv.api, token, 'GET', `/${D}/list`)).body as {
        rev: number;
        current: boolean;
      }[];
      expect(live.find((r) => r.current)?.rev).toBe(revs[1]!.rev);
      expect(await ok('cutover', D, String(revs[0]!.rev))).toMatch(/now serving|Done/i);
      expect(await ok('cutover', D, String(revs[1]!.rev))).toMatch(/now serving|Done/i);
      expect(await ok('rollfore', D)).toMatch(/Forward|now serving/i);
      live = (await call(srv.api, token, 'GET', `/${D}/list`)).body as { rev: number; current: boolean }[];
      expect(live.find((r) => r.current)?.rev).toBe(revs[0]!.rev);
      expect(await ok('cutover', D, String(revs[2]!.rev))).toMatch(/now serving|Done/i);
      live = (await call(srv.api, token, 'GET', `/${D}/list`)).body as { rev: number; current: boolean }[];
      expect(live.find((r) => r.current)?.rev).toBe(revs[2]!.rev);
    });
  });
});

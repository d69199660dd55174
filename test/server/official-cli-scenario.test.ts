/**
 * The official `surge` CLI (pinned devDependency), unchanged, against the real server: publish a folder,
 * list projects and revisions, stage a preview, roll back, cut over, tear down.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.ts';
import { itOn, PROFILES } from '../helpers/profiles.ts';

describe.each(PROFILES)('against the %s profile', (profile) => {
  const it = itOn(profile);

  const run = promisify(execFile);
  const BIN = resolve('node_modules/.bin');
  // The current CLI by its own path: node_modules/.bin/surge may link to the surge 0.27 dev alias (surge-027).
  const SURGE = resolve('node_modules/surge/bin/surge');
  const DOMAIN = 'cli-site.example.com';

  let srv: TestServer;
  let token: string;
  let home: string;
  let site: string;

  async function surge(...args: string[]): Promise<{ code: number; out: string }> {
    try {
      const { stdout, stderr } = await run(SURGE, [...args, '--endpoint', srv.api], {
        env: {
          PATH: `${BIN}:${process.env.PATH ?? ''}`,
          HOME: home,
          SURGE_TOKEN: token,
          FORCE_COLOR: '0',
          NO_COLOR: '1',
        },
        timeout: 60_000,
      });
      return { code: 0, out: stdout + stderr };
    } catch (err) {
      const e = err as { code?: number; stdout?: string; stderr?: string };
      return { code: typeof e.code === 'number' ? e.code : 1, out: (e.stdout ?? '') + (e.stderr ?? '') };
    }
  }

  const revisions = async () =>
    (await api(srv.api, token, 'GET', `/${DOMAIN}/list`)).body as {
      rev: number;
      current: boolean;
      msg?: string;
    }[];

  beforeAll(async () => {
    srv = await startTestServer({ profile });
    token = await srv.token('cli@example.com');
    home = await mkdtemp(join(tmpdir(), 'sitepub-cli-home-'));
    site = join(home, 'site');
    await mkdir(join(site, 'css'), { recursive: true });
    await writeFile(join(site, 'index.html'), '<h1>one</h1>');
    await writeFile(join(site, 'css', 'main.css'), 'h1{color:red}');
    await writeFile(join(site, '.env'), 'SECRET=1'); // ignored by the CLI's default rules
  });
  afterAll(async () => {
    await srv?.close();
    if (home) await rm(home, { recursive: true, force: true });
  });

  describe('official surge CLI against sitepub serve', () => {
    it('publishes a folder', async () => {
      const r = await surge(site, DOMAIN, '-m', 'first from surge');
      expect(r.out).toContain('Success! - Published to');
      expect(r.out).toContain(DOMAIN);
      expect(r.code).toBe(0);
      const list = await revisions();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ current: true, msg: 'first from surge' });
      const manifest = (await api(srv.api, token, 'GET', `/${DOMAIN}/manifest.json`)).body;
      // The CLI wrote CNAME after the first deploy; .env was never sent.
      expect(Object.keys(manifest).sort()).toEqual(['/css/main.css', '/index.html']);
    });

    it('publishes again and stages a preview', async () => {
      await writeFile(join(site, 'index.html'), '<h1>two</h1>');
      expect((await surge(site, DOMAIN, '-m', 'second')).code).toBe(0);
      await writeFile(join(site, 'index.html'), '<h1>three</h1>');
      const staged = await surge(site, DOMAIN, '--stage', '-m', 'staged');
      expect(staged.code).toBe(0);
      const list = await revisions();
      expect(list.map((r) => r.msg)).toEqual(['staged', 'second', 'first from surge']);
      expect(staged.out).toContain(`Preview available at ${list[0]!.rev}-${DOMAIN}`);
      expect(list.map((r) => r.current)).toEqual([false, true, false]);
    });

    it('lists projects and revisions', async () => {
      const projects = await surge('list');
      expect(projects.code).toBe(0);
      expect(projects.out).toContain(DOMAIN);
      const revs = await surge('list', DOMAIN);
      expect(revs.code).toBe(0);
      const list = await revisions();
      for (const r of list) expect(revs.out).toContain(`${r.rev}-${DOMAIN}`);
    });

    it('rolls back', async () => {
      const before = await revisions();
      const r = await surge(DOMAIN, 'rollback');
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/Rollback/);
      expect(r.out).toContain(`${before[2]!.rev}-${DOMAIN}`);
      expect((await revisions()).map((x) => x.current)).toEqual([false, false, true]);
    });

    it('cuts over to the newest revision, then to a given one', async () => {
      const list = await revisions();
      const newest = await surge(DOMAIN, 'cutover');
      expect(newest.code).toBe(0);
      expect(newest.out).toMatch(/Done/);
      expect((await revisions()).map((x) => x.current)).toEqual([true, false, false]);
      const given = await surge(DOMAIN, 'cutover', String(list[1]!.rev));
      expect(given.code).toBe(0);
      expect((await revisions()).map((x) => x.current)).toEqual([false, true, false]);
    });

    it('shows the account and manages tokens', async () => {
      const who = await surge('whoami');
      expect(who.code).toBe(0);
      expect(who.out).toContain('cli@example.com');
      const added = await surge('token', 'add', '-m', 'from the cli');
      expect(added.code).toBe(0);
      const tokens = (await api(srv.api, token, 'GET', '/tokens')).body as { id: string; msg: string }[];
      const made = tokens.find((t) => t.msg === 'from the cli');
      expect(made).toBeTruthy();
      const listed = await surge('tokens', 'list');
      expect(listed.code).toBe(0);
      expect(listed.out).toContain(made!.id);
      expect((await surge('token', 'rem', made!.id)).code).toBe(0);
      expect(
        ((await api(srv.api, token, 'GET', '/tokens')).body as { id: string }[]).map((t) => t.id),
      ).not.toContain(made!.id);
    });

    it('tears the project down', async () => {
      const r = await surge(DOMAIN, 'teardown');
      expect(r.code).toBe(0);
      expect(r.out).toContain(`Success - ${DOMAIN} has been removed`);
      expect((await api(srv.api, token, 'GET', `/${DOMAIN}/list`)).status).toBe(404);
    });
  });
});

// The rest of the API through the real CLI: each command reaches its endpoint and prints its answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { runCli } from './run-cli.ts';
import { itOn, PROFILES } from '../helpers/profiles.ts';

describe.each(PROFILES)('against the %s profile', (profile) => {
  const it = itOn(profile);

  const DOMAIN = 'more-commands.localhost';
  let server: TestServer;
  let tmp: string;
  let token: string;
  let rev: number;

  const cli = (...args: string[]) =>
    runCli(['--endpoint', server.api, ...args], { home: tmp, env: { SURGE_TOKEN: token } });

  async function json<T>(...args: string[]): Promise<T> {
    const r = await cli(...args, '--json');
    expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
    return JSON.parse(r.stdout) as T;
  }

  beforeAll(async () => {
    server = await startTestServer({ profile, edges: 1 });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-cmds-'));
    token = await server.token();
    const site = path.join(tmp, 'site');
    fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
    fs.writeFileSync(path.join(site, 'index.html'), '<p>home</p>');
    fs.writeFileSync(path.join(site, 'docs', 'a.html'), '<p>a</p>');
    fs.writeFileSync(path.join(site, 'skip.log'), 'ignored by --ignore');
    rev = (await json<{ revision: number }>('deploy', site, DOMAIN, '--ignore', '*.log')).revision;
  });
  afterAll(async () => {
    await server?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  describe('more commands', () => {
    it('files / metadata: the manifest of the live revision and of a given revision (--ignore applied)', async () => {
      const manifest = await json<Record<string, { size: number; md5: string }>>('files', DOMAIN);
      expect(Object.keys(manifest).sort()).toEqual(['/docs/a.html', '/index.html']);
      const md = await json<{ rev: number; publicFileCount: number }>('metadata', DOMAIN, `${rev}-${DOMAIN}`);
      expect(md).toMatchObject({ rev, publicFileCount: 2 });
      const human = await cli('files', DOMAIN);
      expect(human.stdout).toMatch(/\/docs\/a\.html\s+8 B\s+[0-9a-f]{32}/);
    });

    it('settings: show, then change with typed key=value pairs', async () => {
      // Both profiles: the real service's metadata.json carries the project's `config` (issue #32), which `settings`
      // shows; a server whose metadata has none gets one line saying so (src/cli/commands/project.ts).
      expect(await json<{ spa: boolean }>('settings', DOMAIN)).toMatchObject({ spa: false });
      expect(
        await json<{ spa: boolean; cors: string }>('settings', DOMAIN, 'spa=true', 'cors=*'),
      ).toMatchObject({
        spa: true,
        cors: '*',
      });
      const bad = await cli('settings', DOMAIN, 'spa');
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/must be key=value/);
    });

    it('purge, certs, audit, analytics', async () => {
      const purge = await json<{ confirmed: string[] }>('purge', DOMAIN);
      expect(purge.confirmed).toHaveLength(1);
      expect(await json<{ certs: unknown[] }>('certs', DOMAIN)).toHaveProperty('certs');
      expect(typeof (await json<object>('audit', DOMAIN))).toBe('object');
      expect(typeof (await json<object>('analytics', DOMAIN))).toBe('object');
    });

    it('invite / revoke collaborators', async () => {
      const invited = await json<{ invites: { email: string }[] }>('invite', DOMAIN, 'friend@example.com');
      expect(invited.invites.map((i) => i.email)).toEqual(['friend@example.com']);
      const revoked = await json<{ successes: unknown[] }>('revoke', DOMAIN, 'friend@example.com');
      expect(revoked.successes).toHaveLength(1);
    });

    it('invite of a non-email: the failure is shown and the exit status is 1', async () => {
      const r = await cli('invite', DOMAIN, 'notanemail');
      expect(r.code, r.stdout + r.stderr).toBe(1);
      expect(r.stdout).toMatch(/notanemail\s+failed/);
      expect(r.stderr).toMatch(/^error 1 of 1 invitations failed \(notanemail: not a valid email address\)/m);
    });

    it("stats: the human output shows deployments once, not the spec's misspelled duplicate", async () => {
      const r = await runCli(['--endpoint', server.api, 'stats'], { home: tmp });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/deployments/);
      expect(r.stdout).not.toMatch(/deployemnts/);
      const json = await runCli(['--endpoint', server.api, 'stats', '--json'], { home: tmp });
      expect(JSON.parse(json.stdout)).toHaveProperty('deployemnts'); // the API's shape, kept in --json
    });

    it('tokens: listed without values, revocable', async () => {
      const tokens = await json<{ id: string }[]>('tokens');
      expect(tokens.length).toBeGreaterThan(0);
      expect(JSON.stringify(tokens)).not.toContain(token);
      const extra = await runCli(
        ['--endpoint', server.api, 'token', '--email', 'second@example.com', '--password-stdin'],
        {
          home: tmp,
          input: 'correct horse battery staple',
        },
      );
      expect(extra.code, extra.stderr).toBe(0);
      const secondToken = extra.stdout.trim();
      const mine = await runCli(['--endpoint', server.api, 'tokens', '--json'], {
        home: tmp,
        env: { SURGE_TOKEN: secondToken },
      });
      const [entry] = JSON.parse(mine.stdout) as { id: string }[];
      const revoke = await runCli(['--endpoint', server.api, 'tokens', 'revoke', entry!.id], {
        home: tmp,
        env: { SURGE_TOKEN: secondToken },
      });
      expect(revoke.code, revoke.stderr).toBe(0);
      const after = await runCli(['--endpoint', server.api, 'whoami'], {
        home: tmp,
        env: { SURGE_TOKEN: secondToken },
      });
      expect(after.code).toBe(3);
    });

    it('stats needs no credentials; DNS on a non-apex domain explains why it is unavailable', async () => {
      const stats = await runCli(['--endpoint', server.api, 'stats', '--json'], { home: tmp });
      expect(stats.code, stats.stderr).toBe(0);
      expect(JSON.parse(stats.stdout)).toHaveProperty('projects');
      const dns = await cli('dns', DOMAIN);
      expect(dns.code).toBe(1);
      expect(dns.stderr).toMatch(/^error .*apex/m);
      expect(dns.stderr).not.toContain('GET /'); // the request line is for --debug
    });
  });
});

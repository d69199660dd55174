// The real CLI as a child process against the real server and edges (test/helpers/server.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startTestServer } from '../helpers/server.ts';
import { CLI, fetchSite, runCli, runCommand, runSurge, type CliResult } from './run-cli.ts';
import type { DeployRecord } from '../../src/protocol/deploy-record.ts';
import { itOn, PROFILES } from '../helpers/profiles.ts';

describe.each(PROFILES)('against the %s profile', (profile) => {
  const it = itOn(profile);

  type TestServer = Awaited<ReturnType<typeof startTestServer>>;

  const hasScript = fs.existsSync('/usr/bin/script');
  const EMAIL = 'cli-user@example.com';
  const PASSWORD = 'correct horse battery';
  const DOMAIN = 'cli-site.localhost';

  let server: TestServer;
  let tmp: string;
  let home: string; // HOME with the netrc written by `sitepub login`
  let bare: string; // HOME without any netrc
  let token: string;
  const sites: Record<string, string> = {};

  function site(name: string, body: string): string {
    const dir = path.join(tmp, name);
    fs.mkdirSync(path.join(dir, 'css'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title><p>${body}</p>\n`);
    fs.writeFileSync(path.join(dir, 'css', 'site.css'), 'body { color: #222 }\n');
    fs.writeFileSync(path.join(dir, '.env'), 'SECRET=never-uploaded\n');
    return dir;
  }

  /** Runs with the netrc HOME and the test endpoint. */
  const cli = (args: string[], extra: { env?: Record<string, string>; input?: string; home?: string } = {}) =>
    runCli(['--endpoint', server.api, ...args], {
      home: extra.home ?? home,
      env: extra.env,
      input: extra.input,
    });

  function json<T>(r: CliResult): T {
    expect(r.stderr, r.stderr).not.toMatch(/^error/m);
    expect(r.code, `exit ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    return JSON.parse(lines[0]!) as T;
  }

  interface Deployed {
    domain: string;
    revision: number;
    url: string;
    previewUrl: string;
    fileCount: number;
    size: number;
    staged: boolean;
  }

  interface Rev {
    rev: number;
    current: boolean;
    message: string | null;
    record: DeployRecord;
  }

  beforeAll(async () => {
    server = await startTestServer({ profile, edges: 1 });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-cli-'));
    home = path.join(tmp, 'home');
    bare = path.join(tmp, 'bare');
    fs.mkdirSync(home);
    fs.mkdirSync(bare);
    sites.v1 = site('v1', 'first version');
    sites.v2 = site('v2', 'second version');
  });

  afterAll(async () => {
    await server?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  describe('sitepub CLI against the reference server', () => {
    it('token: mints a token from email + password on stdin and prints only the token on stdout', async () => {
      const r = await cli(['token', '--email', EMAIL, '--password-stdin'], {
        input: `${PASSWORD}\n`,
        home: bare,
      });
      expect(r.code, r.stderr).toBe(0);
      token = r.stdout.trim();
      expect(token.length).toBeGreaterThan(10);
      expect(r.stdout.trim().split('\n')).toHaveLength(1);
      expect(r.stdout + r.stderr).not.toContain(PASSWORD);
    });

    it('login: writes the netrc entry the official CLI reads (machine host:port, mode 0600)', async () => {
      const r = await cli(['login', '--email', EMAIL, '--password-stdin'], { input: PASSWORD });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain(`Logged in as ${EMAIL}`);
      const file = path.join(home, '.netrc');
      const text = fs.readFileSync(file, 'utf8');
      const machine = new URL(server.api).host;
      expect(text).toMatch(
        new RegExp(`machine ${machine.replace('.', '\\.')}\\s+login ${EMAIL}\\s+password \\S+`),
      );
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const stored = /password (\S+)/.exec(text)![1]!;
      expect(r.stdout + r.stderr).not.toContain(stored);
      expect(r.stdout + r.stderr).not.toContain(PASSWORD);

      // The official surge CLI reads the same entry.
      const official = await runSurge(['whoami', '-e', server.api], { home });
      expect(official.stdout, official.stderr).toContain(EMAIL);
    });

    it('whoami: picks up the netrc entry, or a token from --token / SURGE_TOKEN', async () => {
      const fromNetrc = await cli(['whoami']);
      expect(fromNetrc.code, fromNetrc.stderr).toBe(0);
      expect(fromNetrc.stdout).toContain(EMAIL);
      expect(fromNetrc.stdout).toContain('.netrc');

      const fromEnv = json<{ email: string; credentials: string }>(
        await cli(['whoami', '--json'], { home: bare, env: { SURGE_TOKEN: token } }),
      );
      expect(fromEnv).toMatchObject({ email: EMAIL, credentials: 'env' });
      expect(JSON.stringify(fromEnv)).not.toContain(token);

      const fromFlag = await cli(['whoami', '--token', token], { home: bare });
      expect(fromFlag.code).toBe(0);
      expect(fromFlag.stdout + fromFlag.stderr).not.toContain(token);
    });

    it('whoami without any credentials: exit 3 and how to log in', async () => {
      const r = await cli(['whoami'], { home: bare });
      expect(r.code).toBe(3);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/not logged in.*`sitepub --endpoint \S+ login`.*SURGE_TOKEN/);
    });

    let v1: Deployed;
    let v2: Deployed;

    it('deploy --json: one JSON result, the site is live on the edge, dotfiles are not uploaded', async () => {
      v1 = json<Deployed>(
        await cli(['deploy', sites.v1!, DOMAIN, '--json', '-m', 'first', '--meta', 'commit=abc123']),
      );
      expect(v1).toMatchObject({ domain: DOMAIN, fileCount: 2, staged: false });
      expect(v1.size).toBeGreaterThan(0);
      expect(Number.isInteger(v1.revision)).toBe(true);
      expect(new URL(v1.url).hostname).toBe(DOMAIN);
      expect(new URL(v1.previewUrl).hostname).toBe(`${v1.revision}-${DOMAIN}`);
      const page = await fetchSite(v1.url);
      expect(page.status).toBe(200);
      expect(page.body).toContain('first version');
      expect((await fetchSite(new URL('/.env', v1.url).href)).status).toBe(404);
    });

    it('deploy --stage: a preview revision, production unchanged; human output on a non-TTY', async () => {
      const r = await cli(['deploy', sites.v2!, DOMAIN, '--stage', '--message', 'second']);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/Staged revision \d+/);
      expect(r.stderr).toMatch(/upload: started/);
      expect(r.stdout).not.toContain('\u001b['); // NO_COLOR
      const rev = Number(/Staged revision (\d+)/.exec(r.stdout)![1]);
      const previewUrl = /preview\s+(\S+)/.exec(r.stdout)![1]!;
      v2 = { ...v1, revision: rev, previewUrl, staged: true };
      expect((await fetchSite(v1.url)).body).toContain('first version');
      expect((await fetchSite(previewUrl)).body).toContain('second version');
    });

    it.skipIf(!hasScript)(
      'on a terminal: progress bars for the upload and edge phases, and colour',
      async () => {
        // util-linux `script` gives the CLI a pseudo-terminal; NO_COLOR unset.
        const command = [
          process.execPath,
          CLI,
          '--endpoint',
          server.api,
          'deploy',
          sites.v2!,
          'tty-site.localhost',
        ]
          .map((a) => `'${a}'`)
          .join(' ');
        const r = await runCommand('script', ['-qec', command, '/dev/null'], {
          home: bare,
          env: { SURGE_TOKEN: token, TERM: 'xterm-256color' },
        });
        expect(r.code, r.stdout).toBe(0);
        expect(r.stdout).toMatch(/upload.*100% \| [\d.]+ (B|kB)\/[\d.]+ (B|kB)/);
        expect(r.stdout).toMatch(/edges.*100% \| 1\/1/);
        expect(r.stdout).toContain('\u001b[32mPublished\u001b[39m tty-site.localhost');
        expect(r.stdout).not.toContain(token);
      },
    );

    it('list <domain> --json: newest first, the first deploy still live', async () => {
      const revs = json<Rev[]>(await cli(['list', DOMAIN, '--json']));
      expect(revs.map((r) => r.rev)).toEqual([v2.revision, v1.revision]);
      expect(revs.map((r) => r.current)).toEqual([false, true]);
      // `message` is what the user wrote; the deploy record at the end of the server's message is `record`.
      expect(revs.map((r) => r.message)).toEqual(['second', 'first']);
      expect(revs.map((r) => r.record.kind)).toEqual(['preview', 'production']);
      expect(revs.every((r) => /^[0-9a-z]{10}$/.test(r.record.id ?? ''))).toBe(true);
      const human = await cli(['list', DOMAIN]);
      expect(human.stdout).toContain(String(v2.revision));
      expect(human.stdout).toMatch(/preview\s+second/);
      expect(human.stdout).not.toContain('[sitepub');
    });

    it('list --json: the project', async () => {
      const projects = json<{ domain: string }[]>(await cli(['list', '--json']));
      expect(projects.map((p) => p.domain)).toContain(DOMAIN);
    });

    it('cutover <domain> <rev>: the staged revision goes live', async () => {
      const r = json<{ revision: { rev: number } }>(
        await cli(['cutover', DOMAIN, String(v2.revision), '--json']),
      );
      expect(r.revision.rev).toBe(v2.revision);
      expect((await fetchSite(v1.url)).body).toContain('second version');
    });

    it('cutover to the revision already live says Unchanged (a plain server answers status 200, no former)', async () => {
      const again = await cli(['cutover', DOMAIN, String(v2.revision)]);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain(`Unchanged ${DOMAIN} already serves revision ${v2.revision}`);
      expect(again.stdout).not.toContain('now serves');
    });

    it('rollback / rollfore move production between revisions', async () => {
      const back = await cli(['rollback', DOMAIN]);
      expect(back.code, back.stderr).toBe(0);
      expect(back.stdout).toContain(`now serves revision ${v1.revision}`);
      expect((await fetchSite(v1.url)).body).toContain('first version');
      // The production rule: rollfore never returns to the revision production was rolled back from (409 in
      // the server's words, production unchanged); after a cutover back by name and one to v1, it steps forward.
      const refused = await cli(['rollfore', DOMAIN]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`production was rolled back from revision ${v2.revision}`);
      expect((await fetchSite(v1.url)).body).toContain('first version');
      expect((await cli(['cutover', DOMAIN, String(v2.revision)])).code).toBe(0);
      expect((await cli(['cutover', DOMAIN, String(v1.revision)])).code).toBe(0);
      const fore = json<{ revision: { rev: number } }>(await cli(['rollfore', DOMAIN, '--json']));
      expect(fore.revision.rev).toBe(v2.revision);
      expect((await fetchSite(v1.url)).body).toContain('second version');
    });

    it('discard <domain> <rev>: removes a revision that is not live', async () => {
      const r = await cli(['discard', DOMAIN, String(v1.revision)]);
      expect(r.code, r.stderr).toBe(0);
      const revs = json<Rev[]>(await cli(['list', DOMAIN, '--json']));
      expect(revs.map((x) => x.rev)).toEqual([v2.revision]);
    });

    it('bad token: exit 3, one clear error line, the token nowhere in the output', async () => {
      const bad = 'bogus-token-9f8e7d6c5b4a';
      for (const r of [
        await cli(['whoami', '--token', bad, '--debug'], { home: bare }),
        await cli(['deploy', sites.v1!, DOMAIN], { home: bare, env: { SURGE_TOKEN: bad } }),
        await cli(['list', '--json', `--token=${bad}`], { home: bare }),
      ]) {
        expect(r.code).toBe(3);
        const errors = r.stderr.split('\n').filter((l) => l.startsWith('error'));
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatch(/401/);
        expect(errors[0]).toMatch(/token/i);
        expect(r.stdout + r.stderr).not.toContain(bad);
        expect(r.stdout + r.stderr).not.toContain(Buffer.from(`token:${bad}`).toString('base64'));
      }
      // Production untouched by the failed deploy.
      expect((await fetchSite(v1.url)).body).toContain('second version');
    });

    it('usage errors: exit 2 before any request', async () => {
      const badDomain = await cli(['deploy', sites.v1!, 'not a domain']);
      expect(badDomain.code).toBe(2);
      expect(badDomain.stderr).toMatch(/invalid domain "not a domain"/);
      const missing = await cli(['cutover']);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/missing required argument 'domain'/);
      const badJson = await cli(['deploy', path.join(tmp, 'nope'), DOMAIN, '--json']);
      expect(badJson.code).toBe(1);
      expect(JSON.parse(badJson.stdout.trim())).toMatchObject({ error: { code: 'missing-folder' } });
    });

    it('teardown <domain>: the project is gone from the list and the site no longer served', async () => {
      const r = json<{ domain: string }>(await cli(['teardown', DOMAIN, '--json']));
      expect(r.domain).toBe(DOMAIN);
      const projects = json<{ domain: string }[]>(await cli(['list', '--json']));
      expect(projects.map((p) => p.domain)).not.toContain(DOMAIN);
      expect((await fetchSite(v1.url)).status).toBe(404);
    });

    it('logout removes the netrc entry', async () => {
      const r = await cli(['logout']);
      expect(r.code).toBe(0);
      expect(fs.readFileSync(path.join(home, '.netrc'), 'utf8')).not.toContain(new URL(server.api).host);
      expect((await cli(['whoami'])).code).toBe(3);
    });
  });
});

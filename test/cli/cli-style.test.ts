/**
 * One CLI style (issue #39 item 4) and the two metadata gaps (item 7), through the real CLI against one real
 * server: tables or sentences for people, one JSON shape with --json, the documented exit codes (2 usage,
 * 1 failure, 3 auth) for every command.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { runCli } from './run-cli.ts';
import { SETTINGS } from '../../src/protocol/settings.ts';

const DOMAIN = 'cli-style.localhost';
let server: TestServer;
let tmp: string;
let token: string;
let otherToken: string;
let site: string;

const cli = (...args: string[]) =>
  runCli(['--endpoint', server.api, ...args], { home: tmp, env: { SURGE_TOKEN: token } });

beforeAll(async () => {
  server = await startTestServer({ edges: 1 });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-style-'));
  token = await server.token('owner-style@example.com');
  otherToken = await server.token('other-style@example.com');
  site = path.join(tmp, 'site');
  fs.mkdirSync(site);
  fs.writeFileSync(path.join(site, 'index.html'), '<p>home</p>');
  fs.writeFileSync(path.join(site, 'CNAME'), DOMAIN);
  const r = await cli('deploy', site, DOMAIN, '--json');
  expect(r.code, r.stderr).toBe(0);
});

afterAll(async () => {
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('collaborators', () => {
  it('revoke: a table, and exit 1 when nothing was revoked (as invite)', async () => {
    const r = await cli('revoke', DOMAIN, 'nobody@example.com');
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/EMAIL\s+STATUS\s+REASON/);
    expect(r.stdout).toMatch(/nobody@example\.com\s+failed\s+not a collaborator/);
    expect(r.stdout).not.toContain('{');
    expect(r.stderr).toMatch(/^error 1 of 1 collaborators were not removed/m);
    const json = await cli('revoke', DOMAIN, 'nobody@example.com', '--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { exitCode: 1 } });
  });

  it('collaborators DOMAIN lists them; revoke of one prints a table and exits 0', async () => {
    expect((await cli('invite', DOMAIN, 'friend-style@example.com')).code).toBe(0);
    const listed = await cli('collaborators', DOMAIN);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/EMAIL\s+SINCE\n.*friend-style@example\.com/);
    const json = await cli('collaborators', DOMAIN, '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({
      domain: DOMAIN,
      collaborators: [{ email: 'friend-style@example.com' }],
    });
    const revoked = await cli('revoke', DOMAIN, 'friend-style@example.com');
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toMatch(/friend-style@example\.com\s+removed/);
    expect((await cli('collaborators', DOMAIN)).stdout).toMatch(/No collaborators on cli-style\.localhost/);
  });
});

describe('settings', () => {
  it('settings --help lists every setting of the one definition, with its values and an example', async () => {
    const r = await cli('settings', '--help');
    expect(r.code).toBe(0);
    for (const s of SETTINGS) {
      expect(r.stdout).toContain(s.name);
      expect(r.stdout).toContain(s.values);
      expect(r.stdout).toContain(s.example);
    }
  });

  it('headers.X-Frame-Options=DENY works as documented; an empty value removes it', async () => {
    const set = await cli('settings', DOMAIN, 'headers.X-Frame-Options=DENY', '--json');
    expect(set.code, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toMatchObject({ headers: { 'X-Frame-Options': 'DENY' } });
    // For people: key/value lines, nested keys dotted (not indented JSON).
    const shown = await cli('settings', DOMAIN);
    expect(shown.stdout).toMatch(/^headers\.X-Frame-Options\s+DENY$/m);
    expect(shown.stdout).not.toContain('{');
    const removed = await cli('settings', DOMAIN, 'headers.X-Frame-Options=', '--json');
    expect(removed.code, removed.stderr).toBe(0);
    expect(JSON.parse(removed.stdout).headers).toEqual({});
  });

  it('spa=maybe and an unknown setting are usage errors (exit 2)', async () => {
    const maybe = await cli('settings', DOMAIN, 'spa=maybe');
    expect(maybe.code, maybe.stderr).toBe(2);
    expect(maybe.stderr).toMatch(/spa="maybe": spa takes true \| false, e\.g\. spa=true/);
    const unknown = await cli('settings', DOMAIN, 'colour=blue');
    expect(unknown.code, unknown.stderr).toBe(2);
    expect(unknown.stderr).toMatch(/colour: unknown setting; known settings: forceHttps, .*settings --help/);
  });
});

describe('output for people', () => {
  it('stats: human byte sizes', async () => {
    const r = await runCli(['--endpoint', server.api, 'stats'], { home: tmp });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^bytes\s+\d+(\.\d)? (B|kB|MB)$/m);
  });

  it('encrypt: a sentence and the certificate table, not a raw array', async () => {
    const r = await cli('encrypt', DOMAIN);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(`^Encrypted ${DOMAIN.replace(/\./g, '\\.')}: its certificate is in place`),
    );
    expect(r.stdout).toMatch(/SUBJECT\s+ISSUER\s+NAMES\s+EXPIRES IN/);
    expect(r.stdout).not.toMatch(/^\s*[[{]/m);
    const json = await cli('encrypt', DOMAIN, '--json');
    expect(Array.isArray(JSON.parse(json.stdout))).toBe(true); // the --json shape is unchanged
  });

  it('list <domain>: the footer names the domain and the preview URL has the edge port', async () => {
    const port = new URL(server.edges[0]!).port;
    const r = await cli('list', DOMAIN);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`1 revision of ${DOMAIN}`);
    expect(r.stdout).toContain(`Preview of a revision: http://<rev>-${DOMAIN}:${port}`);
  });

  it("list of another account's domain: no access to that project (not 'permission to publish')", async () => {
    const r = await runCli(['--endpoint', server.api, 'list', DOMAIN], {
      home: tmp,
      env: { SURGE_TOKEN: otherToken },
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`you have no access to the project ${DOMAIN}`);
    expect(r.stderr).not.toContain('permission to publish');
  });

  it('deploy of a folder without index.html: a warning, not an error', async () => {
    const assets = path.join(tmp, 'assets-only');
    fs.mkdirSync(assets);
    fs.writeFileSync(path.join(assets, 'app.js'), 'console.log(1)');
    const r = await cli('deploy', assets, 'no-index-style.localhost');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/warning .*has no index\.html: the site's root URL will answer 404/);
    const withIndex = await cli('deploy', site, DOMAIN);
    expect(withIndex.stderr).not.toContain('index.html');
  });
});

describe('accounts', () => {
  it('token says when it created the account (implicit sign-up), and not when the account existed', async () => {
    const email = 'typo-style@example.com';
    const first = await runCli(
      ['--endpoint', server.api, 'token', '--email', email, '--password-stdin', '--json'],
      { home: tmp, input: TEST_PASSWORD },
    );
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain(`a new account was created for ${email}`);
    expect(JSON.parse(first.stdout)).toMatchObject({ email, accountCreated: true });
    const again = await runCli(['--endpoint', server.api, 'token', '--email', email, '--password-stdin'], {
      home: tmp,
      input: TEST_PASSWORD,
    });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).not.toContain('new account');
  });

  it('a wrong password advises `sitepub password-reset`, which wraps POST /token/reset', async () => {
    const wrong = await runCli(
      ['--endpoint', server.api, 'login', '--email', 'owner-style@example.com', '--password-stdin'],
      { home: tmp, input: 'not the password' },
    );
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('`sitepub --endpoint');
    expect(wrong.stderr).toMatch(/sitepub (--endpoint \S+ )?password-reset owner-style@example\.com/);
    expect(wrong.stderr).not.toContain('POST /token/reset');
    const reset = await runCli(['--endpoint', server.api, 'password-reset', 'owner-style@example.com'], {
      home: tmp,
    });
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toMatch(/a password reset mail was sent/);
    const mails = fs.readdirSync(path.join(server.data, 'outbox'));
    expect(mails.some((m) => m.includes('password-reset'))).toBe(true);
    expect((await runCli(['--endpoint', server.api, 'password-reset', 'nope'], { home: tmp })).code).toBe(2);
  });
});

describe('metadata gaps (item 7)', () => {
  it('metadata.json counts the CNAME as a private file; list entries carry cliVersion', async () => {
    const md = await cli('metadata', DOMAIN, '--json');
    expect(JSON.parse(md.stdout)).toMatchObject({
      privateFileCount: 1,
      privateFileList: ['/CNAME'],
      publicFileCount: 1,
    });
    const human = await cli('metadata', DOMAIN);
    expect(human.stdout).toMatch(/^privateFileList\s+\/CNAME$/m);
    expect(human.stdout).toMatch(/^publicTotalSize\s+11 B$/m);
    expect(human.stdout).toMatch(/^config\.spa\s+false$/m);
    const list = JSON.parse((await cli('list', '--json')).stdout) as {
      domain: string;
      cliVersion: unknown;
    }[];
    const entry = list.find((p) => p.domain === DOMAIN);
    expect(entry?.cliVersion).toMatch(/^\d+\.\d+\.\d+/);
  });
});

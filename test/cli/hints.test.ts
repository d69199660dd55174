// Suggested commands carry the endpoint in use, and a deploy says who deploys where (issue #31, item 4).
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { runCli, spawnCli } from './run-cli.ts';
import { hintEndpoint, runningAsLine, suggest, withEndpoint } from '../../src/cli/hints.ts';

let server: TestServer;
let tmp: string;
let token: string;
let site: string;

beforeAll(async () => {
  server = await startTestServer({ edges: 1 });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-hints-'));
  token = await server.token('hints@example.com');
  site = path.join(tmp, 'site');
  fs.mkdirSync(site);
  fs.writeFileSync(path.join(site, 'index.html'), '<p>hints</p>');
});
afterAll(async () => {
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('hint text', () => {
  it('adds --endpoint to backticked sitepub commands, only for a non-default endpoint, never twice', () => {
    const e = 'http://127.0.0.1:3000';
    expect(withEndpoint('run `sitepub login`, or `sitepub list <domain>`', e)).toBe(
      `run \`sitepub --endpoint ${e} login\`, or \`sitepub --endpoint ${e} list <domain>\``,
    );
    expect(withEndpoint(`\`sitepub --endpoint ${e} login\``, e)).toBe(`\`sitepub --endpoint ${e} login\``);
    expect(withEndpoint('the sitepub servers', e)).toBe('the sitepub servers');
    expect(withEndpoint('run `sitepub login`', null)).toBe('run `sitepub login`');
    expect(hintEndpoint('https://surge.surge.sh')).toBeNull();
    expect(hintEndpoint(e)).toBe(e);
    expect(suggest('cutover a.b 3', e)).toBe(`sitepub --endpoint ${e} cutover a.b 3`);
    expect(suggest('cutover a.b 3', null)).toBe('sitepub cutover a.b 3');
    expect(runningAsLine({ email: 'me@example.com', origin: '~/.netrc' }, e)).toBe(
      `Running as me@example.com on ${e}`,
    );
    expect(runningAsLine({ email: 'me@example.com', origin: 'SURGE_TOKEN' }, e)).toBe(
      `Running as me@example.com on ${e} (token from SURGE_TOKEN)`,
    );
    expect(runningAsLine({ email: null, origin: '--token' }, e)).toBe(
      `Running with the token from --token on ${e}`,
    );
  });
});

describe('the CLI against a non-default endpoint', () => {
  it('"not logged in" names the login command with the endpoint in use', async () => {
    const r = await runCli(['--endpoint', server.api, 'list'], { home: tmp });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain(`\`sitepub --endpoint ${server.api} login\``);
    expect(r.stderr).not.toContain('`sitepub login`');
  });

  it('SURGE_ENDPOINT counts too: the suggested command names it, so it works in another shell', async () => {
    const r = await runCli(['list'], { home: tmp, env: { SURGE_ENDPOINT: server.api } });
    expect(r.stderr).toContain(`\`sitepub --endpoint ${server.api} login\``);
  });

  it('a staged deploy: "Running as <email> on <endpoint> (token from SURGE_TOKEN)", go live with --endpoint', async () => {
    const domain = 'hints-staged.localhost';
    const r = await runCli(['--endpoint', server.api, 'deploy', site, domain, '--stage'], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    expect(r.code, r.stderr).toBe(0);
    // The token's account, asked of the server (GET /account), as the official CLI does.
    expect(r.stderr.split('\n')[0]).toBe(
      `Running as hints@example.com on ${server.api} (token from SURGE_TOKEN)`,
    );
    expect(r.stdout).toMatch(
      new RegExp(`go live with: sitepub --endpoint ${server.api} cutover ${domain} \\d+`),
    );
    // --json: the result only, no status line
    const j = await runCli(['--endpoint', server.api, 'deploy', site, domain, '--stage', '--json'], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    expect(j.code, j.stderr).toBe(0);
    expect(j.stderr).not.toContain('Running');
  });

  it('a deploy with the saved login: "Running as <email> on <endpoint>"', async () => {
    const home = path.join(tmp, 'netrc-home');
    fs.mkdirSync(home);
    const machine = new URL(server.api).host;
    fs.writeFileSync(
      path.join(home, '.netrc'),
      `machine ${machine}\n  login hints@example.com\n  password ${token}\n`,
      {
        mode: 0o600,
      },
    );
    const r = await runCli(['--endpoint', server.api, 'deploy', site, 'hints-netrc.localhost'], { home });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`Running as hints@example.com on ${server.api}`);
  });

  it('an error hint of the server answer (404) names the endpoint in its commands', async () => {
    const r = await runCli(['--endpoint', server.api, 'metadata', 'nosuch-hints.localhost'], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    expect(r.code).not.toBe(0);
    // The server's "publish it first with PUT /<domain>" in CLI terms, with the endpoint; no request line.
    expect(r.stderr.trim()).toBe(
      `error project nosuch-hints.localhost does not exist; publish it first with ` +
        `\`sitepub --endpoint ${server.api} deploy <path> nosuch-hints.localhost\`.`,
    );
  });
});

describe('sitepub serve', () => {
  it('prints the export SURGE_ENDPOINT line to use, and commands that work after it', async () => {
    const child = spawnCli(['serve', '--port', '0', '--edges', '0', '--data', path.join(tmp, 'serve-data')], {
      home: tmp,
    });
    child.stdin!.end();
    let stdout = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout!.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
        if (stdout.includes('Ctrl-C')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`serve exited ${code}`)));
    });
    const exited = once(child, 'exit');
    try {
      await ready;
    } finally {
      child.kill('SIGTERM');
    }
    await exited;
    const api = /API\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
    expect(api).toBeDefined();
    expect(stdout).toContain(`export SURGE_ENDPOINT=${api}`);
    expect(stdout).toMatch(/^\s+then:\s+sitepub login$/m);
  });
});

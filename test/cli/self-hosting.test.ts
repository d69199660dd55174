/**
 * Self-hosting that explains itself (issue #39 item 3), through the real `sitepub serve`:
 * - serve prints the dashboard and API docs URLs (and the --json line carries them);
 * - the API's `/` sends a browser to the dashboard and tells JSON clients where to go;
 * - verify says the mail waits in the outbox of a server without SMTP, without naming a server path;
 * - plan limits are the operator's: --plans FILE (checked, errors name the field) and --no-plan-limits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, spawnCli } from './run-cli.ts';
import { TEST_PASSWORD } from '../helpers/server.ts';

interface Serving {
  child: ChildProcess;
  stdout: string;
  api: string;
  edge: string;
}

let tmp: string;
let plansFile: string;
const running: ChildProcess[] = [];

/** Starts `sitepub serve` (human output) and waits for its banner; returns it with the API's URL. */
async function serve(args: string[]): Promise<Serving> {
  const data = fs.mkdtempSync(path.join(tmp, 'data-'));
  const child = spawnCli(['serve', '--port', '0', '--edges', '1', '--data', data, ...args], { home: tmp });
  running.push(child);
  child.stdin!.end();
  let stdout = '';
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
      if (stdout.includes('Press Ctrl-C')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
  });
  const api = /API\s+(http:\/\/\S+)/.exec(stdout)![1]!;
  const edge = /edges\s+(http:\/\/\S+)/.exec(stdout)![1]!;
  return { child, stdout, api, edge };
}

async function tokenFor(api: string, email: string): Promise<string> {
  const res = await fetch(`${api}/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${email}:${TEST_PASSWORD}`).toString('base64')}` },
  });
  return ((await res.json()) as { token: string }).token;
}

/** A site of `bytes` random-ish bytes plus an index page. */
function siteOf(name: string, bytes: number): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), '<p>hi</p>');
  fs.writeFileSync(path.join(dir, 'big.txt'), 'x'.repeat(bytes));
  return dir;
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-selfhost-'));
  plansFile = path.join(tmp, 'plans.json');
  // A free plan of 5 kB: a 20 kB site is over it.
  fs.writeFileSync(
    plansFile,
    JSON.stringify([
      { id: 'free', name: 'Tiny', amount: 0, limits: { maxFiles: 100, maxBytes: 5000 } },
      { id: 'big', name: 'Big', amount: 500, limits: { maxFiles: 10100, maxBytes: 450_000_000 } },
    ]),
  );
});

afterAll(async () => {
  for (const child of running) {
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('sitepub serve explains itself', () => {
  let server: Serving;
  beforeAll(async () => {
    server = await serve(['--plans', plansFile]);
  }, 120_000);

  it('prints the dashboard and API docs URLs, and where mail goes', () => {
    expect(server.stdout).toMatch(new RegExp(`dashboard\\s+${server.api}/dashboard`));
    expect(server.stdout).toMatch(new RegExp(`API docs\\s+${server.api}/docs`));
    expect(server.stdout).toMatch(/mail\s+no SMTP: mails .* are kept in .*outbox/);
    expect(server.stdout).toMatch(/plans\s+free, big \(from .*plans\.json\)/);
  });

  it("the API's / redirects a browser to the dashboard and tells a JSON client where to go", async () => {
    const browser = await fetch(`${server.api}/`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
      redirect: 'manual',
    });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe('/dashboard');
    const json = await fetch(`${server.api}/`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({
      api: server.api,
      dashboard: `${server.api}/dashboard`,
      docs: `${server.api}/docs`,
    });
  });

  it('verify says the mail waits in the outbox, without a server path', async () => {
    const token = await tokenFor(server.api, 'verify-selfhost@example.com');
    const r = await runCli(['--endpoint', server.api, 'verify'], { home: tmp, env: { SURGE_TOKEN: token } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      "this server has no SMTP configured; its operator finds the mail in the server's outbox (see `sitepub serve` log)",
    );
    expect(r.stdout).not.toContain(tmp);
    expect(r.stdout).not.toContain('/outbox');
    const json = await runCli(['--endpoint', server.api, 'verify', '--json'], {
      home: tmp,
      env: { SURGE_TOKEN: await tokenFor(server.api, 'verify-json@example.com') },
    });
    expect(JSON.parse(json.stdout)).toMatchObject({ sent: true, delivery: 'outbox' });
  });

  it("--plans FILE: the operator's plans apply (a site over the free plan's 5 kB needs the Big plan)", async () => {
    const token = await tokenFor(server.api, 'plans-selfhost@example.com');
    const r = await runCli(['--endpoint', server.api, 'deploy', siteOf('over', 20_000), 'over.localhost'], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /Payment required .*plan "Big".*over the Tiny plan's limits \(20\.0 kB is over its 5\.0 kB\)/,
    );
    const plans = await runCli(['--endpoint', server.api, 'plans', '--json'], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    expect(JSON.stringify(JSON.parse(plans.stdout))).toContain('"Tiny"');
  });
});

describe('serve --no-plan-limits and bad --plans files', () => {
  it('--no-plan-limits: no plan limit applies (the same site deploys on the same tiny plan)', async () => {
    const server = await serve(['--plans', plansFile, '--no-plan-limits']);
    expect(server.stdout).toMatch(/no plan limits/);
    const token = await tokenFor(server.api, 'nolimits@example.com');
    const r = await runCli(
      ['--endpoint', server.api, 'deploy', siteOf('unlimited', 20_000), 'free.localhost'],
      {
        home: tmp,
        env: { SURGE_TOKEN: token },
      },
    );
    expect(r.code, r.stderr).toBe(0);
  }, 120_000);

  it('a bad plans file stops serve at once, naming the field (exit 2)', async () => {
    const bad = path.join(tmp, 'bad-plans.json');
    fs.writeFileSync(
      bad,
      JSON.stringify([{ id: 'free', name: 'Free', amount: 0, limits: { maxFiles: 10, maxBytes: 'lots' } }]),
    );
    const r = await runCli(['serve', '--port', '0', '--data', path.join(tmp, 'bad'), '--plans', bad], {
      home: tmp,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('plans[0].limits.maxBytes: must be a whole number of bytes above 0');
    fs.writeFileSync(bad, '{"plans": [');
    const syntax = await runCli(['serve', '--port', '0', '--data', path.join(tmp, 'bad'), '--plans', bad], {
      home: tmp,
    });
    expect(syntax.code).toBe(2);
    expect(syntax.stderr).toMatch(/--plans .*bad-plans\.json: \(file\): is not JSON/);
  });

  it('serve --help documents the new flags and URLs', async () => {
    const r = await runCli(['serve', '--help'], { home: tmp });
    for (const s of ['--plans <file>', '--no-plan-limits', '/dashboard', '/docs', 'outbox'])
      expect(r.stdout).toContain(s);
  });
});

// Account flows through the real CLI process against the real server: browser login (approved through the
// server's own sign-in form, expired), mfa, plans and billing links, card, plan changes, nuke.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { CLI, runCli, runCommand, spawnCli, type CliResult } from './run-cli.ts';

const hasScript = fs.existsSync('/usr/bin/script');
let server: TestServer;
let tmp: string;
/** Added to the server's clock: lets a test expire a login session without waiting ten minutes. */
let clockOffset = 0;
let n = 0;

beforeAll(async () => {
  server = await startTestServer({ edges: 1, overrides: { now: () => Date.now() + clockOffset } });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-acct-'));
});
afterAll(async () => {
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

function freshHome(): string {
  const dir = path.join(tmp, `home-${++n}`);
  fs.mkdirSync(dir);
  return dir;
}

const cli = (home: string, args: string[], env: Record<string, string> = {}) =>
  runCli(['--endpoint', server.api, ...args], { home, env });

function json<T>(r: CliResult): T {
  expect(r.code, `exit ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`).toBe(0);
  const lines = r.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as T;
}

/** The one `error ...` line of a failed command. */
function errorLine(r: CliResult): string {
  const lines = r.stderr.split('\n').filter((l) => l.startsWith('error'));
  expect(lines, r.stderr).toHaveLength(1);
  return lines[0]!;
}

/** Starts `login --browser`, resolves with the process and the URL and code it printed. */
async function startBrowserLogin(home: string, extra: string[] = []) {
  const child = spawnCli(['--endpoint', server.api, 'login', '--browser', ...extra], { home });
  child.stdin!.end();
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null, stdout, stderr }));
  const shown = await new Promise<{ url: string; code: string }>((resolve, reject) => {
    child.stderr!.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
      const url = /url\s+(http\S+)/.exec(stderr)?.[1];
      const code = /code\s+([0-9A-F]+)/.exec(stderr)?.[1];
      if (url && code) resolve({ url, code });
    });
    void exited.then((r) => reject(new Error(`login exited ${r.code} before printing a URL: ${r.stderr}`)));
  });
  return { ...shown, exited };
}

/** Signs in on the server's approval page, as a person in a browser would. */
async function approve(url: string, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await fetch(`${url}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const html = await res.text();
  expect(res.status, html).toBe(200);
  return html;
}

function site(name: string): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<p>${name}</p>`);
  return dir;
}

describe('login --browser', () => {
  it('prints the URL and code, waits for the sign-in page, then stores the token in .netrc', async () => {
    const home = freshHome();
    const email = `browser-${process.pid}@example.com`;
    await server.token(email); // the account exists (the sign-in page checks email + password)
    const { url, code, exited } = await startBrowserLogin(home, ['--json']);
    expect(url.startsWith(`${server.api}/login/session/`)).toBe(true);

    // The page a browser opens shows the same code as the terminal.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(code);
    expect(await approve(url, email)).toContain(`Signed in as ${email}`);

    const r = await exited;
    const result = json<{ email: string; endpoint: string; netrc: string }>(r);
    expect(result).toEqual({ email, endpoint: server.api, netrc: path.join(home, '.netrc') });
    const netrc = fs.readFileSync(path.join(home, '.netrc'), 'utf8');
    const machine = new URL(server.api).host;
    const stored = new RegExp(
      `machine ${machine.replace(/\./g, '\\.')}\\s+login (\\S+)\\s+password (\\S+)`,
    ).exec(netrc);
    expect(stored?.[1]).toBe(email);
    expect(fs.statSync(path.join(home, '.netrc')).mode & 0o777).toBe(0o600);
    expect(r.stdout + r.stderr).not.toContain(stored![2]!);

    // The stored token works.
    expect(json<{ email: string; credentials: string }>(await cli(home, ['whoami', '--json']))).toMatchObject(
      {
        email,
        credentials: 'netrc',
      },
    );
    // The session was used up by the CLI: the link cannot approve a second login.
    expect((await fetch(url)).status).toBe(404);
    const again = await fetch(`${url}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: TEST_PASSWORD }).toString(),
    });
    expect(again.status).toBe(404);
  });

  it('human output: the URL and code on stderr, "Logged in" on stdout', async () => {
    const home = freshHome();
    const email = `browser-human-${process.pid}@example.com`;
    await server.token(email);
    const { url, exited } = await startBrowserLogin(home);
    await approve(url, email);
    const r = await exited;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('Continue in the browser to sign in');
    expect(r.stderr).not.toContain('Opened your browser'); // not a terminal: nothing is opened
    expect(r.stdout).toContain(`Logged in as ${email}`);
  });

  it('an expired session: one clear error line, exit 3, nothing stored', async () => {
    const home = freshHome();
    const { exited } = await startBrowserLogin(home);
    clockOffset = 11 * 60 * 1000; // the server's sessions live 10 minutes
    try {
      const r = await exited;
      expect(r.code).toBe(3);
      expect(errorLine(r)).toMatch(
        /browser sign-in expired, was cancelled or was already used: run `sitepub --endpoint \S+ login --browser` again/,
      );
    } finally {
      clockOffset = 0;
    }
    expect(fs.existsSync(path.join(home, '.netrc'))).toBe(false);
  });

  it('wrong password on the sign-in page: the page refuses, the CLI keeps waiting', async () => {
    const home = freshHome();
    const email = `browser-wrong-${process.pid}@example.com`;
    await server.token(email);
    const { url, exited } = await startBrowserLogin(home);
    const refused = await fetch(`${url}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: 'not the password' }).toString(),
    });
    expect(refused.status).toBe(401);
    await approve(url, email);
    expect((await exited).code).toBe(0);
  });

  it('Ctrl-C while waiting: one error line, exit 130, nothing stored', async () => {
    const home = freshHome();
    const started = spawnCli(['--endpoint', server.api, 'login', '--browser'], { home });
    started.stdin!.end();
    let stderr = '';
    const exited = once(started, 'exit');
    await new Promise<void>((resolve) =>
      started.stderr!.setEncoding('utf8').on('data', (d: string) => {
        stderr += d;
        if (stderr.includes('Waiting for approval')) resolve();
      }),
    );
    started.kill('SIGINT');
    const [code] = await exited;
    expect(code).toBe(130);
    expect(stderr.split('\n').filter((l) => l.startsWith('error'))).toEqual([
      'error SIGINT: browser sign-in cancelled; nothing was stored',
    ]);
    expect(fs.existsSync(path.join(home, '.netrc'))).toBe(false);
  });

  it('--browser with --email is a usage error (exit 2)', async () => {
    const r = await cli(freshHome(), ['login', '--browser', '--email', 'a@example.com']);
    expect(r.code).toBe(2);
    expect(errorLine(r)).toMatch(/--browser signs in on the web page/);
  });
});

describe('mfa, plans and billing', () => {
  let home: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    home = freshHome();
    env = { SURGE_TOKEN: await server.token(`billing-${process.pid}@example.com`) };
  });

  it('mfa: prints the URL of the account page (--json: {url})', async () => {
    const r = json<{ url: string }>(await cli(home, ['mfa', '--json'], env));
    expect(r.url.startsWith(server.api)).toBe(true);
    expect((await fetch(r.url)).status).toBe(200);
    const human = await cli(home, ['mfa'], env);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toMatch(/two-factor authentication[^\n]*\n\s+http:\/\/\S+/);
  });

  it('plans / plan: an aligned table with the current plan marked and the card', async () => {
    const list = json<{ list: { id: string; current: boolean }[]; card: unknown }>(
      await cli(home, ['plans', '--json'], env),
    );
    expect(list.list.map((p) => p.id)).toEqual(['free', 'standard']);
    expect(list.card).toBeNull();
    const human = await cli(home, ['plan'], env);
    expect(human.code, human.stderr).toBe(0);
    const lines = human.stdout.split('\n');
    expect(lines[0]).toMatch(/^\s+ID\s+NAME\s+PRICE\s+PERKS$/);
    const free = lines.find((l) => l.includes('Free'))!;
    const standard = lines.find((l) => l.includes('Standard'))!;
    expect(free).toMatch(/^\*\s+free\s+Free\s+free\s+Unlimited projects/);
    expect(standard).toMatch(/^\s+standard\s+Standard\s+\$13\/month\s+/);
    expect(free.indexOf('Free')).toBe(standard.indexOf('Standard')); // aligned columns
    expect(human.stdout).toMatch(/card\s+no card on file/);
    expect(human.stdout).not.toContain('\u001b['); // NO_COLOR
  });

  it('plan <paid> without a card: exit 1 and how to pay; --web gives the checkout link', async () => {
    const refused = await cli(home, ['plan', 'standard'], env);
    expect(refused.code).toBe(1);
    expect(errorLine(refused)).toMatch(
      /payment required for the standard plan: .*`sitepub --endpoint \S+ plan standard --web`.*--card-token/,
    );
    const link = json<{ kind: string; url: string; plan: string }>(
      await cli(home, ['plan', 'standard', '--web', '--json'], env),
    );
    expect(link).toMatchObject({ kind: 'checkout', plan: 'standard' });
    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Standard');
    const upgrade = json<{ kind: string; url: string }>(await cli(home, ['upgrade', '--json'], env));
    expect(upgrade.kind).toBe('checkout');
    expect(upgrade.url).toMatch(/\/billing\/upgrade\//);
  });

  it('billing / plan --manage / card without a token: the billing portal link', async () => {
    for (const args of [['billing'], ['plan', '--manage'], ['card']]) {
      const r = json<{ kind: string; url: string }>(await cli(home, [...args, '--json'], env));
      expect(r.kind, args.join(' ')).toBe('portal');
      expect((await fetch(r.url)).status).toBe(200);
    }
    const human = await cli(home, ['billing'], env);
    expect(human.stdout).toMatch(
      /Manage your plan, card and invoices[^\n]*\n\s+http:\/\/\S+\/billing\/portal\//,
    );
  });

  it('card <token>, then plan standard, then back to free', async () => {
    const declined = await cli(home, ['card', 'tok_nonsense'], env);
    expect(declined.code).toBe(1);
    expect(errorLine(declined)).toMatch(/unknown card token/);

    const card = await cli(home, ['card', 'tok_visa'], env);
    expect(card.code, card.stderr).toBe(0);
    expect(card.stdout).toMatch(/Visa ending in 4242/);
    const up = json<{ plan: { id: string } }>(await cli(home, ['plan', 'standard', '--json'], env));
    expect(up.plan.id).toBe('standard');
    const shown = await cli(home, ['plans'], env);
    expect(shown.stdout).toMatch(/^\*\s+standard/m);
    expect(shown.stdout).toMatch(/card\s+Visa ending in 4242/);
    const down = await cli(home, ['plan', 'free'], env);
    expect(down.code, down.stderr).toBe(0);
    expect(down.stdout).toMatch(/^Success /);
  });

  it('bad flag combinations and unknown plans: one error line, exit 2 / 1', async () => {
    const both = await cli(home, ['plan', '--web', '--manage'], env);
    expect(both.code).toBe(2);
    expect(errorLine(both)).toMatch(/either --web or --manage/);
    const unknown = await cli(home, ['plan', 'platinum', '--json'], env);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stdout)).toMatchObject({ error: { status: 400, exitCode: 1 } });
    expect(errorLine(unknown)).toMatch(/choose one of free, standard/);
  });

  it('without credentials: exit 3', async () => {
    for (const args of [['mfa'], ['plan'], ['billing'], ['nuke', '--yes']]) {
      const r = await cli(freshHome(), args);
      expect(r.code, args.join(' ')).toBe(3);
      expect(errorLine(r)).toMatch(/not logged in/);
    }
  });
});

describe('nuke', () => {
  it('asks for --yes without a terminal; refuses while projects remain, naming them; then deletes', async () => {
    const home = freshHome();
    const email = `nuke-${process.pid}@example.com`;
    const login = await runCli(['--endpoint', server.api, 'login', '--email', email, '--password-stdin'], {
      home,
      input: TEST_PASSWORD,
    });
    expect(login.code, login.stderr).toBe(0);
    const deployed = await cli(home, ['deploy', site('nuke-site'), 'nuke-me.localhost']);
    expect(deployed.code, deployed.stderr).toBe(0);

    const unconfirmed = await cli(home, ['nuke']);
    expect(unconfirmed.code).toBe(2);
    expect(errorLine(unconfirmed)).toMatch(new RegExp(`deletes the account ${email}.*pass --yes`));

    const refused = await cli(home, ['nuke', '--yes', '--json']);
    expect(refused.code).toBe(1);
    expect(errorLine(refused)).toMatch(
      /still owns 1 project\(s\): nuke-me\.localhost\. Remove each first \(`sitepub --endpoint \S+ teardown nuke-me\.localhost`\)/,
    );
    expect(JSON.parse(refused.stdout)).toMatchObject({ error: { exitCode: 1 } });
    expect(json<{ email: string }>(await cli(home, ['whoami', '--json'])).email).toBe(email); // still there

    expect((await cli(home, ['teardown', 'nuke-me.localhost'])).code).toBe(0);
    const done = json<{ deleted: string; netrcRemoved: boolean }>(
      await cli(home, ['nuke', '--yes', '--json']),
    );
    expect(done).toMatchObject({ deleted: email, netrcRemoved: true });
    expect(fs.readFileSync(path.join(home, '.netrc'), 'utf8')).not.toContain(new URL(server.api).host);

    // The account is gone: its email and password now create a new, empty account.
    const fresh = await server.token(email);
    const projects = json<unknown[]>(await cli(home, ['list', '--json'], { SURGE_TOKEN: fresh }));
    expect(projects).toEqual([]);
  });

  it.skipIf(!hasScript)(
    'on a terminal: asks for the account email and deletes only when it matches',
    async () => {
      const home = freshHome();
      const email = `nuke-tty-${process.pid}@example.com`;
      const token = await server.token(email);
      const run = (answer: string) =>
        runCommand(
          'script',
          [
            '-qec',
            [process.execPath, CLI, '--endpoint', server.api, 'nuke'].map((a) => `'${a}'`).join(' '),
            '/dev/null',
          ],
          { home, env: { SURGE_TOKEN: token, NO_COLOR: '1' }, input: `${answer}\n` },
        );
      const wrong = await run('someone-else@example.com');
      expect(wrong.code).toBe(2);
      expect(wrong.stdout).toContain(`Type its email to confirm`);
      expect(wrong.stdout).toMatch(/not confirmed/);
      const right = await run(email);
      expect(right.code, right.stdout).toBe(0);
      expect(right.stdout).toContain(`Deleted account ${email}`);
      expect(right.stdout).not.toContain('has been deleted');
    },
  );
});

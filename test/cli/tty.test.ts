/**
 * The CLI on a real terminal (issue #31.8): each command runs in a tmux pane (a pseudo-terminal, as a person's
 * shell gives it), and the screen is read back with capture-pane.
 * - deploy: the progress bars and the final lines; the upload bar counts the bytes actually sent;
 * - serve: one human-readable line per request (JSON with --log-format json, and when stderr is not a terminal).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePackages } from '../helpers/services.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { CLI, runCli, spawnCli } from './run-cli.ts';

const SOCKET = `sitepub-tty-${process.pid}`;
const EMAIL = 'tty-user@example.com';

let tmp: string;
let server: TestServer;
let token: string;
let panes = 0;

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
}

/** Runs `args` (the CLI's) in a new 120×40 pane with only `env`; the pane prints `[exit N]` when it ends. */
function inPane(args: string[], env: Record<string, string>): string {
  const name = `p${++panes}`;
  const vars = Object.entries({
    PATH: process.env.PATH ?? '',
    HOME: tmp,
    TERM: 'xterm-256color',
    ...env,
  }).map(([k, v]) => quote(`${k}=${v}`));
  const command = `env -i ${vars.join(' ')} ${[process.execPath, CLI, ...args].map(quote).join(' ')}`;
  tmux('new-session', '-d', '-s', name, '-x', '120', '-y', '40', `${command}; echo "[exit $?]"; sleep 600`);
  return name;
}

/** The pane's text (wrapped lines joined, colours dropped), history included. */
const screen = (pane: string): string => tmux('capture-pane', '-p', '-J', '-S', '-', '-t', pane);

async function waitFor(pane: string, re: RegExp, timeoutMs = 60_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const text = screen(pane);
    if (re.test(text)) return text;
    if (Date.now() > until) throw new Error(`pane never showed ${re}; it shows:\n${text}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  ensurePackages({ tmux: 'tmux' });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-tty-'));
  server = await startTestServer();
  token = await server.token(EMAIL);
}, 600_000);

afterAll(async () => {
  try {
    tmux('kill-server');
  } catch {
    // no pane was ever opened
  }
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('on a terminal (tmux)', () => {
  it('deploy: progress bars over the bytes actually sent, then the summary', async () => {
    const site = path.join(tmp, 'site');
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, 'big.bin'), randomBytes(2_000_000));
    fs.writeFileSync(path.join(site, 'index.html'), '<p>one</p>\n');
    const env = { SURGE_ENDPOINT: server.api, SURGE_TOKEN: token };
    const first = await runCli(['deploy', site, 'tty.localhost'], { home: tmp, env });
    expect(first.code, first.stderr).toBe(0);
    // The second deploy sends index.html alone (21 B); the server holds big.bin from the first.
    fs.writeFileSync(path.join(site, 'index.html'), '<p>second version</p>\n');
    const sent = fs.statSync(path.join(site, 'index.html')).size;

    const pane = inPane(['deploy', site, 'tty.localhost'], env);
    const text = await waitFor(pane, /\[exit \d+\]/);
    expect(text).toContain('[exit 0]');
    const lines = text.split('\n').map((l) => l.trimEnd());
    const at = (re: RegExp): number => lines.findIndex((l) => re.test(l));
    expect(lines, text).toContain(`Running as ${EMAIL} on ${server.api} (token from SURGE_TOKEN)`);
    expect(lines).toContain('Uploading 1 of 2 files (22 B); 1 already on the server');
    // The bars, drawn in place, as the screen keeps them: the upload counts the 22 bytes sent, not the 2.0 MB site.
    expect(sent).toBe(22);
    expect(lines[at(/^ upload /)]).toMatch(/^ upload █+ 100% \| 22 B\/22 B$/);
    expect(lines[at(/^ edges /)]).toMatch(/^ edges {2}█+ 100% \| 2\/2$/);
    expect(text).not.toMatch(/2\.0 MB\/2\.0 MB/);
    // Then the summary, after the bars.
    const published = at(/^Published tty\.localhost revision \d+$/);
    expect(published).toBeGreaterThan(at(/^ edges /));
    expect(lines.slice(published + 1, published + 4)).toEqual([
      expect.stringMatching(/^ {2}production {2}http:\/\/tty\.localhost:\d+$/),
      expect.stringMatching(/^ {2}preview {5}http:\/\/\d+-tty\.localhost:\d+$/),
      '  2 files, 2.0 MB; 1 uploaded (22 B), 1 already on the server',
    ]);
    expect(text).not.toContain(token);
  });

  it('destructive commands ask on a terminal unless --yes; without a terminal they go ahead (issue #39.4)', async () => {
    const env = { SURGE_ENDPOINT: server.api, SURGE_TOKEN: token };
    const site = path.join(tmp, 'ask-site');
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, 'index.html'), '<p>ask</p>');
    for (const d of ['ask.localhost', 'ask.localhost', 'piped.localhost'])
      expect((await runCli(['deploy', site, d], { home: tmp, env })).code).toBe(0);

    // discard --force of the live revision: asked, "n" changes nothing (exit 2).
    const live = JSON.parse(
      (await runCli(['list', 'ask.localhost', '--json'], { home: tmp, env })).stdout,
    ) as {
      rev: number;
      current: boolean;
    }[];
    const liveRev = live.find((r) => r.current)!.rev;
    const discard = inPane(['discard', 'ask.localhost', String(liveRev), '--force'], env);
    await waitFor(
      discard,
      new RegExp(String.raw`Revision ${liveRev} is live on ask\.localhost\. Discard it .*\[y/N\]`),
    );
    tmux('send-keys', '-t', discard, 'n', 'Enter');
    expect(await waitFor(discard, /\[exit \d+\]/)).toContain('[exit 2]');
    expect((await runCli(['list', 'ask.localhost', '--json'], { home: tmp, env })).stdout).toContain(
      String(liveRev),
    );

    // teardown: "n" keeps the project, "y" removes it.
    const keep = inPane(['teardown', 'ask.localhost'], env);
    await waitFor(keep, /Remove ask\.localhost and all its revisions for good\? \[y\/N\]/);
    tmux('send-keys', '-t', keep, 'n', 'Enter');
    expect(await waitFor(keep, /\[exit \d+\]/)).toMatch(
      /not confirmed: nothing was changed[\s\S]*\[exit 2\]/,
    );
    expect((await runCli(['list', 'ask.localhost'], { home: tmp, env })).code).toBe(0);
    const remove = inPane(['teardown', 'ask.localhost'], env);
    await waitFor(remove, /for good\? \[y\/N\]/);
    tmux('send-keys', '-t', remove, 'y', 'Enter');
    expect(await waitFor(remove, /\[exit \d+\]/)).toMatch(/Removed ask\.localhost[\s\S]*\[exit 0\]/);

    // --yes on a terminal, and no terminal at all: no question.
    const yes = inPane(['teardown', 'piped.localhost', '--yes'], env);
    const said = await waitFor(yes, /\[exit \d+\]/);
    expect(said).not.toContain('[y/N]');
    expect(said).toContain('[exit 0]');
    expect((await runCli(['deploy', site, 'piped.localhost'], { home: tmp, env })).code).toBe(0);
    const piped = await runCli(['teardown', 'piped.localhost'], { home: tmp, env });
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stderr).not.toContain('[y/N]');
  });

  it('serve: one readable line per request (time, method, path, status, duration, host)', async () => {
    const pane = inPane(['serve', '--port', '0', '--edges', '0', '--data', path.join(tmp, 'serve-a')], {});
    const banner = await waitFor(pane, /Press Ctrl-C to stop\./);
    const api = /API\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(banner)![1]!;
    const host = new URL(api).host;
    expect((await fetch(`${api}/stats`)).status).toBe(200);
    const refused = await fetch(`${api}/list`, {
      headers: { authorization: `Basic ${Buffer.from('token:not-a-token').toString('base64')}` },
    });
    expect(refused.status).toBe(401);
    await refused.body?.cancel();
    const text = await waitFor(pane, /GET \/list 401/);
    const escaped = host.replace(/\./g, '\\.');
    expect(text).toMatch(new RegExp(`^\\d\\d:\\d\\d:\\d\\d GET /stats 200 [\\d.]+ m?s ${escaped}$`, 'm'));
    // A refusal says why on the same line.
    expect(text).toMatch(
      new RegExp(`^\\d\\d:\\d\\d:\\d\\d GET /list 401 [\\d.]+ m?s ${escaped} - invalid token`, 'm'),
    );
    expect(text.match(/GET \/stats/g)).toHaveLength(1); // one line per request, not two
    expect(text).not.toContain('"level"');
    expect(text).not.toContain('not-a-token');
    tmux('send-keys', '-t', pane, 'C-c');
    expect(await waitFor(pane, /\[exit \d+\]/)).toContain('[exit 0]');
  });

  it('serve --log-format json: JSON lines on a terminal too', async () => {
    const args = [
      'serve',
      '--port',
      '0',
      '--edges',
      '0',
      '--log-format',
      'json',
      '--data',
      path.join(tmp, 'serve-b'),
    ];
    const pane = inPane(args, {});
    const banner = await waitFor(pane, /Press Ctrl-C to stop\./);
    const api = /API\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(banner)![1]!;
    expect((await fetch(`${api}/stats`)).status).toBe(200);
    const text = await waitFor(pane, /"msg":"request completed"/);
    expect(text).toMatch(/"msg":"incoming request"/);
    tmux('send-keys', '-t', pane, 'C-c');
    await waitFor(pane, /\[exit \d+\]/);
  });
});

describe('serve logs off a terminal', () => {
  it('stay JSON lines when stderr is not a terminal', async () => {
    const child = spawnCli(
      ['serve', '--json', '--port', '0', '--edges', '0', '--data', path.join(tmp, 'serve-c')],
      {
        home: tmp,
      },
    );
    child.stdin!.end();
    let stdout = '';
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const exited = once(child, 'exit');
    try {
      const api = await new Promise<string>((resolve, reject) => {
        child.stdout!.setEncoding('utf8').on('data', (d: string) => {
          stdout += d;
          if (stdout.includes('\n')) resolve((JSON.parse(stdout.split('\n')[0]!) as { api: string }).api);
        });
        child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
      });
      expect((await fetch(`${api}/stats`)).status).toBe(200);
      const until = Date.now() + 30_000;
      while (!stderr.includes('"msg":"request completed"') && Date.now() < until)
        await new Promise((r) => setTimeout(r, 100));
      const completed = stderr.split('\n').find((l) => l.includes('"msg":"request completed"'));
      expect(JSON.parse(completed!)).toMatchObject({ res: { statusCode: 200 } });
    } finally {
      child.kill('SIGTERM');
    }
    await exited;
  });
});

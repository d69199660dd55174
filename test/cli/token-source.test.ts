// A rejected token says where it came from; `login` warns that SURGE_TOKEN takes precedence over it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { runCli } from './run-cli.ts';

const STALE = 'stale-token-0a1b2c3d4e5f';
let server: TestServer;
let home: string;

const cli = (args: string[], env: Record<string, string> = {}, input?: string) =>
  runCli(['--endpoint', server.api, ...args], { home, env, ...(input === undefined ? {} : { input }) });

beforeAll(async () => {
  server = await startTestServer({ edges: 0 });
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-token-src-'));
});
afterAll(async () => {
  await server?.close();
  if (home) fs.rmSync(home, { recursive: true, force: true });
});

describe('where a rejected token came from', () => {
  it('login with SURGE_TOKEN set: logged in, with a warning that the variable wins', async () => {
    const r = await cli(
      ['login', '--email', 'src@example.com', '--password-stdin'],
      { SURGE_TOKEN: STALE },
      TEST_PASSWORD,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/warning SURGE_TOKEN is set: it takes precedence over this login/);
    expect(r.stdout + r.stderr).not.toContain(STALE);
  });

  it('a stale SURGE_TOKEN: the error names the variable and what to do', async () => {
    const r = await cli(['whoami'], { SURGE_TOKEN: STALE });
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/the token from SURGE_TOKEN was rejected.*unset it or replace it/);
    expect(r.stdout + r.stderr).not.toContain(STALE);
    // Without the variable the saved login works.
    const ok = await cli(['whoami']);
    expect(ok.code, ok.stderr).toBe(0);
  });

  it('--password-stdin with nothing on standard input says so', async () => {
    const r = await cli(['login', '--email', 'src@example.com', '--password-stdin'], {}, '');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error no password on standard input/m);
  });

  it('a rejected --token names the flag', async () => {
    const r = await cli(['whoami', '--token', STALE]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/the token from --token was rejected/);
  });
});

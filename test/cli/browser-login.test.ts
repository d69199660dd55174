// browserLogin() with the real client against the real server, its clock and sleep passed in: the paths a
// process test cannot reach in reasonable time (the CLI's own deadline) or at all (a server without the routes).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { createClient } from '../../src/client/index.ts';
import { browserLogin } from '../../src/cli/browser-login.ts';
import { AuthError, CliError } from '../../src/cli/errors.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ edges: 0 });
});
afterAll(async () => {
  await server?.close();
});

describe('browserLogin', () => {
  it('polls at the server interval until approved, and returns the email and a working token', async () => {
    const email = `bl-unit-${process.pid}@example.com`;
    await server.token(email);
    const sleeps: number[] = [];
    let polls = 0;
    let url = '';
    const client = createClient({ endpoint: server.api });
    const result = await browserLogin({
      client: {
        loginSession: (host) => client.loginSession(host),
        loginPoll: async (uuid, poll) => {
          polls++;
          if (polls === 2) {
            // Approve between the second and third poll, through the sign-in form.
            const res = await fetch(`${url}/approve`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ email, password: TEST_PASSWORD }).toString(),
            });
            expect(res.status).toBe(200);
            expect(
              (await client.loginPoll(uuid, 'not-the-secret').catch((e: unknown) => e)) as Error,
            ).toHaveProperty('status', 403);
            return { status: 'pending' };
          }
          return client.loginPoll(uuid, poll);
        },
      },
      host: 'test-host',
      now: Date.now,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      show: (s) => (url = s.url),
    });
    expect(result.email).toBe(email);
    expect(sleeps).toEqual([2000, 2000, 2000]);
    const account = await createClient({ endpoint: server.api, token: result.token }).account();
    expect(account.email).toBe(email);
  });

  it('gives up at the session deadline with an AuthError', async () => {
    let clock = 0;
    const err = await browserLogin({
      client: createClient({ endpoint: server.api }),
      host: 'test-host',
      now: () => clock,
      sleep: async (ms) => {
        clock += ms * 100; // the server's 600 s pass in three polls
      },
      show: () => {},
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthError);
    expect((err as Error).message).toMatch(/not approved within 10 minute\(s\) and has expired/);
  });

  it('a server without browser login: says to log in with the password instead', async () => {
    const bare = http.createServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"messages":["not found"]}');
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = bare.address() as AddressInfo;
      const err = await browserLogin({
        client: createClient({ endpoint: `http://127.0.0.1:${port}` }),
        host: 'h',
        now: Date.now,
        sleep: async () => {},
        show: () => {},
      }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CliError);
      expect((err as Error).message).toMatch(
        /does not offer browser login .*`sitepub login` without --browser/,
      );
    } finally {
      bare.close();
    }
  });
});

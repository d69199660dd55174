/**
 * Credentials never reach a log line or an error: every failure path of the client, with a logger that
 * records everything, is checked for the token, the password and their Basic-auth encodings.
 */
import { inspect } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient, type Logger } from '../../src/client/index.ts';
import { tempSite, type TempSite } from '../pack/fixtures.ts';
import { json, ndjson, readBody, startScriptedServer, type ScriptedServer } from './scripted-server.ts';

const TOKEN = 'tok_SUPERSECRET_0123456789abcdef';
const PASSWORD = 'pw_SUPERSECRET_hunter2';
const EMAIL = 'secret-owner@example.com';
const needles = [
  TOKEN,
  PASSWORD,
  Buffer.from(`token:${TOKEN}`).toString('base64'),
  Buffer.from(`${EMAIL}:${PASSWORD}`).toString('base64'),
  'SUPERSECRET',
];

let srv: ScriptedServer;
let site: TempSite;
const logs: string[] = [];
const logger: Logger = {
  debug: (m) => logs.push(m),
  info: (m) => logs.push(m),
  warning: (m) => logs.push(m),
};
beforeAll(async () => {
  srv = await startScriptedServer();
  site = await tempSite({ 'index.html': 'x' });
});
afterAll(async () => {
  await srv.close();
  await site.cleanup();
});

function dump(err: unknown): string {
  const e = err as Error;
  return [
    String(err),
    e.message,
    e.stack,
    JSON.stringify(err),
    inspect(err, { depth: 10, showHidden: true }),
  ].join('\n');
}

it('no failure path leaks the token or password', async () => {
  const retry = { retries: 1, minDelayMs: 1 };
  const withToken = createClient({ endpoint: srv.url, token: TOKEN, logger, retry, timeoutMs: 300 });
  const withPassword = createClient({ endpoint: srv.url, email: EMAIL, password: PASSWORD, logger, retry });
  const refused = createClient({ endpoint: 'http://127.0.0.1:1', token: TOKEN, logger, retry });

  srv.script.push(
    (_q, res) => json(res, 401, { messages: ['bad token'] }, { reason: 'Token expired' }),
    (_q, res) => json(res, 500, { message: 'boom' }),
    (_q, res) => void res.socket?.destroy(),
    () => {}, // timeout
    () => {}, // timeout (retry)
    (_q, res) => json(res, 401, { messages: ['bad password'], details: { email: 'wrong password' } }),
    async (req, res, seen) => {
      await readBody(req, seen);
      ndjson(res, [{ type: 'error', error: { message: 'nope' } }]);
    },
    async (req, res, seen) => {
      await readBody(req, seen);
      json(res, 403, { messages: ['forbidden'] }, { reason: 'Rate limited' });
    },
  );
  const errors: unknown[] = [];
  const attempt = async (p: Promise<unknown>) =>
    errors.push(
      await p.then(
        () => new Error('expected a failure'),
        (e: unknown) => e,
      ),
    );
  await attempt(withToken.account());
  await attempt(withToken.list()); // 500, then reset
  await attempt(withToken.tokens()); // timeout twice
  await attempt(withPassword.mintToken());
  await attempt(withToken.deploy({ domain: 'a.example.com', source: site.root }).result);
  await attempt(withToken.deploy({ domain: 'a.example.com', source: site.root }).result);
  await attempt(refused.account());
  await attempt(Promise.resolve().then(() => createClient({ endpoint: `http://token:${TOKEN}@127.0.0.1/` })));

  expect(errors).toHaveLength(8);
  expect(errors.every((e) => e instanceof Error && !/expected a failure/.test(e.message))).toBe(true);
  // The server did receive the credentials (so the test would see a leak of them).
  expect(srv.seen.some((s) => s.headers.authorization?.includes(needles[2]!))).toBe(true);
  const everything = [...errors.map(dump), ...logs].join('\n');
  for (const needle of needles) expect(everything).not.toContain(needle);
  expect(logs.length).toBeGreaterThan(5);
});

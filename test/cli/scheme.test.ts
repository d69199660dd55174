/**
 * A scheme that does not match what the server speaks is said in one line with the endpoint to use (issue
 * #31.8): `https://` against our (plain-HTTP) server, `http://` against an HTTPS one; never a raw OpenSSL error.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { runCli } from './run-cli.ts';
import { isPlainHttpAnswer, NetworkError } from '../../src/client/errors.ts';
import { isRetryable } from '../../src/client/retry.ts';
import { schemeMismatchLine } from '../../src/cli/scheme.ts';

let server: TestServer;
let tls: https.Server;
let tmp: string;
let token: string;
let httpPort: number;
let httpsPort: number;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-scheme-'));
  server = await startTestServer();
  token = await server.token();
  httpPort = Number(new URL(server.api).port);
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2'].concat([
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(tmp, 'key.pem'),
      '-out',
      path.join(tmp, 'cert.pem'),
    ]),
    { stdio: 'ignore' },
  );
  tls = https.createServer(
    { key: fs.readFileSync(path.join(tmp, 'key.pem')), cert: fs.readFileSync(path.join(tmp, 'cert.pem')) },
    (_req, res) => res.end('{}'),
  );
  await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
  httpsPort = (tls.address() as AddressInfo).port;
  fs.mkdirSync(path.join(tmp, 'site'));
  fs.writeFileSync(path.join(tmp, 'site', 'index.html'), 'hi\n');
}, 60_000);

afterAll(async () => {
  tls.closeAllConnections();
  await new Promise((resolve) => tls.close(resolve));
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const run = (args: string[], env: Record<string, string> = {}) => runCli(args, { home: tmp, env });

/** One error line, no OpenSSL or undici words. */
function oneLine(stderr: string): string {
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(stderr).not.toMatch(/SSL|openssl|wrong version|UND_ERR|other side closed/i);
  return lines[0]!;
}

describe('scheme mismatch', () => {
  it('https:// against an HTTP server: one line naming the http:// endpoint', async () => {
    const r = await run(['--endpoint', `https://127.0.0.1:${httpPort}`, '--token', token, 'list']);
    expect(r.code).toBe(1);
    expect(oneLine(r.stderr)).toBe(
      `error 127.0.0.1:${httpPort} speaks HTTP, not HTTPS: use --endpoint http://127.0.0.1:${httpPort}`,
    );
  });

  it('the same from SURGE_ENDPOINT, for a deploy, and with no login at all', async () => {
    const env = { SURGE_ENDPOINT: `https://127.0.0.1:${httpPort}` };
    const d = await run(['deploy', path.join(tmp, 'site'), 'scheme.localhost', '--token', token], env);
    expect(d.code).toBe(1);
    expect(d.stderr).toContain(
      `error 127.0.0.1:${httpPort} speaks HTTP, not HTTPS: use --endpoint http://127.0.0.1:${httpPort} ` +
        `(or export SURGE_ENDPOINT=http://127.0.0.1:${httpPort})`,
    );
    expect(d.stderr).not.toMatch(/SSL/);
    const anon = await run(['--endpoint', `https://127.0.0.1:${httpPort}`, 'list']);
    expect(oneLine(anon.stderr)).toBe(
      `error 127.0.0.1:${httpPort} speaks HTTP, not HTTPS: use --endpoint http://127.0.0.1:${httpPort}`,
    );
  });

  it('http:// against an HTTPS server: one line naming the https:// endpoint', async () => {
    const r = await run(['--endpoint', `http://127.0.0.1:${httpsPort}`, '--token', 'abc', 'list']);
    expect(r.code).toBe(1);
    expect(oneLine(r.stderr)).toBe(
      `error 127.0.0.1:${httpsPort} speaks HTTPS, not HTTP: use --endpoint https://127.0.0.1:${httpsPort}`,
    );
    const anon = await run(['--endpoint', `http://127.0.0.1:${httpsPort}`, '--json', 'list']);
    expect(JSON.parse(anon.stdout)).toMatchObject({
      error: {
        message: `127.0.0.1:${httpsPort} speaks HTTPS, not HTTP: use --endpoint https://127.0.0.1:${httpsPort}`,
      },
    });
  });

  it('a server that answers in its scheme is not called a mismatch', async () => {
    const r = await run(['--endpoint', server.api, '--token', token, 'list']);
    expect(r.code).toBe(0);
    // nothing listens on port 9: refused, not a scheme question
    const refused = await run(['--endpoint', 'http://127.0.0.1:9', '--token', token, 'list']);
    expect(refused.stderr).not.toMatch(/speaks/);
    expect(refused.stderr).toMatch(/ECONNREFUSED/);
  });
});

describe('scheme mismatch (pure parts)', () => {
  it('the client classifies a plain-HTTP answer to TLS, and does not retry it', () => {
    expect(isPlainHttpAnswer({ code: 'ERR_SSL_WRONG_VERSION_NUMBER' })).toBe(true);
    expect(
      isPlainHttpAnswer({ code: 'EPROTO', message: 'SSL routines:ssl3_get_record:wrong version number' }),
    ).toBe(true);
    expect(isPlainHttpAnswer({ code: 'ECONNRESET' })).toBe(false);
    expect(isPlainHttpAnswer(undefined)).toBe(false);
    const e = new NetworkError(
      'GET',
      '/list',
      Object.assign(new Error('x'), { code: 'ERR_SSL_WRONG_VERSION_NUMBER' }),
    );
    expect(e.plainHttpServer).toBe(true);
    expect(e.message).not.toMatch(/sitepub|--endpoint/); // the client has no CLI words
    expect(isRetryable(e)).toBe(false);
    expect(
      isRetryable(new NetworkError('GET', '/list', Object.assign(new Error('x'), { code: 'ECONNRESET' }))),
    ).toBe(true);
  });

  it('names the port the scheme implied when the URL names none', () => {
    expect(schemeMismatchLine('https://example.test', 'http')).toBe(
      'example.test:443 speaks HTTP, not HTTPS: use --endpoint http://example.test:443',
    );
    expect(schemeMismatchLine('http://example.test', 'https', 'env')).toBe(
      'example.test:80 speaks HTTPS, not HTTP: use --endpoint https://example.test:80 ' +
        '(or export SURGE_ENDPOINT=https://example.test:80)',
    );
  });
});

/**
 * The client processes' dispatcher (src/client/client-dispatcher.ts), in a fresh node as the CLI and the
 * Action set it: requests go out as HTTP/1.1 even to a server that prefers h2 (undici 8 alone negotiates h2
 * there: the control case). Proxies from the environment: test/e2e/https-proxy.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCertificate } from '../helpers/connect-proxy.ts';

const MODULE = JSON.stringify(
  fileURLToPath(new URL('../../src/client/client-dispatcher.ts', import.meta.url)),
);

describe('client dispatcher', () => {
  let dir: string;
  let caFile: string;
  let server: http2.Http2SecureServer;
  let url: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitepub-dispatcher-'));
    const tls = await testCertificate(dir, ['localhost']);
    caFile = tls.caFile;
    // Offers h2 first, then HTTP/1.1. No host: every loopback address `localhost` may resolve to.
    server = http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true });
    server.on('request', (req, res) => res.end(req.httpVersion));
    await new Promise<void>((resolve) => server.listen(0, resolve));
    url = `https://localhost:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  /** The HTTP version the server saw, asked from a fresh node with or without the client dispatcher. */
  const ask = async (withDispatcher: boolean): Promise<string> => {
    const script = `${withDispatcher ? `(await import(${MODULE})).useClientDispatcher();` : ''}
      const { request } = await import('undici');
      const res = await request(${JSON.stringify(url)}, { method: 'GET' });
      process.stdout.write(await res.body.text());
      process.exit(0);`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile, HTTPS_PROXY: '', https_proxy: '' },
    });
    return stdout.trim();
  };

  it('speaks HTTP/1.1 to a server that prefers h2', async () => {
    expect(await ask(true)).toBe('1.1');
  });

  it('control: undici alone negotiates h2 with that server', async () => {
    expect(await ask(false)).toBe('2.0');
  });
});

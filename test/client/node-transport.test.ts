/**
 * The client's `node` transport (src/client/node-transport.ts: Node's own http, undici never loaded): a whole
 * deploy through it on one keep-alive connection, how it reports a body that fails, an early answer, an abort
 * and a refused connection; and the CLI sending over it, undici not loaded, when no proxy variable is set.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, NetworkError } from '../../src/client/index.ts';
import { nodeRequest } from '../../src/client/node-transport.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { tempSite, type TempSite } from '../pack/fixtures.ts';
import { CLI, runCommand } from '../cli/run-cli.ts';

let srv: TestServer;
let site: TempSite;
/** A bare server for the transport's own cases: `/early` answers 412 without reading the body. */
let bare: Server;
let bareUrl: string;

beforeAll(async () => {
  srv = await startTestServer({ edges: 1 });
  site = await tempSite({ 'index.html': '<!doctype html><h1>node transport</h1>\n', 'a/b.css': 'b{}' });
  bare = createServer((req, res) => {
    if (req.url === '/early') {
      res.writeHead(412, { 'content-type': 'text/plain' }).end('plan refused');
      return;
    }
    if (req.url === '/length') {
      res.end(String(req.headers['content-length']));
      return;
    }
    req.resume();
    req.on('end', () => res.end('read'));
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await srv?.close();
  await site?.cleanup();
  await new Promise((resolve) => bare?.close(resolve));
});

describe('node transport', () => {
  it('deploys a folder: plan and upload on one connection, the result as with undici', async () => {
    const ports: string[] = [];
    const seen = (req: IncomingMessage) => {
      if (req.url?.startsWith('/node-transport.localhost'))
        ports.push(`${req.method} ${req.socket.remotePort}`);
    };
    srv.server.app.server.on('request', seen);
    try {
      const client = createClient({ endpoint: srv.api, token: await srv.token(), transport: 'node' });
      const result = await client.deploy({ domain: 'node-transport.localhost', source: site.root }).result;
      expect(result.fileCount).toBe(2);
      expect(result.revision).toEqual(expect.any(Number));
      const port = ports[0]!.split(' ')[1];
      expect(ports).toEqual([...ports.slice(0, -1).map(() => `POST ${port}`), `PUT ${port}`]);
      expect(await client.list()).toEqual(
        expect.arrayContaining([expect.objectContaining({ domain: 'node-transport.localhost' })]),
      );
    } finally {
      srv.server.app.server.off('request', seen);
    }
  });

  it('a body that fails before the answer rejects with its error', async () => {
    const body = Readable.from(
      (async function* () {
        yield Buffer.from('some bytes');
        throw new Error('the packer failed');
      })(),
    );
    await expect(
      nodeRequest(`${bareUrl}/read`, { method: 'PUT', headers: {}, body, signal: undefined }),
    ).rejects.toThrow('the packer failed');
  });

  it('an answer before the body was read is the response', async () => {
    const body = Readable.from([Buffer.alloc(64 * 1024)]);
    const res = await nodeRequest(`${bareUrl}/early`, {
      method: 'PUT',
      headers: {},
      body,
      signal: undefined,
    });
    expect(res.statusCode).toBe(412);
    expect(await res.body.text()).toBe('plan refused');
  });

  it("a streamed body's head goes at once: the server answers before the body's first piece exists", async () => {
    // A body that has produced nothing yet (a packer still making its first piece): the server must see the
    // request all the same, as a deploy's admission runs while the client packs.
    const body = new PassThrough();
    try {
      const answered = nodeRequest(`${bareUrl}/early`, {
        method: 'PUT',
        headers: {},
        body,
        signal: undefined,
      });
      const res = await Promise.race([
        answered,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the request head waited for the body')), 3000),
        ),
      ]);
      expect(res.statusCode).toBe(412);
      expect(await res.body.text()).toBe('plan refused');
    } finally {
      body.destroy();
    }
  });

  it("a DELETE's body goes with its length (Node would send none)", async () => {
    const res = await nodeRequest(`${bareUrl}/length`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emails: ['friend@example.com'] }),
      signal: undefined,
    });
    expect(await res.body.text()).toBe('33');
  });

  it('an aborted request rejects with the abort', async () => {
    const abort = new AbortController();
    const never = new Readable({ read() {} }); // a body that never ends: the server never answers
    const sent = nodeRequest(`${bareUrl}/read`, {
      method: 'PUT',
      headers: {},
      body: never,
      signal: abort.signal,
    });
    abort.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a refused connection is a NetworkError with its code', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = createClient({
      endpoint: `http://127.0.0.1:${port}`,
      token: 't',
      transport: 'node',
      retry: false,
    });
    const err = await client.account().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as NetworkError).code).toBe('ECONNREFUSED');
  });

  it('the CLI deploys without loading undici when no proxy is set, and loads it for a proxy', async () => {
    // undici sets its global dispatcher as it loads; the probe prints whether it exists when the process exits.
    const probe = new URL('./undici-loaded.mjs', import.meta.url).pathname;
    const token = await srv.token();
    const run = (env: Record<string, string>) =>
      runCommand(
        process.execPath,
        ['--import', probe, CLI, 'deploy', site.root, 'node-cli.localhost', '--endpoint', srv.api],
        { home: site.dir, env: { SURGE_TOKEN: token, SITEPUB_HASH_CACHE: 'off', ...env } },
      );
    const plain = await run({});
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toContain('Published node-cli.localhost');
    expect(plain.stderr).toContain('undici loaded: false');
    // A proxy that is not there: the request goes to it through undici's proxy dispatcher, and fails.
    const proxied = await run({ HTTP_PROXY: 'http://127.0.0.1:9', HTTPS_PROXY: 'http://127.0.0.1:9' });
    expect(proxied.code).not.toBe(0);
    expect(proxied.stderr).toContain('undici loaded: true');
  }, 60_000);
});

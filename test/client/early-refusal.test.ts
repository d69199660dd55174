/**
 * A deploy refused before its body is read (403: someone else's domain) arrives as the server's answer
 * (ApiError with status and messages), never as the EPIPE of a write that follows the server's close. On the
 * plain surge profile (no upload plans) the client streams the archive at once; the server answers, then closes
 * the staged way (src/server/deploy/close-early.ts): a client still writing is not reset before it could read
 * the answer. Before, the server destroyed the socket right after the answer with body bytes unread, the kernel
 * reset the connection, and the client lost the answer to the EPIPE of its next write (about 3 deploys in 4).
 * And any server may close at once (a raw node:http server answering 403 at the first body bytes and destroying
 * the socket): the client reads an answer that arrived while its source was busy before writing the next chunk
 * (src/client/deploy-request.ts counter).
 */
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../../src/client/index.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { tempSite, type TempSite } from '../pack/fixtures.ts';

/**
 * The raw server runs in a worker thread and, through `flags`, in step with the upload's source: at the first
 * body bytes it raises flag 0 and waits for flag 1; then it answers 403 (`Connection: close`), destroys the
 * socket with the rest of the body unread (the kernel resets the connection) and raises flag 2. The source
 * waits for flag 0, raises flag 1, blocks this thread until flag 2 (and a moment for the packets to land), then
 * hands over its next chunk: the answer and the reset are both waiting when the client writes it.
 */
const RAW_SERVER = `
const { createServer } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const flags = new Int32Array(workerData);
const server = createServer((req, res) => {
  if (req.method !== 'PUT') {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"messages":["not found"]}');
    return;
  }
  req.once('data', () => {
    Atomics.store(flags, 0, 1);
    Atomics.notify(flags, 0);
    Atomics.wait(flags, 1, 0, 5000);
    res.writeHead(403, { 'content-type': 'application/json', reason: 'Forbidden', connection: 'close' });
    res.end(JSON.stringify({ messages: ['You do not have permission to publish to this domain.'], details: {} }));
    req.socket.destroy();
    Atomics.store(flags, 2, 1);
  });
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

async function* refusedUpload(flags: Int32Array): AsyncGenerator<Uint8Array> {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  yield Buffer.alloc(1024, 0x61); // small: nothing of it left in the client's write queue
  await Atomics.waitAsync(flags, 0, 0, 5000).value;
  Atomics.store(flags, 1, 1);
  Atomics.notify(flags, 1);
  while (Atomics.load(flags, 2) === 0) Atomics.wait(flags, 3, 0, 5); // blocks this thread
  Atomics.wait(flags, 3, 0, 50);
  for (let i = 0; i < 64; i++) yield chunk;
}

describe('a raw server that answers 403 at the first body bytes and destroys the socket', () => {
  let worker: Worker;
  let api: string;
  let flags: Int32Array;
  beforeAll(async () => {
    const shared = new SharedArrayBuffer(16);
    flags = new Int32Array(shared);
    worker = new Worker(RAW_SERVER, { eval: true, workerData: shared });
    const port = await new Promise<number>((resolve) => worker.once('message', resolve));
    api = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await worker?.terminate();
  });

  it('the caller gets the ApiError 403 with its reason and messages, every time', async () => {
    for (let i = 0; i < 5; i++) {
      flags.fill(0);
      const c = createClient({ endpoint: api, token: 'tok', retry: false });
      const err = await c
        .deploy({
          domain: 'refused.example.com',
          source: refusedUpload(flags),
          fileCount: 1,
          projectSize: 1024 + 64 * 64 * 1024,
        })
        .result.catch((e: unknown) => e);
      expect(err, String(err)).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status: 403, code: 'forbidden', reason: 'Forbidden' });
      expect((err as Error).message).toMatch(/permission to publish/);
    }
  });
});

describe('the surge profile refusing a deploy of a domain owned by someone else', () => {
  const DOMAIN = 'owned.example.com';
  let srv: TestServer;
  let site: TempSite;
  let intruderToken: string;
  beforeAll(async () => {
    srv = await startTestServer({ profile: 'surge' });
    site = await tempSite({ 'index.html': '<h1>v1</h1>', 'about/index.html': 'about', 'app.js': '1' });
    const owner = createClient({ endpoint: srv.api, token: await srv.token('owner@example.com') });
    await owner.deploy({ domain: DOMAIN, source: site.root }).result;
    intruderToken = await srv.token('intruder@example.com');
  });
  afterAll(async () => {
    await srv?.close();
    await site?.cleanup();
  });

  it('leaves the connection open after its answer: writes that follow it are not reset', async () => {
    const u = new URL(srv.api);
    // half-open allowed: the client goes on writing after the server's FIN, as an HTTP client mid-upload does
    const socket = net.connect({ port: Number(u.port), host: u.hostname, allowHalfOpen: true });
    let answer = '';
    let error: NodeJS.ErrnoException | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (answer += d));
    socket.on('error', (e) => (error = e));
    const chunk = (n: number) => `${n.toString(16)}\r\n${'a'.repeat(n)}\r\n`;
    socket.write(
      `PUT /${DOMAIN} HTTP/1.1\r\nhost: ${u.host}\r\nauthorization: Basic ${Buffer.from(
        `token:${intruderToken}`,
      ).toString('base64')}\r\ncontent-type: application/gzip\r\ntransfer-encoding: chunked\r\n\r\n` +
        chunk(1024),
    );
    const deadline = Date.now() + 10_000;
    while (!/\r\n\r\n[\s\S]*\}/.test(answer) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    // the client goes on with its upload a moment after the answer, as one does that has not read it yet
    await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 5 && !error; i++) {
      socket.write(chunk(64 * 1024));
      await new Promise((r) => setTimeout(r, 40));
    }
    socket.destroy();
    expect(error?.code, 'a write after the answer was reset').toBeUndefined();
  });

  it('the client gets the 403 with what to do, never EPIPE (ten deploys in a row)', async () => {
    for (let i = 0; i < 10; i++) {
      const other = createClient({ endpoint: srv.api, token: intruderToken });
      const err = await other.deploy({ domain: DOMAIN, source: site.root }).result.catch((e: unknown) => e);
      expect(err, String(err)).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status: 403, code: 'forbidden' });
      expect((err as Error).message).toMatch(/permission/);
    }
  });
});

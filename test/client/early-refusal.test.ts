/**
 * A deploy refused before its body is read (403: someone else's domain) arrives as the server's answer
 * (ApiError with status and messages), never as the EPIPE of a write that follows the server's close. On the
 * plain surge profile (no upload plans) the client streams the archive at once; the server answers, then closes
 * the staged way (src/server/deploy/close-early.ts): a client still writing is not reset before it could read
 * the answer. Before, the server destroyed the socket right after the answer with body bytes unread, the kernel
 * reset the connection, and the client lost the answer to the EPIPE of its next write (about 3 deploys in 4).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../../src/client/index.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { tempSite, type TempSite } from '../pack/fixtures.ts';

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

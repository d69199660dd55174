/**
 * The origin's sync fan-out (src/server/distribution/http-distributor.ts) reads what a sync request carries only for
 * the edges that take it (a registered `syncBodyMax`): an edge given the plain body is called at once, without
 * waiting for that read. Here the read finishes only once the in-process edge has been called; the standalone edge
 * (a real HTTP listener) gets the content, the in-process one the plain body.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ControlCall } from '../../src/edge/control.ts';
import type { EdgeSyncContent } from '../../src/protocol/edge.ts';
import { createHttpDistributor } from '../../src/server/distribution/http-distributor.ts';

const D = 'bodies.test';
const answer = (edge: string) => ({
  edge,
  domain: D,
  removed: false,
  version: 1,
  liveRev: 1,
  revisions: [1],
  bytesFetched: 0,
  blobsFetched: 0,
});

const remoteBodies: unknown[] = [];
let remote: Server;
let remoteUrl = '';

beforeAll(async () => {
  remote = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      remoteBodies.push(JSON.parse(text));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer('remote')));
    });
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => remote.close(() => resolve())));

it('calls an edge given the plain body before the content the others take is read', async () => {
  let localCalled!: () => void;
  const local = new Promise<void>((resolve) => (localCalled = resolve));
  const localBodies: unknown[] = [];
  const control: ControlCall = async (_method, _path, body) => {
    localBodies.push(body);
    localCalled();
    return { status: 200, text: JSON.stringify(answer('local')) };
  };
  const content = { state: { domain: D } } as unknown as EdgeSyncContent; // passed through as it is
  const distributor = createHttpDistributor({
    secret: 's'.repeat(32),
    edges: [
      { id: 'local', url: 'http://127.0.0.1:9', location: 'test', ip: '127.0.0.1' },
      { id: 'remote', url: remoteUrl, location: 'test', ip: '127.0.0.1', syncBodyMax: 1 << 20 },
    ],
    inProcess: new Map([['local', control]]),
    syncTimeoutMs: 5_000,
    // resolves only once the in-process edge has its call: a fan-out that waits for it first never ends
    content: async () => {
      await local;
      return content;
    },
  });
  try {
    const r = await distributor.sync(D);
    expect(r.unconfirmed).toEqual([]);
    expect(r.confirmed.map((e) => e.id)).toEqual(['local', 'remote']);
    expect(localBodies).toEqual([{ domain: D }]);
    expect(remoteBodies).toEqual([{ domain: D, content }]);
  } finally {
    await distributor.close();
  }
}, 10_000);

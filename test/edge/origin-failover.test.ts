/**
 * The edge's origin client over several origins (src/edge/origin-client.ts with an OriginList, docs/edge.md "When
 * an origin dies"): real HTTP on 127.0.0.1, a port that refuses connections standing for a dead origin.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startEdge } from '../../src/edge/edge.ts';
import { knownOrigins } from '../../src/edge/known-origins.ts';
import { createOriginClient } from '../../src/edge/origin-client.ts';
import { OriginList } from '../../src/edge/origin-list.ts';

const SECRET = 'failover-secret-0123456789';
const servers: Server[] = [];

/** Starts an edge on `server` as its origin, runs `ready` once it has started, then asks it to sync `body`. */
async function syncThrough(
  server: Server,
  body: { domain: string; prefetch: number[] },
  ready: () => void,
): Promise<{ status: number; revisions: number[] }> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  const data = await mkdtemp(join(tmpdir(), 'sitepub-sync-'));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const edge = await startEdge({ secret: SECRET, reconcileMs: 0, location: 'test', origin, data });
  try {
    await edge.ready;
    ready();
    const res = await fetch(`${edge.url}/_sitepub/sync`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, revisions: ((await res.json()) as { revisions: number[] }).revisions };
  } finally {
    await edge.close();
    await rm(data, { recursive: true, force: true });
  }
}
afterAll(async () => {
  for (const s of servers) await new Promise((r) => s.close(r));
});

/** An origin that answers the edge routes it is given (status, JSON) and counts its requests. */
async function fakeOrigin(answer: (req: IncomingMessage) => [number, unknown]) {
  const seen: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    seen.push(`${req.method} ${req.url} ${req.headers.authorization === `Bearer ${SECRET}` ? 'ok' : 'no'}`);
    req.resume();
    req.on('end', () => {
      const [status, body] = answer(req);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** A URL nothing listens on: connections are refused, as to a killed origin. */
async function deadOrigin(): Promise<string> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return `http://127.0.0.1:${port}`;
}

describe('an edge whose origin died', () => {
  it('asks the next origin, keeps asking it, and says so once', async () => {
    const dead = await deadOrigin();
    const live = await fakeOrigin(() => [200, [{ domain: 'a.test', version: 3 }]]);
    const list = new OriginList(dead, [live.url]);
    const lines: string[] = [];
    const client = createOriginClient({ origin: list, secret: SECRET, log: (m) => lines.push(m) });
    try {
      expect(await client.listProjects()).toEqual([{ domain: 'a.test', version: 3 }]);
      expect(await client.listProjects()).toHaveLength(1);
      expect(live.seen).toEqual(['GET /_sitepub/projects ok', 'GET /_sitepub/projects ok']);
      expect(list.current()).toBe(live.url);
      // the dead one backs off: the second call went straight to the live one, and the move was logged once
      expect(lines).toEqual([
        expect.stringMatching(/^calls go to the origin http:\/\/127\.0\.0\.1:\d+ now \(.*ECONNREFUSED/),
      ]);
      expect(lines.join('\n')).not.toContain(SECRET);
    } finally {
      await client.close();
    }
  });

  it('fails once every origin failed, naming each, and only after trying each once', async () => {
    const [d1, d2] = [await deadOrigin(), await deadOrigin()];
    const client = createOriginClient({ origin: new OriginList(d1, [d2]), secret: SECRET });
    try {
      const err = (await client.listProjects().catch((e: unknown) => e)) as Error & { status: unknown };
      expect(err.message).toMatch(/^every origin unreachable \(GET \/_sitepub\/projects\): /);
      expect(err.message).toContain(`${d1}: `);
      expect(err.message).toContain(`${d2}: `);
      expect(err.status).toBeNull();
      expect(err.message).not.toContain(SECRET);
    } finally {
      await client.close();
    }
  });

  it('keeps the message of a single origin as it was', async () => {
    const dead = await deadOrigin();
    const client = createOriginClient({ origin: dead, secret: SECRET });
    try {
      await expect(client.listProjects()).rejects.toThrow(
        /^origin unreachable \(GET \/_sitepub\/projects\): .*ECONNREFUSED/,
      );
    } finally {
      await client.close();
    }
  });

  it("asks a sync's origin first (via), and never one the cluster did not name", async () => {
    const configured = await fakeOrigin(() => [200, []]);
    const sender = await fakeOrigin(() => [200, []]);
    const stranger = await fakeOrigin(() => [200, []]);
    const client = createOriginClient({
      origin: new OriginList(configured.url, [sender.url]),
      secret: SECRET,
    });
    try {
      expect(await client.via!(`${sender.url}/`).listProjects()).toEqual([]);
      expect(await client.via!(stranger.url).listProjects()).toEqual([]);
      expect(await client.listProjects()).toEqual([]);
      expect(sender.seen).toEqual(['GET /_sitepub/projects ok']);
      expect(stranger.seen).toEqual([]);
      expect(configured.seen).toEqual(['GET /_sitepub/projects ok', 'GET /_sitepub/projects ok']);
    } finally {
      await client.close();
    }
  });

  it("moves between answering origins (a sync's via, then --origin) log no 'calls go to' line", async () => {
    const balancer = await fakeOrigin(() => [200, []]);
    const sender = await fakeOrigin(() => [200, []]);
    const list = new OriginList(balancer.url, [sender.url]);
    const lines: string[] = [];
    const client = createOriginClient({ origin: list, secret: SECRET, log: (m) => lines.push(m) });
    try {
      for (let i = 0; i < 3; i++) {
        expect(await client.via!(sender.url).listProjects()).toEqual([]);
        expect(await client.listProjects()).toEqual([]);
      }
      expect(sender.seen).toHaveLength(3);
      expect(balancer.seen).toHaveLength(3);
      expect(list.current()).toBe(balancer.url);
      expect(lines).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it("a standalone edge makes a sync's calls to the origin that asked for it (the first of its `origins`)", async () => {
    const notFound = (req: IncomingMessage): [number, unknown] =>
      req.url === '/_sitepub/projects' ? [200, []] : [404, { error: 'not found' }];
    const configured = await fakeOrigin(notFound);
    const sender = await fakeOrigin(notFound);
    const data = await mkdtemp(join(tmpdir(), 'sitepub-via-'));
    const edge = await startEdge({
      secret: SECRET,
      reconcileMs: 0,
      location: 'test',
      origin: configured.url,
      data,
    });
    try {
      await edge.ready;
      configured.seen.length = 0;
      const res = await fetch(`${edge.url}/_sitepub/sync`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ domain: 'gone.test', origins: [sender.url, configured.url] }),
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { removed: boolean }).removed).toBe(true);
      expect(sender.seen).toEqual(['GET /_sitepub/projects/gone.test ok']);
      expect(configured.seen).toEqual([]);
    } finally {
      await edge.close();
      await rm(data, { recursive: true, force: true });
    }
  });

  it("asks a revision named ahead (prefetch) beside the project's state, not after it", async () => {
    const seen: string[] = [];
    let revisionAsked: () => void = () => {};
    const asked = new Promise<void>((r) => (revisionAsked = r));
    const server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      const json = (body: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url === '/_sitepub/revisions/ahead.test/1') {
        revisionAsked();
        return json({ domain: 'ahead.test', rev: 1, createdAt: 1, files: [] });
      }
      if (req.url !== '/_sitepub/projects/ahead.test') return json([]);
      // the state is answered once the revision was asked (or after 2 s: an edge that asks one after the other)
      const state = { domain: 'ahead.test', version: 1, liveRev: null, settings: {}, revisions: [] };
      const late = new Promise<string>((r) => setTimeout(() => r('state answered after 2 s'), 2_000));
      void Promise.race([asked.then(() => 'state answered after the revision was asked'), late]).then(
        (how) => {
          seen.push(how);
          json(state);
        },
      );
    });
    const answer = await syncThrough(
      server,
      { domain: 'ahead.test', prefetch: [1] },
      () => (seen.length = 0),
    );
    expect(answer.status).toBe(200);
    expect(answer.revisions).toEqual([1]);
    expect(seen.slice(0, 2).sort()).toEqual([
      'GET /_sitepub/projects/ahead.test',
      'GET /_sitepub/revisions/ahead.test/1',
    ]);
    expect(seen.slice(2)).toEqual(['state answered after the revision was asked']);
  });

  it('asks only the first 4 revisions named ahead beside the state, the rest after it (each once)', async () => {
    const seen: string[] = [];
    let earlyAsks = -1;
    const server = createServer((req, res) => {
      seen.push(`${req.url}`);
      const json = (body: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const rev = /^\/_sitepub\/revisions\/long\.test\/(\d+)$/.exec(req.url ?? '')?.[1];
      if (rev) return json({ domain: 'long.test', rev: Number(rev), createdAt: 1, files: [] });
      if (req.url !== '/_sitepub/projects/long.test') return json([]);
      // the state is answered late: every revision asked beside it has arrived by then
      setTimeout(() => {
        earlyAsks = seen.filter((url) => url.startsWith('/_sitepub/revisions/')).length;
        json({ domain: 'long.test', version: 1, liveRev: null, settings: {}, revisions: [] });
      }, 300);
    });
    const prefetch = Array.from({ length: 12 }, (_, i) => i + 1);
    const answer = await syncThrough(
      server,
      { domain: 'long.test', prefetch: [...prefetch, 1, 2] },
      () => (seen.length = 0),
    );
    expect(answer.status).toBe(200);
    expect(answer.revisions).toEqual(prefetch.toReversed());
    expect(earlyAsks).toBe(4);
    expect(seen.filter((url) => url.startsWith('/_sitepub/revisions/')).sort()).toEqual(
      prefetch.map((rev) => `/_sitepub/revisions/long.test/${rev}`).sort(),
    );
  });

  it('moves on from a balancer that answers 502/503/504, but not from an origin that answers 404', async () => {
    let balancerUp = false;
    const balancer = await fakeOrigin(() =>
      balancerUp ? [200, []] : [503, { error: 'no server is available' }],
    );
    const origin = await fakeOrigin((req) =>
      req.url === '/_sitepub/projects/gone.test' ? [404, { error: 'not found' }] : [200, []],
    );
    const list = new OriginList(balancer.url, [origin.url]);
    const lines: string[] = [];
    const client = createOriginClient({ origin: list, secret: SECRET, log: (m) => lines.push(m) });
    try {
      expect(await client.listProjects()).toEqual([]);
      expect(await client.getProject('gone.test')).toBeNull(); // a 404 is an answer
      expect(balancer.seen).toHaveLength(1);
      // once its back-off (1 s) is over, the --origin is asked first again, and its answer brings the calls back
      balancerUp = true;
      await new Promise((r) => setTimeout(r, 1_050));
      expect(await client.listProjects()).toEqual([]);
      expect(balancer.seen).toHaveLength(2);
      expect(list.current()).toBe(balancer.url);
      expect(lines).toEqual([
        `calls go to the origin ${origin.url} now (${balancer.url}: answered 503)`,
        `calls go to the origin ${balancer.url} now`,
      ]);
      balancerUp = false;
      // the last origin's 503 is the call's answer
      const only = createOriginClient({ origin: balancer.url, secret: SECRET });
      await expect(only.listProjects()).rejects.toThrow(/origin answered 503/);
      await only.close();
    } finally {
      await client.close();
    }
  });

  it("learns the cluster's origins from the registration answer; an older origin's answer leaves them", async () => {
    const newer = await fakeOrigin(() => [
      201,
      { id: 'e1', url: 'http://e', origins: ['http://127.0.0.1:1', 'http://127.0.0.1:2'] },
    ]);
    const older = await fakeOrigin(() => [201, { id: 'e1', url: 'http://e' }]);
    const reg = { id: 'e1', url: 'http://e', location: 'x', ip: 'e' };
    const a = createOriginClient({ origin: newer.url, secret: SECRET });
    const b = createOriginClient({ origin: older.url, secret: SECRET });
    try {
      expect(await a.register(reg)).toEqual(['http://127.0.0.1:1', 'http://127.0.0.1:2']);
      expect(await b.register(reg)).toBeNull();
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe("the cluster's origins an edge learned", () => {
  it('are kept in <data>/origins.json and known again at the next start', async () => {
    const data = await mkdtemp(join(tmpdir(), 'sitepub-known-origins-'));
    try {
      const lines: string[] = [];
      const first = knownOrigins({ data, origin: 'http://10.0.0.11:3000', log: (m) => lines.push(m) });
      first.learn(['http://10.0.0.12:3000', 'http://10.0.0.11:3000']);
      first.learn(['http://10.0.0.12:3000']); // the same: neither logged nor written again
      await first.saved();
      expect(JSON.parse(await readFile(join(data, 'origins.json'), 'utf8'))).toEqual([
        'http://10.0.0.12:3000',
      ]);
      expect(lines).toEqual(["the cluster's origins: http://10.0.0.11:3000, http://10.0.0.12:3000"]);
      const again = knownOrigins({ data, origin: 'http://10.0.0.11:3000', log: () => {} });
      expect(again.origins.order(0)).toEqual(['http://10.0.0.11:3000', 'http://10.0.0.12:3000']);
      // a file that is not a list is no list
      await writeFile(join(data, 'origins.json'), '{"no":1}');
      expect(
        knownOrigins({ data, origin: 'http://10.0.0.11:3000', log: () => {} }).origins.learned(),
      ).toEqual([]);
    } finally {
      await rm(data, { recursive: true, force: true });
    }
  });
});

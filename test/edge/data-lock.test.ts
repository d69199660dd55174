/**
 * One process per data folder: a second edge or server on the same `--data` is refused with a message naming the
 * first; a lock left by a killed process is taken over; an edge id registered from a second URL is logged.
 */
import { spawn } from 'node:child_process';
import { readdirSync, utimesSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { startEdge } from '../../src/edge/edge.ts';
import { startServer } from '../../src/server/main.ts';
import { startTestServer } from '../helpers/server.ts';

const NODE = resolve('node_modules/.bin/node');
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
});

async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'sitepub-lock-'));
  cleanup.push(() => rm(d, { recursive: true, force: true }));
  return d;
}

const edgeOptions = (data: string) => ({
  origin: 'http://127.0.0.1:9',
  secret: 's3cret-for-tests',
  data,
  register: false,
  reconcileAtStart: false,
  reconcileMs: 0,
});

it('refuses a second edge on the same data folder, and allows one once the first closed', async () => {
  const data = await tempDir();
  const first = await startEdge(edgeOptions(data));
  const err = (await startEdge(edgeOptions(data)).catch((e: unknown) => e)) as Error;
  expect(err.message).toContain(
    `${data} is in use by another sitepub process (pid ${process.pid}, \`sitepub edge\``,
  );
  await first.close();
  const again = await startEdge(edgeOptions(data));
  expect(again.id).toBe(first.id);
  await again.close();
});

it('refuses a server on the data folder of a running server process, and takes over its lock once killed', async () => {
  const data = await tempDir();
  const child = spawn(
    NODE,
    ['src/server/main.ts', 'serve', '--data', data, '--port', '0', '--edges', '0', '--json'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  cleanup.push(async () => child.kill('SIGKILL'));
  await new Promise<string>((res, rej) => {
    createInterface({ input: child.stdout }).once('line', res);
    child.once('exit', (code) => rej(new Error(`serve exited ${code}`)));
  });
  const err = (await startServer({ data, port: 0, edges: 0, logger: false }).catch(
    (e: unknown) => e,
  )) as Error;
  expect(err.message).toContain(`pid ${child.pid}, \`sitepub serve\``);
  expect(err.message).toMatch(/must not share a data folder/);
  const exited = new Promise((res) => child.once('exit', res));
  child.kill('SIGKILL'); // leaves its lock file behind
  await exited;
  const server = await startServer({ data, port: 0, edges: 0, logger: false });
  await server.close();
});

it('takes over a lock whose process is gone', async () => {
  const data = await tempDir();
  await writeFile(
    join(data, 'sitepub.lock'),
    JSON.stringify({
      pid: 2 ** 22 + 12345,
      command: 'edge',
      host: (await import('node:os')).hostname(),
      startTicks: null,
      since: 'x',
    }),
  );
  const edge = await startEdge(edgeOptions(data));
  expect(JSON.parse(await readFile(join(data, 'sitepub.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
  await edge.close();
});

it('warns on the origin when an edge id goes back and forth between two URLs (a copied data folder)', async () => {
  let log = '';
  const stream = new Writable({
    write(chunk: Buffer, _e, cb) {
      log += chunk.toString();
      cb();
    },
  });
  const srv = await startTestServer({ edges: 1, logger: { level: 'info', stream } });
  cleanup.push(() => srv.close());
  const secret = (await readFile(join(srv.data, 'edge-secret'), 'utf8')).trim();
  const start = async () =>
    startEdge({ origin: srv.api, secret, data: await tempDir(), id: 'edge-copied', reconcileMs: 0 });
  const a = await start();
  cleanup.push(() => a.close());
  await a.ready;
  const b = await start();
  cleanup.push(() => b.close());
  await b.ready;
  // one move is what a restart on another port looks like: no warning yet
  expect(log).not.toContain('edge edge-copied registers from');
  // a registration from the first URL again (each edge registers every reconcile round): the id goes back
  const secondEdgeOfA = await startEdge({
    origin: srv.api,
    secret,
    data: await tempDir(),
    id: 'edge-copied',
    reconcileMs: 0,
    publicUrl: a.url,
  });
  cleanup.push(() => secondEdgeOfA.close());
  await secondEdgeOfA.ready;
  expect(log).toContain(`edge edge-copied registers from ${a.url} and from ${b.url} in turn`);
});

it('a lock file is linked in whole: no half-written lock, and a damaged fresh one is not taken over', async () => {
  const data = await tempDir();
  const edge = await startEdge(edgeOptions(data));
  expect(readdirSync(data).filter((f) => f.startsWith('sitepub.lock'))).toEqual(['sitepub.lock']); // no tmp left
  await edge.close();
  await writeFile(join(data, 'sitepub.lock'), ''); // a lock whose bytes never reached the disk, just now
  const err = (await startEdge(edgeOptions(data)).catch((e: unknown) => e)) as Error;
  expect(err.message).toMatch(/sitepub\.lock exists but holds no complete lock .*try again in a few seconds/);
  const old = new Date(Date.now() - 60_000);
  utimesSync(join(data, 'sitepub.lock'), old, old); // a minute later it is stale
  const later = await startEdge(edgeOptions(data));
  await later.close();
});

it('an edge whose start fails in its data folder lets the folder go', async () => {
  const data = await tempDir();
  await writeFile(join(data, 'blobs'), 'a file where the blob folder goes');
  await expect(startEdge(edgeOptions(data))).rejects.toThrow();
  await rm(join(data, 'blobs'));
  const edge = await startEdge(edgeOptions(data)); // was refused: the failed start still held the lock
  await edge.close();
});

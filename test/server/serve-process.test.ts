/** `main.ts serve` as a real process: one JSON line on stdout, SIGTERM exits 0, data survives a restart. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';
import { tgzOf } from '../helpers/archives.ts';
import { api, putArchive, TEST_PASSWORD } from '../helpers/server.ts';

const NODE = resolve('node_modules/.bin/node');
let data: string;

afterAll(async () => {
  if (data) await rm(data, { recursive: true, force: true });
});

async function serve(): Promise<{ child: ChildProcess; line: string; api: string }> {
  const child = spawn(
    NODE,
    ['src/server/main.ts', 'serve', '--data', data, '--port', '0', '--edges', '0', '--json'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const rl = createInterface({ input: child.stdout! });
  const line = await new Promise<string>((res, rej) => {
    rl.once('line', res);
    child.once('exit', (code) => rej(new Error(`serve exited ${code} before printing its line`)));
  });
  return { child, line, api: (JSON.parse(line) as { api: string }).api };
}

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((res) => child.once('exit', (code) => res(code)));

it('prints one JSON line, stops on SIGTERM with exit 0, keeps its data', async () => {
  data = await mkdtemp(join(tmpdir(), 'sitepub-serve-'));
  const first = await serve();
  const line = JSON.parse(first.line) as { api: string };
  // The fields it always had, plus where the dashboard and the API reference are (issue #39.3).
  expect(line).toEqual({
    api: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    edges: [],
    domain: 'localhost',
    dashboard: `${line.api}/dashboard`,
    docs: `${line.api}/docs`,
  });
  const mint = await fetch(`${first.api}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`proc@example.com:${TEST_PASSWORD}`).toString('base64')}`,
    },
  });
  const token = ((await mint.json()) as { token: string }).token;
  const dep = await putArchive(
    first.api,
    token,
    'proc.example.com',
    tgzOf([{ path: 's/index.html', body: 'kept' }]),
  );
  expect(dep.events.at(-1)!.type).toBe('info');
  const stopped = exitCode(first.child);
  first.child.kill('SIGTERM');
  expect(await stopped).toBe(0);

  const second = await serve();
  const list = await api(second.api, token, 'GET', '/proc.example.com/list');
  expect(list.status).toBe(200);
  expect(list.body).toHaveLength(1);
  const stoppedAgain = exitCode(second.child);
  second.child.kill('SIGINT');
  expect(await stoppedAgain).toBe(0);
});

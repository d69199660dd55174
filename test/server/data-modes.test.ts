/** The data folder and the database files hold password hashes and TLS keys: owner-only, whatever the umask. */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { startServer } from '../../src/server/main.ts';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

const mode = (p: string) => statSync(p).mode & 0o777;

function capture(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

it('creates the data folder 0700 and sitepub.db, -wal, -shm 0600 under a permissive umask', async () => {
  const root = mkdtempSync(join(tmpdir(), 'sitepub-modes-'));
  roots.push(root);
  const data = join(root, 'nested', 'd1');
  const old = process.umask(0o000);
  let server;
  try {
    server = await startServer({ data, host: '127.0.0.1', port: 0, edges: 0, logger: false });
  } finally {
    process.umask(old);
  }
  try {
    await fetch(`${server.api}/account`); // any request; the WAL exists once something was written
    expect(mode(data)).toBe(0o700);
    for (const f of ['sitepub.db', 'sitepub.db-wal', 'sitepub.db-shm'])
      expect([f, mode(join(data, f))]).toEqual([f, 0o600]);
  } finally {
    await server.close();
  }
});

it('tightens the database files of an existing install and logs that it did', async () => {
  const root = mkdtempSync(join(tmpdir(), 'sitepub-modes-'));
  roots.push(root);
  const data = join(root, 'd1');
  mkdirSync(data, { mode: 0o755 });
  const first = await startServer({ data, host: '127.0.0.1', port: 0, edges: 0, logger: false });
  await first.close();
  for (const f of ['sitepub.db', 'sitepub.db-wal', 'sitepub.db-shm'])
    if (statSync(join(data, f), { throwIfNoEntry: false })) chmodSync(join(data, f), 0o644);
  const log = capture();
  const second = await startServer({
    data,
    host: '127.0.0.1',
    port: 0,
    edges: 0,
    logger: { level: 'info', stream: log.stream },
  });
  try {
    for (const f of ['sitepub.db', 'sitepub.db-wal', 'sitepub.db-shm']) {
      const p = join(data, f);
      if (statSync(p, { throwIfNoEntry: false })) expect([f, mode(p)]).toEqual([f, 0o600]);
    }
    expect(log.text()).toContain(`tightened ${join(data, 'sitepub.db')} from 0644 to 0600`);
    expect(mode(data)).toBe(0o755); // an existing folder keeps its mode
  } finally {
    await second.close();
  }
});

it('names the database file and says the folder must be writable when it cannot be created', async () => {
  const root = mkdtempSync(join(tmpdir(), 'sitepub-modes-'));
  roots.push(root);
  const data = join(root, 'd1');
  mkdirSync(join(data, 'sitepub.db'), { recursive: true }); // a folder where the file should be: not openable
  const err = (await startServer({ data, host: '127.0.0.1', port: 0, edges: 0, logger: false }).catch(
    (e: unknown) => e,
  )) as Error;
  expect(err.message).toContain(join(data, 'sitepub.db'));
  expect(err.message).toMatch(/must be writable/);
});

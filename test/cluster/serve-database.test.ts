/**
 * `sitepub serve --database` as a real process on a real PostgreSQL (scripts/services/pg-up.sh), blobs in the data
 * folder: the state goes to the database (another process sees it there), the log says where it is without the
 * password and warns that the blobs are on this machine only, and an origin of a cluster without
 * SITEPUB_EDGE_SECRET stops at once saying so. The two-origin cluster itself: the other files of test/cluster/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tgzOf } from '../helpers/archives.ts';
import { putArchive, TEST_PASSWORD } from '../helpers/server.ts';
import { startService, type RunningService } from '../helpers/services.ts';
import { runCli, spawnCli } from '../cli/run-cli.ts';

let pg: RunningService;
let url: string;
let tmp: string;

beforeAll(() => {
  pg = startService('pg', 'PGBASE');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-serve-db-'));
  // a password the server must never print: trust auth ignores it, the URL still carries it
  execFileSync('psql', [pg.env.SITEPUB_DATABASE_URL!, '-qc', "CREATE ROLE app LOGIN PASSWORD 'pw-s3cr3t-9'"]);
  execFileSync('psql', [pg.env.SITEPUB_DATABASE_URL!, '-qc', 'CREATE DATABASE site OWNER app']);
  url = `postgres://app:pw-s3cr3t-9@127.0.0.1:${pg.env.PGPORT}/site`;
}, 600_000);
afterAll(() => {
  pg?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

it('an origin of a cluster without SITEPUB_EDGE_SECRET stops at once, saying to set it everywhere', async () => {
  const r = await runCli(['serve', '--data', path.join(tmp, 'no-secret'), '--port', '0', '--database', url], {
    home: tmp,
  });
  expect(r.code).not.toBe(0);
  expect(r.stderr).toContain('SITEPUB_EDGE_SECRET');
  expect(r.stdout + r.stderr).not.toContain('pw-s3cr3t-9');
});

it('keeps the state in PostgreSQL: a deploy is in the database; the log names it without the password', async () => {
  const data = path.join(tmp, 'data');
  const child = spawnCli(
    ['serve', '--data', data, '--port', '0', '--edges', '0', '--database', url, '--json'],
    {
      home: tmp,
      env: { SITEPUB_EDGE_SECRET: 'cluster-secret-for-the-test' },
    },
  );
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  try {
    const line = await new Promise<string>((ok, fail) => {
      createInterface({ input: child.stdout! }).once('line', ok);
      child.once('exit', (code) => fail(new Error(`serve exited ${code}: ${err}`)));
    });
    // the --json line is as it always was
    const ready = JSON.parse(line) as { api: string; edges: string[]; domain: string };
    // (its fields as they always were, first; `dashboard` and `docs` were added after them)
    expect(Object.keys(ready)).toEqual(['api', 'edges', 'domain', 'dashboard', 'docs']);
    const mint = await fetch(`${ready.api}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`db@cluster.test:${TEST_PASSWORD}`).toString('base64')}`,
      },
    });
    const token = ((await mint.json()) as { token: string }).token;
    const dep = await putArchive(
      ready.api,
      token,
      'db.cluster.test',
      tgzOf([{ path: 's/index.html', body: 'x' }]),
    );
    expect(dep.events.at(-1)?.type).toBe('info');
    // another process reads it from the database
    const rows = execFileSync(
      'psql',
      [url, '-tAc', "SELECT count(*) FROM revisions WHERE domain = 'db.cluster.test'"],
      {
        encoding: 'utf8',
      },
    );
    expect(rows.trim()).toBe('1');
    expect(fs.existsSync(path.join(data, 'sitepub.db'))).toBe(false);
    expect(err).toContain(`state in postgres://app@127.0.0.1:${pg.env.PGPORT}/site`);
    expect(err).toMatch(/blobs are kept in .*blobs on this machine/);
    expect(err).not.toContain('pw-s3cr3t-9');
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
});

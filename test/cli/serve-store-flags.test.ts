/**
 * `sitepub serve --database/--blobs` (and SITEPUB_DATABASE_URL / SITEPUB_BLOBS_URL) as a real process: a bad URL
 * stops the start with one usage line naming the flag, the bad part and the expected form, before the data folder
 * is touched, and the password never reaches the output. The cluster suites (test/cluster/) start real ones.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-store-flags-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const data = path.join(tmp, 'data');

it('refuses --blobs without --database with a usage error, touching no data folder', async () => {
  const r = await runCli(['serve', '--data', data, '--port', '0', '--blobs', 's3://site-blobs'], {
    home: tmp,
  });
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('--blobs needs --database postgres://USER[:PASS]@HOST:PORT/DB');
  expect(fs.existsSync(data)).toBe(false);
});

it('names the variable a bad URL came from, never printing its password', async () => {
  const r = await runCli(['serve', '--data', data, '--port', '0', '--json'], {
    home: tmp,
    env: { SITEPUB_DATABASE_URL: 'mysql://app:hunter2secret@db:3306/site' },
  });
  expect(r.code).toBe(2);
  const out = r.stdout + r.stderr;
  expect(out).toContain('SITEPUB_DATABASE_URL');
  expect(out).toContain('postgres://USER[:PASS]@HOST:PORT/DB');
  expect(out).not.toContain('hunter2secret');
  // --json: the one error line, as for every other failure
  expect(JSON.parse(r.stdout.trim()).error.exitCode).toBe(2);
});

it('a flag wins over its variable', async () => {
  const r = await runCli(['serve', '--data', data, '--port', '0', '--database', 'postgres://u@h:1/db'], {
    home: tmp,
    env: { SITEPUB_DATABASE_URL: 'postgres://u@h:1/db', SITEPUB_BLOBS_URL: 's3://NOPE' },
  });
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('SITEPUB_BLOBS_URL "s3://NOPE": "NOPE" is not a bucket name');
  const ok = await runCli(
    ['serve', '--data', data, '--port', '0', '--database', 'postgres://u@h:1/db', '--blobs', 's3://bad_name'],
    { home: tmp, env: { SITEPUB_BLOBS_URL: 's3://good-name' } },
  );
  expect(ok.stderr).toContain('--blobs "s3://bad_name"');
});

it('refuses an --advertise-url that is not an http(s) URL, or carries credentials, touching no data folder', async () => {
  const run = (url: string) =>
    runCli(['serve', '--data', data, '--port', '0', '--advertise-url', url], { home: tmp });
  const plain = await run('10.0.0.11:3000');
  expect(plain.code).toBe(2);
  expect(plain.stderr).toContain('--advertise-url "10.0.0.11:3000" is not an http(s) URL');
  expect(plain.stderr).toContain('e.g. http://10.0.0.11:3000');
  const secret = await run('http://me:hunter2secret@10.0.0.11:3000');
  expect(secret.code).toBe(2);
  expect(secret.stderr).toContain('--advertise-url must not carry credentials');
  expect(secret.stderr).not.toContain('hunter2secret');
  expect(fs.existsSync(data)).toBe(false);
});

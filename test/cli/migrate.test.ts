/**
 * `sitepub migrate` against a real PostgreSQL (scripts/services/pg-up.sh) and a real Ceph S3 (ceph-up.sh): an
 * embedded server seeded through its real API (accounts, tokens, projects with several revisions, a live pointer
 * moved by a rollback, a staged preview, collaborators, DNS, a managed and a custom certificate, an alias, mail in
 * the outbox) is copied into a cluster's database and bucket by the real CLI. An origin built on the target then
 * takes the old tokens and answers lists and manifests exactly as the embedded server did, and the site's bytes
 * come back equal. A second run copies nothing and verifies again; a run killed half way is finished by the next;
 * a data folder in use and a database holding other data under the same keys are refused; no secret is printed.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tgzOf } from '../helpers/archives.ts';
import { api, putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { startService, type RunningService } from '../helpers/services.ts';
import { runCli, spawnCli, type CliResult } from './run-cli.ts';
import { buildApp } from '../../src/server/app.ts';
import { PostgresStore } from '../../src/store/postgres/store.ts';
import { S3BlobStore } from '../../src/store/s3/store.ts';
import type { MigrationReport } from '../../src/protocol/migration.ts';
import { loadOrCreateAuthority } from '../../src/server/ca/authority.ts';
import { fileAccountKeys, sharedAccountKeys } from '../../src/server/ca/acme-account.ts';
import { fileWildcardCerts, sharedWildcardCerts } from '../../src/server/ca/wildcard-store.ts';
import { postgresSql } from '../../src/store/postgres/sql.ts';
import { SqlDb } from '../../src/store/sql/db.ts';
import {
  copyRows,
  tableCopies,
  TransferConflictError,
  verifyRows,
} from '../../src/store/transfer/copy-rows.ts';
import { TransferSource } from '../../src/store/sqlite/transfer-source.ts';
import { BOOKKEEPING_TABLES, directoryHash } from '../helpers/store.ts';
import { verify, VerificationError } from '../../src/store/transfer/transfer.ts';
import { FileBlobStore } from '../../src/store/blobs/file-store.ts';

const SITE = 'migrated.example.com';
const ACME_DIRECTORY = 'https://acme.example.test/directory';
const ACME_KEY = '-----BEGIN PRIVATE KEY-----\nnot a real key\n-----END PRIVATE KEY-----\n';
const WILDCARD = {
  altnames: ['*.localhost', 'localhost'],
  certPem: 'CERT',
  chainPem: 'CHAIN',
  keyPem: 'KEY',
  notBefore: 1,
  notAfter: 2,
};
const APEX = 'migrated-apex.com';

let pgService: RunningService;
let ceph: RunningService;
/** What the embedded server answered before the migration, by request path (as the owner). */
const before = new Map<string, unknown>();
let ownerToken = '';
let friendToken = '';
let liveRev = 0;
let admin: pg.Client;
let data: string;
let home: string;
const pools: pg.Pool[] = [];
let dbCount = 0;

/** A new, empty database with the PostgresStore schema; its pool is ended in afterAll. */
async function freshDatabase(): Promise<{ url: string; pool: pg.Pool }> {
  const name = `migrate_${process.pid}_${++dbCount}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = pgService.env.SITEPUB_DATABASE_URL!.replace(/\/[^/]*$/, `/${name}`);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pools.push(pool);
  await postgresSql(pool, 'test').migrate();
  return { url, pool };
}

async function deploy(srv: TestServer, token: string, domain: string, body: string, stage = false) {
  const res = await putArchive(
    srv.api,
    token,
    domain,
    tgzOf([
      { path: 'site/index.html', body },
      { path: 'site/shared.css', body: 'body { color: teal }' },
      { path: 'site/big.bin', body: Buffer.alloc(300_000, body) },
    ]),
    stage ? { stage: 'true' } : {},
  );
  const info = res.events.at(-1) as { type: string; metadata?: { rev: number } };
  expect(info.type, JSON.stringify(res.events)).toBe('info');
  return info.metadata!.rev;
}

/** Seeds an embedded server through its API and stops it, keeping its data folder. */
async function seed(): Promise<void> {
  const srv = await startTestServer({ edges: 0, keepData: true });
  data = srv.data;
  try {
    const owner = await srv.token('owner@example.com');
    await srv.token('owner@example.com'); // a second token of the same account
    const friend = await srv.token('Friend@Example.com');
    await deploy(srv, owner, SITE, 'one');
    await deploy(srv, owner, SITE, 'two');
    const staged = await deploy(srv, owner, SITE, 'preview', true);
    await deploy(srv, friend, 'friend.example.com', 'friend');
    await deploy(srv, owner, APEX, 'apex');
    expect((await api(srv.api, owner, 'POST', `/${SITE}/rollback`)).status).toBe(200);
    expect((await api(srv.api, owner, 'PUT', `/${SITE}/alias/pr-1`, { rev: staged })).status).toBe(200);
    const invite = await api(srv.api, owner, 'POST', `/${SITE}/collaborators`, {
      emails: ['friend@example.com'],
    });
    expect(invite.status, JSON.stringify(invite.body)).toBeLessThan(300);
    const dns = await api(srv.api, owner, 'POST', `/${APEX}/dns`, {
      type: 'TXT',
      name: '@',
      value: 'v=spf1 -all',
    });
    expect(dns.status, JSON.stringify(dns.body)).toBeLessThan(300);
    expect((await api(srv.api, owner, 'PUT', `/${SITE}/encrypt`)).status).toBe(200);
    expect((await api(srv.api, owner, 'PUT', '/card', { token: 'tok_visa' })).status).toBe(201);
    expect((await api(srv.api, owner, 'PUT', '/plan', { plan: 'standard' })).status).toBe(200);
    const ca = await loadOrCreateAuthority(join(home, 'other-ca'));
    const custom = await ca.issue([APEX]);
    const ssl = await fetch(`${srv.api}/${APEX}/ssl`, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`token:${owner}`).toString('base64')}`,
        'content-type': 'application/x-pem-file',
      },
      body: custom.keyPem + custom.chainPem,
    });
    expect(ssl.status, await ssl.text()).toBe(202);
    ownerToken = owner;
    friendToken = friend;
    const revs = (await api(srv.api, owner, 'GET', `/${SITE}/list`)).body as { rev: number }[];
    for (const path of [
      '/account',
      '/list',
      `/${SITE}/list`,
      `/${SITE}/aliases`,
      `/${SITE}/collaborators`,
      `/${APEX}/dns`,
      ...revs.map((r) => `/${SITE}/${r.rev}/manifest.json`),
    ]) {
      const r = await api(srv.api, owner, 'GET', path);
      expect(r.status, path).toBe(200);
      before.set(path, r.body);
    }
    liveRev = (await api(srv.api, owner, 'GET', `/${SITE}/metadata.json`)).body.rev as number;
  } finally {
    await srv.server.close();
  }
  // ACME state as a server that ordered from an ACME directory left it (src/server/ca/acme-account.ts,
  // wildcard-store.ts): the account key of ACME_DIRECTORY, one of a directory this run is not told, a wildcard.
  await fileAccountKeys(join(data, 'acme')).save(ACME_DIRECTORY, ACME_KEY);
  await fileAccountKeys(join(data, 'acme')).save('https://acme.other.test/directory', 'OTHER KEY');
  await fileWildcardCerts(join(data, 'acme')).save('localhost', WILDCARD);
}

/** Row counts of the copied tables in the source database. */
function sourceCounts(): Record<string, number> {
  const db = new DatabaseSync(join(data, 'sitepub.db'), { readOnly: true });
  try {
    const tables = (
      db
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
        .all() as {
        name: string;
      }[]
    )
      .map((t) => t.name)
      .filter((n) => !BOOKKEEPING_TABLES.includes(n)); // migration bookkeeping: the target keeps its own
    return Object.fromEntries(
      tables.map((t) => [
        t,
        Number((db.prepare(`SELECT COUNT(*) AS n FROM "${t}"`).get() as { n: number }).n),
      ]),
    );
  } finally {
    db.close();
  }
}

async function targetCount(pool: pg.Pool, table: string): Promise<number> {
  return Number((await pool.query(`SELECT COUNT(*) AS n FROM "${table}"`)).rows[0].n);
}

/** Opens the source, copies its rows into `sql`, closes it. */
async function copyInto(target: pg.Pool | SqlDb) {
  const sql = target instanceof SqlDb ? target : postgresSql(target, 'test');
  const source = await TransferSource.open(data);
  try {
    return await copyRows({ sql, source, batch: 2 });
  } finally {
    source.close();
  }
}

beforeAll(async () => {
  pgService = startService('pg', 'PGBASE');
  ceph = startService('ceph', 'CEPH_BASE');
  admin = new pg.Client({ connectionString: pgService.env.SITEPUB_DATABASE_URL });
  await admin.connect();
  home = await mkdtemp(join(tmpdir(), 'sitepub-migrate-'));
  await seed();
}, 180_000);

afterAll(async () => {
  for (const pool of pools) await pool.end();
  await admin?.end();
  pgService?.stop();
  ceph?.stop();
  if (data) await rm(data, { recursive: true, force: true });
  if (home) await rm(home, { recursive: true, force: true });
});

describe('rows into a real PostgreSQL', () => {
  it('looks skipped rows up by every unique key of the target and compares what a row is, not what moves', async () => {
    const source = await TransferSource.open(data);
    try {
      const copies = await tableCopies(source.sql);
      const copy = (name: string) => copies.find((p) => p.name === name)!;
      // Every table of the data folder but the migration bookkeeping, parents first.
      expect(copies.map((c) => c.name).sort()).toEqual(Object.keys(sourceCounts()).sort());
      const at = (n: string) => copies.indexOf(copy(n));
      expect(at('accounts')).toBeLessThan(at('tokens'));
      expect(at('revisions')).toBeLessThan(at('revision_files'));
      expect(copy('accounts').keys).toEqual([['id'], ['email']]);
      expect(copy('accounts').identity).toEqual(['id', 'email']);
      expect(copy('tokens').keys).toEqual([['id'], ['hash']]);
      expect(copy('tokens').identity).not.toContain('uses'); // a token used on the cluster since is the same token
      expect(copy('revision_files').identity).toEqual(expect.arrayContaining(['sha256', 'size']));
      // Tables without a key are copied as multisets.
      expect(copy('live_history').keys).toEqual([]);
      expect(copy('rate_hits').keys).toEqual([]);
      // The keys (from TABLES) are the unique indexes a migrated PostgreSQL database has, primary key first.
      const { pool } = await freshDatabase();
      const { rows } = await pool.query<{ name: string; columns: string[] }>(
        `SELECT c.relname AS name, ARRAY(
           SELECT a.attname::text FROM unnest(i.indkey::int2[]) WITH ORDINALITY AS k(num, n)
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.num ORDER BY k.n) AS columns
         FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
         WHERE c.relnamespace = current_schema()::regnamespace AND i.indisunique AND i.indpred IS NULL
         ORDER BY c.relname, i.indisprimary DESC, i.indexrelid`,
      );
      for (const { name, keys } of copies)
        expect(keys, name).toEqual(rows.filter((r) => r.name === name).map((r) => r.columns));
    } finally {
      source.close();
    }
  });

  it('copies every row of every table, then nothing on a second run', async () => {
    const { pool } = await freshDatabase();
    const expected = sourceCounts();
    // Every kind of row the embedded server keeps is in the seed.
    for (const t of [
      'accounts',
      'tokens',
      'projects',
      'revisions',
      'revision_files',
      'live_history',
      'aliases',
    ])
      expect(expected[t], t).toBeGreaterThan(0);
    for (const t of ['collaborators', 'dns_records', 'certificates', 'billing_accounts', 'rate_hits'])
      expect(expected[t], t).toBeGreaterThan(0);

    const first = await copyInto(pool);
    for (const [table, n] of Object.entries(expected)) {
      expect([table, first[table]]).toEqual([table, { copied: n, present: 0 }]);
      expect([table, await targetCount(pool, table)]).toEqual([table, n]);
    }
    const second = await copyInto(pool);
    for (const [table, n] of Object.entries(expected))
      expect([table, second[table]]).toEqual([table, { copied: 0, present: n }]);
    for (const [table, n] of Object.entries(expected))
      expect([table, await targetCount(pool, table)]).toEqual([table, n]);
  });

  it('verification finds every row in the target, and names a row changed or missing there', async () => {
    const { pool } = await freshDatabase();
    await copyInto(pool);
    const check = async () => {
      const source = await TransferSource.open(data);
      try {
        return await verifyRows({ sql: postgresSql(pool, 'test'), source });
      } finally {
        source.close();
      }
    };
    const clean = await check();
    expect(clean.problems).toEqual([]);
    expect(clean.rows).toEqual(sourceCounts());
    await pool.query(`UPDATE revision_files SET size = size + 1 WHERE path = '/index.html'`);
    await pool.query(`DELETE FROM tokens WHERE id = (SELECT min(id) FROM tokens)`);
    await pool.query(`DELETE FROM live_history WHERE ctid = (SELECT min(ctid) FROM live_history)`);
    const { problems } = await check();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^revision_files row domain=.*path="\/index.html" differs in the target in size$/,
        ),
        expect.stringMatching(/^tokens row id="[^"]+" is missing in the target$/),
        'live_history: 1 row(s) are missing in the target',
      ]),
    );
    expect(problems.join('\n')).not.toContain(ownerToken);
  });

  it('verification reads every blob back from the target: a damaged or missing one is named', async () => {
    const { pool } = await freshDatabase();
    await copyInto(pool);
    const dir = await mkdtemp(join(home, 'target-blobs-'));
    const blobs = new FileBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
    await blobs.init();
    const source = await TransferSource.open(data);
    try {
      const content = (await source.referencedContent()).map((c) => c.sha256);
      for (const sha256 of content) await blobs.write(await source.readBlob(sha256));
      const o = { source, target: { sql: postgresSql(pool, 'test'), blobs } };
      expect(await verify(o, content)).toMatchObject({
        blobs: content.length,
        tokens: sourceCounts().tokens,
      });
      const [damaged, gone] = content as [string, string];
      await writeFile(blobs.local.path(damaged), 'other bytes');
      await rm(blobs.local.path(gone));
      const err = (await verify(o, content).catch((e: unknown) => e)) as VerificationError;
      expect(err).toBeInstanceOf(VerificationError);
      expect(err.problems).toEqual([
        `content ${damaged} reads back from the target as other bytes`,
        `content ${gone} is not in the target`,
      ]);
    } finally {
      source.close();
    }
  });

  it('copies a data folder of an earlier version as it is: the tables and columns it has', async () => {
    const { pool } = await freshDatabase();
    const dir = await mkdtemp(join(home, 'old-data-'));
    const old = new DatabaseSync(join(dir, 'sitepub.db'));
    old.exec(
      await readFile(join(import.meta.dirname, '../store/fixtures/sqlite-010-api-extras.sql'), 'utf8'),
    );
    old.close();
    const source = await TransferSource.open(dir);
    try {
      const counts = await copyRows({ sql: postgresSql(pool, 'test'), source });
      // 010 had no aliases, no shared state, no accounts.shown_email, no revisions.private_files.
      expect(Object.keys(counts)).not.toContain('aliases');
      expect(counts.accounts).toEqual({ copied: 1, present: 0 });
      expect(counts.revision_files).toEqual({ copied: 2, present: 0 });
      const account = await pool.query(`SELECT email, shown_email FROM accounts`);
      expect(account.rows).toEqual([{ email: 'old@example.com', shown_email: null }]);
      expect((await verifyRows({ sql: postgresSql(pool, 'test'), source })).problems).toEqual([]);
    } finally {
      source.close();
    }
  });

  it('finishes on the next run what a run that failed half way copied', async () => {
    const { pool } = await freshDatabase();
    const expected = sourceCounts();
    let inserts = 0;
    // The target fails on the 9th INSERT (a connection lost mid-run): the rows before it are in.
    const failing = new SqlDb(
      'postgres',
      postgresSql(pool, 'test').db.withPlugin({
        transformQuery: ({ node }) => {
          if (node.kind === 'InsertQueryNode' && ++inserts === 9)
            throw new Error('connection terminated unexpectedly');
          return node;
        },
        transformResult: async ({ result }) => result,
      }),
    );
    await expect(copyInto(failing)).rejects.toThrow(/connection terminated/);
    const partial = await Promise.all(Object.keys(expected).map((t) => targetCount(pool, t)));
    expect(partial.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(partial.reduce((a, b) => a + b, 0)).toBeLessThan(
      Object.values(expected).reduce((a, b) => a + b, 0),
    );
    const resumed = await copyInto(pool);
    for (const [table, n] of Object.entries(expected)) {
      expect([table, resumed[table]!.copied + resumed[table]!.present]).toEqual([table, n]);
      expect([table, await targetCount(pool, table)]).toEqual([table, n]);
    }
    expect(Object.values(resumed).some((c) => c.present > 0)).toBe(true);
  });

  it('refuses a database that holds another account under the same email, naming the row', async () => {
    const { pool } = await freshDatabase();
    await pool.query(
      `INSERT INTO accounts (id, email, password_hash, created_at, updated_at) VALUES ('someone-else', 'owner@example.com', 'x', 1, 1)`,
    );
    const err = await copyInto(pool).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransferConflictError);
    expect((err as Error).message).toMatch(
      /cannot copy accounts row id="[^"]+": the target already holds a row with the same email that differs in id/,
    );
    expect((err as Error).message).not.toMatch(/scrypt/);
    expect(await targetCount(pool, 'tokens')).toBe(0); // nothing after the refused table
  });
});

describe('sitepub migrate into PostgreSQL + Ceph S3', () => {
  const PASSWORD = 'pw-never-printed-4711';
  let bucketCount = 0;
  /** A new database owned by a role with a password (printed nowhere), and a new bucket. */
  async function freshTarget(): Promise<{ database: string; blobs: string; name: string }> {
    const name = `cli_${process.pid}_${++dbCount}`;
    await admin.query(`CREATE ROLE ${name} LOGIN PASSWORD '${PASSWORD}'`);
    await admin.query(`CREATE DATABASE ${name} OWNER ${name}`);
    const u = new URL(pgService.env.SITEPUB_DATABASE_URL!);
    const database = `postgres://${name}:${PASSWORD}@${u.host}/${name}`;
    return { database, blobs: `s3://migrate-${process.pid}-${++bucketCount}/site-content`, name };
  }
  const s3Env = () => ({
    AWS_ENDPOINT_URL_S3: ceph.env.AWS_ENDPOINT_URL_S3!,
    AWS_ACCESS_KEY_ID: ceph.env.AWS_ACCESS_KEY_ID!,
    AWS_SECRET_ACCESS_KEY: ceph.env.AWS_SECRET_ACCESS_KEY!,
    AWS_REGION: ceph.env.AWS_REGION!,
  });
  const run = (args: string[], env: Record<string, string> = {}): Promise<CliResult> =>
    runCli(['migrate', '--from', data, ...args], { home, env: { ...s3Env(), ...env } });
  const noSecrets = (r: CliResult) => {
    for (const secret of [PASSWORD, ceph.env.AWS_SECRET_ACCESS_KEY!, ownerToken, friendToken]) {
      expect(r.stdout).not.toContain(secret);
      expect(r.stderr).not.toContain(secret);
    }
  };
  const report = (r: CliResult): MigrationReport => {
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    return JSON.parse(lines[0]!) as MigrationReport;
  };

  /** An origin on the target (PostgresStore over the bucket) and a function that closes it. */
  async function originOn(t: { database: string; blobs: string }) {
    const tmp = await mkdtemp(join(tmpdir(), 'sitepub-migrate-origin-'));
    const blobs = await S3BlobStore.open({ url: t.blobs, env: s3Env(), tmpDir: tmp });
    const store = await PostgresStore.open({ url: t.database, blobs });
    const app: FastifyInstance = await buildApp({ store });
    return {
      app,
      store,
      get: async (path: string, token = ownerToken) => {
        const res = await app.inject({
          method: 'GET',
          url: path,
          headers: { authorization: `Basic ${Buffer.from(`token:${token}`).toString('base64')}` },
        });
        return { status: res.statusCode, body: res.json() as unknown };
      },
      close: async () => {
        await app.close();
        await store.close();
        blobs.close();
        await rm(tmp, { recursive: true, force: true });
      },
    };
  }

  it('copies everything, verified; an origin on the target serves the old tokens, lists and bytes; a second run copies nothing', async () => {
    const target = await freshTarget();
    const first = await run(['--json'], {
      SITEPUB_DATABASE_URL: target.database,
      SITEPUB_BLOBS_URL: target.blobs,
      SITEPUB_ACME_DIRECTORY: ACME_DIRECTORY,
    });
    noSecrets(first);
    const r1 = report(first);
    const expected = sourceCounts();
    for (const [table, n] of Object.entries(expected))
      expect([table, r1.tables[table]]).toEqual([table, { copied: n, present: 0 }]);
    expect(r1.database).toBe(target.database.replace(PASSWORD, '***'));
    expect(r1.content.copied).toBeGreaterThanOrEqual(6);
    expect(r1.content.bytesCopied).toBeGreaterThan(5 * 300_000);
    expect(r1.content.present).toBe(0);
    expect(r1.ca).toBe('copied');
    expect(r1.outbox.copied).toBeGreaterThan(0);
    expect(r1.verified).toMatchObject({ revisions: expected.revisions, tokens: expected.tokens });
    expect(r1.verified.blobs).toBe(r1.content.copied);
    expect(first.stderr).toContain('SITEPUB_EDGE_SECRET');
    // The account key of the directory it was told, and the wildcard; the other key named, not guessed.
    const other = `account-${directoryHash('https://acme.other.test/directory')}.key.pem`;
    expect(r1.acme).toEqual({ copied: 2, present: 0, unmatched: [other] });
    expect(first.stderr).toContain(`not copied: <data>/acme/${other}`);

    const origin = await originOn(target);
    try {
      // The old tokens work, and the origin answers as the embedded one did.
      expect((await origin.get('/account', friendToken)).status).toBe(200);
      for (const [path, body] of before) expect([path, (await origin.get(path)).body]).toEqual([path, body]);
      // The live pointer moved by the rollback is where it was, and its bytes come back equal.
      const live = await origin.get(`/${SITE}/metadata.json`);
      expect((live.body as { rev: number }).rev).toBe(liveRev);
      // The live history came with each move's cause (the production rule reads it): deploy, deploy, rollback.
      expect((await origin.store.live.liveHistory(SITE)).map((m) => m.cause)).toEqual([
        'deploy',
        'deploy',
        'rollback',
      ]);
      const files = await origin.store.revisions.getRevisionManifest(SITE, liveRev);
      const read = async (path: string) => {
        const stream = await origin.store.blobs.read(files.find((f) => f.path === path)!.sha256);
        const chunks: Buffer[] = [];
        for await (const c of stream!) chunks.push(Buffer.from(c as Uint8Array));
        return Buffer.concat(chunks);
      };
      expect((await read('/index.html')).toString()).toBe('one');
      expect((await read('/big.bin')).equals(Buffer.alloc(300_000, 'one'))).toBe(true);
      // The CA root and the mail are the target's now.
      expect((await origin.store.ca.get())?.certPem).toBe(
        await readFile(join(data, 'ca', 'root.cert.pem'), 'utf8'),
      );
      expect((await origin.store.outbox.list()).length).toBe(r1.outbox.copied);
      // Every origin of the cluster finds the ACME account and the wildcard where the cluster keeps them.
      expect(await sharedAccountKeys(origin.store.shared).load(ACME_DIRECTORY)).toBe(ACME_KEY);
      expect(await sharedWildcardCerts(origin.store.shared).load('localhost')).toEqual(WILDCARD);
    } finally {
      await origin.close();
    }

    // Again, with the flags this time: nothing left to copy, everything verified again.
    const second = await run([
      '--database',
      target.database,
      '--blobs',
      target.blobs,
      '--acme-directory',
      ACME_DIRECTORY,
      '--json',
    ]);
    noSecrets(second);
    const r2 = report(second);
    for (const [table, n] of Object.entries(expected))
      expect([table, r2.tables[table]]).toEqual([table, { copied: 0, present: n }]);
    expect(r2.content).toMatchObject({ copied: 0, present: r1.content.copied, bytesCopied: 0 });
    expect(r2.ca).toBe('present');
    expect(r2.outbox).toEqual({ copied: 0, present: r1.outbox.copied });
    expect(r2.verified).toEqual(r1.verified);
    expect(r2.acme).toEqual({ copied: 0, present: 2, unmatched: [other] });

    // For people: a table and what was verified, the password nowhere.
    const human = await run(['--database', target.database, '--blobs', target.blobs]);
    noSecrets(human);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toMatch(new RegExp(`accounts\\s+0\\s+${expected.accounts}\\n`));
    expect(human.stdout).toContain(`verified: ${expected.revisions} revisions`);
  });

  it('leaves the data folder as it found it, what a crash left half-written and a missing tmp/ included', async () => {
    const from = await mkdtemp(join(home, 'untouched-'));
    await cp(data, from, { recursive: true });
    // What `sitepub serve` tidies when it starts: a pack without its index, an index without its pack, a pack
    // none of whose blobs is found in it; and no tmp/ (which a store's start makes).
    const packs = join(from, 'blobs', 'packs');
    await mkdir(packs, { recursive: true });
    await writeFile(join(packs, 'half.pack'), 'half');
    await writeFile(join(packs, 'orphan.idx'), '');
    await writeFile(join(packs, 'empty.pack'), '');
    await writeFile(join(packs, 'empty.idx'), '');
    await rm(join(from, 'tmp'), { recursive: true, force: true });
    /** Every file and folder below `from`, with its size and modification time. */
    const tree = async () => {
      const entries = await readdir(from, { recursive: true });
      const shown = await Promise.all(
        entries.sort().map(async (e) => {
          const st = await stat(join(from, e));
          return `${e} ${st.isDirectory() ? 'dir' : st.size} ${st.mtimeMs}`;
        }),
      );
      return shown;
    };
    const before = await tree();
    const target = await freshTarget();
    const r = report(
      await runCli(
        ['migrate', '--from', from, '--database', target.database, '--blobs', target.blobs, '--json'],
        {
          home,
          env: s3Env(),
        },
      ),
    );
    expect(r.content.copied).toBeGreaterThanOrEqual(6);
    expect(await tree()).toEqual(before);
  });

  it('a run killed half way is finished by the next (its stale lock taken over)', async () => {
    const target = await freshTarget();
    const child = spawnCli(
      ['migrate', '--from', data, '--database', target.database, '--blobs', target.blobs],
      {
        home,
        env: s3Env(),
      },
    );
    let stderr = '';
    await new Promise<void>((resolve) => {
      child.stderr!.setEncoding('utf8').on('data', (d: string) => {
        stderr += d;
        // Killed while the tables are copied: the content is in, some rows are.
        if (/tables…/.test(stderr)) child.kill('SIGKILL');
      });
      child.on('close', () => resolve());
    });
    expect(child.signalCode, stderr).toBe('SIGKILL');
    const resumed = report(
      await run(['--json'], { SITEPUB_DATABASE_URL: target.database, SITEPUB_BLOBS_URL: target.blobs }),
    );
    expect(resumed.content.present).toBeGreaterThan(0); // copied by the killed run
    expect(resumed.content.copied).toBe(0);
    const expected = sourceCounts();
    for (const [table, n] of Object.entries(expected))
      expect([table, resumed.tables[table]!.copied + resumed.tables[table]!.present]).toEqual([table, n]);
    expect(resumed.verified.revisions).toBe(expected.revisions);
  });

  it('refuses a data folder a server holds, and a database with another account under the same email', async () => {
    const target = await freshTarget();
    const srv = await startTestServer({ data, keepData: true, edges: 0 });
    try {
      const busy = await run(['--database', target.database, '--blobs', target.blobs]);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/is in use by another sitepub process .*`sitepub serve`/);
    } finally {
      await srv.server.close();
    }
    const pool = new pg.Pool({ connectionString: target.database, max: 1 });
    pools.push(pool);
    await postgresSql(pool, 'test').migrate();
    await pool.query(
      `INSERT INTO accounts (id, email, password_hash, created_at, updated_at) VALUES ('someone-else', 'owner@example.com', 'x', 1, 1)`,
    );
    const refused = await run(['--database', target.database, '--blobs', target.blobs]);
    noSecrets(refused);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /error cannot copy accounts row id="[^"]+": the target already holds a row with the same email that differs in id/,
    );
  });
});

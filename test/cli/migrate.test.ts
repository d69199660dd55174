/**
 * `sitepub migrate` against a real PostgreSQL (scripts/services/pg-up.sh): an embedded server seeded through its
 * real API (accounts, tokens, projects with several revisions, a live pointer, a staged preview, collaborators,
 * DNS, a managed and a custom certificate, an alias, mail in the outbox) is copied into the database. The rows
 * arrive whole and in foreign-key order, a second run copies nothing, a run that fails half way is finished by
 * the next, and a database holding other data under the same keys is refused with the row named.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tgzOf } from '../helpers/archives.ts';
import { api, putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { startService, type RunningService } from '../helpers/services.ts';
import { loadOrCreateAuthority } from '../../src/server/ca/authority.ts';
import { migrate as migrateSchema } from '../../src/store/postgres/migrate.ts';
import { copyRows, MigrationConflictError, type SqlClient } from '../../src/store/migrate/copy-rows.ts';
import { MigrationSource } from '../../src/store/migrate/source.ts';

const SITE = 'migrated.example.com';
const APEX = 'migrated-apex.com';

let pgService: RunningService;
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
  await migrateSchema(pool);
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
  } finally {
    await srv.server.close();
  }
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
      .filter((n) => n !== 'schema_migrations');
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
async function copyInto(sql: SqlClient) {
  const source = await MigrationSource.open(data);
  try {
    return await copyRows({ sql, source, batch: 2 });
  } finally {
    source.close();
  }
}

beforeAll(async () => {
  pgService = startService('pg', 'PGBASE');
  admin = new pg.Client({ connectionString: pgService.env.SITEPUB_DATABASE_URL });
  await admin.connect();
  home = await mkdtemp(join(tmpdir(), 'sitepub-migrate-'));
  await seed();
}, 180_000);

afterAll(async () => {
  for (const pool of pools) await pool.end();
  await admin?.end();
  pgService?.stop();
  if (data) await rm(data, { recursive: true, force: true });
  if (home) await rm(home, { recursive: true, force: true });
});

describe('rows into a real PostgreSQL', () => {
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

  it('finishes on the next run what a run that failed half way copied', async () => {
    const { pool } = await freshDatabase();
    const expected = sourceCounts();
    let inserts = 0;
    // The target fails on the 9th INSERT (a connection lost mid-run): the rows before it are in.
    const failing: SqlClient = {
      query: (text, values) => {
        if (text.startsWith('INSERT') && ++inserts === 9)
          return Promise.reject(new Error('connection terminated unexpectedly'));
        return pool.query(text, values) as never;
      },
    };
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
    expect(err).toBeInstanceOf(MigrationConflictError);
    expect((err as Error).message).toMatch(
      /cannot copy accounts row id="[^"]+": the target already holds a row with the same email that differs in id/,
    );
    expect((err as Error).message).not.toMatch(/scrypt/);
    expect(await targetCount(pool, 'tokens')).toBe(0); // nothing after the refused table
  });
});

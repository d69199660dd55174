/**
 * A real PostgreSQL for one test file (scripts/services/pg-up.sh, installed when missing), with a fresh database
 * per test (`CREATE DATABASE`) so tests stay independent, and a restart on the same data folder for fault tests.
 * Stop it in afterAll.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { FileBlobStore } from '../../src/store/blobs/file-store.ts';
import { postgresSql } from '../../src/store/postgres/sql.ts';
import { startService } from './services.ts';

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /**
   * The URL of a new database: empty, or with `migrated` a copy of one the store's migrations ran on once
   * (`CREATE DATABASE … TEMPLATE`: a test that does not test migrating skips their cost).
   */
  createDatabase(options?: { migrated?: boolean }): Promise<string>;
  /** Stops the server (fast shutdown: every connection is cut) and starts it again on the same data and port. */
  restart(): void;
  /** Stops the server, keeping its data (`start()` brings it back). */
  halt(): void;
  start(): void;
  stop(): void;
}

const PG_CTL = '/usr/lib/postgresql/15/bin/pg_ctl';

export function startPostgres(): TestPostgres {
  const service = startService('pg', 'PGBASE');
  const base = service.env.PGBASE!;
  const port = service.env.PGPORT!;
  const url = service.env.SITEPUB_DATABASE_URL!;
  const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const ctl = (...args: string[]) => {
    const [cmd, ...rest] = [...asPg, PG_CTL, '-D', join(base, 'data'), ...args];
    execFileSync(cmd!, rest, { stdio: 'ignore', timeout: 60_000 });
  };
  const start = () =>
    ctl(
      '-l',
      join(base, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${base} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    );
  const halt = () => ctl('-m', 'fast', '-w', 'stop');
  let n = 0;
  const urlOf = (name: string) => url.replace(/\/postgres$/, `/${name}`);
  const create = async (name: string, template?: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    } finally {
      await client.end();
    }
    return urlOf(name);
  };
  let template: Promise<string> | undefined;
  const migratedTemplate = () =>
    (template ??= (async () => {
      const name = `t${process.pid}_template`;
      const pool = new pg.Pool({ connectionString: await create(name), max: 1 });
      try {
        await postgresSql(pool, 'test').migrate();
      } finally {
        await pool.end();
      }
      return name;
    })());
  return {
    url,
    async createDatabase(options) {
      const name = `t${process.pid}_${++n}`;
      return create(name, options?.migrated ? await migratedTemplate() : undefined);
    },
    restart() {
      halt();
      start();
    },
    halt,
    start,
    stop: () => service.stop(),
  };
}

/** A FileBlobStore in a new temp folder, and a function that removes the folder. */
export async function tempBlobs(): Promise<{ blobs: FileBlobStore; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'sitepub-pg-blobs-'));
  const blobs = new FileBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
  await blobs.init();
  return { blobs, remove: () => rm(dir, { recursive: true, force: true }) };
}

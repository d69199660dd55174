import { hash } from 'node:crypto';
/** A SqliteStore in a temp folder per test, and the records a test deploy needs. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { ProjectConfig } from '../../src/protocol/types.ts';
import { FileBlobStore } from '../../src/store/blobs/file-store.ts';
import { MIGRATION_LOCK_TABLE, MIGRATION_TABLE } from '../../src/store/sql/migrations.ts';
import { SqliteStore } from '../../src/store/sqlite/store.ts';
import type { NewRevision } from '../../src/store/types.ts';

export const TEST_SETTINGS: ProjectConfig = {
  forceHttps: false,
  cleanUrls: true,
  spa: false,
  cors: null,
  headers: {},
};

/** The migrations' bookkeeping tables: Kysely's, and SQLite's earlier `schema_migrations` (left in place). */
export const BOOKKEEPING_TABLES: readonly string[] = [
  MIGRATION_TABLE,
  MIGRATION_LOCK_TABLE,
  'schema_migrations',
];

/** What createPendingRevision takes for a test deploy of `domain` at `rev` by `accountId`. */
export function pendingRevision(domain: string, rev: number, accountId: string, stage = false): NewRevision {
  return {
    domain,
    rev,
    accountId,
    email: 'a@example.com',
    message: null,
    stage,
    cliVersion: null,
    cmd: 'test',
    platform: 'test',
    meta: {},
    headers: {},
    uploadStartTime: rev,
  };
}

export interface TempStore {
  /** This test's store (a new object after reopen()). */
  readonly store: SqliteStore;
  readonly dir: string;
  /** Closes the store and opens its folder again, as a restart would. */
  reopen(): Promise<SqliteStore>;
}

/** Registers hooks that open a SqliteStore in a fresh temp folder before each test, and close and remove it after. */
export function useTempStore(prefix: string): TempStore {
  let store: SqliteStore | undefined;
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
    store = await SqliteStore.open({ dir });
  });
  afterEach(async () => {
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });
  return {
    get store() {
      if (!store) throw new Error('useTempStore: the store exists only inside a test');
      return store;
    },
    get dir() {
      return dir;
    },
    async reopen() {
      await store?.close();
      store = await SqliteStore.open({ dir });
      return store;
    },
  };
}

export interface TempBlobRoot {
  /** This test's folder: the store's blobs under `blobs/`, its temp files under `tmp/`. */
  readonly root: string;
  /** A FileBlobStore on that folder, opened as the server opens it at start (init, then temp files cleaned). */
  open(): Promise<FileBlobStore>;
}

/** Registers hooks that make a fresh temp folder for a FileBlobStore before each test, and remove it after. */
export function useTempBlobStore(prefix: string): TempBlobRoot {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));
  return {
    get root() {
      return root;
    },
    async open() {
      const store = new FileBlobStore(join(root, 'blobs'), join(root, 'tmp'));
      await store.init();
      await store.cleanTemp();
      return store;
    },
  };
}

/** The hash in an account key's file name, as servers have named it (a stored format, pinned here, not imported). */
export const directoryHash = (url: string): string => hash('sha256', url).slice(0, 16);

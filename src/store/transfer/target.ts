/**
 * The target of `sitepub migrate`: the cluster's store, opened as `sitepub serve --database … --blobs …` opens it
 * (open-store.ts; the schema is brought up to date on open), and its SQL layer for the row copy. Its data folder
 * is a temporary one, holding only the S3 store's spool, removed on close.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeBackends } from '../backends.ts';
import { openStore, type SqlBackedStore } from '../open-store.ts';
import { secretsOf } from '../s3/config.ts';
import type { SqlDb } from '../sql/db.ts';

export interface ClusterTarget {
  store: SqlBackedStore;
  sql: SqlDb;
  /** Credentials read from the environment, for the caller's redactor (never printed). */
  secrets: string[];
  close(): Promise<void>;
}

export async function openClusterTarget(o: {
  database: string;
  blobs: string;
  env: NodeJS.ProcessEnv;
}): Promise<ClusterTarget> {
  const data = await mkdtemp(join(tmpdir(), 'sitepub-migrate-'));
  const removeData = () => rm(data, { recursive: true, force: true });
  const opened = await openStore({ ...o, data, backends: storeBackends }).catch(async (err: unknown) => {
    await removeData();
    throw err;
  });
  const { store } = opened;
  return {
    store,
    sql: store.sql,
    secrets: secretsOf(o.env),
    close: () => opened.close().finally(removeData),
  };
}

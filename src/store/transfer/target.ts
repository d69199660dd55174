/**
 * The target of `sitepub migrate`: the cluster's PostgresStore over its S3 bucket, opened as `sitepub serve
 * --database … --blobs …` opens them (the schema is brought up to date on open), and its SQL layer for the row copy. Temp files of the S3 store go to a folder of their own, removed on close.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresStore } from '../postgres/store.ts';
import { secretsOf } from '../s3/config.ts';
import { S3BlobStore } from '../s3/store.ts';
import type { SqlDb } from '../sql/db.ts';

export interface ClusterTarget {
  store: PostgresStore;
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
  const tmpDir = await mkdtemp(join(tmpdir(), 'sitepub-migrate-'));
  const removeTmp = () => rm(tmpDir, { recursive: true, force: true });
  let blobs: S3BlobStore | null = null;
  try {
    blobs = await S3BlobStore.open({ url: o.blobs, env: o.env, tmpDir });
    const store = await PostgresStore.open({ url: o.database, blobs });
    const opened = blobs;
    return {
      store,
      sql: store.sql,
      secrets: secretsOf(o.env),
      async close() {
        try {
          await store.close();
        } finally {
          opened.close();
          await removeTmp();
        }
      },
    };
  } catch (err) {
    blobs?.close();
    await removeTmp();
    throw err;
  }
}

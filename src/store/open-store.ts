/**
 * The store a server runs on (docs/scale-out.md, "Configuration"): the embedded SqliteStore in `data`, or a
 * PostgresStore with its blobs in S3 or else in `data/blobs`. The backends are passed in, so this module stays
 * free of the drivers and tests can swap them.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FileBlobStore } from './blobs/file-store.ts';
import { SqliteStore } from './sqlite/store.ts';
import { storeUrlsOf, type StoreUrls } from './store-urls.ts';
import type { SqlStore } from './sql/store.ts';
import type { BlobStore } from './types.ts';

export type OpenedBlobStore = BlobStore & { close?(): Promise<void> | void };

/**
 * `url`: `s3://BUCKET[/PREFIX]`; `env`: the AWS SDK's variables; `tmpDir`: this store's own spool, an existing
 * folder (openStore makes one per origin in `<data>/tmp/` and removes it on close).
 */
export interface S3Options {
  url: string;
  env: NodeJS.ProcessEnv;
  tmpDir: string;
}

/** How the two scale-out backends are opened: src/store/backends.ts has the real ones. */
export interface StoreBackends {
  postgres(options: { url: string; blobs: BlobStore }): Promise<SqlStore>;
  s3(options: S3Options): Promise<OpenedBlobStore>;
}

export interface OpenStoreOptions {
  /** The data folder (prepared by the caller). */
  data: string;
  database?: string;
  blobs?: string;
  env: NodeJS.ProcessEnv;
  backends: StoreBackends;
}

export interface OpenedStore {
  /** A store over the SQL layer (`sitepub migrate` copies rows through its `sql`); its `notices` are for the log. */
  store: SqlStore;
  /** Where state and blobs are, for the ready log line; never a password. */
  where: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** Which of the data folder's uses a start has: the data lock is taken whenever one of them is the origin's. */
export function usesDataFolder(urls: StoreUrls, edges: number): boolean {
  return !urls.database || !urls.blobs || edges > 0;
}

export async function openStore(o: OpenStoreOptions, urls: StoreUrls = storeUrlsOf(o)): Promise<OpenedStore> {
  if (!urls.database) {
    const store = await SqliteStore.open({ dir: o.data });
    return {
      store,
      where: o.data,
      embedded: true,
      close: () => store.close(),
    };
  }
  let blobs: OpenedBlobStore;
  let tmpDir: string | null = null;
  if (urls.blobs) {
    // Several origins may share this machine and its data folder: each spools its uploads in a folder of its own.
    await mkdir(join(o.data, 'tmp'), { recursive: true });
    tmpDir = await mkdtemp(join(o.data, 'tmp', 's3-'));
    try {
      blobs = await o.backends.s3({ url: urls.blobs.url, env: o.env, tmpDir });
    } catch (err) {
      await rm(tmpDir, { recursive: true, force: true });
      throw err;
    }
  } else {
    const files = new FileBlobStore(join(o.data, 'blobs'), join(o.data, 'tmp'));
    await files.init();
    await files.cleanTemp();
    blobs = files;
  }
  const closeBlobs = async () => {
    await blobs.close?.();
    if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
  };
  let store: SqlStore;
  try {
    store = await o.backends.postgres({ url: urls.database.url, blobs });
  } catch (err) {
    await closeBlobs().catch(() => undefined);
    throw err;
  }
  if (!urls.blobs)
    store.notices.push(
      `blobs are kept in ${join(o.data, 'blobs')} on this machine: this origin is the only one that can serve ` +
        'them; give --blobs s3://BUCKET[/PREFIX] (or SITEPUB_BLOBS_URL) to run several origins',
    );
  return {
    store,
    where: `${urls.database.shown}, blobs in ${urls.blobs ? urls.blobs.url : join(o.data, 'blobs')}`,
    embedded: false,
    async close() {
      try {
        await store.close();
      } finally {
        await closeBlobs();
      }
    },
  };
}

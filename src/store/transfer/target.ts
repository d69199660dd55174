/**
 * The target of `sitepub migrate`: the cluster's store, opened as `sitepub serve --database … --blobs …` opens it,
 * over a temporary data folder (the S3 store's spool) removed on close. `secrets`: for the caller's redactor.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeBackends } from '../backends.ts';
import { openStore } from '../open-store.ts';
import { secretsOf } from '../s3/config.ts';

export async function openClusterTarget(o: { database: string; blobs: string; env: NodeJS.ProcessEnv }) {
  const data = await mkdtemp(join(tmpdir(), 'sitepub-migrate-'));
  const removeData = () => rm(data, { recursive: true, force: true });
  const opened = await openStore({ ...o, data, backends: storeBackends }).catch(async (err: unknown) => {
    await removeData();
    throw err;
  });
  const { store } = opened;
  return {
    store,
    secrets: secretsOf(o.env),
    close: () => opened.close().finally(removeData),
  };
}

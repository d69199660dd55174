/**
 * The Store contract (test/store/contract.ts) on PostgresStore, against a real PostgreSQL started for this file,
 * a fresh database per test (a copy of one migrated once: test/store/postgres-store.test.ts tests migrating), and
 * a FileBlobStore in a temp folder.
 */
import { afterAll, beforeAll } from 'vitest';
import { PostgresStore } from '../../src/store/postgres/store.ts';
import { startPostgres, tempBlobs, type TestPostgres } from '../helpers/postgres.ts';
import { runStoreContract } from './contract.ts';

let pg: TestPostgres | undefined;
beforeAll(() => {
  pg = startPostgres();
});
afterAll(() => pg?.stop());

runStoreContract('PostgresStore', async () => {
  if (!pg) throw new Error('PostgreSQL did not start');
  const url = await pg.createDatabase({ migrated: true });
  const { blobs, remove } = await tempBlobs();
  const store = await PostgresStore.open({ url, blobs, poolSize: 4 });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await remove();
    },
  };
});

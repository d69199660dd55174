/** The Store contract (test/store/contract.ts) on the embedded SqliteStore, in a fresh temp folder per test. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../../src/store/sqlite/store.ts';
import { runStoreContract } from './contract.ts';

runStoreContract('SqliteStore', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sitepub-contract-'));
  const store = await SqliteStore.open({ dir });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

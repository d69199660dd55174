/**
 * Real `store.shared` instances for unit tests: each `fresh()` opens an embedded SqliteStore in a temp folder
 * (the same SharedStateRepository contract every backend implements); `closeAll()` closes and deletes them.
 *   const states = sharedStates();  afterAll(() => states.closeAll());
 *   const shared = await states.fresh();
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SharedStateRepository } from '../../src/store/sql/shared-state.ts';
import { SqliteStore } from '../../src/store/sqlite/store.ts';

export function sharedStates(): { fresh(): Promise<SharedStateRepository>; closeAll(): Promise<void> } {
  const opened: { store: SqliteStore; dir: string }[] = [];
  return {
    async fresh() {
      const dir = await mkdtemp(join(tmpdir(), 'sitepub-shared-'));
      const store = await SqliteStore.open({ dir });
      opened.push({ store, dir });
      return store.shared;
    },
    async closeAll() {
      for (const { store, dir } of opened.splice(0)) {
        await store.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

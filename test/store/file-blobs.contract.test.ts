/** The BlobStore contract (test/store/blob-contract.ts) on the embedded FileBlobStore, in a fresh temp folder per test. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileBlobStore } from '../../src/store/blobs/file-store.ts';
import { runBlobStoreContract } from './blob-contract.ts';

runBlobStoreContract('FileBlobStore', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sitepub-blob-contract-'));
  const openOne = async () => {
    const store = new FileBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
    await store.init();
    return store;
  };
  const blobs = await openOne();
  await blobs.cleanTemp();
  return {
    blobs,
    another: openOne,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

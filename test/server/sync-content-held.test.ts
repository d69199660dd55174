/** What a sync request carries (distribution/sync-content.ts) when the caller holds the file list (a deploy). */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { EdgeRevisionManifest } from '../../src/protocol/edge.ts';
import { syncContent } from '../../src/server/distribution/sync-content.ts';
import { pendingRevision, TEST_SETTINGS, useTempStore } from '../helpers/store.ts';

const temp = useTempStore('sitepub-sync-content-');

describe('syncContent with file lists held by the caller', () => {
  it('sends a held list as it is, and reads back the lists it does not hold', async () => {
    const { store } = temp;
    const domain = 'held.example.com';
    await store.projects.claimProject(domain, 'o', TEST_SETTINGS, 1);
    const rev = await store.revisions.createPendingRevision(pendingRevision(domain, 1000, 'o'));
    const blob = await store.blobs.write(Readable.from([Buffer.from('<p>stored</p>')]));
    await store.revisions.completeUpload(domain, rev, {
      files: [{ path: '/stored.html', ...blob, md5: null }],
      contentHash: 'h',
      uploadEndTime: 2,
    });
    const stored = { domain, rev, createdAt: rev, files: [{ path: '/stored.html', ...blob }] };
    // A list the store does not have: only the held one can be what is sent.
    const held: EdgeRevisionManifest = { ...stored, files: [{ path: '/held.html', ...blob }] };

    expect((await syncContent(store, domain, [rev], [held]))!.manifests).toEqual([held]);
    expect((await syncContent(store, domain, [rev]))!.manifests).toEqual([stored]);
    // Held lists of another domain or of a revision not named are not sent: the named one is read.
    const elsewhere = { ...held, domain: 'other.example.com' };
    expect((await syncContent(store, domain, [rev], [elsewhere]))!.manifests).toEqual([stored]);
    expect((await syncContent(store, domain, [rev], [{ ...held, rev: rev + 1 }]))!.manifests).toEqual([
      stored,
    ]);
    // Torn down: nothing is sent, whatever is held.
    await store.projects.deleteProject(domain);
    expect(await syncContent(store, domain, [rev], [held])).toBeNull();
  });
});

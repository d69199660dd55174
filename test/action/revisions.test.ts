import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { manifestHash, promoteCandidates, prPreviews, sameContent } from '../../src/action/revisions.ts';
import { previousLive } from '../../src/protocol/revisions.ts';
import type { RevisionEntry } from '../../src/protocol/types.ts';

function rev(n: number, o: Partial<RevisionEntry> = {}): RevisionEntry {
  return {
    rev: n,
    preview: `${n}-docs.example.com`,
    current: false,
    email: 'a@b.c',
    message: null,
    msg: null,
    friendlySize: '1 kB',
    timeAgoInWords: 'now',
    publicFileCount: 1,
    publicTotalSize: 1,
    created_at: new Date(n).toISOString(),
    liveAt: null,
    contentHash: 'h',
    meta: {},
    ...o,
  };
}
const ours = (m: Record<string, string>) => ({ source: 'sitepub-action', kind: 'preview', ...m });

describe('promoteCandidates', () => {
  const list = [
    rev(5, { meta: ours({ commit: 'c2', pr: '7', manifestHash: 'H2' }) }),
    rev(4, { meta: ours({ commit: 'c1', pr: '7', manifestHash: 'H1' }) }),
    rev(3, { meta: { commit: 'c1', pr: '7' } }), // not written by the Action
    rev(2, { meta: ours({ commit: 'c1', pr: '8', manifestHash: 'H1' }) }), // another PR, same commit
    rev(1, { meta: ours({ commit: 'zz', pr: '9', manifestHash: 'H1' }) }),
  ];

  it('finds the preview of the exact commit and PR, then same-content ones', () => {
    const c = promoteCandidates(list, { commits: ['c1'], prNumber: 7, localHash: 'H1' });
    expect(c.map((r) => r.rev)).toEqual([4, 2, 1]);
  });

  it('without a PR every revision of the commit qualifies', () => {
    expect(
      promoteCandidates(list, { commits: ['c1'], prNumber: null, localHash: null }).map((r) => r.rev),
    ).toEqual([4, 2]);
  });

  it('nothing recorded → no candidates', () => {
    expect(promoteCandidates(list, { commits: ['nope'], prNumber: 7, localHash: 'X' })).toEqual([]);
  });
});

describe('manifest comparison', () => {
  it('equal file sets are the same content whatever the key order or md5 field name', () => {
    const a = { '/a.html': { size: 1, md5: 'x' }, '/b.css': { size: 2, md5: 'y' } };
    const b = { 'b.css': { size: 2, md5sum: 'y' }, '/a.html': { size: 1, md5: 'x' } };
    expect(sameContent(a, b)).toBe(true);
    expect(manifestHash(a)).toBe(manifestHash(b));
    expect(sameContent(a, { ...a, '/c.js': { size: 0, md5: 'z' } })).toBe(false);
    expect(sameContent(a, { ...a, '/a.html': { size: 1, md5: 'changed' } })).toBe(false);
  });

  it('is the sha256 of the sorted "path NUL size NUL md5" lines joined by newlines (revisions carry it)', () => {
    // The definition deployed revisions were recorded with: built here line by line, sorted, joined.
    const reference = (m: Record<string, { size: number; md5: string }>) =>
      createHash('sha256')
        .update(
          Object.entries(m)
            .map(([p, v]) => `${p.startsWith('/') ? p : `/${p}`}\u0000${v.size}\u0000${v.md5}`)
            .sort()
            .join('\n'),
        )
        .digest('hex');
    // paths that are prefixes of others, sort next to "/" and NUL, and non-ASCII ones
    const names = ['a', 'a/b', 'a-b', 'a.b', 'a b', 'ab', 'A', 'é.html', 'z/é/ü.css', '_', '0', 'a/b/c'];
    const plain = Object.fromEntries(names.map((n, i) => [n, { size: i * 7, md5: `m${i}` }]));
    const rooted = Object.fromEntries(names.map((n, i) => [`/${n}`, { size: i * 7, md5: `m${i}` }]));
    const mixed = Object.fromEntries(
      names.map((n, i) => [i % 2 ? `/${n}` : n, { size: i * 7, md5: `m${i}` }]),
    );
    for (const m of [plain, rooted, mixed]) expect(manifestHash(m)).toBe(reference(m));
    expect(manifestHash({})).toBe(reference({}));
  });
});

describe('previousLive', () => {
  it('skips previews that were never live', () => {
    const list = [
      rev(5, { liveAt: null }), // a newer preview
      rev(4, { current: true, liveAt: '2026-01-03T00:00:00Z' }),
      rev(3, { liveAt: null }), // preview never live
      rev(2, { liveAt: '2026-01-02T00:00:00Z' }),
      rev(1, { liveAt: '2026-01-01T00:00:00Z' }),
    ];
    expect(previousLive(list)?.rev).toBe(2);
  });

  it('after a rollback, rolling back again returns to the revision that was just live', () => {
    const list = [
      rev(3, { liveAt: '2026-01-03T00:00:00Z' }),
      rev(2, { current: true, liveAt: '2026-01-04T00:00:00Z' }),
      rev(1, { liveAt: '2026-01-01T00:00:00Z' }),
    ];
    expect(previousLive(list)?.rev).toBe(3);
  });

  it('no history → null', () => {
    expect(previousLive([rev(1, { current: true, liveAt: '2026-01-01T00:00:00Z' })])).toBeNull();
  });
});

describe('prPreviews', () => {
  it('only the PR previews the Action made, never the live revision', () => {
    const list = [
      rev(3, { meta: ours({ pr: '7' }) }),
      rev(2, { current: true, meta: ours({ pr: '7' }) }),
      rev(1, { meta: ours({ pr: '8' }) }),
      rev(0, { meta: { ...ours({ pr: '7' }), kind: 'production' } }),
    ];
    expect(prPreviews(list, 7).map((r) => r.rev)).toEqual([3]);
  });
});

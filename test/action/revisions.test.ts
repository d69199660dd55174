import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  holdsBuild,
  manifestHash,
  promoteCandidates,
  prPreviews,
  revisionFacts,
  sameContent,
} from '../../src/action/revisions.ts';
import { withRecord } from '../../src/protocol/deploy-record.ts';
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

/** A list entry as a plain surge server sends it: no meta, liveAt, created_at, contentHash; the message as `msg`. */
function plain(n: number, msg: string | null, current = false): RevisionEntry {
  const {
    meta: _m,
    liveAt: _l,
    created_at: _c,
    contentHash: _h,
    message: _s,
    publicTotalSize: _t,
    ...rest
  } = rev(n, {
    msg,
    current,
  });
  return rest as RevisionEntry;
}
const H1 = 'a1'.repeat(32);
const H2 = 'b2'.repeat(32);

describe('on a plain surge server: the deploy record in the message', () => {
  const list = [
    plain(6, withRecord('Deploy c9', { id: 'x', kind: 'production', sha: 'c9', mh: H2 }), true),
    plain(5, withRecord('Preview of PR #7', { id: 'a', kind: 'preview', pr: 7, sha: 'c2', mh: H2 })),
    plain(4, withRecord('Preview of PR #7', { id: 'b', kind: 'preview', pr: 7, sha: 'c1', mh: H1 })),
    plain(3, withRecord('by hand', { id: 'c' })), // the CLI's: an id only, not the Action's
    plain(2, withRecord('Preview of PR #8', { id: 'd', kind: 'preview', pr: 8, sha: 'c1', mh: H1 })),
    plain(1, 'no record at all'),
  ];

  it('reads kind, PR, commit and manifest hash from msg; meta only fills in', () => {
    expect(revisionFacts(list[2]!)).toEqual({
      ours: true,
      kind: 'preview',
      pr: 7,
      commit: 'c1',
      manifestHash: H1.slice(0, 16),
    });
    expect(revisionFacts(list[3]!).ours).toBe(false);
    expect(revisionFacts(list[5]!)).toEqual({
      ours: false,
      kind: null,
      pr: null,
      commit: null,
      manifestHash: null,
    });
    // a sitepub server's entry written before records existed: meta alone
    const old = rev(9, { meta: ours({ commit: 'c7', pr: '3', manifestHash: H1 }) });
    expect(revisionFacts(old)).toEqual({
      ours: true,
      kind: 'preview',
      pr: 3,
      commit: 'c7',
      manifestHash: H1,
    });
  });

  it('promote finds the PR commit first, then the same content by the 16-hex manifest hash', () => {
    expect(
      promoteCandidates(list, { commits: ['c1'], prNumber: 7, localHash: H1 }).map((r) => r.rev),
    ).toEqual([4, 2]);
    expect(
      promoteCandidates(list, { commits: ['squash'], prNumber: 7, localHash: H2 }).map((r) => r.rev),
    ).toEqual([6, 5]);
    expect(promoteCandidates(list, { commits: ['c3'], prNumber: 7, localHash: 'c3'.repeat(32) })).toEqual([]);
  });

  it('the production shortcut matches the live build by the recorded hash', () => {
    expect(holdsBuild(list[0]!, H2)).toBe(true);
    expect(holdsBuild(list[0]!, H1)).toBe(false);
    expect(holdsBuild(list[5]!, H1)).toBe(false);
  });

  it("discard on close finds the PR's previews, never another PR's nor the live one", () => {
    expect(prPreviews(list, 7).map((r) => r.rev)).toEqual([5, 4]);
    expect(prPreviews(list, 8).map((r) => r.rev)).toEqual([2]);
  });
});

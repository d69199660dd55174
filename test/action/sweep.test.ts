/** The sweep rule (src/protocol/sweep.ts): what a sweep discards and what it keeps, on both kinds of server. */
import { describe, expect, it } from 'vitest';
import { judgeSweep, previewPulls, revisionTime, type PullRequestState } from '../../src/protocol/sweep.ts';
import { withRecord } from '../../src/protocol/deploy-record.ts';
import type { RevisionEntry } from '../../src/protocol/types.ts';

const DAY = 86_400_000;
const NOW = new Date(1_800_000_000_000);

/** A revision as a plain surge server lists it: no liveAt, no created_at, the record in `msg`. */
function plain(rev: number, record: Parameters<typeof withRecord>[1], current = false): RevisionEntry {
  const msg = withRecord('deploy', record);
  return { rev, preview: `${rev}-docs.example.com`, current, msg, message: msg } as unknown as RevisionEntry;
}

/** The same on a sitepub server, with liveAt. */
function sitepub(
  rev: number,
  record: Parameters<typeof withRecord>[1],
  liveAt: string | null,
  current = false,
): RevisionEntry {
  return { ...plain(rev, record, current), liveAt, created_at: new Date(rev).toISOString() } as RevisionEntry;
}

const pulls = (o: Record<number, PullRequestState>): Map<number, PullRequestState> =>
  new Map(Object.entries(o).map(([k, v]) => [Number(k), v]));
const open: PullRequestState = { state: 'open', merged: false };
const closed: PullRequestState = { state: 'closed', merged: false };
const merged: PullRequestState = { state: 'closed', merged: true };
const t = (daysAgo: number): number => NOW.getTime() - daysAgo * DAY;

describe('judgeSweep on a sitepub server (liveAt)', () => {
  const revisions = [
    sitepub(t(1), { kind: 'preview', pr: 2 }, null),
    sitepub(t(2), { kind: 'preview', pr: 1 }, null),
    sitepub(t(3), { kind: 'preview', pr: 1 }, '2026-01-01T00:00:00Z'), // promoted once
    sitepub(t(4), { kind: 'production' }, '2026-01-02T00:00:00Z', true),
    sitepub(t(5), { kind: 'preview', pr: 3 }, null),
    sitepub(t(40), { kind: 'preview' }, null),
    sitepub(t(50), {}, null),
  ];

  it('discards the never-live previews of closed PRs, keeps the open PR, the live and the once-live ones', () => {
    const verdicts = judgeSweep({
      revisions,
      pulls: pulls({ 1: closed, 2: open, 3: merged }),
      retentionDays: null,
      now: NOW,
    });
    expect(verdicts.discard.map((v) => v.rev)).toEqual([t(2), t(5)]);
    expect(verdicts.discard[1]!.reason).toBe('PR #3 is closed (merged)');
    const why = Object.fromEntries(verdicts.keep.map((v) => [v.rev, v.reason]));
    expect(why[t(1)]).toBe('PR #2 is open');
    expect(why[t(3)]).toBe('was live');
    expect(why[t(4)]).toBe('live');
    expect(why[t(40)]).toBe('a preview of no PR');
    expect(why[t(50)]).toBe('not a preview recorded by sitepub');
    // PR 1 keeps a revision (it was live): its stable preview stays; PR 3's goes
    expect(verdicts.closedPulls).toEqual([3]);
  });

  it("with a retention, also discards old previews whose PR is not open, never an open PR's", () => {
    const old = [
      ...revisions,
      sitepub(t(60), { kind: 'preview', pr: 2 }, null),
      sitepub(t(61), { kind: 'preview', pr: 9 }, null),
    ];
    const verdicts = judgeSweep({ revisions: old, pulls: pulls({ 2: open }), retentionDays: 30, now: NOW });
    expect(verdicts.discard.map((v) => v.rev)).toEqual([t(40), t(61)]);
    expect(verdicts.discard[0]!.reason).toBe('older than 30 days and of no PR');
    expect(verdicts.keep.find((v) => v.rev === t(60))?.reason).toBe('PR #2 is open');
    // PR 1 and 3 have no known state: their young previews are kept
    expect(verdicts.keep.find((v) => v.rev === t(5))?.reason).toBe("PR #3's state is unknown");
  });
});

describe('judgeSweep on a plain surge server (no liveAt)', () => {
  const revisions = [
    plain(t(1), { kind: 'preview', pr: 1 }),
    plain(t(2), { kind: 'preview', pr: 2 }),
    plain(t(3), { kind: 'production' }, true),
    plain(t(4), { kind: 'production' }),
    plain(t(5), { kind: 'preview', pr: 1 }),
  ];

  it("discards closed unmerged PRs' previews; keeps production deploys and merged PRs' previews", () => {
    const verdicts = judgeSweep({
      revisions,
      pulls: pulls({ 1: closed, 2: merged }),
      retentionDays: 1,
      now: NOW,
    });
    expect(verdicts.discard.map((v) => v.rev)).toEqual([t(1), t(5)]);
    const why = Object.fromEntries(verdicts.keep.map((v) => [v.rev, v.reason]));
    expect(why[t(2)]).toMatch(/^PR #2 was merged and this server keeps no record/);
    expect(why[t(4)]).toBe('production deploy (live when deployed)');
    expect(verdicts.closedPulls).toEqual([1]);
  });

  it('keeps a revision GitHub says was live, and a closed PR whose merge is unknown (--open list)', () => {
    const verdicts = judgeSweep({
      revisions,
      pulls: pulls({ 1: closed, 2: { state: 'closed', merged: null } }),
      retentionDays: null,
      now: NOW,
      knownLive: new Set([t(5)]),
    });
    expect(verdicts.discard.map((v) => v.rev)).toEqual([t(1)]);
    expect(verdicts.keep.find((v) => v.rev === t(5))?.reason).toMatch(/GitHub production deployment/);
    expect(verdicts.keep.find((v) => v.rev === t(2))?.reason).toMatch(/closed \(merge unknown\)/);
  });
});

describe('helpers', () => {
  it('previewPulls lists the PRs with previews, once each', () => {
    expect(
      previewPulls([
        plain(3, { kind: 'preview', pr: 5 }),
        plain(2, { kind: 'preview', pr: 1 }),
        plain(1, { kind: 'preview', pr: 5 }),
        plain(4, { kind: 'production', pr: 8 }),
      ]),
    ).toEqual([1, 5]);
  });
  it('revisionTime: created_at, else the revision id as epoch milliseconds', () => {
    expect(revisionTime(sitepub(t(1), {}, null))).toBe(t(1));
    expect(revisionTime(plain(t(2), {}))).toBe(t(2));
    expect(revisionTime(plain(7, {}))).toBeNull();
  });
});

// The rollback rule over lists shaped as surge sends them (no liveAt, meta, created_at, message: only msg).
import { describe, expect, it } from 'vitest';
import { withRecord, type DeployKind } from '../../src/protocol/deploy-record.ts';
import {
  hasLiveAt,
  messageText,
  previousLive,
  recordOf,
  rolledAwayFrom,
  rollbackTarget,
} from '../../src/protocol/revisions.ts';
import type { RevisionEntry } from '../../src/protocol/types.ts';

/** A list item exactly as docs/surge-protocol.md §4 lists it (`msg` optional). */
function surgeItem(rev: number, kind: DeployKind | null, current = false): RevisionEntry {
  const item = {
    rev,
    preview: `${rev}-docs.example.com`,
    current,
    email: 'a@b.c',
    friendlySize: '1 kB',
    timeAgoInWords: 'now',
    publicFileCount: 1,
    publicTotalSize: 1,
    ...(kind ? { msg: withRecord(`deploy ${rev}`, { id: `id${rev}`, kind }) } : {}),
  };
  // The shared type describes the sitepub server's list; a plain server leaves the extension fields out.
  return item as unknown as RevisionEntry;
}

describe('rollbackTarget on a plain surge list (no liveAt)', () => {
  it('A live, B live (current), C staged: back to A, by the server step', () => {
    const list = [surgeItem(3, 'preview'), surgeItem(2, 'production', true), surgeItem(1, 'production')];
    expect(hasLiveAt(list)).toBe(false);
    expect(rollbackTarget(list)).toMatchObject({ target: { rev: 1 }, proof: 'record', serverStep: true });
    expect(previousLive(list)?.rev).toBe(1);
  });

  it('after that rollback (A current): never back to B, which production was rolled back from, nor C', () => {
    const list = [surgeItem(3, 'preview'), surgeItem(2, 'production'), surgeItem(1, 'production', true)];
    expect(rolledAwayFrom(list)).toEqual(new Set([2]));
    expect(rollbackTarget(list)).toEqual({ target: null, reason: 'unproven', skipped: [2] });
  });

  it('Z, A, B (failed its health check, rolled back to A): the next rollback serves Z, never B', () => {
    const list = [surgeItem(3, 'production'), surgeItem(2, 'production', true), surgeItem(1, 'production')];
    expect(rollbackTarget(list)).toMatchObject({ target: { rev: 1 }, serverStep: true });
  });

  it('revisions a caller knows failed (the Action: its GitHub deployments) are skipped too', () => {
    const list = [surgeItem(3, 'production', true), surgeItem(2, 'production'), surgeItem(1, 'production')];
    expect(rollbackTarget(list, [2])).toMatchObject({ target: { rev: 1 }, serverStep: false });
    expect(rollbackTarget(list, [2, 1])).toEqual({ target: null, reason: 'no-history', skipped: [2, 1] });
  });

  it('a promoted preview live now: nothing says when it went live, so nothing is skipped by the rule', () => {
    const list = [surgeItem(3, 'production'), surgeItem(2, 'preview', true), surgeItem(1, 'production')];
    expect(rolledAwayFrom(list).size).toBe(0);
    expect(rollbackTarget(list)).toMatchObject({ target: { rev: 3 } });
  });

  it('the next older entry a preview: cut over past it to the proven production deploy', () => {
    const list = [surgeItem(3, 'production', true), surgeItem(2, 'preview'), surgeItem(1, 'production')];
    expect(rollbackTarget(list)).toMatchObject({ target: { rev: 1 }, serverStep: false });
  });

  it('revisions without a record prove nothing: unproven, never a target', () => {
    const list = [surgeItem(3, null), surgeItem(2, 'production', true), surgeItem(1, null)];
    expect(rollbackTarget(list)).toEqual({ target: null, reason: 'unproven', skipped: [] });
    expect(previousLive(list)).toBeNull();
  });

  it('only previews besides the current one: unproven (one may have been cut over; nothing says so)', () => {
    const list = [surgeItem(2, 'preview'), surgeItem(1, 'production', true)];
    expect(rollbackTarget(list)).toEqual({ target: null, reason: 'unproven', skipped: [] });
  });

  it('a single revision: no history', () => {
    expect(rollbackTarget([surgeItem(1, 'production', true)])).toEqual({
      target: null,
      reason: 'no-history',
      skipped: [],
    });
  });

  it('offline (no current): the newest production deploy', () => {
    const list = [surgeItem(3, 'preview'), surgeItem(2, 'production'), surgeItem(1, 'production')];
    expect(rollbackTarget(list)).toMatchObject({ target: { rev: 2 }, serverStep: false });
  });
});

describe('rollbackTarget with liveAt (a sitepub server)', () => {
  it('liveAt decides, whatever the records say', () => {
    const at = (rev: number, liveAt: string | null, kind: DeployKind, current = false): RevisionEntry => ({
      ...surgeItem(rev, kind, current),
      liveAt,
    });
    const list = [
      at(3, '2026-01-03T00:00:00Z', 'preview', true),
      at(2, null, 'production'), // recorded as production, but the server says it never went live
      at(1, '2026-01-01T00:00:00Z', 'preview'),
    ];
    expect(hasLiveAt(list)).toBe(true);
    expect(rollbackTarget(list)).toEqual({ target: list[2], proof: 'liveAt', serverStep: false });
    expect(rollbackTarget([list[0]!, list[1]!])).toEqual({ target: null, reason: 'no-history', skipped: [] });
  });

  it('a promoted preview that failed and was rolled back from (production deploy current): skipped', () => {
    const at = (rev: number, liveAt: string | null, kind: DeployKind, current = false): RevisionEntry => ({
      ...surgeItem(rev, kind, current),
      liveAt,
    });
    const list = [
      at(4, null, 'preview'), // another PR's preview, never live
      at(3, '2026-01-03T00:00:00Z', 'preview'), // promoted, failed its health check
      at(2, '2026-01-04T00:00:00Z', 'production', true), // rolled back to
      at(1, '2026-01-01T00:00:00Z', 'production'),
    ];
    expect(rolledAwayFrom(list)).toEqual(new Set([3]));
    expect(rollbackTarget(list)).toEqual({ target: list[3], proof: 'liveAt', serverStep: false });
  });
});

describe('message text and record of a list item', () => {
  it('msg only (plain surge): the text without the record, and the record', () => {
    const item = surgeItem(5, 'preview');
    expect(messageText(item)).toBe('deploy 5');
    expect(recordOf(item)).toEqual({ id: 'id5', kind: 'preview' });
  });

  it('no message at all: null text, empty record', () => {
    const item = surgeItem(5, null);
    expect(messageText(item)).toBeNull();
    expect(recordOf(item)).toEqual({});
  });
});

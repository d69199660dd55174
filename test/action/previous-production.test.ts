import { describe, expect, it } from 'vitest';
import {
  deploymentRevision,
  HEALTH_FAILED,
  healthFailedRevision,
  lastRecordedProduction,
  rollbackTarget,
  statusDescription,
} from '../../src/action/previous-production.ts';
import { withRecord } from '../../src/protocol/deploy-record.ts';
import type { RevisionEntry } from '../../src/protocol/types.ts';

/** A list entry as a plain surge server sends it (no liveAt, meta, created_at). */
function plain(n: number, msg: string | null, current = false): RevisionEntry {
  return {
    rev: n,
    preview: `${n}-docs.example.com`,
    current,
    email: 'a@b.c',
    msg,
    friendlySize: '1 kB',
    timeAgoInWords: 'now',
    publicFileCount: 1,
  } as RevisionEntry;
}

const A = plain(100, withRecord('Deploy a', { id: 'a', kind: 'production', sha: 'aaa' }));
const B = plain(200, withRecord('Deploy b', { id: 'b', kind: 'production', sha: 'bbb' }), true);
const C = plain(300, withRecord('Preview', { id: 'c', kind: 'preview', pr: 4, sha: 'ccc' }));
const list = [C, B, A];
const ok = [
  { state: 'success', description: statusDescription(100, 'Deploy a to docs.example.com') },
  { state: 'in_progress', description: 'Deploy a' },
];

describe('deploymentRevision', () => {
  it('reads the revision from the payload, else from the success status, else by commit', () => {
    expect(deploymentRevision({ ref: 'x', payload: { revision: '200' } }, ok, list)).toBe(200);
    expect(deploymentRevision({ ref: 'x', payload: {} }, ok, list)).toBe(100);
    expect(deploymentRevision({ ref: 'bbb', payload: null }, [{ state: 'success' }], list)).toBe(200);
    // a preview's commit is not a production deploy of that commit
    expect(deploymentRevision({ ref: 'ccc', payload: {} }, [{ state: 'success' }], list)).toBeNull();
  });

  it('skips deployments that failed, errored or never finished', () => {
    const dep = { ref: 'x', payload: { revision: '100' } };
    expect(deploymentRevision(dep, [{ state: 'failure' }, { state: 'in_progress' }], list)).toBeNull();
    expect(deploymentRevision(dep, [{ state: 'error' }, { state: 'success' }], list)).toBeNull();
    expect(deploymentRevision(dep, [{ state: 'in_progress' }], list)).toBeNull();
    // superseded by a newer success: GitHub marks it inactive, it was live
    expect(deploymentRevision(dep, [{ state: 'inactive' }, { state: 'success' }], list)).toBe(100);
  });
});

describe('healthFailedRevision', () => {
  it('names the revision of a failure status written after a failed health check, and only of that', () => {
    expect(
      healthFailedRevision([{ state: 'failure', description: statusDescription(300, HEALTH_FAILED) }]),
    ).toBe(300);
    // a change that failed before it was applied does not blame a revision
    expect(healthFailedRevision([{ state: 'failure', description: 'Deploy abc to x: failed' }])).toBeNull();
    expect(
      healthFailedRevision([{ state: 'success', description: statusDescription(300, 'Deploy') }]),
    ).toBeNull();
  });
});

describe('rollbackTarget / lastRecordedProduction', () => {
  it('skips revisions in skip (failed their health check, or rolled back from)', () => {
    expect(rollbackTarget(100, list, B, new Set([100]))).toBeNull();
    expect(lastRecordedProduction(list, B, new Set([100]))).toBeNull();
  });

  it('never the live revision nor one gone from the server', () => {
    expect(rollbackTarget(200, list, B)).toBeNull();
    expect(rollbackTarget(999, list, B)).toBeNull();
    expect(rollbackTarget(100, list, B)).toBe(A);
  });

  it('without GitHub: the newest production record other than the live one, never a preview', () => {
    expect(lastRecordedProduction(list, B)).toBe(A);
    expect(lastRecordedProduction(list, A)).toBe(B);
    expect(lastRecordedProduction([C, B], B)).toBeNull();
  });
});

/**
 * Which revision is live, and which one a rollback returns to: pure rules over a revision list
 * (GET /:domain/list), shared by the CLI and the Action.
 *
 * A rollback must never make live a revision that was never live (a staged preview nobody reviewed). What proves
 * that a revision was live, strongest first:
 * - `liveAt` (when it last became production), sent by a sitepub server: authoritative when present;
 * - otherwise (a plain surge server sends no `liveAt`) the deploy record at the end of the message
 *   (`msg`, src/protocol/deploy-record.ts): `kind=production` means it went live when it was deployed.
 * A revision with neither is not known to have been live, so it is never a rollback target.
 */
import type { RevisionEntry } from './types.ts';
import { parseRecord, type DeployRecord } from './deploy-record.ts';

/** The revision production serves, or null when the domain is offline. */
export function currentRevision(revisions: readonly RevisionEntry[]): RevisionEntry | null {
  return revisions.find((r) => r.current) ?? null;
}

/** The deploy record at the end of a revision's message (`msg` on a plain surge server), or `{}`. */
export function recordOf(entry: Pick<RevisionEntry, 'msg' | 'message'>): DeployRecord {
  return parseRecord(entry.msg ?? entry.message).record;
}

/** The human text of a revision's message, without its deploy record (null when there is none). */
export function messageText(entry: Pick<RevisionEntry, 'msg' | 'message'>): string | null {
  const raw = entry.message ?? entry.msg;
  if (typeof raw !== 'string') return null;
  return parseRecord(raw).text;
}

/** `liveAt` as the server sent it: a string, null (never live), or undefined (a server without the field). */
function liveAtOf(entry: RevisionEntry): string | null | undefined {
  const v: unknown = entry.liveAt;
  return typeof v === 'string' || v === null ? v : undefined;
}

/** True when the server reports `liveAt` on its list (a sitepub server); false on a plain surge server. */
export function hasLiveAt(revisions: readonly RevisionEntry[]): boolean {
  return revisions.some((r) => liveAtOf(r) !== undefined);
}

/** How a rollback target is known to have been live. */
export type LiveProof = 'liveAt' | 'record';

export type RollbackTarget =
  | {
      target: RevisionEntry;
      proof: LiveProof;
      /**
       * The target is the next older list entry than the current revision, i.e. exactly where the server's own
       * `POST /:domain/rollback` steps (only set for proof `record`: with `liveAt` the server knows better).
       */
      serverStep: boolean;
    }
  | {
      target: null;
      /**
       * `no-history`: no other revision was live (proven by `liveAt`, or there is no other revision);
       * `unproven`: other revisions exist but nothing says whether any of them was live.
       */
      reason: 'no-history' | 'unproven';
    };

/**
 * Where a rollback goes: the revision live before the current one, when that can be proven.
 * - With `liveAt`: the most recent `liveAt` other than the current revision's.
 * - Without: the newest revision whose deploy record says `kind=production`, other than the current one (the
 *   last one deployed to production; after a rollback to it, rolling back again returns to the one left).
 */
export function rollbackTarget(revisions: readonly RevisionEntry[]): RollbackTarget {
  const current = currentRevision(revisions);
  const others = revisions.filter((r) => r.rev !== current?.rev);
  if (hasLiveAt(revisions)) {
    const live = others
      .filter((r) => typeof liveAtOf(r) === 'string')
      .sort((a, b) => Date.parse(liveAtOf(b)!) - Date.parse(liveAtOf(a)!));
    return live[0]
      ? { target: live[0], proof: 'liveAt', serverStep: false }
      : { target: null, reason: 'no-history' };
  }
  const production = others.filter((r) => recordOf(r).kind === 'production').sort((a, b) => b.rev - a.rev);
  const target = production[0];
  if (!target) return { target: null, reason: others.length === 0 ? 'no-history' : 'unproven' };
  const nextOlder = current
    ? revisions.filter((r) => r.rev < current.rev).sort((a, b) => b.rev - a.rev)[0]
    : undefined;
  return { target, proof: 'record', serverStep: nextOlder?.rev === target.rev };
}

/**
 * The revision that was live before the current one, when the list proves it was live (see rollbackTarget);
 * null when production has no earlier live revision or when none can be proven to have been live.
 */
export function previousLive(revisions: readonly RevisionEntry[]): RevisionEntry | null {
  return rollbackTarget(revisions).target;
}

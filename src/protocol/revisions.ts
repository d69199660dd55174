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
 *
 * A rollback never returns to a revision production was rolled away from (after a failed health check, or by
 * hand): such a revision may be what broke the site. What proves a revision was rolled away from:
 * - a sitepub server's own word (`rolledBack` on each entry, from its live history): authoritative when present
 *   (the server applies this rule itself, src/server/production/rule.ts; these functions only let a client say
 *   so early, and apply the rule against a plain surge server, which has none);
 * - the rule every server carries (`rolledAwayFrom`): when the current revision was deployed straight to
 *   production (record `kind=production`), it went live when it was uploaded; a revision uploaded after it (a
 *   greater `rev`) that was live since can only have been left by bringing the current one back;
 * - what a caller knows besides the list (`skip`): the Action reads its GitHub deployments whose status says
 *   `Revision <n>: Health check failed` (src/action/previous-production.ts).
 * To serve such a revision again, cut over to it by its id (`sitepub rollback <domain> --to <rev>`, the Action's
 * `mode: cutover`).
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

/**
 * Revisions production was rolled away from, by the rule the list itself carries on every server: when the
 * current revision is a production deploy (its record says `kind=production`, so it went live when it was
 * uploaded), every revision uploaded after it (a greater `rev`) that was live since (it is not current) was left
 * by bringing the current one back. On a list without `liveAt` a revision uploaded after it counts when its own
 * record says `kind=production` (it went live at upload); with `liveAt`, when it has one.
 */
export function rolledAwayFrom(revisions: readonly RevisionEntry[]): Set<number> {
  // A sitepub server says it itself, from its live history (`rolledBack`): the authority when present.
  if (revisions.some((r) => typeof r.rolledBack === 'boolean'))
    return new Set(revisions.filter((r) => r.rolledBack === true).map((r) => r.rev));
  const current = currentRevision(revisions);
  const out = new Set<number>();
  if (!current || recordOf(current).kind !== 'production') return out;
  const withLiveAt = hasLiveAt(revisions);
  for (const r of revisions) {
    if (r.rev <= current.rev || r.current) continue;
    const wasLive = withLiveAt ? typeof liveAtOf(r) === 'string' : recordOf(r).kind === 'production';
    if (wasLive) out.add(r.rev);
  }
  return out;
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
      /** Revisions that were live but are skipped: production was rolled away from them, or they failed. */
      skipped: number[];
    };

/**
 * Where a rollback goes: the revision live before the current one, when that can be proven.
 * - With `liveAt`: the most recent `liveAt` other than the current revision's.
 * - Without: the newest revision whose deploy record says `kind=production`, other than the current one (the
 *   last one deployed to production).
 * Either way never one in `skip` nor one production was rolled away from (`rolledAwayFrom`): rolling back twice
 * steps further back; it does not return to the revision the first rollback left.
 */
export function rollbackTarget(
  revisions: readonly RevisionEntry[],
  skip: Iterable<number> = [],
): RollbackTarget {
  const current = currentRevision(revisions);
  const excluded = new Set([...skip, ...rolledAwayFrom(revisions)]);
  const others = revisions.filter((r) => r.rev !== current?.rev);
  const wasLive = (r: RevisionEntry): boolean =>
    hasLiveAt(revisions) ? typeof liveAtOf(r) === 'string' : recordOf(r).kind === 'production';
  const skipped = others.filter((r) => excluded.has(r.rev) && wasLive(r)).map((r) => r.rev);
  const candidates = others.filter((r) => !excluded.has(r.rev));
  if (hasLiveAt(revisions)) {
    const live = candidates
      .filter((r) => typeof liveAtOf(r) === 'string')
      .sort((a, b) => Date.parse(liveAtOf(b)!) - Date.parse(liveAtOf(a)!));
    return live[0]
      ? { target: live[0], proof: 'liveAt', serverStep: false }
      : { target: null, reason: 'no-history', skipped };
  }
  const production = candidates
    .filter((r) => recordOf(r).kind === 'production')
    .sort((a, b) => b.rev - a.rev);
  const target = production[0];
  if (!target)
    return {
      target: null,
      reason: candidates.length === 0 ? 'no-history' : 'unproven',
      skipped,
    };
  const nextOlder = current
    ? revisions.filter((r) => r.rev < current.rev).sort((a, b) => b.rev - a.rev)[0]
    : undefined;
  return { target, proof: 'record', serverStep: nextOlder?.rev === target.rev };
}

/**
 * The revision that was live before the current one, when the list proves it was live (see rollbackTarget);
 * null when production has no earlier live revision or when none can be proven to have been live.
 */
export function previousLive(
  revisions: readonly RevisionEntry[],
  skip: Iterable<number> = [],
): RevisionEntry | null {
  return rollbackTarget(revisions, skip).target;
}

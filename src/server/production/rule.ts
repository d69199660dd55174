/**
 * The production rule, pure: where an implicit move of production (rollback, rollfore, discarding the live
 * revision, the Action's automatic rollback) may go, from the project's live history and its revisions.
 *
 * Production never moves to a revision nobody chose. An explicit cutover to a named revision (or a deploy) is a
 * choice. An implicit move goes only to a revision that was live before and that production was not rolled back
 * from; when there is none it is refused, and the caller names the command that chooses (`sitepub cutover`).
 * "Rolled back from": the revision production left by a rollback (its history line says `rollback`); a later
 * choice of that revision (a cutover to it) clears the mark. Rolling back twice therefore steps further back.
 */
import type { LiveMove } from '../../store/types.ts';

/** Revisions production was rolled back from (and not chosen again since), by the live history. */
export function rolledBackFrom(history: readonly LiveMove[]): Set<number> {
  const out = new Set<number>();
  let previous: number | null = null;
  for (const move of history) {
    if (move.cause === 'rollback' && previous !== null && previous !== move.rev) out.add(previous);
    if ((move.cause === 'cutover' || move.cause === 'deploy') && move.rev !== null) out.delete(move.rev);
    previous = move.rev;
  }
  return out;
}

/** Each revision that was ever live, with the time it last became production. */
function lastLive(history: readonly LiveMove[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const move of history) if (move.rev !== null) out.set(move.rev, move.at);
  return out;
}

export type ImplicitMove = 'rollback' | 'rollfore' | 'discard';

export type MoveTarget =
  | { ok: true; rev: number }
  | {
      ok: false;
      /** Revisions that were live before but are excluded: production was rolled back from them. */
      skipped: number[];
    };

/**
 * Where an implicit move from `current` (null = offline) may go, among `existing` revisions (ready ones):
 * - `rollback` and `discard`: the eligible revision that was live most recently;
 * - `rollfore`: the eligible revision next newer (by rev) than the current one.
 * Eligible: other than the current one, was live before, not rolled back from.
 */
export function implicitTarget(
  kind: ImplicitMove,
  history: readonly LiveMove[],
  existing: readonly number[],
  current: number | null,
): MoveTarget {
  const left = rolledBackFrom(history);
  const live = lastLive(history);
  const present = new Set(existing);
  const wasLive = [...live.keys()].filter((rev) => rev !== current && present.has(rev));
  const skipped = wasLive.filter((rev) => left.has(rev)).sort((a, b) => b - a);
  let candidates = wasLive.filter((rev) => !left.has(rev));
  if (kind === 'rollfore' && current !== null) {
    candidates = candidates.filter((rev) => rev > current).sort((a, b) => a - b);
  } else candidates.sort((a, b) => live.get(b)! - live.get(a)!);
  const rev = candidates[0];
  return rev === undefined ? { ok: false, skipped } : { ok: true, rev };
}

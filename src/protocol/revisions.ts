/**
 * Which revision is live, and which one a rollback returns to: pure rules over a revision list
 * (GET /:domain/list), shared by the CLI and the Action.
 */
import type { RevisionEntry } from './types.ts';

/** The revision production serves, or null when the domain is offline. */
export function currentRevision(revisions: readonly RevisionEntry[]): RevisionEntry | null {
  return revisions.find((r) => r.current) ?? null;
}

/**
 * The revision that was live before the current one: the most recent `liveAt` other than the current
 * revision's, so previews that were never live are skipped. Null when production has no history.
 */
export function previousLive(revisions: readonly RevisionEntry[]): RevisionEntry | null {
  const current = currentRevision(revisions);
  const candidates = revisions
    .filter((r) => r.liveAt !== null && r.rev !== current?.rev)
    .sort((a, b) => Date.parse(b.liveAt!) - Date.parse(a.liveAt!));
  return candidates[0] ?? null;
}

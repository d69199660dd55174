/**
 * Keeps the PR comments true when a rollback or cutover moves production: the PR whose change production was
 * rolled away from no longer says "Live in production" (its comment says it was rolled back, and to which
 * revision), and a PR whose change is served again says it is live again. Only comments that exist and show that
 * PR's commit in the state being corrected are rewritten; none is created. The PR and commit come from the
 * revisions' deploy records (revisions.ts revisionFacts), so this works on any server.
 */
import type { RevisionEntry } from '../protocol/types.ts';
import type { RunContext } from './context.ts';
import { baseModel, reportOnPr } from './github-report.ts';
import { revisionFacts } from './revisions.ts';

export async function reportProductionMove(
  ctx: RunContext,
  left: RevisionEntry | null,
  now: RevisionEntry | null,
): Promise<void> {
  if (!ctx.gh || !ctx.settings.comment || !left || left.rev === now?.rev) return;
  const was = revisionFacts(left);
  const is = now ? revisionFacts(now) : null;
  if (was.pr !== null && was.commit) {
    const commit = was.commit;
    await reportOnPr(
      ctx,
      was.pr,
      {
        ...baseModel(ctx, commit),
        state: 'rolled-back',
        revision: left.rev,
        nowServing: now ? { revision: now.rev, commit: is?.commit ?? null } : null,
      },
      (shown) => shown?.state === 'live' && shown.commit === commit,
    );
  }
  if (now && is?.pr !== null && is?.pr !== undefined && is.commit) {
    const commit = is.commit;
    await reportOnPr(
      ctx,
      is.pr,
      {
        ...baseModel(ctx, commit),
        state: 'live',
        revision: now.rev,
        production: is.kind === 'preview' ? 'promoted' : 'deployed',
      },
      (shown) => shown?.state === 'rolled-back' && shown.commit === commit,
    );
  }
}

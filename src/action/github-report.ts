/** Writes the sticky comment for a PR when comments are on and GitHub is reachable; returns the comment id. */
import { renderComment, withShown, type CommentModel, type CommentStateInfo } from './comment.ts';
import type { RunContext } from './context.ts';
import { upsertSticky } from './sticky.ts';

export async function reportOnPr(
  ctx: RunContext,
  pr: number | null,
  model: CommentModel,
  /** Write only over an existing comment whose shown state this accepts (sticky.ts `onlyIf`). */
  onlyIf?: (shown: CommentStateInfo | null) => boolean,
): Promise<number | null> {
  if (pr === null || !ctx.settings.comment || !ctx.gh) return null;
  const gh = ctx.gh;
  return ctx.log.group(`Comment on pull request #${pr}`, async () => {
    // A preview, and a failed one, is for one commit of an open PR: it must not replace a newer commit's comment.
    const guard =
      model.state === 'preview' ||
      model.state === 'updating' ||
      (model.state === 'failed' && model.failedStep === 'preview');
    const res = await upsertSticky(
      gh,
      pr,
      ctx.settings.domain,
      (shown) => renderComment(withShown(model, shown)),
      { commit: model.commit, state: model.state, guard, ...(onlyIf ? { onlyIf } : {}) },
    );
    if (res.action === 'skipped') {
      ctx.log.debug(`No comment of pull request #${pr} to update.`);
    } else if (res.action === 'skipped-stale') {
      ctx.log.info(`Left the comment alone: pull request #${pr} has moved past ${model.commit.slice(0, 7)}`);
    } else if (res.id !== null) {
      ctx.log.info(`Comment ${res.action}: ${res.id}`);
    }
    return res.id;
  });
}

export function baseModel(ctx: RunContext, commit: string): Omit<CommentModel, 'state'> {
  return {
    domain: ctx.settings.domain,
    commit,
    repoUrl: ctx.repoUrl,
    at: ctx.now().toISOString(),
    previewUrl: null,
    productionUrl: ctx.urls.production(),
    revision: null,
    fileCount: null,
    size: null,
    branch: null,
    changes: null,
    detail: null,
    runUrl: ctx.runUrl,
    production: null,
    failedStep: null,
    previous: null,
  };
}

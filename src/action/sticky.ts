/**
 * Find-or-update the one sticky comment per site per PR. The lookup paginates through every comment (Link
 * headers), so a PR with hundreds of comments still finds its own. A stale run (its commit is no longer the
 * PR's head, or the PR closed meanwhile) leaves a newer comment alone: a guarded write (a preview, or a failed
 * preview) checks the PR whenever the comment shows another commit or anything but a preview (a final state).
 */
import { bestEffort, readPullRequest, type GitHubTarget } from './github-api.ts';
import { marker, readState, type CommentState, type CommentStateInfo } from './comment.ts';

export interface UpsertResult {
  id: number | null;
  action: 'created' | 'updated' | 'skipped-stale' | 'skipped' | 'failed';
}

export async function findSticky(
  gh: GitHubTarget,
  issue: number,
  domain: string,
): Promise<{ id: number; body: string } | null> {
  const tag = marker(domain);
  for await (const page of gh.octokit.paginate.iterator(gh.octokit.rest.issues.listComments, {
    owner: gh.owner,
    repo: gh.repo,
    issue_number: issue,
    per_page: 100,
  })) {
    const hit = page.data.find((c) => (c.body ?? '').includes(tag));
    if (hit) return { id: hit.id, body: hit.body ?? '' };
  }
  return null;
}

/** A preview run is stale when the PR has moved on: closed, or its head is another commit. */
async function isStale(gh: GitHubTarget, issue: number, commit: string): Promise<boolean> {
  const pr = await readPullRequest(gh, issue);
  if (!pr) return false;
  return pr.state === 'closed' || pr.headSha !== commit;
}

export async function upsertSticky(
  gh: GitHubTarget,
  issue: number,
  domain: string,
  /** The body, or how to render it from what the comment it replaces shows (null: no comment yet). */
  body: string | ((shown: CommentStateInfo | null) => string),
  /**
   * `guard` (default: a preview) leaves the comment alone when this run is stale; `onlyIf` writes only over an
   * existing comment whose shown state it accepts (no comment is created).
   */
  state: {
    commit: string;
    state: CommentState;
    guard?: boolean;
    onlyIf?: (shown: CommentStateInfo | null) => boolean;
  },
): Promise<UpsertResult> {
  const guard = state.guard ?? state.state === 'preview';
  const render = typeof body === 'string' ? () => body : body;
  const result = await bestEffort(gh, 'update the pull request comment', 'pull-requests: write', async () => {
    const existing = await findSticky(gh, issue, domain);
    const shown = existing ? readState(existing.body) : null;
    if (state.onlyIf && !(existing && state.onlyIf(shown)))
      return { id: existing?.id ?? null, action: 'skipped' } as UpsertResult;
    if (existing && guard) {
      if (
        shown &&
        (shown.commit !== state.commit || shown.state !== 'preview') &&
        (await isStale(gh, issue, state.commit))
      ) {
        return { id: existing.id, action: 'skipped-stale' } as UpsertResult;
      }
    }
    if (existing) {
      await gh.octokit.rest.issues.updateComment({
        owner: gh.owner,
        repo: gh.repo,
        comment_id: existing.id,
        body: render(shown),
      });
      return { id: existing.id, action: 'updated' } as UpsertResult;
    }
    if (guard && (await isStale(gh, issue, state.commit))) {
      return { id: null, action: 'skipped-stale' } as UpsertResult;
    }
    const created = await gh.octokit.rest.issues.createComment({
      owner: gh.owner,
      repo: gh.repo,
      issue_number: issue,
      body: render(null),
    });
    return { id: created.data.id, action: 'created' } as UpsertResult;
  });
  return result ?? { id: null, action: 'failed' };
}

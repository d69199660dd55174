/**
 * The GitHub side of the Action goes through here: every call is best effort. A missing permission becomes a
 * warning naming the permission to add; any other failure a warning with GitHub's message. Never a crash: the
 * site's deploy matters more than its comment.
 */
import type { getOctokit } from '@actions/github';

export type Octokit = ReturnType<typeof getOctokit>;

export interface GitHubTarget {
  octokit: Octokit;
  owner: string;
  repo: string;
  warn: (message: string) => void;
}

export type Permission = 'pull-requests: write' | 'deployments: write' | 'contents: read' | 'issues: write';

function statusOf(err: unknown): number | null {
  const s = (err as { status?: unknown }).status;
  return typeof s === 'number' ? s : null;
}

export async function bestEffort<T>(
  gh: GitHubTarget,
  what: string,
  permission: Permission,
  fn: () => Promise<T>,
): Promise<T | null> {
  try {
    return await fn();
  } catch (err) {
    const status = statusOf(err);
    const message = err instanceof Error ? err.message : String(err);
    if (status === 403 || (status === 404 && /not accessible|not found/i.test(message))) {
      gh.warn(
        `Could not ${what}: GitHub answered ${status} (${message.split('\n')[0]}). ` +
          `Give the workflow's token the "${permission}" permission:\n` +
          `permissions:\n  ${permission.replace(': ', ': ')}`,
      );
    } else {
      gh.warn(`Could not ${what}: ${message.split('\n')[0]}`);
    }
    return null;
  }
}

/** A pull request as GitHub has it now (an event's payload is a snapshot from when the event fired). */
export interface PullRequestNow {
  state: 'open' | 'closed';
  merged: boolean;
  headSha: string;
  /** The head branch (a `{branch}` preview-domain template names it). */
  headRef: string;
}

/** pulls.get, best effort: null when GitHub cannot say (a warning is logged). */
export async function readPullRequest(gh: GitHubTarget, number: number): Promise<PullRequestNow | null> {
  const pr = await bestEffort(
    gh,
    'read the pull request',
    'pull-requests: write',
    async () =>
      (await gh.octokit.rest.pulls.get({ owner: gh.owner, repo: gh.repo, pull_number: number })).data,
  );
  if (!pr) return null;
  return {
    state: pr.state === 'closed' ? 'closed' : 'open',
    merged: pr.merged === true,
    headSha: pr.head.sha,
    headRef: pr.head.ref,
  };
}

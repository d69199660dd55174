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

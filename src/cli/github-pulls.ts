/**
 * The state of pull requests, for `sitepub sweep`: GitHub's REST API (`GET /repos/{owner}/{repo}/pulls/{n}`) with
 * a token, or the `--open` list (every other pull request counts as closed, its merge unknown). No @actions/*.
 */
import type { PullRequestState } from '../protocol/sweep.ts';
import { CliError } from './errors.ts';

export interface GitHubRepo {
  api: string;
  token: string;
  owner: string;
  repo: string;
}

/** `12,15 #18` → [12, 15, 18]; a clear error for anything else. */
export function parseOpenList(raw: string): number[] {
  const parts = raw.split(/[\s,]+/).filter(Boolean);
  const out: number[] = [];
  for (const p of parts) {
    const m = /^#?(\d{1,9})$/.exec(p);
    if (!m)
      throw new CliError(`--open takes pull request numbers separated by commas (e.g. 12,15); got "${p}"`);
    out.push(Number(m[1]));
  }
  return out;
}

export function statesFromOpenList(
  prs: readonly number[],
  open: readonly number[],
): Map<number, PullRequestState> {
  return new Map(
    prs.map((pr) => [
      pr,
      open.includes(pr) ? { state: 'open', merged: false } : { state: 'closed', merged: null },
    ]),
  );
}

/** Each PR's state from GitHub; a PR GitHub does not know (404) stays unknown, any other failure is an error. */
export async function statesFromGitHub(
  gh: GitHubRepo,
  prs: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, PullRequestState>> {
  const states = new Map<number, PullRequestState>();
  for (const pr of prs) {
    const url = `${gh.api.replace(/\/$/, '')}/repos/${encodeURIComponent(gh.owner)}/${encodeURIComponent(gh.repo)}/pulls/${pr}`;
    const res = await fetch(url, {
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${gh.token}`,
        'x-github-api-version': '2022-11-28',
        'user-agent': 'sitepub-cli',
      },
      ...(signal ? { signal } : {}),
    });
    if (res.status === 404) {
      await res.body?.cancel();
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new CliError(
        `GitHub answered ${res.status} to the state of pull request #${pr} of ${gh.owner}/${gh.repo}: check the ` +
          'token (it needs read access to pull requests) and --repository',
      );
    }
    const body = (await res.json()) as { state?: string; merged?: boolean; head?: { ref?: string } };
    states.set(pr, {
      state: body.state === 'open' ? 'open' : 'closed',
      merged: body.merged === true,
      ...(body.head?.ref ? { branch: body.head.ref } : {}),
    });
  }
  return states;
}

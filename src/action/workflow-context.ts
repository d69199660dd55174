/**
 * The workflow's event, read from the runner's environment exactly as @actions/github's `Context` reads it
 * (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_SHA, GITHUB_REF, GITHUB_REPOSITORY, GITHUB_ACTOR). Kept apart so that the
 * Action loads @actions/github (Octokit and its dependencies) only when it has a token to call GitHub with.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface WorkflowContext {
  eventName: string;
  payload: Record<string, unknown>;
  sha: string;
  ref: string;
  /** Who triggered the run (`dependabot[bot]` for Dependabot's pull requests). */
  actor: string;
  repo: { owner: string; repo: string } | null;
}

export function workflowContext(env: NodeJS.ProcessEnv = process.env): WorkflowContext {
  let payload: Record<string, unknown> = {};
  const file = env.GITHUB_EVENT_PATH;
  if (file && existsSync(file)) payload = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload,
    sha: env.GITHUB_SHA ?? '',
    ref: env.GITHUB_REF ?? '',
    actor: env.GITHUB_ACTOR ?? '',
    repo: owner && repo ? { owner, repo } : null,
  };
}

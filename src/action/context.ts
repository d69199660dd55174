/** Everything a mode needs, passed in (tests and run.ts build it): settings, API, GitHub, logging, cancellation. */
import type { SitepubApi } from './api.ts';
import type { GitHubTarget } from './github-api.ts';
import type { Settings } from './inputs.ts';
import type { SiteUrls } from './site-urls.ts';

export interface ActionLog {
  debug(message: string): void;
  info(message: string): void;
  notice(message: string): void;
  warning(message: string): void;
  group<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

export interface RunContext {
  settings: Settings;
  api: SitepubApi;
  /** Null when there is no GitHub token: comments and deployments are then skipped. */
  gh: GitHubTarget | null;
  log: ActionLog;
  signal: AbortSignal;
  urls: SiteUrls;
  /** The repository's page, `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}` (commit links in the comment). */
  repoUrl: string | null;
  /** Link to this workflow run (comment footer, deployment log_url). */
  runUrl: string | null;
  runId: string;
  /** GITHUB_SHA: the commit the workflow runs on. */
  sha: string;
  workspace: string;
  tempDir: string;
  now: () => Date;
}

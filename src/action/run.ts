/**
 * The Action's one orchestration point: read inputs, decision from the event, run the mode, then — whatever
 * happened — set every output, write the job summary, and fail the step with a clear message if needed.
 * The only place that calls core.setFailed; non-Error throws are handled too.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as core from '@actions/core';
import { CLIENT_VERSION, createClient } from '../client/index.ts';
import { apiFromClient } from './api.ts';
import type { ActionLog, RunContext } from './context.ts';
import { bestEffort, type GitHubTarget } from './github-api.ts';
import { workflowContext, type WorkflowContext } from './workflow-context.ts';
import { readSettings, type Settings } from './inputs.ts';
import { errorMessage, rawErrorMessage, redact } from './errors.ts';
import { withoutApiTalk } from './messages.ts';
import { installCli } from './cli-path.ts';
import { runPreview } from './modes/preview.ts';
import { runPromote } from './modes/promote.ts';
import { runSweep } from './modes/sweep.ts';
import { runUrl } from './modes/url.ts';
import { runCutover, runDiscard, runDiscardPr, runRollback, runTeardown } from './modes/manage.ts';
import { annotations, setOutputs } from './outputs.ts';
import type { Outcome } from './constants.ts';
import { eventContext, outcomeOf, decideEvent, requireToken, type Decision } from './decide.ts';
import { combine, type ModeResult, type RunResult } from './result.ts';
import { SiteUrls } from './site-urls.ts';
import { renderSummary } from './summary.ts';

const log: ActionLog = {
  debug: (m) => core.debug(m),
  info: (m) => core.info(m),
  notice: (m) => core.notice(m),
  warning: (m) => core.warning(m),
  group: (name, fn) => core.group(name, fn),
};

async function productionBranch(
  settings: Settings,
  gh: GitHubTarget | null,
  context: WorkflowContext,
): Promise<string> {
  if (settings.productionBranch) return settings.productionBranch;
  const fromPayload = (context.payload.repository as { default_branch?: string } | undefined)?.default_branch;
  if (fromPayload) return fromPayload;
  if (gh) {
    const repo = await bestEffort(
      gh,
      'read the default branch',
      'contents: read',
      async () => (await gh.octokit.rest.repos.get({ owner: gh.owner, repo: gh.repo })).data,
    );
    if (repo?.default_branch) return repo.default_branch;
  }
  return 'main';
}

async function execute(ctx: RunContext, decision: Exclude<Decision, { kind: 'skip' }>): Promise<ModeResult> {
  switch (decision.kind) {
    case 'preview':
      return runPreview(ctx, decision);
    case 'promote':
    case 'deploy':
      return runPromote(ctx, decision);
    case 'rollback':
      return runRollback(ctx);
    case 'cutover':
      return runCutover(ctx, decision.revision);
    case 'discard':
      return runDiscard(ctx, decision.revision);
    case 'discard-pr':
      return runDiscardPr(ctx, decision);
    case 'teardown':
      return runTeardown(ctx);
    case 'sweep':
      return runSweep(ctx);
    case 'url':
      return runUrl(ctx, decision);
  }
}

async function putCliOnPath(tempDir: string): Promise<void> {
  try {
    const here = dirname(fileURLToPath(import.meta.url));
    const dir = await installCli(join(here, 'cli'), tempDir);
    if (dir) {
      core.addPath(dir);
      core.debug(`sitepub CLI on PATH from ${dir}`);
    }
  } catch (err) {
    core.warning(`Could not put the sitepub CLI on PATH: ${errorMessage(err)}`);
  }
}

/** Octokit for the repository, loaded only when there is a token to call GitHub with; null: no GitHub calls. */
async function githubTarget(settings: Settings, context: WorkflowContext): Promise<GitHubTarget | null> {
  if (!settings.githubToken || !context.repo) return null;
  return {
    octokit: (await import('@actions/github')).getOctokit(settings.githubToken),
    owner: context.repo.owner,
    repo: context.repo.repo,
    warn: (m) => core.warning(m),
  };
}

/** What every mode runs with: the API client on the Action's log, GitHub, and the run's place on GitHub. */
function runContext(
  settings: Settings,
  gh: GitHubTarget | null,
  signal: AbortSignal,
  sha: string,
  tempDir: string,
): RunContext {
  const client = createClient({
    endpoint: settings.endpoint,
    token: settings.token,
    logger: {
      debug: log.debug,
      info: log.info,
      // the client's lines name requests as `PUT /path`: in words for the log, as they were for debug
      warning: (m) => {
        const plain = withoutApiTalk(m);
        if (plain !== m) log.debug(m);
        log.warning(plain);
      },
      group: log.group,
    },
    userAgent: `sitepub-action/${CLIENT_VERSION}`,
  });
  const server = process.env.GITHUB_SERVER_URL || 'https://github.com';
  const runId = process.env.GITHUB_RUN_ID ?? '';
  return {
    settings,
    api: apiFromClient(client),
    gh,
    log,
    signal,
    urls: new SiteUrls(settings.domain),
    repoUrl: process.env.GITHUB_REPOSITORY ? `${server}/${process.env.GITHUB_REPOSITORY}` : null,
    runUrl:
      runId && process.env.GITHUB_REPOSITORY
        ? `${server}/${process.env.GITHUB_REPOSITORY}/actions/runs/${runId}`
        : null,
    runId: runId ? `${runId}/${process.env.GITHUB_RUN_ATTEMPT ?? '1'}` : '',
    sha,
    workspace: process.env.GITHUB_WORKSPACE || process.cwd(),
    tempDir,
    now: () => new Date(),
  };
}

/**
 * The run's outputs, annotations and job summary. No result: the run failed, and reports what it set out to do
 * (`decided`); `skip` only when not even that is known.
 */
async function report(
  settings: Settings,
  result: RunResult | null,
  decided: Outcome | null,
  failure: string | null,
): Promise<void> {
  const final = combine(
    settings.domain,
    result?.mode ?? decided ?? (settings.mode === 'auto' ? 'skip' : settings.mode),
    result ?? {},
    failure ? { failure: redact(failure, settings) } : {},
  );
  setOutputs(final, (name, value) => core.setOutput(name, value));
  for (const a of annotations(final)) core.notice(a.message, { title: a.title });
  if (settings.jobSummary && process.env.GITHUB_STEP_SUMMARY) {
    try {
      await core.summary.addRaw(redact(renderSummary(final), settings), true).write();
    } catch (err) {
      core.warning(`Could not write the job summary: ${errorMessage(err)}`);
    }
  }
}

export async function run(): Promise<void> {
  let settings: Settings | null = null;
  let result: RunResult | null = null;
  let failure: string | null = null;
  /** What the run set out to do, so that a failure is reported as the preview, promote… that failed. */
  let decided: Outcome | null = null;
  const controller = new AbortController();
  const cancel = (): void =>
    controller.abort(new Error('The workflow run was cancelled; the upload was aborted.'));
  process.once('SIGINT', cancel);
  process.once('SIGTERM', cancel);
  try {
    settings = readSettings({
      read: (n) => core.getInput(n),
      env: process.env,
      mask: (s) => core.setSecret(s),
    });
    const tempDir = process.env.RUNNER_TEMP || join(process.cwd(), '.sitepub-tmp');
    await mkdir(tempDir, { recursive: true });
    await putCliOnPath(tempDir);

    const context = workflowContext();
    const ev = eventContext(
      context.eventName,
      context.payload as Record<string, unknown>,
      context.sha,
      context.ref,
      context.actor,
    );
    const gh = await githubTarget(settings, context);
    const intended = decideEvent(ev, settings, await productionBranch(settings, gh, context));
    decided = outcomeOf(intended);
    const decision = requireToken(intended, ev, settings);
    if (context.eventName === 'pull_request_target' && decision.kind === 'preview') {
      core.warning(
        'Running on pull_request_target: make sure this workflow does not build code from the pull request with ' +
          'your secrets available. Prefer the pull_request + workflow_run pattern (see the sitepub docs).',
      );
    }
    if (decision.kind === 'skip') {
      core.notice(decision.reason);
      result = combine(settings.domain, 'skip', { notes: [decision.reason] });
    } else {
      core.info(`sitepub: ${decision.kind} ${settings.domain} via ${settings.endpoint}`);
      const ctx = runContext(settings, gh, controller.signal, context.sha, tempDir);
      const done = await execute(ctx, decision);
      result = combine(settings.domain, done.mode, done);
      failure = result.failure;
    }
  } catch (err) {
    failure = errorMessage(err, { endpoint: settings?.endpoint, domain: settings?.domain });
    // the request as the API saw it (method, path, the server's advice on its API), for debug logs only
    const raw = rawErrorMessage(err);
    if (raw !== failure) core.debug(redact(raw, settings));
  } finally {
    process.off('SIGINT', cancel);
    process.off('SIGTERM', cancel);
  }

  if (settings) await report(settings, result, decided, failure);
  if (failure) core.setFailed(redact(failure, settings));
}

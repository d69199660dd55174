/**
 * Pure: (event, settings) → what to do. No I/O, so every branch of `auto` is unit-tested
 * (test/action/decide.test.ts). The run step turns a Decision into API calls.
 */
import type { Outcome } from './constants.ts';
import type { Settings } from './inputs.ts';
import { InputError } from './inputs.ts';

export interface PullRequestInfo {
  number: number;
  headSha: string;
  headRef: string;
  title: string;
  merged: boolean;
  fork: boolean;
}

/** The slice of the runner's context the decision reads (GITHUB_EVENT_NAME, the payload, GITHUB_SHA/REF/ACTOR). */
export interface EventContext {
  eventName: string;
  action: string | null;
  /** GITHUB_ACTOR: who triggered the run (`dependabot[bot]` for Dependabot's pull requests). */
  actor: string;
  sha: string;
  ref: string;
  pullRequest: PullRequestInfo | null;
  /** workflow_run events: the triggering run. */
  workflowRun: {
    event: string;
    headSha: string;
    headBranch: string;
    conclusion: string | null;
    prs: number[];
  } | null;
}

export type Decision =
  | { kind: 'skip'; reason: string }
  | { kind: 'preview'; commit: string; ref: string; pr: PullRequestInfo | null; prNumber: number | null }
  | { kind: 'promote'; commit: string; ref: string; prNumber: number | null; pr: PullRequestInfo | null }
  | { kind: 'deploy'; commit: string; ref: string; prNumber: number | null }
  | { kind: 'discard-pr'; prNumber: number; pr: PullRequestInfo | null }
  | { kind: 'discard'; revision: string }
  | { kind: 'rollback' }
  | { kind: 'cutover'; revision: string | null }
  | { kind: 'teardown' }
  | { kind: 'sweep' }
  | { kind: 'url'; prNumber: number | null; ref: string };

export const FORK_SKIP =
  'preview skipped: secrets are not available to pull requests from forks (no "token" input and no SURGE_TOKEN). ' +
  'See the workflow_run pattern in the sitepub docs to preview fork PRs safely.';

export const DEPENDABOT_SKIP =
  'preview skipped: pull requests opened by Dependabot get Dependabot secrets only, not Actions secrets (no "token" ' +
  "input and no SURGE_TOKEN). Add SURGE_TOKEN to the repository's Dependabot secrets to preview them.";

export const MERGED_WITHOUT_SECRETS_SKIP =
  "promotion skipped: a merged pull request from a fork (or by Dependabot) runs without the repository's secrets " +
  '(no "token" input and no SURGE_TOKEN). The push of the merge commit to the production branch publishes it: ' +
  'keep "push" among the workflow\'s events.';

/** GITHUB_ACTOR of runs Dependabot triggers: GitHub gives them Dependabot secrets, not the Actions secrets. */
const DEPENDABOT_ACTOR = 'dependabot[bot]';

const NO_TOKEN =
  'No sitepub token: set the "token" input (e.g. token: ${{ secrets.SURGE_TOKEN }}) or the SURGE_TOKEN ' +
  'environment variable. Mint one with `sitepub token` or `surge token`.';

const PR_EVENTS = new Set(['pull_request', 'pull_request_target']);
const PREVIEW_ACTIONS = new Set(['opened', 'synchronize', 'reopened', 'ready_for_review']);

function branchOf(ref: string): string {
  return ref.replace(/^refs\/heads\//, '');
}

function autoDecision(ctx: EventContext, s: Settings, productionBranch: string): Decision {
  const pr = ctx.pullRequest;
  if (PR_EVENTS.has(ctx.eventName)) {
    if (!pr) throw new InputError(`The ${ctx.eventName} event payload has no pull_request object.`);
    if (ctx.action === 'closed') {
      return pr.merged
        ? { kind: 'promote', commit: pr.headSha, ref: pr.headRef, prNumber: pr.number, pr }
        : { kind: 'discard-pr', prNumber: pr.number, pr };
    }
    if (ctx.action !== null && !PREVIEW_ACTIONS.has(ctx.action)) {
      return { kind: 'skip', reason: `nothing to do for ${ctx.eventName}.${ctx.action}` };
    }
    return { kind: 'preview', commit: pr.headSha, ref: pr.headRef, pr, prNumber: pr.number };
  }
  if (ctx.eventName === 'push') {
    if (!ctx.ref.startsWith('refs/heads/'))
      return { kind: 'skip', reason: `nothing to do for a push to ${ctx.ref}` };
    const branch = branchOf(ctx.ref);
    if (branch !== productionBranch) {
      return {
        kind: 'skip',
        reason: `push to "${branch}" is not the production branch ("${productionBranch}"); set production-branch to change that`,
      };
    }
    return { kind: 'promote', commit: ctx.sha, ref: branch, prNumber: s.prNumber, pr: null };
  }
  // a scheduled run cleans up the previews of pull requests that closed without their close event (sweep.ts)
  if (ctx.eventName === 'schedule') return { kind: 'sweep' };
  if (ctx.eventName === 'workflow_dispatch') {
    return s.revision ? { kind: 'cutover', revision: s.revision } : { kind: 'rollback' };
  }
  if (ctx.eventName === 'workflow_run' && ctx.workflowRun) {
    const run = ctx.workflowRun;
    if (run.conclusion !== null && run.conclusion !== 'success') {
      return { kind: 'skip', reason: `the triggering workflow run concluded "${run.conclusion}"` };
    }
    if (PR_EVENTS.has(run.event)) {
      const prNumber = s.prNumber ?? run.prs[0] ?? null;
      return { kind: 'preview', commit: run.headSha, ref: run.headBranch, pr: null, prNumber };
    }
    if (run.event === 'push' && run.headBranch === productionBranch) {
      return { kind: 'promote', commit: run.headSha, ref: run.headBranch, prNumber: s.prNumber, pr: null };
    }
    return {
      kind: 'skip',
      reason: `nothing to do for a workflow_run from ${run.event} on "${run.headBranch}"`,
    };
  }
  throw new InputError(
    `mode "auto" does not know what to do on "${ctx.eventName}" events. ` +
      'Set the "mode" input (preview, deploy, promote, rollback, cutover, discard, teardown, sweep or url).',
  );
}

function explicitDecision(ctx: EventContext, s: Settings): Decision {
  const pr = ctx.pullRequest;
  const prNumber = s.prNumber ?? pr?.number ?? ctx.workflowRun?.prs[0] ?? null;
  const commit = pr?.headSha ?? ctx.workflowRun?.headSha ?? ctx.sha;
  const ref = pr?.headRef ?? ctx.workflowRun?.headBranch ?? branchOf(ctx.ref);
  switch (s.mode) {
    case 'preview':
      return { kind: 'preview', commit, ref, pr, prNumber };
    case 'promote':
      return { kind: 'promote', commit, ref, prNumber, pr };
    case 'deploy':
      return { kind: 'deploy', commit, ref, prNumber };
    case 'rollback':
      return { kind: 'rollback' };
    case 'cutover':
      return { kind: 'cutover', revision: s.revision || null };
    case 'teardown':
      return { kind: 'teardown' };
    case 'sweep':
      return { kind: 'sweep' };
    case 'url':
      if (prNumber === null)
        throw new InputError(
          'mode "url" needs a pull request: run it on a pull_request event, or set "pr-number".',
        );
      return { kind: 'url', prNumber, ref };
    case 'discard':
      if (s.revision) return { kind: 'discard', revision: s.revision };
      if (prNumber !== null) return { kind: 'discard-pr', prNumber, pr };
      throw new InputError(
        'mode "discard" needs the "revision" input (a revision id), or a pull request (event or "pr-number") ' +
          'whose previews to discard.',
      );
    case 'auto':
      throw new Error('unreachable');
  }
}

/** What the event and the settings ask for, before the token is looked at (run.ts reports it if a later step fails). */
export function decideEvent(ctx: EventContext, s: Settings, productionBranch: string): Decision {
  return s.mode === 'auto' ? autoDecision(ctx, s, productionBranch) : explicitDecision(ctx, s);
}

/** The `mode` output a decision reports, whether the run then succeeds or fails (a PR's discard is a discard). */
export function outcomeOf(decision: Decision): Outcome {
  return decision.kind === 'discard-pr' ? 'discard' : decision.kind;
}

export function decide(ctx: EventContext, s: Settings, productionBranch: string): Decision {
  return requireToken(decideEvent(ctx, s, productionBranch), ctx, s);
}

/** The decision when there is a token or nothing to do; without one, a clean skip (fork PRs) or an InputError. */
export function requireToken(decision: Decision, ctx: EventContext, s: Settings): Decision {
  // url uploads nothing: without a token it names the URL from the inputs alone (url.ts)
  if (decision.kind === 'skip' || decision.kind === 'url' || s.token) return decision;
  // No token. Only a pull request GitHub runs without the secrets is skipped cleanly (no writes): one from a fork,
  // or one Dependabot triggered. Anywhere else the secret is missing, and a green run would hide that.
  // Only `pull_request` runs without the secrets; `pull_request_target` has them, for forks too.
  const withoutSecrets =
    ctx.eventName === 'pull_request' && (ctx.pullRequest?.fork === true || ctx.actor === DEPENDABOT_ACTOR);
  if (decision.kind === 'promote' && withoutSecrets)
    return { kind: 'skip', reason: MERGED_WITHOUT_SECRETS_SKIP };
  if (PR_EVENTS.has(ctx.eventName) && (decision.kind === 'preview' || decision.kind === 'discard-pr')) {
    if (withoutSecrets && ctx.pullRequest?.fork) return { kind: 'skip', reason: FORK_SKIP };
    if (withoutSecrets) return { kind: 'skip', reason: DEPENDABOT_SKIP };
    const why =
      ctx.eventName === 'pull_request_target'
        ? "A pull_request_target workflow has the repository's secrets (also for fork pull requests)"
        : "This pull request is not from a fork, so the workflow has the repository's secrets";
    throw new InputError(
      `${NO_TOKEN} ${why}: the secret is missing or empty (check its name, and that it is set for this ` +
        'repository or environment).',
    );
  }
  if (ctx.eventName === 'workflow_run')
    throw new InputError(
      `${NO_TOKEN} A workflow_run workflow has the repository's secrets (also for fork pull requests): the ` +
        'secret is missing or empty (check its name, and that it is set for this repository or environment).',
    );
  throw new InputError(NO_TOKEN);
}

/** Reads the event payload (as @actions/github's context holds it) into the EventContext the decision needs. */
export function eventContext(
  eventName: string,
  payload: Record<string, unknown>,
  sha: string,
  ref: string,
  actor = '',
): EventContext {
  const p = payload as {
    action?: string;
    pull_request?: {
      number: number;
      title?: string;
      merged?: boolean;
      head?: { sha?: string; ref?: string; repo?: { full_name?: string } | null };
      base?: { repo?: { full_name?: string } };
    };
    workflow_run?: {
      event?: string;
      head_sha?: string;
      head_branch?: string;
      conclusion?: string | null;
      pull_requests?: { number: number }[];
    };
  };
  const raw = p.pull_request;
  const pullRequest: PullRequestInfo | null = raw
    ? {
        number: raw.number,
        headSha: raw.head?.sha ?? sha,
        headRef: raw.head?.ref ?? '',
        title: raw.title ?? '',
        merged: raw.merged === true,
        fork: (raw.head?.repo?.full_name ?? null) !== (raw.base?.repo?.full_name ?? null),
      }
    : null;
  const wr = p.workflow_run;
  return {
    eventName,
    action: p.action ?? null,
    actor,
    sha,
    ref,
    pullRequest,
    workflowRun: wr
      ? {
          event: wr.event ?? '',
          headSha: wr.head_sha ?? sha,
          headBranch: wr.head_branch ?? '',
          conclusion: wr.conclusion ?? null,
          prs: (wr.pull_requests ?? []).map((x) => x.number),
        }
      : null,
  };
}

/** rollback, cutover, discard (a revision or a PR's previews) and teardown: no upload, just the API. */
import pMap from 'p-map';
import type { RunContext } from '../context.ts';
import {
  deactivateDeployments,
  legacyPreviewEnvironment,
  legacyProductionEnvironment,
  listDeployments,
  listDeploymentStatuses,
  ofPullRequest,
  ofSite,
} from '../deployments.ts';
import { baseModel, reportOnPr } from '../github-report.ts';
import { reportProductionMove } from '../production-comments.ts';
import { InputError } from '../inputs.ts';
import type { Decision } from '../decide.ts';
import { changeProduction, cutoverTo, serverRollback } from '../production.ts';
import type { ModeResult, ResultPart } from '../result.ts';
import { parseRevision, prPreviews, revisionFacts } from '../revisions.ts';
import { currentRevision, previousLive, rolledAwayFrom } from '../../protocol/revisions.ts';
import type { RevisionEntry } from '../../protocol/types.ts';
import {
  deploymentRevision,
  healthFailedRevision,
  lastRecordedProduction,
  productionDeployments,
  rollbackTarget,
  type DeploymentStatusSeen,
  type ListedProductionDeployment,
} from '../previous-production.ts';
import { removeStablePreview } from '../stable-preview.ts';
import { plural } from '../plural.ts';
import { acceptsSettings, countOrNull, keepsLiveHistory } from '../server-traits.ts';

/**
 * Discards of a closed PR's previews in flight at once: a PR pushed to 30 times has 30 revisions, and against a
 * remote API each discard is a round trip (the origin applies them one at a time either way).
 */
const DISCARD_CONCURRENCY = 4;

/**
 * Production deployments read back from GitHub, per environment, to find the previous production revision (newest
 * first): a page of GitHub's, as sites of one repository may share the environment.
 */
const DEPLOYMENTS_READ = 100;

/**
 * This repository's production deployments of the site, newest first, each with its statuses (read lazily): from
 * the configured production environment (other sites may share it), then from the name releases before it used.
 */
export async function* productionHistory(
  ctx: RunContext,
): AsyncGenerator<{ dep: ListedProductionDeployment; statuses: DeploymentStatusSeen[] }> {
  if (!ctx.gh) return;
  const { domain, productionEnvironment } = ctx.settings;
  const legacy = legacyProductionEnvironment(domain);
  const lists = [];
  for (const environment of [...new Set([productionEnvironment, legacy])]) {
    const deployments = await listDeployments(ctx.gh, environment, DEPLOYMENTS_READ);
    if (deployments) lists.push({ environment, perSite: environment === legacy, deployments });
  }
  for (const dep of productionDeployments(lists, domain, DEPLOYMENTS_READ)) {
    const statuses = await listDeploymentStatuses(ctx.gh, dep.id);
    if (!statuses) return; // GitHub cannot be read (warned): the list and the deploy records decide
    yield { dep, statuses };
  }
}

/**
 * The revision production served before the current one, on a server that keeps no history (no `liveAt`): the
 * newest of this repository's GitHub production deployments that succeeded and made another revision live; else
 * the newest revision recorded as a production deploy (previous-production.ts). Never a preview never promoted,
 * never one production was rolled away from nor one whose deployment failed its health check (added to `failed`
 * as they are seen, newest first).
 */
async function previousProductionRevision(
  ctx: RunContext,
  revisions: RevisionEntry[],
  current: RevisionEntry | null,
  rolledAway: ReadonlySet<number>,
  failed: Set<number>,
): Promise<{ target: RevisionEntry; from: string } | null> {
  const skip = new Set(rolledAway);
  for await (const { dep, statuses } of productionHistory(ctx)) {
    const rev = healthFailedRevision(statuses);
    if (rev !== null) {
      failed.add(rev);
      skip.add(rev);
    }
    const target = rollbackTarget(deploymentRevision(dep, statuses, revisions), revisions, current, skip);
    if (target) return { target, from: `GitHub deployment ${dep.id} of ${dep.environment}` };
  }
  const recorded = lastRecordedProduction(revisions, current, skip);
  return recorded ? { target: recorded, from: 'its deploy record (kind=production)' } : null;
}

/** Revisions whose production deployment failed its health check, from this repository's GitHub deployments. */
async function healthFailedRevisions(ctx: RunContext): Promise<Set<number>> {
  const failed = new Set<number>();
  for await (const { statuses } of productionHistory(ctx)) {
    const rev = healthFailedRevision(statuses);
    if (rev !== null) failed.add(rev);
  }
  return failed;
}

/** The revision production serves after the run (its own automatic rollback included), from the list read before. */
function liveAfter(result: ResultPart, revisions: readonly RevisionEntry[]): RevisionEntry | null {
  const rev = result.rolledBack ? result.previousRevision : result.revision;
  return revisions.find((r) => r.rev === rev) ?? null;
}

export async function runRollback(ctx: RunContext): Promise<ModeResult> {
  const { domain } = ctx.settings;
  const revisions = await ctx.api.revisions(domain);
  const before = currentRevision(revisions);
  // Never back to a revision production was rolled away from (it may be what broke the site), nor to one that
  // failed its health check (protocol/revisions.ts).
  const skip = rolledAwayFrom(revisions);
  const failed = new Set<number>();
  let target: RevisionEntry | null;
  if (keepsLiveHistory(revisions)) {
    for (const rev of await healthFailedRevisions(ctx)) failed.add(rev);
    target = previousLive(revisions, [...skip, ...failed]);
  } else {
    ctx.log.notice(
      `The server does not say which revisions of ${domain} were live before (no liveAt in its revision list, as ` +
        "on surge.sh): the revision to roll back to is taken from this repository's GitHub production " +
        "deployments, else from the deploy records in the revisions' messages.",
    );
    const found = await previousProductionRevision(ctx, revisions, before, skip, failed);
    if (found) ctx.log.info(`Revision ${found.target.rev} was production before, by ${found.from}.`);
    target = found?.target ?? null;
  }
  const skipped = revisions
    .filter((r) => (skip.has(r.rev) || failed.has(r.rev)) && !r.current)
    .map((r) => r.rev);
  const notes: string[] = [];
  if (skipped.length) {
    const note =
      `Skipped ${plural(skipped.length, 'revision')} production was rolled away from or that failed its health ` +
      `check: ${skipped.join(', ')} (to serve one again, use mode: cutover with its revision id).`;
    ctx.log.info(note);
    notes.push(note);
  }
  if (!target) {
    throw new Error(
      `Nothing to roll back to: no revision of ${domain} is known to have been live before ${before ? `revision ${before.rev}` : 'now'}` +
        `${skipped.length ? ` (other than ${skipped.join(', ')}, skipped as above)` : ''}. ` +
        'Run the workflow with mode: cutover and a revision id to serve a specific revision.',
    );
  }
  ctx.log.info(
    `Production serves ${before?.rev ?? 'nothing'}; the revision live before it is ${target.rev}.`,
  );
  const chosen = target;
  const production = await changeProduction(ctx, {
    before,
    ref: revisionFacts(chosen).commit || ctx.sha,
    description: `Roll ${domain} back to revision ${chosen.rev}`,
    target: chosen.rev,
    takesSettings: acceptsSettings(revisions),
    apply: () =>
      ctx.log.group(`Roll ${domain} back to revision ${chosen.rev}`, async () => {
        if (!keepsLiveHistory(revisions)) return cutoverTo(ctx, chosen.rev);
        const done = await serverRollback(ctx);
        if (done.rev !== chosen.rev)
          ctx.log.notice(
            `The server's production rule chose revision ${done.rev} (this run expected ${chosen.rev}).`,
          );
        return done;
      }),
  });
  const recent = await ctx.api.revisions(domain).catch(() => revisions);
  await reportProductionMove(ctx, before, liveAfter(production, revisions));
  return {
    mode: 'rollback',
    healthFailed: [...failed],
    ...production,
    notes: [...notes, ...(production.notes ?? [])],
    fileCount: countOrNull(chosen.publicFileCount),
    size: countOrNull(chosen.publicTotalSize),
    recent,
  };
}

export async function runCutover(ctx: RunContext, revision: string | null): Promise<ModeResult> {
  const { domain } = ctx.settings;
  const revisions = await ctx.api.revisions(domain);
  const before = currentRevision(revisions);
  const wanted = revision === null ? (revisions[0]?.rev ?? null) : parseRevision(revision);
  const target = revisions.find((r) => r.rev === wanted);
  if (!target) {
    throw new InputError(
      revision === null
        ? `${domain} has no revisions to cut over to.`
        : `Revision ${revision} does not exist on ${domain}. Recent revisions: ${revisions
            .slice(0, 5)
            .map((r) => r.rev)
            .join(', ')}.`,
    );
  }
  const production = await changeProduction(ctx, {
    before,
    ref: revisionFacts(target).commit || ctx.sha,
    description: `Cut ${domain} over to revision ${target.rev}`,
    target: target.rev,
    takesSettings: acceptsSettings(revisions),
    apply: async () => {
      const done = await ctx.log.group(`Cut ${domain} over to revision ${target.rev}`, () =>
        cutoverTo(ctx, target.rev),
      );
      return done.changed
        ? done
        : {
            ...done,
            found: { notes: [`Revision ${target.rev} was already live; production was not changed.`] },
          };
    },
  });
  const recent = await ctx.api.revisions(domain).catch(() => revisions);
  await reportProductionMove(ctx, before, liveAfter(production, revisions));
  return {
    mode: 'cutover',
    ...production,
    fileCount: countOrNull(target.publicFileCount),
    size: countOrNull(target.publicTotalSize),
    recent,
  };
}

export async function runDiscard(ctx: RunContext, revision: string): Promise<ModeResult> {
  const { domain } = ctx.settings;
  const rev = parseRevision(revision);
  const revisions = await ctx.api.revisions(domain);
  const target = revisions.find((r) => r.rev === rev);
  if (!target) throw new InputError(`Revision ${revision} does not exist on ${domain}.`);
  if (target.current) {
    throw new InputError(
      `Revision ${target.rev} is what ${domain} serves now; discarding it would take production down. ` +
        'Cut over (or roll back) to another revision first.',
    );
  }
  await ctx.log.group(`Discard revision ${target.rev}`, () => ctx.api.discard(domain, target.rev));
  return { mode: 'discard', revision: target.rev, recent: await ctx.api.revisions(domain).catch(() => []) };
}

type DiscardPrDecision = Extract<Decision, { kind: 'discard-pr' }>;

export async function runDiscardPr(ctx: RunContext, decision: DiscardPrDecision): Promise<ModeResult> {
  const { domain } = ctx.settings;
  const revisions = await ctx.api.revisions(domain);
  const previews = prPreviews(revisions, decision.prNumber);
  await ctx.log.group(
    `Discard ${plural(previews.length, 'preview revision')} of PR #${decision.prNumber}`,
    async () => {
      await pMap(
        previews,
        async (r) => {
          await ctx.api.discard(domain, r.rev);
          ctx.log.info(`Discarded revision ${r.rev} (${r.preview})`);
        },
        { concurrency: DISCARD_CONCURRENCY },
      );
    },
  );
  const notes = [
    previews.length
      ? `Discarded ${plural(previews.length, 'preview revision')} of PR #${decision.prNumber}: ${previews.map((r) => r.rev).join(', ')}.`
      : `PR #${decision.prNumber} had no preview revisions left to discard.`,
  ];
  const stable = await removeStablePreview(ctx, decision.prNumber, decision.pr?.headRef ?? '', revisions);
  if (stable) notes.push(stable);
  if (ctx.gh && ctx.settings.githubDeployment) {
    const pr = decision.prNumber;
    await deactivateDeployments(ctx.gh, ctx.settings.previewEnvironment, {
      match: (d) => ofPullRequest(d.payload, domain, pr),
      description: 'Preview removed',
      logUrl: ctx.runUrl,
    });
    // the PR's own environment of releases before preview-environment (GitHub keeps the environment itself:
    // removing it takes a token with "administration: write", docs/action.md)
    const commit = decision.pr?.headSha ?? ctx.sha;
    await deactivateDeployments(ctx.gh, legacyPreviewEnvironment(domain, pr, commit), {
      description: 'Preview removed',
      logUrl: ctx.runUrl,
    });
  }
  const commentId = await reportOnPr(ctx, decision.prNumber, {
    ...baseModel(ctx, decision.pr?.headSha ?? ctx.sha),
    state: 'removed',
    branch: decision.pr?.headRef ?? null,
    detail: previews.length
      ? `Discarded ${plural(previews.length, 'revision')}: ${previews.map((r) => r.rev).join(', ')}.`
      : null,
  });
  return {
    mode: 'discard',
    notes,
    revision: previews[0]?.rev ?? null,
    commentId,
    recent: await ctx.api.revisions(domain).catch(() => []),
  };
}

export async function runTeardown(ctx: RunContext): Promise<ModeResult> {
  const { domain } = ctx.settings;
  const res = await ctx.log.group(`Tear down ${domain}`, () => ctx.api.teardown(domain));
  const notes = [res.msg || `${domain} was removed.`];
  if (ctx.gh && ctx.settings.githubDeployment) {
    await deactivateDeployments(ctx.gh, ctx.settings.productionEnvironment, {
      match: (d) => ofSite(d.payload, domain),
      description: 'Site torn down',
      logUrl: ctx.runUrl,
    });
    await deactivateDeployments(ctx.gh, legacyProductionEnvironment(domain), {
      description: 'Site torn down',
      logUrl: ctx.runUrl,
    });
  }
  return { mode: 'teardown', notes };
}

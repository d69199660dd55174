/**
 * preview: pack `path`, deploy it staged (production unchanged), then tell the PR: the sticky comment with the
 * preview URL and the pages changed against production, and a transient GitHub deployment. Nothing is uploaded
 * for a PR that GitHub says is closed by now (a re-run of an old preview job): no close event would ever discard
 * that preview, and its comment would replace the final one. When reading the site or the upload fails, the
 * comment says so for this commit (reviewers must not approve the previous commit's preview as this one's) and
 * links the previous preview as the previous commit's; then the step fails.
 */
import { diffManifests } from '../../pack/index.ts';
import type { RunContext } from '../context.ts';
import { failureLine } from '../errors.ts';
import { readPullRequest, type PullRequestNow } from '../github-api.ts';
import { deactivateDeployments, finishDeployment, ofPullRequest, startDeployment } from '../deployments.ts';
import { baseModel, reportOnPr } from '../github-report.ts';
import { loadBuild, type LocalBuild } from '../local-build.ts';
import { summarizeChanges } from '../pages.ts';
import type { Decision } from '../decide.ts';
import type { ModeResult, RunResult } from '../result.ts';
import { statusDescription } from '../previous-production.ts';
import { upload } from '../upload.ts';
import { publishStablePreview } from '../stable-preview.ts';
import { plural } from '../plural.ts';
import { checkPreviewLinks, linkFailure } from '../links/preview-links.ts';

type PreviewDecision = Extract<Decision, { kind: 'preview' }>;

function closedReason(prNumber: number, pr: PullRequestNow): string {
  return (
    `PR #${prNumber} was closed (${pr.merged ? 'merged' : 'not merged'}) after the event this run is for; ` +
    'a preview now would never be cleaned up and would overwrite the comment; nothing uploaded.'
  );
}

/** The comment of a preview that failed (best effort, like every comment); the caller then rethrows. */
async function reportFailure(
  ctx: RunContext,
  decision: PreviewDecision,
  build: LocalBuild | null,
  err: unknown,
): Promise<void> {
  await reportOnPr(ctx, decision.prNumber, {
    ...baseModel(ctx, decision.commit),
    state: 'failed',
    failedStep: 'preview',
    detail: failureLine(err, ctx.settings),
    fileCount: build?.scan.fileCount ?? null,
    size: build?.scan.totalSize ?? null,
    branch: decision.ref || null,
  });
}

/**
 * A preview whose PR number came from outside the event (workflow_run's fork-safe pattern: `pr-number` read from
 * the build's artifact) for a commit that is not that PR's head: either the PR moved on after the build (a newer
 * build will preview it, and this older one must not replace its preview) or the number does not belong to this
 * build (an artifact can say anything). Either way nothing is uploaded, commented or tagged.
 */
function notHeadReason(prNumber: number, commit: string, pr: PullRequestNow): string {
  return (
    `PR #${prNumber}'s head is ${pr.headSha.slice(0, 7)}, but this run is for ${commit.slice(0, 7)}: the PR moved on ` +
    'after this build (the run for its head previews it) or the PR number does not belong to this build; ' +
    'nothing uploaded, and the comment left as it is.'
  );
}

/** Why this run must not preview (the PR closed, or moved on from this build's commit), or null. */
function skipReason(decision: PreviewDecision, current: PullRequestNow | null): string | null {
  if (decision.prNumber === null || current === null) return null;
  if (current.state === 'closed') return closedReason(decision.prNumber, current);
  const notHead = decision.pr === null && current.headSha !== decision.commit;
  return notHead ? notHeadReason(decision.prNumber, decision.commit, current) : null;
}

/** The transient GitHub deployment of the preview environment, created and given its first status; null: none. */
function startPreviewDeployment(ctx: RunContext, decision: PreviewDecision): Promise<number | null> {
  const { domain } = ctx.settings;
  if (!ctx.gh || !ctx.settings.githubDeployment) return Promise.resolve(null);
  return startDeployment(ctx.gh, {
    ref: decision.commit,
    environment: ctx.settings.previewEnvironment,
    production: false,
    description: `Preview of ${domain}${decision.prNumber !== null ? ` (PR #${decision.prNumber})` : ''}`,
    logUrl: ctx.runUrl,
    payload: {
      domain,
      kind: 'preview',
      ...(decision.prNumber !== null ? { pr: String(decision.prNumber) } : {}),
    },
  });
}

/** The pages this build changes against production's manifest; null (with a warning) when that cannot be read. */
function compareWithProduction(
  ctx: RunContext,
  build: LocalBuild,
  productionManifest: ReturnType<RunContext['api']['manifest']>,
): Promise<RunResult['changes']> {
  return ctx.log.group('Compare with production', async () => {
    let production;
    try {
      production = await productionManifest;
    } catch (err) {
      // The preview is up; only the list of changed pages is missing, so the comment goes out without it.
      ctx.log.warning(
        `The preview is deployed, but production's file list could not be read to list the changed pages: ${failureLine(err, ctx.settings)}`,
      );
      return null;
    }
    const changes = summarizeChanges(diffManifests(build.manifest, production ?? {}), production === null);
    ctx.log.info(
      production === null
        ? 'No production yet: every page is new.'
        : `${plural(changes.pages.length, 'page')} and ${plural(changes.otherFiles, 'other file')} differ from production.`,
    );
    return changes;
  });
}

/**
 * The deployment's last status (success, at the stable URL when there is one), and the PR's earlier previews
 * superseded: inactive, as GitHub does not do it for transient environments (a run for an older commit
 * supersedes nothing).
 */
async function finishPreviewDeployment(
  ctx: RunContext,
  decision: PreviewDecision,
  deployed: { deploymentId: number | null; url: string; revision: number; isHead: boolean },
): Promise<void> {
  const { domain } = ctx.settings;
  const { deploymentId, revision, isHead } = deployed;
  if (!ctx.gh) return;
  await finishDeployment(
    ctx.gh,
    deploymentId,
    'success',
    deployed.url,
    statusDescription(revision, `Preview of ${domain}`),
    ctx.runUrl,
  );
  const pr = decision.prNumber;
  if (deploymentId !== null && pr !== null && isHead)
    await deactivateDeployments(ctx.gh, ctx.settings.previewEnvironment, {
      match: (d) => ofPullRequest(d.payload, domain, pr),
      except: deploymentId,
      description: 'Superseded by a newer preview',
      logUrl: ctx.runUrl,
      limit: 100,
    });
}

/**
 * Starts a preview run: reads the site while GitHub says whether the PR is still open, and says on the PR that this
 * commit is being deployed. A skip result when the preview must not be made (a closed PR, an older commit).
 */
async function beginPreview(
  ctx: RunContext,
  decision: PreviewDecision,
): Promise<
  { skipped: ModeResult } | { skipped: null; current: PullRequestNow | null; loading: Promise<LocalBuild> }
> {
  // The event's payload is a snapshot: GitHub is asked whether the PR is still open while the site is read (best
  // effort: when GitHub cannot say, the preview goes ahead as before).
  const asked =
    ctx.gh && decision.prNumber !== null ? readPullRequest(ctx.gh, decision.prNumber) : Promise.resolve(null);
  const loading = loadBuild(ctx);
  loading.catch(() => {}); // read below, unless the PR is closed
  const current = await asked;
  const reason = skipReason(decision, current);
  if (reason !== null) {
    await loading.catch(() => {});
    ctx.log.notice(reason);
    return { skipped: { mode: 'skip', notes: [reason] } };
  }
  // While this commit builds and uploads, the comment must not call the previous commit's preview ready: it says
  // this commit is being deployed and links the previous preview as the previous commit's (only over a comment
  // that shows another commit's preview; none is created).
  await reportOnPr(
    ctx,
    decision.prNumber,
    { ...baseModel(ctx, decision.commit), state: 'updating', branch: decision.ref || null },
    (shown) =>
      shown !== null &&
      shown.commit !== decision.commit &&
      (shown.state === 'preview' || shown.state === 'updating' || shown.state === 'failed'),
  );
  return { skipped: null, current, loading };
}

/**
 * The stable URL serves the PR's newest commit: a run for an older one (a re-run, or one that finished after the
 * next push's) leaves it where it is.
 */
async function stablePreview(
  ctx: RunContext,
  build: LocalBuild,
  decision: PreviewDecision,
  current: PullRequestNow | null,
  rev: number,
  message: string,
): Promise<{ isHead: boolean; stablePreviewUrl: string | null }> {
  if (current && current.headSha !== decision.commit) {
    ctx.log.info(
      `The stable preview URL stays on PR #${decision.prNumber}'s head ${current.headSha.slice(0, 7)}: this run is for ` +
        `${decision.commit.slice(0, 7)}.`,
    );
    return { isHead: false, stablePreviewUrl: null };
  }
  const stablePreviewUrl = await publishStablePreview(ctx, build, {
    rev,
    commit: decision.commit,
    ref: decision.ref,
    prNumber: decision.prNumber,
    message,
  });
  return { isHead: true, stablePreviewUrl };
}

export async function runPreview(ctx: RunContext, decision: PreviewDecision): Promise<ModeResult> {
  const { domain } = ctx.settings;
  const begun = await beginPreview(ctx, decision);
  if (begun.skipped) return begun.skipped;
  const { current, loading } = begun;
  let build: LocalBuild;
  try {
    build = await loading;
  } catch (err) {
    await reportFailure(ctx, decision, null, err);
    throw err;
  }
  const fileCount = build.scan.fileCount;
  const size = build.scan.totalSize;

  // Work that needs nothing from the upload runs beside it, each a round trip or two to a server that may be far
  // away: the GitHub deployment (its creation and first status) and production's manifest for the comparison (a
  // staged deploy leaves production as it is). GitHub is best effort and never rejects; the manifest's error is
  // thrown where it is read.
  const started = startPreviewDeployment(ctx, decision);
  const productionManifest = ctx.api.manifest(domain);
  productionManifest.catch(() => {}); // read below, after the upload; a failed upload must not leave it unhandled

  const message =
    ctx.settings.message ||
    `Preview${decision.prNumber !== null ? ` of PR #${decision.prNumber}` : ''} at ${decision.commit.slice(0, 7)}`;
  let info;
  try {
    info = await upload(ctx, build, {
      kind: 'preview',
      commit: decision.commit,
      ref: decision.ref,
      prNumber: decision.prNumber,
      message,
    });
  } catch (err) {
    if (ctx.gh)
      await finishDeployment(ctx.gh, await started, 'failure', null, 'Preview deploy failed', ctx.runUrl);
    await reportFailure(ctx, decision, build, err);
    throw err;
  }
  const deploymentId = await started;
  const revision = info.revision;
  const ruleProblems = info.info.ruleProblems ?? [];
  const previewUrl = info.previewUrl;
  const productionUrl = ctx.urls.production();
  const { isHead, stablePreviewUrl } = await stablePreview(ctx, build, decision, current, revision, message);

  const changes = await compareWithProduction(ctx, build, productionManifest);
  const links = await checkPreviewLinks(ctx, previewUrl, stablePreviewUrl, changes);

  // The revision list while GitHub gets the deployment's last status and the comment, one after the other (GitHub
  // asks that writes for one token not be sent concurrently, against its secondary rate limits).
  const recent = ctx.api.revisions(domain).catch(() => []);
  await finishPreviewDeployment(ctx, decision, {
    deploymentId,
    url: stablePreviewUrl ?? previewUrl,
    revision,
    isHead,
  });
  const commentId = await reportOnPr(ctx, decision.prNumber, {
    ...baseModel(ctx, decision.commit),
    state: 'preview',
    previewUrl,
    stablePreviewUrl,
    revision,
    fileCount,
    size,
    branch: decision.ref || null,
    changes,
    links,
    ruleProblems,
  });
  return {
    mode: 'preview',
    fileCount,
    size,
    deploymentId,
    revision,
    ruleProblems,
    previewUrl,
    url: previewUrl,
    productionUrl,
    environment: deploymentId !== null ? ctx.settings.previewEnvironment : null,
    stablePreviewUrl,
    changes,
    links,
    commentId,
    recent: await recent,
    // check-links: fail fails the step after the comment is written, so a required check blocks the merge
    failure: linkFailure(ctx, links),
  };
}

/**
 * promote (merge of a PR, push to the production branch): cut production over to the exact revision that was
 * previewed for this commit, verified against the local build (revisions.ts has the rule); when there is none,
 * deploy the local build. deploy: always deploy the local build. Either way a rerun is a no-op once the
 * content is live (no second cutover).
 */
import type { RevisionEntry } from '../../protocol/types.ts';
import type { RunContext } from '../context.ts';
import { failureLine } from '../errors.ts';
import { baseModel, reportOnPr } from '../github-report.ts';
import { loadBuild, tryLoadBuild, type LocalBuild } from '../local-build.ts';
import type { Decision } from '../decide.ts';
import { changeProduction, cutoverTo, type Applied, type ProductionChange } from '../production.ts';
import type { ModeResult, RunResult } from '../result.ts';
import { holdsBuild, promoteCandidates, revisionFacts, sameContent } from '../revisions.ts';
import { acceptsSettings, countOrNull } from '../server-traits.ts';
import { currentRevision } from '../../protocol/revisions.ts';
import { upload } from '../upload.ts';
import { removeStablePreview } from '../stable-preview.ts';
import { deactivateDeployments, ofPullRequest } from '../deployments.ts';

type PromoteDecision = Extract<Decision, { kind: 'promote' }>;
type DeployDecision = Extract<Decision, { kind: 'deploy' }>;

/**
 * The reviewed preview: `verified`, the revision to promote (null: deploy the build instead), and `previewed`, the
 * newest preview recorded for the commit whether or not it matches (the comment keeps its link either way), and
 * the note that says which it was.
 */
async function findReviewed(
  ctx: RunContext,
  revisions: RevisionEntry[],
  decision: PromoteDecision,
  build: LocalBuild | null,
): Promise<Reviewed> {
  const commits = [...new Set([decision.commit, ctx.sha].filter(Boolean))];
  const candidates = promoteCandidates(revisions, {
    commits,
    prNumber: decision.prNumber,
    localHash: build?.hash ?? null,
  });
  if (candidates.length === 0) {
    ctx.log.info(`No preview revision recorded for ${commits.map((c) => c.slice(0, 7)).join(' or ')}.`);
    return NOT_REVIEWED;
  }
  if (!build && decision.pr?.fork) {
    // A fork's preview was built from the fork's code (the workflow_run pattern), outside this repository's
    // trusted CI: it goes to production only when it matches a build of the merged code made here.
    throw new Error(
      `Not promoting PR #${decision.prNumber}'s preview unverified: the PR comes from a fork, so its preview was built ` +
        `from the fork's code, and "path" (${ctx.settings.path}) holds no build to compare it with. Build the ` +
        'merged code in this job (the preview is then promoted only if it matches it file for file), or let the ' +
        'push to the production branch deploy it; to clean up a closed fork PR, use mode: discard.',
    );
  }
  const previewed = candidates[0]!;
  for (const cand of candidates.slice(0, 5)) {
    if (!build) {
      const note =
        `Promoted revision ${cand.rev} (previewed for commit ${revisionFacts(cand).commit?.slice(0, 7) ?? 'unknown'}); ` +
        'not verified against a local build because "path" holds none.';
      return { verified: cand, previewed: cand, notes: [note] };
    }
    const remote = await ctx.api.manifest(ctx.settings.domain, cand.rev);
    if (remote && sameContent(remote, build.manifest)) {
      ctx.log.info(`Revision ${cand.rev} matches the local build file for file.`);
      const note = `Promoted the previewed revision ${cand.rev}: its files match this build exactly (no new upload).`;
      return { verified: cand, previewed: cand, notes: [note] };
    }
    ctx.log.info(
      `Revision ${cand.rev} was previewed for this commit but its files differ from the local build.`,
    );
  }
  const note = 'The previewed revision does not match the merged build, so the build was deployed instead.';
  return { verified: null, previewed, notes: [note] };
}

interface Reviewed {
  verified: RevisionEntry | null;
  previewed: RevisionEntry | null;
  notes: string[];
}
const NOT_REVIEWED: Reviewed = { verified: null, previewed: null, notes: [] };

/**
 * What changeProduction needs besides the change itself (`ProductionChange` less description, target, apply), and
 * who to tell the revision the change made live.
 */
type Where = Pick<ProductionChange, 'before' | 'ref' | 'takesSettings'> & { changed: (rev: number) => void };

/** Production cut over to the reviewed preview's revision (no upload). */
async function promoteReviewed(ctx: RunContext, reviewed: RevisionEntry, where: Where): Promise<ModeResult> {
  const { domain } = ctx.settings;
  const production = await changeProduction(ctx, {
    ...where,
    target: reviewed.rev,
    description: `Promote revision ${reviewed.rev} to ${domain}`,
    apply: async () => {
      const done = await ctx.log.group(`Cut ${domain} over to revision ${reviewed.rev}`, () =>
        cutoverTo(ctx, reviewed.rev),
      );
      where.changed(done.rev);
      return done.changed
        ? done
        : {
            ...done,
            found: { notes: [`Revision ${reviewed.rev} was already live; production was not changed.`] },
          };
    },
  });
  return {
    mode: 'promote',
    ...production,
    // After the cutover: its answer says the scheme and port previews are served on (before it, only a guess).
    previewUrl: ctx.urls.preview(reviewed.rev),
  };
}

/** The local build deployed to production: uploaded, or only cut over to when production already serves it. */
async function deployBuild(
  ctx: RunContext,
  decision: PromoteDecision | DeployDecision,
  build: LocalBuild | null,
  where: Where,
): Promise<ModeResult> {
  const { domain } = ctx.settings;
  const { before } = where;
  if (!build) {
    throw new Error(
      `Nothing to promote: no preview revision was recorded for commit ${decision.commit.slice(0, 7)} and "path" ` +
        `(${ctx.settings.path}) holds no build. Build the site in this job, or preview the PR first.`,
    );
  }
  const live = build && before && holdsBuild(before, build.hash) ? before : null;
  const production = await changeProduction(ctx, {
    ...where,
    ...(live ? { target: live.rev } : {}),
    description: `Deploy ${decision.commit.slice(0, 7)} to ${domain}`,
    apply: async () => {
      const applied = live ? await cutoverLive(ctx, live) : await uploadBuild(ctx, decision, build);
      where.changed(applied.rev);
      return applied;
    },
  });
  return { mode: 'deploy', ...production };
}

/** Production already serves exactly this build: cut over to it (idempotent), nothing uploaded. */
async function cutoverLive(ctx: RunContext, live: RevisionEntry): Promise<Applied> {
  ctx.log.info(`Production (revision ${live.rev}) already serves exactly this build: nothing to upload.`);
  const done = await cutoverTo(ctx, live.rev);
  return {
    ...done,
    found: { notes: [`Production already served this build (revision ${live.rev}); nothing was uploaded.`] },
  };
}

/** The build uploaded to production; a sitepub server may keep it without putting it live (overtaken). */
async function uploadBuild(
  ctx: RunContext,
  decision: PromoteDecision | DeployDecision,
  build: LocalBuild,
): Promise<Applied> {
  const { domain } = ctx.settings;
  const message =
    ctx.settings.message ||
    `Deploy ${decision.commit.slice(0, 7)}${decision.ref ? ` from ${decision.ref}` : ''}`;
  const info = await upload(ctx, build, {
    kind: 'production',
    commit: decision.commit,
    ref: decision.ref,
    prNumber: decision.prNumber,
    message,
  });
  const ruleProblems = info.info.ruleProblems ?? [];
  const overtaken = overtakenOf(info.info);
  if (!overtaken) return { rev: info.revision, changed: true, uploaded: true, found: { ruleProblems } };
  // A deploy to the site that started after this one went live first: the server kept this revision
  // without putting it live (production never moves backwards). Production serves that newer one.
  ctx.log.warning(overtaken.message);
  return {
    rev: overtaken.rev,
    changed: false,
    uploaded: true,
    found: {
      ruleProblems,
      overtakenBy: overtaken.rev,
      notes: [
        `Overtaken: revision ${info.revision} was uploaded but not put live, because revision ` +
          `${overtaken.rev} (deployed after this run's upload started) went live first. Production serves ` +
          `${overtaken.rev}; to serve ${info.revision}, run the workflow with mode: cutover and revision ` +
          `${info.revision} (or \`sitepub cutover ${domain} ${info.revision}\`).`,
      ],
    },
  };
}

/**
 * The failure's line for the comment, saying what production serves now. `changedTo` is the revision the change
 * made live, once it went through; before that, an upload the server made live before the client's error would go
 * unseen, so production is asked what it serves (`before` undefined: the revision list was never read).
 */
async function failureDetail(
  ctx: RunContext,
  changedTo: number | null,
  before: RevisionEntry | null | undefined,
  err: unknown,
): Promise<string> {
  const line = failureLine(err, ctx.settings);
  const live =
    changedTo === null && before !== undefined
      ? await ctx.api.revisions(ctx.settings.domain).then(currentRevision, () => undefined)
      : undefined;
  const moved = live !== undefined && live?.rev !== before?.rev ? live : null;
  return changedTo !== null
    ? `Production now serves revision ${changedTo}, but the run failed afterwards: ${line}`
    : moved
      ? `Production now serves revision ${moved.rev} (the change went through before the failure): ${line}`
      : live === undefined && before !== undefined
        ? `Production may not have changed (what it serves could not be read): ${line}`
        : `Production was not changed: ${line}`;
}

export async function runPromote(
  ctx: RunContext,
  decision: PromoteDecision | DeployDecision,
): Promise<ModeResult> {
  const { domain } = ctx.settings;
  let found = NOT_REVIEWED;
  /** What production served when the run started: undefined until the revision list was read. */
  let before: RevisionEntry | null | undefined;
  /** The revision the change made live, once it went through (a failure after it must not say it did not). */
  let changedTo: number | null = null;
  let counts: Pick<RunResult, 'fileCount' | 'size'> = { fileCount: null, size: null };
  let done: ModeResult;
  try {
    // The revision list is asked for while the site is read (one round trip to the server, beside local work).
    const listed = ctx.api.revisions(domain);
    listed.catch(() => {}); // read below; a failed read of the site must not leave it unhandled
    const build = decision.kind === 'promote' ? await tryLoadBuild(ctx) : await loadBuild(ctx);
    const revisions = await listed;
    before = currentRevision(revisions);
    const takesSettings = acceptsSettings(revisions);
    if (build) counts = { fileCount: build.scan.fileCount, size: build.scan.totalSize };

    // Production's GitHub deployment names the commit the production branch holds: on a merged PR's close event
    // that is the merge commit (GITHUB_SHA), not the PR's head, which a squash or rebase merge leaves off the branch.
    const deploymentRef =
      decision.kind === 'promote' && decision.pr?.merged && ctx.sha ? ctx.sha : decision.commit;
    found =
      decision.kind === 'promote'
        ? await ctx.log.group('Find the reviewed preview', () =>
            findReviewed(ctx, revisions, decision, build),
          )
        : NOT_REVIEWED;
    const reviewed = found.verified;
    // A plain server lists no size (surge.sh: `publicFileCount` only): the local build's stands in when it is
    // the same content, as verified above.
    if (reviewed)
      counts = {
        fileCount: countOrNull(reviewed.publicFileCount) ?? counts.fileCount,
        size: countOrNull(reviewed.publicTotalSize) ?? counts.size,
      };

    const where = { before, ref: deploymentRef, takesSettings, changed: (rev: number) => (changedTo = rev) };
    const changed = reviewed
      ? await promoteReviewed(ctx, reviewed, where)
      : await deployBuild(ctx, decision, build, where);
    done = { ...counts, ...changed, notes: [...found.notes, ...(changed.notes ?? [])] };
  } catch (err) {
    const detail = await failureDetail(ctx, changedTo, before, err);
    if (decision.prNumber !== null) {
      await reportOnPr(ctx, decision.prNumber, {
        ...baseModel(ctx, decision.commit),
        state: 'failed',
        failedStep: 'production',
        previewUrl: found.previewed ? ctx.urls.preview(found.previewed.rev) : null,
        revision: changedTo,
        fileCount: counts.fileCount,
        size: counts.size,
        detail,
        branch: decision.ref || null,
      });
    }
    throw err;
  }
  const comment = await commentOnPromotion(ctx, decision, done, found.previewed);
  const recent = await comment.recent;
  if (decision.kind === 'promote' && decision.pr?.merged && decision.prNumber !== null)
    await closeMergedPreviews(ctx, decision.prNumber, decision.ref, recent);
  return { ...done, commentId: comment.commentId, recent };
}

/** The PR's comment on what production serves now (while the revision list is read); no PR: no comment. */
async function commentOnPromotion(
  ctx: RunContext,
  decision: PromoteDecision | DeployDecision,
  done: ModeResult,
  previewed: RevisionEntry | null,
): Promise<{ commentId: number | null; recent: Promise<RevisionEntry[]> }> {
  const recent = ctx.api.revisions(ctx.settings.domain).catch(() => []);
  const pr = decision.prNumber;
  if (pr === null) return { commentId: null, recent };
  const model = baseModel(ctx, decision.commit);
  const failure = done.failure ?? null;
  const commentId = await reportOnPr(ctx, pr, {
    ...model,
    state: failure ? 'failed' : 'live',
    productionUrl: done.productionUrl ?? model.productionUrl,
    // the reviewed preview's link stays in the comment, promoted or not (not an output of a deploy)
    previewUrl: previewed ? ctx.urls.preview(previewed.rev) : null,
    revision: done.revision ?? null,
    fileCount: done.fileCount ?? null,
    size: done.size ?? null,
    // the first line states how production got this commit: the notes that repeat it are left out
    detail: failure ?? ((done.notes ?? []).filter((n) => !n.startsWith('Promoted ')).join(' ') || null),
    branch: decision.ref || null,
    production: done.mode === 'promote' ? 'promoted' : 'deployed',
    failedStep: failure ? 'production' : null,
  });
  return { commentId, recent };
}

/**
 * A merged PR is closed: its stable preview URL goes (stable-preview.ts) and its preview deployments become
 * inactive, as for a PR closed unmerged. Its per-revision previews stay: production's history may point at them.
 */
async function closeMergedPreviews(
  ctx: RunContext,
  pr: number,
  branch: string,
  revisions: RevisionEntry[],
): Promise<void> {
  const removed = await removeStablePreview(ctx, pr, branch, revisions);
  if (removed) ctx.log.info(removed);
  if (ctx.gh && ctx.settings.githubDeployment)
    await deactivateDeployments(ctx.gh, ctx.settings.previewEnvironment, {
      match: (d) => ofPullRequest(d.payload, ctx.settings.domain, pr),
      description: 'Merged',
      logUrl: ctx.runUrl,
    });
}

/** The info line's `overtaken` (a sitepub extension: src/protocol/types.ts InfoEvent), when well formed. */
function overtakenOf(info: { overtaken?: unknown }): { rev: number; message: string } | null {
  const o = info.overtaken as { rev?: unknown; message?: unknown } | undefined;
  return o && typeof o.rev === 'number' && typeof o.message === 'string'
    ? { rev: o.rev, message: o.message }
    : null;
}

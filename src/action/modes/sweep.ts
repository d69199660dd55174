/**
 * sweep (`mode: sweep`, and `mode: auto` on a `schedule` event): discards the never-live preview revisions of pull
 * requests that are closed, with their stable preview, and with `preview-retention` the never-live previews older
 * than that whose PR is not open. GitHub is asked for each PR's state; the rule is src/protocol/sweep.ts. Only
 * plain-protocol calls (list, discard, teardown of a stable preview project) plus the sitepub alias removal, so it
 * works on surge.sh as on a sitepub server. The live revision and any revision that was ever live are never touched.
 */
import pMap from 'p-map';
import type { RunContext } from '../context.ts';
import { deactivateDeployments, ofPullRequest } from '../deployments.ts';
import { readPullRequest } from '../github-api.ts';
import { deploymentRevision, healthFailedRevision } from '../previous-production.ts';
import { plural } from '../plural.ts';
import type { ModeResult } from '../result.ts';
import { keepsLiveHistory } from '../server-traits.ts';
import { removeStablePreview } from '../stable-preview.ts';
import { judgeSweep, previewPulls, type PullRequestState } from '../../protocol/sweep.ts';
import type { RevisionEntry } from '../../protocol/types.ts';
import { productionHistory } from './manage.ts';

/** Discards in flight at once (each a round trip; the origin applies them one at a time either way). */
const DISCARD_CONCURRENCY = 4;

/** Each PR's state as GitHub has it now; unknown when GitHub cannot be asked or cannot say. */
async function pullStates(ctx: RunContext, prs: number[]): Promise<Map<number, PullRequestState>> {
  const states = new Map<number, PullRequestState>();
  if (!ctx.gh) {
    if (prs.length)
      ctx.log.warning(
        'No "github-token": the state of the pull requests cannot be asked, so no PR\'s previews are discarded as closed.',
      );
    return states;
  }
  for (const pr of prs) {
    const now = await readPullRequest(ctx.gh, pr);
    if (now) states.set(pr, { state: now.state, merged: now.merged, branch: now.headRef });
  }
  return states;
}

/**
 * Revisions this repository's GitHub production deployments made live (or that failed their health check after
 * going live): on a server that keeps no `liveAt`, the only other record of which revisions were live.
 */
async function liveFromGitHub(ctx: RunContext, revisions: RevisionEntry[]): Promise<Set<number>> {
  const live = new Set<number>();
  for await (const { dep, statuses } of productionHistory(ctx)) {
    const rev = deploymentRevision(dep, statuses, revisions) ?? healthFailedRevision(statuses);
    if (rev !== null) live.add(rev);
  }
  return live;
}

export async function runSweep(ctx: RunContext): Promise<ModeResult> {
  const { domain } = ctx.settings;
  const revisions = await ctx.api.revisions(domain);
  const prs = previewPulls(revisions);
  const pulls = await pullStates(ctx, prs);
  const knownLive = keepsLiveHistory(revisions) ? new Set<number>() : await liveFromGitHub(ctx, revisions);
  const verdicts = judgeSweep({
    revisions,
    pulls,
    retentionDays: ctx.settings.previewRetentionDays,
    now: ctx.now(),
    knownLive,
  });
  await ctx.log.group(`Discard ${plural(verdicts.discard.length, 'preview revision')}`, async () => {
    await pMap(
      verdicts.discard,
      async (v) => {
        await ctx.api.discard(domain, v.rev);
        ctx.log.info(`Discarded revision ${v.rev}: ${v.reason}.`);
      },
      { concurrency: DISCARD_CONCURRENCY },
    );
  });
  const notes: string[] = [];
  for (const pr of verdicts.closedPulls) {
    const stable = await removeStablePreview(ctx, pr, pulls.get(pr)?.branch ?? '', revisions);
    if (stable) notes.push(stable);
    if (ctx.gh && ctx.settings.githubDeployment)
      await deactivateDeployments(ctx.gh, ctx.settings.previewEnvironment, {
        match: (d) => ofPullRequest(d.payload, domain, pr),
        description: 'Preview removed',
        logUrl: ctx.runUrl,
      });
  }
  notes.push(
    `Discarded ${plural(verdicts.discard.length, 'preview revision')}, kept ${plural(verdicts.keep.length, 'revision')}` +
      `${prs.length ? ` (previews of ${plural(prs.length, 'pull request')}, ${plural(pulls.size, 'state')} known)` : ''}.`,
  );
  return {
    mode: 'sweep',
    sweep: verdicts,
    notes,
    productionUrl: ctx.urls.production(),
    recent: await ctx.api.revisions(domain).catch(() => []),
  };
}

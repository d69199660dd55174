/**
 * Every change of production goes through `changeProduction`: a GitHub deployment for the production
 * environment, the change itself, then the health check of `health-check-paths` on the production URL; on
 * failure production is cut back to the revision that was live before, and the step fails.
 */
import type { RevisionEntry } from '../protocol/types.ts';
import type { RunContext } from './context.ts';
import { finishDeployment, productionEnvironment, startDeployment } from './deployments.ts';
import { checkHealth, describeFailures } from './health.ts';
import type { RunResult } from './result.ts';

export interface ProductionChange {
  /** What production served before (null: nothing yet). */
  before: RevisionEntry | null;
  /** Git ref for the GitHub deployment (a commit SHA). */
  ref: string;
  description: string;
  /** Performs the change; returns the revision now live and whether anything changed. */
  apply: () => Promise<{ rev: number; changed: boolean }>;
}

export async function changeProduction(
  ctx: RunContext,
  result: RunResult,
  change: ProductionChange,
): Promise<void> {
  const { domain } = ctx.settings;
  // Created while the change is applied (its two calls to GitHub need nothing from it; best effort, never rejects).
  const started: Promise<number | null> =
    ctx.gh && ctx.settings.githubDeployment
      ? startDeployment(ctx.gh, {
          ref: change.ref,
          environment: productionEnvironment(domain),
          production: true,
          description: change.description,
          logUrl: ctx.runUrl,
          payload: { domain, ...(change.before ? { from: String(change.before.rev) } : {}) },
        })
      : Promise.resolve(null);

  const fail = async (err: unknown): Promise<never> => {
    result.deploymentId = await started;
    if (ctx.gh)
      await finishDeployment(
        ctx.gh,
        result.deploymentId,
        'failure',
        null,
        `${change.description}: failed`,
        ctx.runUrl,
      );
    throw err;
  };
  let applied: { rev: number; changed: boolean };
  try {
    applied = await change.apply();
  } catch (err) {
    return fail(err);
  }
  // Set at once: from here on production may have changed (a failure after this point must not say it did not).
  result.revision = applied.rev;
  result.previousRevision = change.before?.rev ?? null;
  // `force-https` holds whether or not this run uploaded (a promotion or an unchanged build uploads nothing).
  // Its failure ends the GitHub deployment as failed too, rather than leaving it in progress.
  if (ctx.settings.forceHttps !== null)
    await ctx.api.setForceHttps(domain, ctx.settings.forceHttps).catch(fail);
  const deploymentId = await started;
  result.deploymentId = deploymentId;
  result.productionUrl = ctx.urls.production();
  result.url = result.productionUrl;

  const succeeded = async (): Promise<void> => {
    if (ctx.gh)
      await finishDeployment(
        ctx.gh,
        deploymentId,
        'success',
        result.productionUrl,
        change.description,
        ctx.runUrl,
      );
  };
  const paths = ctx.settings.healthCheckPaths;
  if (ctx.settings.healthCheckTimeoutMs === 0) {
    ctx.log.info('No health check (health-check-timeout: 0): production was not checked after the change.');
    result.notes.push('Production was not health-checked (health-check-timeout: 0).');
    return succeeded();
  }
  const health = await ctx.log.group(
    `Health check ${result.productionUrl} (${paths.join(', ')})`,
    async () => {
      const h = await checkHealth(result.productionUrl!, paths, {
        signal: ctx.signal,
        budgetMs: ctx.settings.healthCheckTimeoutMs,
      });
      for (const r of h.results) ctx.log.info(`${r.ok ? '✓' : '✗'} ${r.url} → ${r.status ?? r.error}`);
      return h;
    },
  );
  result.health = health;

  if (health.ok) {
    return succeeded();
  }
  const failed = describeFailures(health);
  if (applied.changed && change.before && change.before.rev !== applied.rev) {
    const back = change.before.rev;
    await ctx.log.group(`Roll back to revision ${back}`, async () => {
      await ctx.api.cutover(domain, back);
      ctx.log.info(`Production serves revision ${back} again.`);
    });
    result.rolledBack = true;
    result.failure =
      `Health check failed on ${result.productionUrl} (${failed}); production was rolled back automatically ` +
      `from revision ${applied.rev} to revision ${back}.`;
  } else if (applied.changed) {
    result.failure = `Health check failed on ${result.productionUrl} (${failed}); there is no earlier revision to roll back to.`;
  } else {
    result.failure = `Health check failed on ${result.productionUrl} (${failed}); production was not changed by this run.`;
  }
  if (ctx.gh)
    await finishDeployment(
      ctx.gh,
      deploymentId,
      'failure',
      result.productionUrl,
      'Health check failed',
      ctx.runUrl,
    );
}

/**
 * PUT /:domain/rev/:rev. Idempotent on the server (200 and no change when the revision is already live), and
 * its answer says where production is served, so it is also called when nothing needs to change.
 */
export async function cutoverTo(ctx: RunContext, rev: number): Promise<{ rev: number; changed: boolean }> {
  const res = await ctx.api.cutover(ctx.settings.domain, rev);
  ctx.urls.learn(res.urls);
  const changed = res.status === 201 || (res.former?.rev ?? null) !== res.revision.rev;
  ctx.log.info(
    changed ? `Production now serves revision ${res.revision.rev}.` : `Revision ${rev} was already live.`,
  );
  return { rev: res.revision.rev, changed };
}

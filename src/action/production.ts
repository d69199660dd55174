/**
 * Every change of production goes through `changeProduction`: a GitHub deployment for the production
 * environment, the change itself, then the health check of `health-check-paths` on the production URL; on
 * failure production is cut back to the revision that was live before, and the step fails. The GitHub deployment
 * records the revision it makes live (payload `revision` when known beforehand, and the start of its success
 * status): on a server that keeps no history (surge.sh) it is what a rollback returns to (previous-production.ts).
 *
 * `force-https` (docs/action.md "force-https"): an upload carries it as the spec's `ssl` header (upload.ts); the
 * project setting (`PUT /:domain/settings`) is sent only to a server known to take it (a sitepub server: its
 * revision list has sitepub's fields, server-traits.ts). A change without upload on another server cannot apply
 * it, and says so in a notice. A setting that fails once production changed fails the step, with the new
 * revision in the outputs and a message that production moved.
 */
import { keepsLiveHistory } from './server-traits.ts';
import type { CutoverResult, RevisionEntry } from '../protocol/types.ts';
import type { RunContext } from './context.ts';
import { finishDeployment, startDeployment } from './deployments.ts';
import { checkHealth, describeFailures, type HealthResult } from './health.ts';
import { failureLine } from './errors.ts';
import { HEALTH_FAILED, statusDescription } from './previous-production.ts';
import type { ResultPart, RunResult } from './result.ts';

export interface ProductionChange {
  /** What production served before (null: nothing yet). */
  before: RevisionEntry | null;
  /** Git ref for the GitHub deployment (a commit SHA). */
  ref: string;
  description: string;
  /** The revision the change makes live, when known before it is applied (a cutover, a promotion). */
  target?: number;
  /** The server is known to take project settings (server-traits.ts acceptsSettings); default: not known. */
  takesSettings?: boolean;
  /** Performs the change; returns the revision now live, whether anything changed and whether it uploaded. */
  apply: () => Promise<Applied>;
}

export interface Applied {
  rev: number;
  changed: boolean;
  /** The change was an upload (which carried force-https as the `ssl` header when it is true). */
  uploaded?: boolean;
  /** What the change found besides (notes, an upload's rule problems, the revision that overtook it). */
  found?: ResultPart;
}

/**
 * Applies the change and returns what it did: the revision now live and the one before, the GitHub deployment,
 * the health check, an automatic rollback, and the failure to report when the step must fail after all.
 */
export async function changeProduction(ctx: RunContext, change: ProductionChange): Promise<ResultPart> {
  // Created while the change is applied (its two calls to GitHub need nothing from it; best effort, never rejects).
  const started = startProductionDeployment(ctx, change);
  let applied: Applied;
  try {
    applied = await change.apply();
  } catch (err) {
    if (ctx.gh)
      await finishDeployment(
        ctx.gh,
        await started,
        'failure',
        null,
        `${change.description}: failed`,
        ctx.runUrl,
      );
    throw err;
  }
  // Production serves the new revision from here on: a failure to apply force-https fails the step but does not
  // undo the change, and the health check still runs (its rollback would be the change's own).
  const afterFailure = await applyForceHttps(ctx, change, applied);
  const deploymentId = await started;
  const productionUrl = ctx.urls.production();
  const changed = {
    ...applied.found,
    revision: applied.rev,
    previousRevision: change.before?.rev ?? null,
    deploymentId,
    environment: deploymentId !== null ? ctx.settings.productionEnvironment : null,
    productionUrl,
    url: productionUrl,
  };
  const notes = applied.found?.notes ?? [];

  const succeeded = async (more: ResultPart): Promise<ResultPart> => {
    if (ctx.gh)
      await finishDeployment(
        ctx.gh,
        deploymentId,
        'success',
        productionUrl,
        statusDescription(applied.rev, change.description),
        ctx.runUrl,
      );
    return { ...changed, ...more, notes: [...notes, ...(more.notes ?? [])], failure: afterFailure };
  };
  if (ctx.settings.healthCheckTimeoutMs === 0) {
    ctx.log.info('No health check (health-check-timeout: 0): production was not checked after the change.');
    return succeeded({ notes: ['Production was not health-checked (health-check-timeout: 0).'] });
  }
  const health = await healthCheck(ctx, productionUrl);
  if (health.ok) return succeeded({ health });
  const rolled = await rollBackUnhealthy(ctx, change, applied, describeFailures(health), productionUrl);
  // The revision is named in the failure status: a later rollback reads it and never returns to this revision
  // (previous-production.ts healthFailedRevision), on any server.
  if (ctx.gh)
    await finishDeployment(
      ctx.gh,
      deploymentId,
      'failure',
      productionUrl,
      statusDescription(applied.rev, HEALTH_FAILED),
      ctx.runUrl,
    );
  return {
    ...changed,
    notes,
    health,
    ...rolled,
    failure: afterFailure ? `${rolled.failure} ${afterFailure}` : rolled.failure,
  };
}

/** The GitHub deployment of the production environment, created and given its first status; null: none. */
function startProductionDeployment(ctx: RunContext, change: ProductionChange): Promise<number | null> {
  if (!ctx.gh || !ctx.settings.githubDeployment) return Promise.resolve(null);
  return startDeployment(ctx.gh, {
    ref: change.ref,
    environment: ctx.settings.productionEnvironment,
    production: true,
    description: change.description,
    logUrl: ctx.runUrl,
    payload: {
      domain: ctx.settings.domain,
      kind: 'production',
      ...(change.target !== undefined ? { revision: String(change.target) } : {}),
      ...(change.before ? { from: String(change.before.rev) } : {}),
    },
  });
}

/** `health-check-paths` fetched on the production URL within `health-check-timeout`, each result logged. */
function healthCheck(ctx: RunContext, productionUrl: string): Promise<HealthResult> {
  const paths = ctx.settings.healthCheckPaths;
  return ctx.log.group(`Health check ${productionUrl} (${paths.join(', ')})`, async () => {
    const h = await checkHealth(productionUrl, paths, {
      signal: ctx.signal,
      budgetMs: ctx.settings.healthCheckTimeoutMs,
    });
    for (const r of h.results) ctx.log.info(`${r.ok ? '✓' : '✗'} ${r.url} → ${r.status ?? r.error}`);
    return h;
  });
}

/**
 * After a failed health check: production cut back to the revision live before when this run changed it (and
 * there was one), and the failure saying which of that happened.
 */
async function rollBackUnhealthy(
  ctx: RunContext,
  change: ProductionChange,
  applied: Applied,
  failed: string,
  productionUrl: string,
): Promise<Pick<RunResult, 'failure'> & ResultPart> {
  if (applied.changed && change.before && change.before.rev !== applied.rev) {
    let back = change.before.rev;
    await ctx.log.group(`Roll back to revision ${back}`, async () => {
      // A sitepub server (its list says `liveAt`) rolls back by its production rule, and records that production
      // was rolled back from the failed revision (no later rollback returns there); a plain server cannot be
      // told, so there the revision live before is cut over to by name.
      if (keepsLiveHistory([change.before!])) {
        const done = await ctx.api.rollback(ctx.settings.domain);
        back = done.revision.rev;
      } else await ctx.api.cutover(ctx.settings.domain, back);
      ctx.log.info(`Production serves revision ${back} again.`);
    });
    return {
      rolledBack: true,
      healthFailed: [applied.rev],
      failure:
        `Health check failed on ${productionUrl} (${failed}); production was rolled back automatically ` +
        `from revision ${applied.rev} to revision ${back}.`,
    };
  }
  if (applied.changed)
    return {
      failure: `Health check failed on ${productionUrl} (${failed}); there is no earlier revision to roll back to.`,
    };
  return {
    failure: `Health check failed on ${productionUrl} (${failed}); production was not changed by this run.`,
  };
}

/**
 * force-https once production changed: the project setting where the server takes it, else only what the upload's
 * `ssl` header did (a notice when that is not what was asked). Returns the failure to report, or null.
 */
async function applyForceHttps(
  ctx: RunContext,
  change: ProductionChange,
  applied: Applied,
): Promise<string | null> {
  const want = ctx.settings.forceHttps;
  if (want === null) return null;
  if (change.takesSettings === true) {
    try {
      await ctx.api.setForceHttps(ctx.settings.domain, want);
      return null;
    } catch (err) {
      return (
        `Production moved: it now serves revision ${applied.rev}, but force-https: ${want} could not be set ` +
        `afterwards: ${failureLine(err, ctx.settings)}`
      );
    }
  }
  if (want && applied.uploaded) return null; // the upload's `ssl` header turned the redirect on
  const why =
    "the server is not known to take project settings (a plain surge server such as surge.sh has none: it turns the https redirect on only with a deploy's ssl header)";
  ctx.log.notice(
    want
      ? `force-https: true was not applied by this run: production changed without an upload and ${why}. ` +
          'Production keeps the redirect the project had; a deploy with force-https: true (mode: deploy) turns it on.'
      : `force-https: false was not applied: ${why}, and the published protocol has no way to turn the redirect off.`,
  );
  return null;
}

/**
 * Whether a cutover answer says production changed. The body's `status` decides when there is one, as for the
 * official CLI (docs/surge-protocol.md: 201 "Done", anything else "Unchanged - already serving"); a plain server sends
 * no `former`. Without `status`, a `former` other than the revision now live; with neither, the server is taken
 * at its word that it made the change.
 */
export function cutoverChanged(res: Partial<Pick<CutoverResult, 'status' | 'former'>>, now: number): boolean {
  if (typeof res.status === 'number') return res.status === 201;
  return res.former === undefined || (res.former?.rev ?? null) !== now;
}

/**
 * PUT /:domain/rev/:rev. Idempotent on the server (200 and no change when the revision is already live), and
 * its answer says where production is served, so it is also called when nothing needs to change.
 */
export async function cutoverTo(ctx: RunContext, rev: number): Promise<{ rev: number; changed: boolean }> {
  const res: Partial<CutoverResult> = await ctx.api.cutover(ctx.settings.domain, rev);
  ctx.urls.learn(res.urls);
  // The spec does not show this answer's body: a server that names no revision is taken at its word (2xx) that
  // the asked one is live, and the change as made.
  const answered = res.revision?.rev;
  const now = typeof answered === 'number' ? answered : rev;
  if (typeof answered !== 'number')
    ctx.log.notice(`The server's answer to the cutover names no revision; revision ${rev} is taken as live.`);
  const changed = cutoverChanged(res, now);
  ctx.log.info(changed ? `Production now serves revision ${now}.` : `Revision ${rev} was already live.`);
  return { rev: now, changed };
}

/**
 * POST /:domain/rollback on a sitepub server: the server's production rule picks the revision (the Action's own
 * pick is its early check), records that production was rolled back from the current one, and refuses (409, in
 * its words) when nothing may be returned to.
 */
export async function serverRollback(ctx: RunContext): Promise<{ rev: number; changed: boolean }> {
  const res = await ctx.api.rollback(ctx.settings.domain);
  ctx.urls.learn(res.urls);
  if (res.production) ctx.log.info(res.production.message);
  return { rev: res.revision.rev, changed: res.revision.rev !== res.former.rev };
}

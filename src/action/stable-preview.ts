/**
 * One stable preview URL per pull request (and per site: it is derived from the site's domain), beside the
 * per-revision one that changes on every push (docs/action.md "Stable preview URL"):
 *  - `preview-domain` set: the build is also deployed, as production, to a project of its own named by the
 *    template (preview-domain.ts), on any server; torn down (`DELETE /:domain`) when the PR closes;
 *  - otherwise, on a sitepub server: the preview alias `pr-<n>` (`PUT /:domain/alias/pr-<n>`, protocol/aliases.ts)
 *    moved to the new revision, served at `pr-<n>-<domain>`; removed when the PR closes (and with its revisions);
 *  - otherwise (a plain surge server such as surge.sh, which has no aliases): a project of its own named by
 *    DEFAULT_PREVIEW_DOMAIN, `pr-<n>-<domain>`, as with the input.
 * A stable preview that cannot be made is a warning, not a failure: the per-revision preview is up.
 */
import type { RevisionEntry } from '../protocol/types.ts';
import { prAliasName } from '../protocol/aliases.ts';
import { ApiError } from '../client/index.ts';
import type { RunContext } from './context.ts';
import { failureLine } from './errors.ts';
import type { LocalBuild } from './local-build.ts';
import { DEFAULT_PREVIEW_DOMAIN, renderPreviewDomain, type PreviewDomainValues } from './preview-domain.ts';
import { acceptsSettings } from './server-traits.ts';
import { upload } from './upload.ts';

export type StableTarget =
  | { kind: 'alias'; name: string }
  | { kind: 'project'; domain: string; template: string }
  | { kind: 'none'; reason: string };

/**
 * Pure: where a pull request's stable preview goes. `aliases`: the server is known to be a sitepub server (its
 * revision list has sitepub's fields), so it keeps preview aliases.
 */
export function stableTarget(template: string, values: PreviewDomainValues, aliases: boolean): StableTarget {
  if (!template && values.pr === null)
    return { kind: 'none', reason: 'no pull request number is known (set "pr-number")' };
  if (!template && aliases) return { kind: 'alias', name: prAliasName(values.pr!) };
  const used = template || DEFAULT_PREVIEW_DOMAIN;
  const rendered = renderPreviewDomain(used, values);
  if (!rendered.ok) return { kind: 'none', reason: `"preview-domain" ${used}: ${rendered.problem}` };
  if (rendered.domain === values.domain)
    return { kind: 'none', reason: `"preview-domain" ${used} names the site's own domain` };
  return { kind: 'project', domain: rendered.domain, template: used };
}

/** `{owner}` and `{repo}` from the repository's page (`${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}`). */
export function previewValues(ctx: RunContext, pr: number | null, branch: string): PreviewDomainValues {
  const [owner = '', repo = ''] = ctx.repoUrl ? new URL(ctx.repoUrl).pathname.split('/').filter(Boolean) : [];
  return { pr, branch, domain: ctx.settings.domain, repo, owner };
}

/** Whether the server keeps preview aliases, asked only when the default (no template) needs to know. */
async function serverHasAliases(ctx: RunContext, known?: readonly RevisionEntry[]): Promise<boolean> {
  if (ctx.settings.previewDomain) return false;
  const revisions = known ?? (await ctx.api.revisions(ctx.settings.domain).catch(() => []));
  return acceptsSettings(revisions);
}

export interface StablePreviewRequest {
  rev: number;
  commit: string;
  ref: string;
  prNumber: number | null;
  message: string;
}

/** Makes the stable preview serve `build` (revision `rev`); returns its URL, or null (logged why). */
export async function publishStablePreview(
  ctx: RunContext,
  build: LocalBuild,
  req: StablePreviewRequest,
): Promise<string | null> {
  const { domain } = ctx.settings;
  const values = previewValues(ctx, req.prNumber, req.ref);
  let target = stableTarget(ctx.settings.previewDomain, values, await serverHasAliases(ctx));
  if (target.kind === 'none') {
    ctx.log.info(`No stable preview URL: ${target.reason}.`);
    return null;
  }
  return ctx.log.group('Stable preview URL', async () => {
    try {
      if (target.kind === 'alias') {
        const url = await ctx.api.setAlias(domain, target.name, req.rev);
        if (url) {
          ctx.log.info(`Alias ${target.name} now serves revision ${req.rev}: ${url}`);
          return url;
        }
        ctx.log.info('The server keeps no preview aliases: the stable preview is a project of its own.');
        target = stableTarget(ctx.settings.previewDomain, values, false);
      }
      if (target.kind !== 'project') return null;
      const out = await upload(ctx, build, {
        kind: 'preview',
        commit: req.commit,
        ref: req.ref,
        prNumber: req.prNumber,
        message: req.message,
        domain: target.domain,
      });
      return new URL(out.url).href;
    } catch (err) {
      const where =
        target.kind === 'project' ? target.domain : `alias ${target.kind === 'alias' ? target.name : ''}`;
      ctx.log.warning(
        `The preview is up at its revision's URL, but the stable preview URL (${where}) could not be updated: ` +
          `${failureLine(err, ctx.settings)}. ` +
          (target.kind === 'project'
            ? `Set "preview-domain" to a domain this token may deploy to (e.g. '{owner}-{repo}-pr-{pr}.surge.sh').`
            : 'The next push tries again.'),
      );
      return null;
    }
  });
}

/**
 * Removes a closed pull request's stable preview: its alias, or its project (torn down). `revisions`: the site's
 * revision list read before its previews were discarded (tells a sitepub server from another). Returns a note
 * for the summary, or null when there was nothing to remove.
 */
export async function removeStablePreview(
  ctx: RunContext,
  pr: number,
  branch: string,
  revisions: readonly RevisionEntry[],
): Promise<string | null> {
  const { domain } = ctx.settings;
  // Without a template and without revisions the kind of server is unknown, and there was no preview to remove.
  if (!ctx.settings.previewDomain && revisions.length === 0) return null;
  const target = stableTarget(
    ctx.settings.previewDomain,
    previewValues(ctx, pr, branch),
    await serverHasAliases(ctx, revisions),
  );
  if (target.kind === 'none') return null;
  try {
    if (target.kind === 'alias') {
      const removed = await ctx.api.removeAlias(domain, target.name);
      return removed ? `Removed the stable preview alias ${target.name} of PR #${pr}.` : null;
    }
    const res = await ctx.log.group(`Tear down the stable preview ${target.domain}`, () =>
      ctx.api.teardown(target.domain),
    );
    ctx.log.info(res.msg || `${target.domain} was removed.`);
    return `Tore down the stable preview ${target.domain} of PR #${pr}.`;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null; // never made, or removed already
    ctx.log.warning(
      `The stable preview of PR #${pr} could not be removed: ${failureLine(err, ctx.settings)}`,
    );
    return null;
  }
}

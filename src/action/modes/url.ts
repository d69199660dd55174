/**
 * url (`mode: url`): the stable preview URL a pull request's previews will have (stable-preview.ts), as output
 * `preview-url`, without uploading anything, so that a build step can use it as its base URL before the preview
 * run. The host follows from the inputs (`preview-domain`, or `pr-<n>-<domain>`); the scheme and port from what the
 * server says of the project (a sitepub server's GET /:domain/aliases), else https on the default port, as a
 * plain surge server serves. The preview run that follows reports the same URL.
 */
import type { RunContext } from '../context.ts';
import { failureLine } from '../errors.ts';
import type { Decision } from '../decide.ts';
import type { ModeResult } from '../result.ts';
import { acceptsSettings } from '../server-traits.ts';
import { previewValues, stableTarget } from '../stable-preview.ts';
import { aliasHost } from '../../protocol/aliases.ts';
import type { RevisionEntry } from '../../protocol/types.ts';

type UrlDecision = Extract<Decision, { kind: 'url' }>;

/** The site's revisions when a token allows reading them; empty otherwise (warned). */
async function knownRevisions(ctx: RunContext): Promise<RevisionEntry[]> {
  if (!ctx.settings.token) return [];
  try {
    return await ctx.api.revisions(ctx.settings.domain);
  } catch (err) {
    ctx.log.warning(
      `The revision list could not be read to tell the kind of server: ${failureLine(err, ctx.settings)}`,
    );
    return [];
  }
}

export async function runUrl(ctx: RunContext, decision: UrlDecision): Promise<ModeResult> {
  const { domain } = ctx.settings;
  const revisions = await knownRevisions(ctx);
  const sitepub = acceptsSettings(revisions);
  const aliases = !ctx.settings.previewDomain && sitepub;
  const target = stableTarget(
    ctx.settings.previewDomain,
    previewValues(ctx, decision.prNumber, decision.ref),
    aliases,
  );
  if (target.kind === 'none') throw new Error(`No stable preview URL: ${target.reason}.`);
  const host = target.kind === 'alias' ? aliasHost(target.name, domain) : target.domain;
  if (sitepub) {
    const sites = await ctx.api.sitesUrl(domain).catch(() => null);
    if (sites) ctx.urls.learn([{ url: sites, domain }]);
  }
  const previewUrl = ctx.urls.forHost(host);
  ctx.log.info(`Stable preview URL of PR #${decision.prNumber}: ${previewUrl}`);
  return {
    mode: 'url',
    previewUrl,
    url: previewUrl,
    notes: [
      `The previews of PR #${decision.prNumber} will be served at ${previewUrl} (nothing was uploaded).`,
    ],
  };
}

/**
 * The link check step of a preview run: the changed pages (pages.ts) on the preview, checked by check.ts; what
 * it found goes into the result (comment, summary, `broken-links`), and with `check-links: fail` a broken link
 * fails the step once the comment is written.
 */
import type { RunContext } from '../context.ts';
import { failureLine } from '../errors.ts';
import { basicAuthValue } from '../inputs.ts';
import type { ChangeSummary } from '../pages.ts';
import { plural } from '../plural.ts';
import { checkLinks } from './check.ts';
import { brokenCount, type LinkReport } from './report.ts';

/** Pure: the paths of the pages a preview added or changed (removed pages are not on it), e.g. `/`, `/docs/`. */
export function pagesToCheck(changes: ChangeSummary): string[] {
  return changes.pages.flatMap((p) =>
    p.href === null ? [] : [p.href.startsWith('/') ? p.href : `/${p.href}`],
  );
}

export async function checkPreviewLinks(
  ctx: RunContext,
  previewUrl: string,
  stablePreviewUrl: string | null,
  changes: ChangeSummary | null,
): Promise<LinkReport | null> {
  if (ctx.settings.checkLinks === 'off') return null;
  if (!changes) {
    ctx.log.info('Link check skipped: the changed pages are not known.');
    return null;
  }
  const pages = pagesToCheck(changes);
  if (pages.length === 0) return { pages: 0, checked: 0, broken: [], cut: null };
  return ctx.log.group(`Check the links of ${plural(pages.length, 'changed page')}`, async () => {
    try {
      const siteHosts = [
        ctx.settings.domain,
        ...(stablePreviewUrl ? [new URL(stablePreviewUrl).hostname] : []),
      ];
      const report = await checkLinks({
        previewUrl,
        pages,
        siteHosts,
        basicAuth: ctx.settings.token ? basicAuthValue(ctx.settings.token) : null,
        signal: ctx.signal,
      });
      for (const p of report.broken)
        for (const b of p.broken) ctx.log.warning(`Broken link on ${p.page}: ${b.url} (${b.error})`);
      ctx.log.info(
        `${plural(report.checked, 'URL')} checked on ${plural(report.pages, 'page')}: ` +
          `${plural(brokenCount(report), 'broken link')}.${report.cut ? ` Stopped early: ${report.cut}.` : ''}`,
      );
      return report;
    } catch (err) {
      ctx.log.warning(`The link check could not run: ${failureLine(err, ctx.settings)}`);
      return null;
    }
  });
}

/** The step's failure under `check-links: fail`, or null. */
export function linkFailure(ctx: RunContext, report: LinkReport | null): string | null {
  const n = brokenCount(report);
  if (ctx.settings.checkLinks !== 'fail' || n === 0) return null;
  return (
    `The preview has ${plural(n, 'broken link')} on its changed pages (listed in the comment and the job ` +
    'summary); check-links is "fail". Fix them, or set check-links: warn to report them without failing.'
  );
}

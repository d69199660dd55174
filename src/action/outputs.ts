/**
 * Every output is set here, in every mode (empty string when not applicable), so scripts can rely on them; and
 * the notice annotations of a successful run (the URL to open, shown on the run's page).
 */
import { Outputs } from './constants.ts';
import type { RunResult } from './result.ts';
import { brokenCount } from './links/report.ts';

export function outputValues(r: RunResult): Record<string, string> {
  const s = (v: string | number | null): string => (v === null ? '' : String(v));
  return {
    [Outputs.mode]: r.mode,
    [Outputs.url]: s(r.url),
    [Outputs.previewUrl]: s(r.previewUrl),
    [Outputs.productionUrl]: s(r.productionUrl),
    [Outputs.revision]: s(r.revision),
    [Outputs.previousRevision]: s(r.previousRevision),
    [Outputs.domain]: r.domain,
    [Outputs.fileCount]: s(r.fileCount),
    [Outputs.size]: s(r.size),
    [Outputs.commentId]: s(r.commentId),
    [Outputs.deploymentId]: s(r.deploymentId),
    [Outputs.changedPages]: changedPages(r),
    [Outputs.stablePreviewUrl]: s(r.stablePreviewUrl),
    // the count when links were checked, empty when they were not (check-links: off, or not a preview)
    [Outputs.brokenLinks]: r.links ? String(brokenCount(r.links)) : '',
  };
}

/**
 * A preview's pages added or changed against production, as a JSON array of their preview URLs (shallow pages
 * first, as the comment lists them), for a later step to test only those: `fromJSON(steps.site.outputs.changed-pages)`.
 * Empty when the run made no preview.
 */
function changedPages(r: RunResult): string {
  if (r.mode !== 'preview' || !r.changes || !r.previewUrl) return '';
  const base = r.previewUrl.endsWith('/') ? r.previewUrl : `${r.previewUrl}/`;
  return JSON.stringify(
    r.changes.pages.flatMap((p) => (p.href === null ? [] : [new URL(p.href, base).href])),
  );
}

export function setOutputs(r: RunResult, set: (name: string, value: string) => void): void {
  for (const [name, value] of Object.entries(outputValues(r))) set(name, value);
}

export interface Annotation {
  title: string;
  message: string;
}

const PRODUCTION_CHANGES = new Set<string>(['deploy', 'promote', 'rollback', 'cutover']);

/**
 * Notices for the run's annotations, as netlify's and vercel's Actions give: the preview URL after a preview, the
 * production URL after a change of production. None after a failure (the error annotation says what happened).
 */
export function annotations(r: RunResult): Annotation[] {
  if (r.failure) return [];
  if (r.mode === 'preview' && r.previewUrl)
    return [
      ...(r.stablePreviewUrl ? [{ title: 'Stable preview', message: r.stablePreviewUrl }] : []),
      { title: 'Preview', message: r.previewUrl },
    ];
  if (PRODUCTION_CHANGES.has(r.mode) && r.productionUrl)
    return [{ title: 'Production', message: r.productionUrl }];
  return [];
}

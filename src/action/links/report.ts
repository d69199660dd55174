/** Pure: what a link check found, the one object the comment, the summary and the `broken-links` output read. */
import { code, md } from '../escape.ts';
import { plural } from '../plural.ts';

export interface BrokenLink {
  /** The URL checked on the preview. */
  url: string;
  /** HTTP status, or null when the request got no answer. */
  status: number | null;
  /** `HTTP 404`, or why there was no answer (`ECONNREFUSED`, `timed out`). */
  error: string;
}

export interface PageReport {
  /** The page's path on the site, e.g. `/docs/`. */
  page: string;
  broken: BrokenLink[];
}

export interface LinkReport {
  /** Pages fetched and read. */
  pages: number;
  /** Distinct links and assets checked (the pages' own fetches not counted). */
  checked: number;
  /** Pages with broken links, in the order of the changed pages. */
  broken: PageReport[];
  /** Why the check stopped early (a bound on count or time), or null when it checked everything. */
  cut: string | null;
}

/** Distinct broken URLs (the `broken-links` output). */
export function brokenCount(r: LinkReport | null): number {
  if (!r) return 0;
  return new Set(r.broken.flatMap((p) => p.broken.map((b) => b.url))).size;
}

/** How many broken links each block lists before "and N more". */
export const MAX_LISTED_LINKS = 20;

/** The report as Markdown lines, page by page (the comment and the summary share them). */
export function linkLines(r: LinkReport): string[] {
  const n = brokenCount(r);
  const out: string[] = [];
  const scope = `${plural(r.checked, 'link')} checked on ${plural(r.pages, 'changed page')}`;
  out.push(
    n === 0
      ? `Link check: no broken links (${scope}).`
      : `Link check: **${plural(n, 'broken link')}** (${scope}):`,
  );
  let listed = 0;
  for (const p of r.broken) {
    if (listed >= MAX_LISTED_LINKS) break;
    out.push(`- ${code(p.page)}`);
    for (const b of p.broken) {
      if (listed++ >= MAX_LISTED_LINKS) break;
      out.push(`  - ${code(new URL(b.url).pathname + new URL(b.url).search)}: ${md(b.error)}`);
    }
  }
  const total = r.broken.reduce((a, p) => a + p.broken.length, 0);
  if (total > listed) out.push(`- … and ${total - listed} more`);
  if (r.cut) out.push('', `The check stopped early: ${md(r.cut)}.`);
  return out;
}

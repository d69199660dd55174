/**
 * Pure: a manifest diff → the pages a reviewer wants to open. HTML files are pages (`/a/index.html` opens as
 * `/a/`); other files are counted, not listed.
 */
import type { ManifestDiff } from '../pack/index.ts';
import { MAX_LISTED_PAGES } from './constants.ts';
import { code, link } from './escape.ts';

export type PageChange = 'added' | 'changed' | 'removed';

export interface ChangedPage {
  path: string;
  /** Path to open on the preview host (`/docs/index.html` → `/docs/`); null for removed pages. */
  href: string | null;
  change: PageChange;
}

export interface ChangeSummary {
  pages: ChangedPage[];
  /** Added/changed/removed files that are not pages. */
  otherFiles: number;
  /** True when there was no production to compare against (first deploy): everything is new. */
  firstDeploy: boolean;
}

const isPage = (path: string): boolean => /\.html?$/i.test(path);

export function pageHref(path: string): string {
  if (/(^|\/)index\.html?$/i.test(path)) return path.replace(/index\.html?$/i, '');
  return path;
}

export function summarizeChanges(diff: ManifestDiff, firstDeploy = false): ChangeSummary {
  const pages: ChangedPage[] = [];
  let otherFiles = 0;
  const add = (paths: string[], change: PageChange): void => {
    for (const path of paths) {
      if (isPage(path)) pages.push({ path, change, href: change === 'removed' ? null : pageHref(path) });
      else otherFiles++;
    }
  };
  add(diff.changed, 'changed');
  add(diff.added, 'added');
  add(diff.removed, 'removed');
  // Shallow pages first, then alphabetical: the home page and section roots lead the list.
  const depth = (p: string): number => p.split('/').length;
  pages.sort((a, b) => depth(a.path) - depth(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { pages, otherFiles, firstDeploy };
}

/** The changed pages as a Markdown list, each a link on `base` (the preview or production) when it still exists. */
export function pageList(c: ChangeSummary, base: string | null): string[] {
  const out: string[] = [];
  for (const page of c.pages.slice(0, MAX_LISTED_PAGES)) {
    const text =
      page.href !== null && base
        ? link(page.path, `${base.replace(/\/$/, '')}${encodeHref(page.href)}`)
        : code(page.path);
    out.push(`- ${text} ${page.change === 'changed' ? '' : `(${page.change})`}`.trimEnd());
  }
  if (c.pages.length > MAX_LISTED_PAGES) out.push(`- … and ${c.pages.length - MAX_LISTED_PAGES} more`);
  return out;
}

function encodeHref(href: string): string {
  return href
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
}

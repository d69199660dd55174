/**
 * Pure: a manifest diff → the pages a reviewer wants to open. HTML files are pages (`/a/index.html` opens as
 * `/a/`); other files are counted, not listed.
 */
import type { ManifestDiff } from '../pack/index.ts';

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

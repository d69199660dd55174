/**
 * Pure: the job summary (Markdown) of a run: what happened, URLs, revisions, size, changed pages, the health
 * check, and recent revisions with the command to restore each (a manual rollback).
 */
import { MAX_LISTED_PAGES, RECENT_REVISIONS } from './constants.ts';
import { code, formatBytes, md } from './escape.ts';
import type { RunResult } from './result.ts';

const TITLES: Record<string, string> = {
  preview: 'Preview deployed',
  deploy: 'Deployed to production',
  promote: 'Promoted the reviewed preview to production',
  rollback: 'Rolled production back',
  cutover: 'Cut production over',
  teardown: 'Tore the site down',
  discard: 'Discarded preview revisions',
  skip: 'Nothing to do',
};

/** Titles of a failed run: what failed (the `mode` output says the same). */
const FAILED_TITLES: Record<string, string> = {
  preview: 'Preview failed',
  deploy: 'Deploy to production failed',
  promote: 'Promotion to production failed',
  rollback: 'Rollback failed',
  cutover: 'Cutover failed',
  teardown: 'Teardown failed',
  discard: 'Discarding preview revisions failed',
  skip: 'Failed before anything was done',
};

export function renderSummary(r: RunResult): string {
  const out: string[] = [];
  const failed = r.failure !== null;
  const title = (failed ? FAILED_TITLES : TITLES)[r.mode] ?? r.mode;
  out.push(`## ${failed ? '❌' : '✅'} sitepub: ${title} (${r.domain})`, '');
  if (r.failure) out.push(`> **Failed:** ${md(r.failure, 2000)}`, '');
  for (const note of r.notes) out.push(`- ${md(note, 1000)}`);
  if (r.notes.length) out.push('');

  const rows: [string, string][] = [];
  if (r.productionUrl && r.mode !== 'preview' && r.mode !== 'skip')
    rows.push(['Production', r.productionUrl]);
  if (r.previewUrl) rows.push(['Preview', r.previewUrl]);
  if (r.revision !== null) rows.push(['Revision', `<code>${r.revision}</code>`]);
  if (r.previousRevision !== null) rows.push(['Previous revision', `<code>${r.previousRevision}</code>`]);
  if (r.fileCount !== null) rows.push(['Files', String(r.fileCount)]);
  if (r.size !== null) rows.push(['Size', formatBytes(r.size)]);
  if (r.health)
    rows.push(['Health check', r.health.ok ? 'passed' : r.rolledBack ? 'failed, rolled back' : 'failed']);
  if (rows.length) {
    out.push('| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), '');
  }

  if (r.health && !r.health.ok) {
    out.push('### Health check', '', '| Path | Result |', '|---|---|');
    for (const p of r.health.results)
      out.push(`| ${code(p.path)} | ${p.ok ? `${p.status} ✓` : md(p.error ?? String(p.status))} |`);
    out.push('');
  }

  const c = r.changes;
  if (c && (c.pages.length || c.otherFiles)) {
    out.push(
      `### Changed pages (${c.pages.length}${c.otherFiles ? `, plus ${c.otherFiles} other files` : ''})`,
      '',
    );
    for (const p of c.pages.slice(0, MAX_LISTED_PAGES))
      out.push(`- ${code(p.path)}${p.change === 'changed' ? '' : ` (${p.change})`}`);
    if (c.pages.length > MAX_LISTED_PAGES) out.push(`- … and ${c.pages.length - MAX_LISTED_PAGES} more`);
    out.push('');
  }

  if (r.recent.length) {
    out.push(
      '### Recent revisions',
      '',
      'To restore one, run the workflow with `mode: cutover` and its revision id.',
      '',
    );
    out.push('| Revision | Live | Deployed | Commit | Message | Files |', '|---|---|---|---|---|---|');
    for (const rev of r.recent.slice(0, RECENT_REVISIONS)) {
      const live = rev.current ? '**current**' : rev.liveAt ? 'was live' : 'preview';
      const commit = rev.meta?.commit ? code(rev.meta.commit.slice(0, 7)) : '';
      out.push(
        `| <code>${rev.rev}</code> | ${live} | ${md(rev.created_at)} | ${commit} | ${md(rev.message ?? '', 80)} | ${rev.publicFileCount} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

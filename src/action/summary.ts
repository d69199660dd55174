/**
 * Pure: the job summary (Markdown) of a run: what happened, URLs, revisions, size, changed pages, the health
 * check, and recent revisions with the command to restore each (a manual rollback). A revision list from a plain
 * surge server lacks `created_at`, `liveAt` and `meta`: those cells fall back to what it has (`timeAgoInWords`,
 * the deploy record in `msg`) or stay empty; nothing a server leaves out stops the summary.
 */
import { MAX_LISTED_PAGES, RECENT_REVISIONS } from './constants.ts';
import { code, formatBytes, md } from './escape.ts';
import type { RunResult } from './result.ts';
import type { RevisionEntry } from '../protocol/types.ts';
import { parseRecord } from '../protocol/deploy-record.ts';
import { revisionFacts } from './revisions.ts';
import { countOrNull } from './server-traits.ts';

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
  if (r.stablePreviewUrl) rows.push(['Stable preview', r.stablePreviewUrl]);
  if (r.previewUrl) rows.push(['Preview', r.previewUrl]);
  if (r.revision !== null) rows.push(['Revision', `<code>${r.revision}</code>`]);
  if (r.previousRevision !== null) rows.push(['Previous revision', `<code>${r.previousRevision}</code>`]);
  if (r.environment) rows.push(['GitHub environment', code(r.environment)]);
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
      const commit = revisionFacts(rev).commit;
      const files = countOrNull(rev.publicFileCount);
      const message = parseRecord(text(rev.message) ?? text(rev.msg)).text;
      out.push(
        `| <code>${rev.rev}</code> | ${liveCell(rev)} | ${md(text(rev.created_at) ?? text(rev.timeAgoInWords) ?? '')} | ` +
          `${commit ? code(commit.slice(0, 7)) : ''} | ${md(message, 80)} | ${files ?? ''} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** current / was live / preview where the server keeps `liveAt`; else what the deploy record says the deploy was. */
function liveCell(rev: RevisionEntry): string {
  if (rev.current) return '**current**';
  const liveAt = (rev as Partial<Pick<RevisionEntry, 'liveAt'>>).liveAt;
  if (liveAt !== undefined) return liveAt ? 'was live' : 'preview';
  const kind = revisionFacts(rev).kind;
  return kind === 'production' ? 'production deploy' : kind === 'preview' ? 'preview' : '';
}

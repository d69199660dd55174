/**
 * Pure: the job summary (Markdown) of a run: what happened, URLs, revisions, size, changed pages (links on the
 * preview, or production), the health check, and, in rollback and cutover runs and after an automatic rollback,
 * this site's revisions that were live (those that failed their health check or were rolled back from marked)
 * with how to serve one. A revision list from a plain
 * surge server lacks `created_at`, `liveAt` and `meta`: those cells fall back to what it has (`timeAgoInWords`,
 * the deploy record in `msg`) or stay empty; nothing a server leaves out stops the summary.
 */
import { RECENT_REVISIONS } from './constants.ts';
import { ruleProblemLines } from './comment.ts';
import { code, formatBytes, md } from './escape.ts';
import type { RunResult } from './result.ts';
import type { RevisionEntry } from '../protocol/types.ts';
import { parseRecord } from '../protocol/deploy-record.ts';
import { revisionFacts } from './revisions.ts';
import { countOrNull } from './server-traits.ts';
import { pageList } from './pages.ts';
import { plural } from './plural.ts';
import { rolledAwayFrom } from '../protocol/revisions.ts';
import { linkLines } from './links/report.ts';
import { sweepLines } from './sweep-summary.ts';

const TITLES: Record<string, string> = {
  preview: 'Preview deployed',
  deploy: 'Deployed to production',
  promote: 'Promoted the reviewed preview to production',
  rollback: 'Rolled production back',
  cutover: 'Cut production over',
  teardown: 'Tore the site down',
  discard: 'Discarded preview revisions',
  sweep: 'Swept the previews of closed pull requests',
  url: 'Named the stable preview URL',
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
  sweep: 'Sweeping previews failed',
  url: 'Naming the stable preview URL failed',
  skip: 'Failed before anything was done',
};

export function renderSummary(r: RunResult): string {
  const out: string[] = [];
  const failed = r.failure !== null;
  const title =
    !failed && r.overtakenBy !== null
      ? `Uploaded, not live: revision ${r.overtakenBy}, deployed later, went live first`
      : ((failed ? FAILED_TITLES : TITLES)[r.mode] ?? r.mode);
  out.push(`## ${failed ? '❌' : '✅'} sitepub: ${title} (${r.domain})`, '');
  if (r.failure) out.push(`> **Failed:** ${md(r.failure, 2000)}`, '');
  for (const note of r.notes) out.push(`- ${md(note, 1000)}`);
  if (r.notes.length) out.push('');
  if (r.ruleProblems.length) out.push(...ruleProblemLines(r.ruleProblems).slice(1), '');

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
      `### Changed pages (${c.pages.length}${c.otherFiles ? `, plus ${plural(c.otherFiles, 'other file')}` : ''})`,
      '',
      ...pageList(c, r.mode === 'preview' ? r.previewUrl : r.productionUrl),
      '',
    );
  }

  if (r.links) out.push('### Links', '', ...linkLines(r.links), '');
  if (r.sweep) out.push(...sweepLines(r.sweep));

  // The revisions only where one may be wanted next: after a rollback or cutover, or an automatic rollback.
  const revisions = r.mode === 'rollback' || r.mode === 'cutover' || r.rolledBack ? relevantRevisions(r) : [];
  if (revisions.length) {
    out.push(
      '### Revisions of this site',
      '',
      'To serve another one, run the workflow with `mode: cutover` and its revision id.',
      '',
    );
    out.push('| Revision | Live | Deployed | Commit | Message | Files |', '|---|---|---|---|---|---|');
    const failed = new Set(r.healthFailed);
    const left = rolledAwayFrom(r.recent);
    for (const rev of revisions) {
      const commit = revisionFacts(rev).commit;
      const files = countOrNull(rev.publicFileCount);
      const message = parseRecord(text(rev.message) ?? text(rev.msg)).text;
      const when = text(rev.created_at);
      out.push(
        `| <code>${rev.rev}</code> | ${liveCell(rev, failed, left)} | ${when ? formatTime(when) : md(text(rev.timeAgoInWords) ?? '')} | ` +
          `${commit ? code(commit.slice(0, 7)) : ''} | ${md(message, 80)} | ${files ?? ''} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

/**
 * The rows worth a look: the live revision and those that were live (a rollback or cutover target), those marked
 * failed; never other PRs' previews that were never live.
 */
function relevantRevisions(r: RunResult): RevisionEntry[] {
  const failed = new Set(r.healthFailed);
  return r.recent
    .filter((rev) => {
      if (rev.current || failed.has(rev.rev)) return true;
      const liveAt = (rev as Partial<Pick<RevisionEntry, 'liveAt'>>).liveAt;
      if (liveAt !== undefined) return liveAt !== null;
      return revisionFacts(rev).kind === 'production';
    })
    .slice(0, RECENT_REVISIONS);
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * current / failed its health check / rolled back from / was live (where the server keeps `liveAt`); else what the
 * deploy record says the deploy was.
 */
function liveCell(rev: RevisionEntry, failed: ReadonlySet<number>, left: ReadonlySet<number>): string {
  if (rev.current) return '**current**';
  if (failed.has(rev.rev)) return '⚠️ failed its health check';
  if (left.has(rev.rev)) return 'rolled back from';
  const liveAt = (rev as Partial<Pick<RevisionEntry, 'liveAt'>>).liveAt;
  if (liveAt !== undefined) return liveAt ? 'was live' : 'preview';
  const kind = revisionFacts(rev).kind;
  return kind === 'production' ? 'production deploy' : kind === 'preview' ? 'preview' : '';
}

/** "2026-11-26 07:05 UTC" from an ISO time (no seconds nor milliseconds); anything else as it is. */
function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? md(iso, 40) : `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

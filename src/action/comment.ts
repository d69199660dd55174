/**
 * Pure: renders the sticky PR comment. One comment per site per PR, found again by a hidden marker keyed by
 * domain; a second hidden line records which commit the comment shows, so a stale run can tell it is stale, and
 * the last preview that did deploy, so a failed preview can still link to it (marked as its commit's).
 * Every untrusted value goes through escape.ts.
 */
import type { RuleProblem } from '../protocol/types.ts';
import { code, formatBytes, link, md } from './escape.ts';
import { pageList, type ChangeSummary } from './pages.ts';
import { plural } from './plural.ts';
import { linkLines, type LinkReport } from './links/report.ts';

/**
 * `updating`: a new commit is being built and deployed (written at the start of a preview run, the previous
 * preview still linked as its commit's); `rolled-back`: the change was live and production was rolled back from it.
 */
export type CommentState = 'preview' | 'updating' | 'live' | 'rolled-back' | 'removed' | 'failed';

export interface CommentModel {
  state: CommentState;
  domain: string;
  commit: string;
  /** The repository's page (`${serverUrl}/${owner}/${repo}`): commits link to `${repoUrl}/commit/${sha}`. */
  repoUrl: string | null;
  /** When the commit was pushed/previewed (ISO); newer state wins on conflicts. */
  at: string;
  previewUrl: string | null;
  /** The PR's preview URL that stays the same across pushes (stable-preview.ts); shown first when there is one. */
  stablePreviewUrl?: string | null;
  productionUrl: string;
  revision: number | null;
  fileCount: number | null;
  size: number | null;
  branch: string | null;
  changes: ChangeSummary | null;
  /** Human-readable detail for failed/removed/live states (server messages, health-check failures, notes). */
  detail: string | null;
  runUrl: string | null;
  /**
   * live: how production got this commit: `promoted`, the reviewed preview's revision itself (the same bytes,
   * no new upload), or `deployed`, a fresh build uploaded by the merge run.
   */
  production: 'promoted' | 'deployed' | null;
  /** failed: what failed, a preview (production untouched) or a change of production. */
  failedStep: 'preview' | 'production' | null;
  /**
   * A failed preview, or one being updated: the last preview that did deploy (another commit's, or an earlier
   * run's), if any.
   */
  previous: ShownPreview | null;
  /** rolled-back: the revision production serves now, and its commit when known. */
  nowServing?: { revision: number; commit: string | null } | null;
  /** preview: the link check of its changed pages (absent or null: not run). */
  links?: LinkReport | null;
  /** Lines of the site's rule files (`_redirects`, `_headers`, ...) the edges do not apply. */
  ruleProblems?: RuleProblem[];
}

export interface ShownPreview {
  commit: string;
  url: string;
  /**
   * The preview's revision, a hidden record of the previews the Action made that survives on any server (surge.sh
   * keeps nothing the Action sends but the deploy message): absent in comments written before it was recorded.
   */
  rev?: number;
}

export function marker(domain: string): string {
  return `<!-- sitepub:sticky domain=${domain} -->`;
}

const STATE_RE = /<!-- sitepub:state (\{[^\n]*\}) -->/;

export interface CommentStateInfo {
  commit: string;
  state: CommentState;
  at: string;
  /** The last preview that deployed, as the comment links it (absent: none yet, or an older comment). */
  preview?: ShownPreview;
}

function shownPreview(v: unknown): ShownPreview | null {
  const p = v as Partial<ShownPreview> | null | undefined;
  if (!(p && typeof p.commit === 'string' && typeof p.url === 'string' && /^https?:\/\/[^\s]+$/.test(p.url)))
    return null;
  return {
    commit: p.commit,
    url: p.url,
    ...(typeof p.rev === 'number' && Number.isSafeInteger(p.rev) && p.rev > 0 ? { rev: p.rev } : {}),
  };
}

export function readState(body: string): CommentStateInfo | null {
  const m = STATE_RE.exec(body);
  if (!m) return null;
  try {
    const v = JSON.parse(m[1]!) as Partial<CommentStateInfo>;
    if (typeof v.commit === 'string' && typeof v.state === 'string' && typeof v.at === 'string') {
      const preview = shownPreview(v.preview);
      return { commit: v.commit, state: v.state, at: v.at, ...(preview ? { preview } : {}) };
    }
  } catch {
    // a hand-edited comment: treat as unknown
  }
  return null;
}

const HEADINGS: Record<CommentState, string> = {
  preview: 'Preview ready',
  updating: 'Updating the preview',
  live: 'Live in production',
  'rolled-back': 'Rolled back from production',
  removed: 'Preview removed',
  failed: 'Deploy failed',
};

/**
 * The model completed from the comment it replaces: a failed preview links the last preview that did deploy; the
 * outcome of a merge (live, or a failed change of production) links the preview reviewers saw for its commit.
 */
export function withShown(model: CommentModel, shown: CommentStateInfo | null): CommentModel {
  const preview = shown?.preview;
  if (!preview) return model;
  const lacksPrevious =
    (model.state === 'failed' && model.failedStep === 'preview') || model.state === 'updating';
  if (lacksPrevious && !model.previous) {
    return { ...model, previous: preview };
  }
  const merged =
    model.state === 'live' ||
    model.state === 'rolled-back' ||
    (model.state === 'failed' && model.failedStep === 'production');
  if (merged && preview.commit === model.commit) return { ...model, previewUrl: preview.url };
  return model;
}

/** What the hidden state line records as the last preview that deployed. */
function recordedPreview(model: CommentModel): ShownPreview | null {
  if (model.state === 'preview' && model.previewUrl) {
    return {
      commit: model.commit,
      url: model.previewUrl,
      ...(model.revision !== null ? { rev: model.revision } : {}),
    };
  }
  // live: the reviewed preview's link (its revision is production's only when it was promoted)
  if ((model.state === 'live' || model.state === 'rolled-back') && model.previewUrl) {
    return {
      commit: model.commit,
      url: model.previewUrl,
      ...(model.production === 'promoted' && model.revision !== null ? { rev: model.revision } : {}),
    };
  }
  if (model.state === 'failed' || model.state === 'updating') return model.previous;
  return null;
}

const ICONS: Record<CommentState, string> = {
  preview: '🔍',
  updating: '⏳',
  live: '🚀',
  'rolled-back': '↩️',
  removed: '🧹',
  failed: '❌',
};

function changesBlock(model: CommentModel): string[] {
  const c = model.changes;
  if (!c) return [];
  const base = model.state === 'live' ? model.productionUrl : model.previewUrl;
  const total = c.pages.length + c.otherFiles;
  if (total === 0) return ['', 'No pages changed against production.'];
  const label = c.firstDeploy ? 'new in this first deploy' : 'changed against production';
  const out = ['', `<details${c.pages.length <= 10 ? ' open' : ''}>`];
  out.push(
    `<summary>${plural(c.pages.length, 'page')} ${label}` +
      `${c.otherFiles ? ` (and ${plural(c.otherFiles, 'other file')})` : ''}</summary>`,
    '',
  );
  out.push(...pageList(c, base), '', '</details>');
  return out;
}

/** "2026-11-26 07:05 UTC" from an ISO time; anything unreadable is shown as it is (escaped). */
function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return md(iso, 40);
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The commit as its short SHA, linked to its page on GitHub when the repository is known. */
function commitLink(sha: string, repoUrl: string | null): string {
  const short = sha.slice(0, 7);
  return repoUrl && /^[0-9a-f]{7,64}$/i.test(sha) ? link(short, `${repoUrl}/commit/${sha}`) : code(short);
}

/** A preview's facts on one line: revision, files and size, branch. */
function facts(model: CommentModel): string[] {
  const out: string[] = [];
  if (model.revision !== null) out.push(`Revision <code>${model.revision}</code>`);
  if (model.fileCount !== null)
    out.push(
      `${plural(model.fileCount, 'file')}${model.size !== null ? ` (${formatBytes(model.size)})` : ''}`,
    );
  if (model.branch) out.push(`branch ${code(model.branch, 100)}`);
  return out;
}

export function renderComment(model: CommentModel): string {
  const preview = recordedPreview(model);
  const state: CommentStateInfo = {
    commit: model.commit,
    state: model.state,
    at: model.at,
    ...(preview ? { preview } : {}),
  };
  const failedPreview = model.state === 'failed' && model.failedStep === 'preview';
  const heading = failedPreview ? 'Preview failed' : HEADINGS[model.state];
  const commit = commitLink(model.commit, model.repoUrl);
  const lines = [
    marker(model.domain),
    // `--` cannot end the HTML comment early: JSON escapes nothing there, so it is spelled as a unicode escape
    `<!-- sitepub:state ${JSON.stringify(state).replace(/--/g, '-\\u002d')} -->`,
    `### ${ICONS[model.state]} ${heading}: ${model.domain}`,
    '',
    ...stateLines(model, commit, failedPreview),
  ];
  const rows = factRows(model, commit);
  if (rows.length) lines.push('| | |', '|---|---|', ...rows);
  if (model.state !== 'removed' && model.state !== 'updating') lines.push(...changesBlock(model));
  if (model.state === 'preview' && model.links) lines.push('', ...linkLines(model.links));
  lines.push(...ruleProblemLines(model.ruleProblems ?? []));
  if (model.state === 'removed' && model.detail) lines.push('', md(model.detail, 1000));
  lines.push('');
  const footer =
    `<sub>Updated ${formatTime(model.at)} by sitepub` +
    `${model.runUrl ? ` · [workflow run](${model.runUrl})` : ''}</sub>`;
  lines.push(footer);
  return lines.join('\n');
}

/** What the comment says of its state, under the heading. */
function stateLines(model: CommentModel, commit: string, failedPreview: boolean): string[] {
  const rev = model.revision !== null ? ` <code>${model.revision}</code>` : '';
  const lines: string[] = [];
  const previous = (p: ShownPreview, what: string): string =>
    `Previous preview, of commit ${commitLink(p.commit, model.repoUrl)} (${what}): ${link(p.url, p.url)}`;
  switch (model.state) {
    case 'preview':
      lines.push(
        model.stablePreviewUrl
          ? `Preview: **${model.stablePreviewUrl}** (follows this PR) · this commit, ${commit}: ${model.previewUrl ?? 'unavailable'}`
          : `Preview of commit ${commit}: **${model.previewUrl ?? 'unavailable'}**`,
      );
      // no blank line after it: the changed pages (or the footer) start with their own
      lines.push(facts(model).join(' · '));
      break;
    case 'updating':
      lines.push(
        `Building and deploying commit ${commit}: this comment shows its preview when it is ready.`,
        '',
      );
      if (model.previous) lines.push(previous(model.previous, 'not the new commit'), '');
      break;
    case 'live': {
      const how =
        model.production === 'promoted'
          ? `the reviewed preview, revision${rev}, promoted as it is (no new upload)`
          : model.production === 'deployed'
            ? `a fresh build of this commit, revision${rev}, not the reviewed preview's bytes`
            : `revision${rev}`;
      lines.push(`Production **${model.productionUrl}** serves commit ${commit}: ${how}.`, '');
      if (model.detail) lines.push(md(model.detail, 1000), '');
      break;
    }
    case 'rolled-back': {
      const now = model.nowServing;
      lines.push(
        `Production **${model.productionUrl}** no longer serves commit ${commit}: it was rolled back from ` +
          `revision${rev}${now ? ` to revision <code>${now.revision}</code>${now.commit ? ` (commit ${commitLink(now.commit, model.repoUrl)})` : ''}` : ''}.`,
        '',
      );
      if (model.detail) lines.push(md(model.detail, 1000), '');
      break;
    }
    case 'removed':
      lines.push(
        'The pull request was closed without merging; its preview was removed and no longer serves.',
        '',
      );
      break;
    case 'failed':
      if (failedPreview) {
        lines.push(
          `The preview of commit ${commit} failed; nothing of this commit is served:`,
          '',
          `> ${md(model.detail ?? 'no reason given', 1000)}`,
          '',
        );
        if (model.previous) lines.push(previous(model.previous, 'not this commit'), '');
      } else if (model.detail) lines.push(md(model.detail, 1000), '');
      break;
  }
  return lines;
}

/** The table of facts under a comment's text (none for a preview: its first lines say them). */
function factRows(model: CommentModel, commit: string): string[] {
  const rows: string[] = [];
  // The preview's URL is already the first line of a preview comment; the others list it here.
  const listsPreview = model.state === 'live' || model.state === 'rolled-back' || model.state === 'failed';
  if (model.previewUrl && listsPreview) {
    rows.push(`| ${model.state === 'failed' ? 'Preview' : 'Reviewed preview'} | ${model.previewUrl} |`);
  }
  // a live or rolled-back comment states its revision and commit in its first line; a preview has no table
  if (model.revision !== null && model.state === 'failed')
    rows.push(`| Revision | <code>${model.revision}</code> |`);
  if (model.state === 'failed' || model.state === 'removed') rows.push(`| Commit | ${commit} |`);
  if (model.branch && model.state !== 'preview') rows.push(`| Branch | ${code(model.branch, 100)} |`);
  const showsFiles = model.state === 'live' || model.state === 'failed';
  if (model.fileCount !== null && showsFiles) {
    rows.push(`| Files | ${model.fileCount}${model.size !== null ? ` (${formatBytes(model.size)})` : ''} |`);
  }
  return rows;
}

/** The rule-file lines not applied, as a list (shared with the job summary). */
export function ruleProblemLines(problems: readonly RuleProblem[]): string[] {
  if (problems.length === 0) return [];
  const shown = problems
    .slice(0, 20)
    .map((p) => `- ${code(p.file, 40)}${p.line > 0 ? ` line ${p.line}` : ''}: ${md(p.message, 300)}`);
  const more = problems.length - shown.length;
  return [
    '',
    `**Rule files:** ${plural(problems.length, 'line')} not applied (the others are)`,
    '',
    ...shown,
    ...(more > 0 ? [`- and ${more} more`] : []),
  ];
}

/**
 * Pure: renders the sticky PR comment. One comment per site per PR, found again by a hidden marker keyed by
 * domain; a second hidden line records which commit the comment shows, so a stale run can tell it is stale, and
 * the last preview that did deploy, so a failed preview can still link to it (marked as its commit's).
 * Every untrusted value goes through escape.ts.
 */
import { MAX_LISTED_PAGES } from './constants.ts';
import { code, formatBytes, link, md } from './escape.ts';
import type { ChangeSummary } from './pages.ts';

export type CommentState = 'preview' | 'live' | 'removed' | 'failed';

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
  /** A failed preview: the last preview that did deploy (another commit's, or an earlier run's), if any. */
  previous: ShownPreview | null;
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
  live: 'Live in production',
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
  if (model.state === 'failed' && model.failedStep === 'preview' && !model.previous) {
    return { ...model, previous: preview };
  }
  const merged = model.state === 'live' || (model.state === 'failed' && model.failedStep === 'production');
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
  if (model.state === 'live' && model.previewUrl) {
    return {
      commit: model.commit,
      url: model.previewUrl,
      ...(model.production === 'promoted' && model.revision !== null ? { rev: model.revision } : {}),
    };
  }
  if (model.state === 'failed') return model.previous;
  return null;
}

const ICONS: Record<CommentState, string> = { preview: '🔍', live: '🚀', removed: '🧹', failed: '❌' };

function changesBlock(model: CommentModel): string[] {
  const c = model.changes;
  if (!c) return [];
  const base = model.state === 'live' ? model.productionUrl : model.previewUrl;
  const total = c.pages.length + c.otherFiles;
  if (total === 0) return ['', 'No pages changed against production.'];
  const label = c.firstDeploy ? 'new in this first deploy' : 'changed against production';
  const out = ['', `<details${c.pages.length <= 10 ? ' open' : ''}>`];
  out.push(
    `<summary>${c.pages.length} page${c.pages.length === 1 ? '' : 's'} ${label}` +
      `${c.otherFiles ? ` (and ${c.otherFiles} other file${c.otherFiles === 1 ? '' : 's'})` : ''}</summary>`,
    '',
  );
  for (const page of c.pages.slice(0, MAX_LISTED_PAGES)) {
    const text =
      page.href !== null && base
        ? link(page.path, `${base.replace(/\/$/, '')}${encodeHref(page.href)}`)
        : code(page.path);
    out.push(`- ${text} ${page.change === 'changed' ? '' : `(${page.change})`}`.trimEnd());
  }
  if (c.pages.length > MAX_LISTED_PAGES) out.push(`- … and ${c.pages.length - MAX_LISTED_PAGES} more`);
  out.push('', '</details>');
  return out;
}

function encodeHref(href: string): string {
  return href
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
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
  const lines = [
    marker(model.domain),
    // `--` cannot end the HTML comment early: JSON escapes nothing there, so it is spelled as a unicode escape
    `<!-- sitepub:state ${JSON.stringify(state).replace(/--/g, '-\\u002d')} -->`,
    `### ${ICONS[model.state]} ${heading}: ${model.domain}`,
    '',
  ];
  if (model.state === 'preview' && model.stablePreviewUrl) {
    lines.push(
      `Preview: **${model.stablePreviewUrl}** (follows this PR) · this commit: ${model.previewUrl ?? 'unavailable'}`,
      '',
    );
  } else if (model.state === 'preview') lines.push(`Preview: **${model.previewUrl ?? 'unavailable'}**`, '');
  if (model.state === 'live') {
    lines.push(`This change is live in production: **${model.productionUrl}**`, '');
    const rev = model.revision !== null ? ` ${model.revision}` : '';
    if (model.production === 'promoted') {
      lines.push(
        `Production serves the reviewed preview itself: revision${rev} was promoted (the same bytes, no new upload).`,
        '',
      );
    } else if (model.production === 'deployed') {
      lines.push(
        `Production got a fresh build of this commit (deployed as revision${rev}), not the reviewed preview's bytes.`,
        '',
      );
    }
    if (model.detail) lines.push(md(model.detail, 1000), '');
  }
  if (model.state === 'removed') {
    lines.push(
      'The pull request was closed without merging; its preview was removed and no longer serves.',
      '',
    );
  }
  if (failedPreview) {
    lines.push(
      `The preview of commit ${commitLink(model.commit, model.repoUrl)} failed; nothing of this commit is ` +
        'served:',
      '',
      `> ${md(model.detail ?? 'no reason given', 1000)}`,
      '',
    );
    if (model.previous) {
      lines.push(
        `Previous preview, of commit ${commitLink(model.previous.commit, model.repoUrl)} (not this commit): ` +
          `${link(model.previous.url, model.previous.url)}`,
        '',
      );
    }
  } else if (model.state === 'failed' && model.detail) lines.push(md(model.detail, 1000), '');

  lines.push('| | |', '|---|---|');
  // The preview's URL is already the first line of a preview comment; the others list it here.
  if (model.previewUrl && model.state !== 'removed' && model.state !== 'preview') {
    lines.push(`| ${model.state === 'live' ? 'Reviewed preview' : 'Preview'} | ${model.previewUrl} |`);
  }
  if (model.revision !== null) lines.push(`| Revision | <code>${model.revision}</code> |`);
  lines.push(`| Commit | ${commitLink(model.commit, model.repoUrl)} |`);
  if (model.branch) lines.push(`| Branch | ${code(model.branch, 100)} |`);
  if (model.fileCount !== null) {
    lines.push(`| Files | ${model.fileCount}${model.size !== null ? ` (${formatBytes(model.size)})` : ''} |`);
  }
  if (model.state !== 'removed') lines.push(...changesBlock(model));
  if (model.state === 'removed' && model.detail) lines.push('', md(model.detail, 1000));
  lines.push('');
  const footer =
    `<sub>Updated ${formatTime(model.at)} by sitepub` +
    `${model.runUrl ? ` · [workflow run](${model.runUrl})` : ''}</sub>`;
  lines.push(footer);
  return lines.join('\n');
}

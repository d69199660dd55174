/**
 * Pure: renders the sticky PR comment. One comment per site per PR, found again by a hidden marker keyed by
 * domain; a second hidden line records which commit the comment shows, so a stale run can tell it is stale.
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
  /** When the commit was pushed/previewed (ISO); newer state wins on conflicts. */
  at: string;
  previewUrl: string | null;
  productionUrl: string;
  revision: number | null;
  fileCount: number | null;
  size: number | null;
  branch: string | null;
  changes: ChangeSummary | null;
  /** Human-readable detail for failed/removed states (server messages, health-check failures). */
  detail: string | null;
  runUrl: string | null;
}

export function marker(domain: string): string {
  return `<!-- sitepub:sticky domain=${domain} -->`;
}

const STATE_RE = /<!-- sitepub:state (\{[^\n]*\}) -->/;

export interface CommentStateInfo {
  commit: string;
  state: CommentState;
  at: string;
}

export function readState(body: string): CommentStateInfo | null {
  const m = STATE_RE.exec(body);
  if (!m) return null;
  try {
    const v = JSON.parse(m[1]!) as Partial<CommentStateInfo>;
    if (typeof v.commit === 'string' && typeof v.state === 'string' && typeof v.at === 'string') {
      return { commit: v.commit, state: v.state, at: v.at };
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

export function renderComment(model: CommentModel): string {
  const state: CommentStateInfo = { commit: model.commit, state: model.state, at: model.at };
  const lines = [
    marker(model.domain),
    `<!-- sitepub:state ${JSON.stringify(state)} -->`,
    `### ${ICONS[model.state]} ${HEADINGS[model.state]}: ${model.domain}`,
    '',
  ];
  if (model.state === 'preview') lines.push(`Preview: **${model.previewUrl ?? 'unavailable'}**`, '');
  if (model.state === 'live') lines.push(`This change is live in production: **${model.productionUrl}**`, '');
  if (model.state === 'removed') {
    lines.push(
      'The pull request was closed without merging; its preview was removed and no longer serves.',
      '',
    );
  }
  if (model.state === 'failed' && model.detail) lines.push(md(model.detail, 1000), '');

  lines.push('| | |', '|---|---|');
  if (model.previewUrl && model.state !== 'removed') lines.push(`| Preview | ${model.previewUrl} |`);
  if (model.state === 'live') lines.push(`| Production | ${model.productionUrl} |`);
  if (model.revision !== null) lines.push(`| Revision | <code>${model.revision}</code> |`);
  lines.push(`| Commit | ${code(model.commit.slice(0, 12))} |`);
  if (model.branch) lines.push(`| Branch | ${code(model.branch, 100)} |`);
  if (model.fileCount !== null) {
    lines.push(`| Files | ${model.fileCount}${model.size !== null ? ` (${formatBytes(model.size)})` : ''} |`);
  }
  if (model.state !== 'removed') lines.push(...changesBlock(model));
  if (model.state === 'removed' && model.detail) lines.push('', md(model.detail, 1000));
  lines.push('');
  const footer =
    `<sub>Updated ${model.at.replace(/\.\d+Z$/, 'Z')} by sitepub` +
    `${model.runUrl ? ` · [workflow run](${model.runUrl})` : ''}</sub>`;
  lines.push(footer);
  return lines.join('\n');
}

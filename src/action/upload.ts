/**
 * Pack the local build and deploy it (staged for previews), logging upload and edge progress as percentages.
 * Every deploy carries the Action's deploy record at the end of its message (kind, PR, commit, manifest hash:
 * what promote, discard and rollback find it by on any server) and the same in `x-sitepub-meta` for a sitepub
 * server (constants.ts MetaKeys); only production uploads carry `force-https` (the spec's `ssl` header: a project
 * setting, so production's).
 */
import { behindSentence, describeEdge, edgeCount, edgesBehind } from '../protocol/instances.ts';
import { uploadLine } from '../client/index.ts';
import { formatBytes } from './escape.ts';
import type { ProgressEvent } from '../protocol/types.ts';
import type { DeployRecord } from '../protocol/deploy-record.ts';
import type { DeployOutcome } from './api.ts';
import { META_SOURCE, MetaKeys } from './constants.ts';
import type { RunContext } from './context.ts';
import type { LocalBuild } from './local-build.ts';

export interface UploadMeta {
  kind: 'preview' | 'production';
  commit: string;
  ref: string;
  prNumber: number | null;
  message: string;
  /**
   * Deploy to this project instead of the site's, as its production (not staged): a PR's stable preview on a
   * server without preview aliases (stable-preview.ts).
   */
  domain?: string;
}

export function deployMeta(ctx: RunContext, build: LocalBuild, m: UploadMeta): Record<string, string> {
  const meta: Record<string, string> = {
    [MetaKeys.source]: META_SOURCE,
    [MetaKeys.kind]: m.kind,
    [MetaKeys.commit]: m.commit,
    [MetaKeys.manifestHash]: build.hash,
    [MetaKeys.run]: ctx.runId,
  };
  if (m.ref) meta[MetaKeys.ref] = m.ref.slice(0, 250);
  if (m.prNumber !== null) meta[MetaKeys.pr] = String(m.prNumber);
  return meta;
}

/** The record appended to the deploy message (src/protocol/deploy-record.ts; the client adds the deploy id). */
export function deployRecord(build: LocalBuild, m: UploadMeta): Omit<DeployRecord, 'id'> {
  return {
    kind: m.kind,
    ...(m.prNumber !== null ? { pr: m.prNumber } : {}),
    // a token of printable ASCII (a commit SHA); anything else is left out rather than failing the deploy
    ...(/^[0-9A-Za-z]{1,64}$/.test(m.commit) ? { sha: m.commit } : {}),
    mh: build.hash,
  };
}

function progressLogger(ctx: RunContext): (e: ProgressEvent) => void {
  const shown = new Map<string, number>();
  const names: Record<string, string> = { upload: 'Upload', cdn: 'Edges', encrypt: 'Certificate' };
  return (e) => {
    if (!(e.total > 0)) return;
    const pct = Math.min(100, Math.floor((e.written / e.total) * 100));
    const step = pct === 100 ? 100 : Math.floor(pct / 10) * 10;
    if ((shown.get(e.id) ?? -1) >= step) return;
    shown.set(e.id, step);
    ctx.log.info(`${names[e.id] ?? e.id}: ${step}% (${e.written}/${e.total})`);
  };
}

export async function upload(ctx: RunContext, build: LocalBuild, m: UploadMeta): Promise<DeployOutcome> {
  const what = m.domain ? 'stable preview' : m.kind === 'preview' ? 'preview' : 'production';
  const domain = m.domain ?? ctx.settings.domain;
  return ctx.log.group(`Upload ${build.scan.fileCount} files to ${domain} (${what})`, async () => {
    const out = await ctx.api.deploy({
      domain,
      folder: build.source.folder,
      ignore: ctx.settings.ignore,
      prepared: { scan: build.scan, hashes: build.hashes },
      stage: m.kind === 'preview' && !m.domain,
      message: m.message,
      meta: deployMeta(ctx, build, m),
      record: deployRecord(build, m),
      // The https redirect is the project's, so production's: a staged preview must not change it (the server
      // applies `ssl` on any deploy). A production change sets it (production.ts), and its upload carries it.
      ...(m.kind === 'production' && !m.domain && ctx.settings.forceHttps !== null
        ? { forceHttps: ctx.settings.forceHttps }
        : {}),
      signal: ctx.signal,
      onProgress: progressLogger(ctx),
      onUpload: (u) => ctx.log.info(uploadLine(u, { bytes: formatBytes, count: String })),
    });
    ctx.urls.learn(out.info.urls);
    ctx.urls.learn([
      { url: out.previewUrl, domain: new URL(out.previewUrl).hostname },
      { url: out.url, domain: new URL(out.url).hostname },
    ]);
    ctx.log.info(
      `Revision ${out.revision} uploaded${m.domain ? ` and live at ${out.url}` : m.kind === 'preview' ? ' (preview)' : ' and live'}`,
    );
    for (const p of out.info.ruleProblems ?? [])
      ctx.log.warning(`${p.file}${p.line > 0 ? ` line ${p.line}` : ''}: ${p.message} (not applied)`);
    const behind = edgesBehind(out.info.instances);
    if (behind.length > 0) {
      const listed = edgeCount(out.info.instances);
      ctx.log.warning(`${behindSentence(listed, behind.length)}: ${behind.map(describeEdge).join('; ')}.`);
    }
    return out;
  });
}

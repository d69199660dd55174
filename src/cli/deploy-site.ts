/**
 * The deploy engine shared by `sitepub deploy` and scripts/demo.ts: the client packs the folder (ignore rules,
 * counts known before upload) and streams it to `PUT /:domain`; progress events go to `onProgress`; the result
 * is summed up as `{domain, revision, url, previewUrl, fileCount, size, staged, uploadedFiles, uploadedBytes}`.
 * By default only the files the server lacks are sent (upload delta, src/client/deploy/). A stream that ends
 * without `info` (or says `error`) rejects with the client's ApiError, and production is unchanged.
 */
import type { Client, DeployResult, UploadStart } from '../client/index.ts';
import type { SiteScan } from '../pack/pack.ts';
import { edgeCount, edgesBehind, type EdgeBehind } from '../protocol/instances.ts';
import type { ProgressEvent, RuleProblem } from '../protocol/types.ts';

export interface DeploySiteOptions {
  folder: string;
  domain: string;
  /** Upload a preview revision without cutting production over. */
  stage?: boolean;
  message?: string;
  /** Sent as the `x-sitepub-meta` header (JSON object of strings). */
  meta?: Record<string, string>;
  /** Extra ignore patterns (gitignore syntax) on top of the defaults and `.surgeignore`. */
  ignore?: readonly string[];
  /** Collaborators to add / remove with the deploy (`add` / `rem` headers). */
  add?: readonly string[];
  rem?: readonly string[];
  onProgress?: (event: ProgressEvent) => void;
  /** Send only files the server lacks (upload delta; default true). false: always the whole folder. */
  reuse?: boolean;
  /** Before each upload attempt: how many files and bytes it sends of the whole site. */
  onUpload?: (upload: UploadStart) => void;
  /** Cancels the upload (Ctrl-C). */
  signal?: AbortSignal;
  /** Where file digests are kept between deploys (DeployOptions.hashCache); none when undefined. */
  hashCache?: string;
  /**
   * The folder's scan, made beforehand with the same `ignore` patterns, and stamps when `hashCache` is set
   * (DeployOptions.prepared); scanned by the deploy when undefined.
   */
  scan?: SiteScan;
}

export interface DeploySummary {
  domain: string;
  revision: number;
  /** Production URL (for a staged deploy: where the site is live once cut over). */
  url: string;
  previewUrl: string;
  fileCount: number;
  size: number;
  staged: boolean;
  /**
   * Set when the deploy was overtaken (sitepub extension `info.overtaken`): a deploy to the domain that started
   * later went live first, so this one was kept as a revision and production did not move. `rev` is that newer one.
   */
  overtakenBy: number | null;
  /** Files and bytes (before compression) actually sent: fewer than the site's when the server had the rest. */
  uploadedFiles: number;
  uploadedBytes: number;
  /**
   * The edges the server listed that do not serve the new revision (the info line's `instances` not `serving`:
   * unreachable, or not synced yet); they catch up when they are back. Empty when all do or none are listed.
   */
  edgesBehind: EdgeBehind[];
  /** Edges the server listed in all. */
  edgeCount: number;
  /** The server's messages under the info line (`info.msgsBot`), e.g. that no edge serves the site yet. */
  notes: string[];
  /** Lines of the site's rule files (`_redirects`, `_headers`, `ROUTER`, `CORS`, `AUTH`) the edges do not apply
   * (`info.ruleProblems`); empty when all apply or the server does not check them. */
  ruleProblems: RuleProblem[];
}

/**
 * The production URL: from `info.urls` when the server lists it; a staged deploy's info may list only the
 * preview, so then it is the preview URL with the production host (same scheme and port).
 */
export function productionUrl(r: Pick<DeployResult, 'domain' | 'url' | 'previewUrl' | 'info'>): string {
  if ((r.info.urls ?? []).some((u) => u.domain === r.domain && u.url)) return r.url;
  try {
    const u = new URL(r.previewUrl);
    u.hostname = r.domain;
    return u.origin;
  } catch {
    return r.url;
  }
}

export async function deploySite(client: Client, o: DeploySiteOptions): Promise<DeploySummary> {
  const run = client.deploy({
    domain: o.domain,
    source: o.folder,
    stage: o.stage === true,
    ...(o.message !== undefined ? { message: o.message } : {}),
    // The message's deploy record says whether this revision went live (what rollback may return to later on a
    // server without `liveAt`: src/protocol/revisions.ts).
    record: { kind: o.stage === true ? 'preview' : 'production' },
    ...(o.meta && Object.keys(o.meta).length ? { meta: o.meta } : {}),
    ...(o.add?.length ? { add: [...o.add] } : {}),
    ...(o.rem?.length ? { rem: [...o.rem] } : {}),
    pack: { ignore: [...(o.ignore ?? [])] },
    reuse: o.reuse !== false,
    manifest: false, // the CLI prints no manifest: no md5 pass before the upload
    ...(o.hashCache ? { hashCache: o.hashCache } : {}),
    ...(o.scan ? { prepared: { scan: o.scan } } : {}),
    ...(o.onUpload ? { onUpload: o.onUpload } : {}),
    ...(o.signal ? { signal: o.signal } : {}),
    onEvent: (event) => {
      if (event.type === 'progress') o.onProgress?.(event);
    },
  });
  const r = await run.result;
  const md = r.info.metadata;
  const fileCount = r.fileCount ?? md?.publicFileCount ?? 0;
  const size = r.projectSize ?? md?.publicTotalSize ?? 0;
  return {
    domain: r.domain,
    revision: r.revision,
    url: productionUrl(r),
    previewUrl: r.previewUrl,
    fileCount,
    size,
    staged: r.staged,
    overtakenBy: overtakenOf(r.info)?.rev ?? null,
    uploadedFiles: r.uploaded?.files ?? fileCount,
    uploadedBytes: r.uploaded?.bytes ?? size,
    edgesBehind: edgesBehind(r.info.instances),
    edgeCount: edgeCount(r.info.instances),
    // The overtaken message is said by the summary line itself, not again as a note.
    notes: Array.isArray(r.info.msgsBot)
      ? r.info.msgsBot
          .map((m) => m?.msg)
          .filter((m): m is string => typeof m === 'string' && m !== '' && m !== overtakenOf(r.info)?.message)
      : [],
    ruleProblems: Array.isArray(r.info.ruleProblems) ? r.info.ruleProblems : [],
  };
}

/** `_redirects line 12: why` (line 0: the file as a whole). */
export function problemLine(p: RuleProblem): string {
  return `${p.file}${p.line > 0 ? ` line ${p.line}` : ''}: ${p.message}`;
}

/** The info line's `overtaken` (a sitepub extension), when well formed. */
function overtakenOf(info: { overtaken?: unknown }): { rev: number; message: string } | null {
  const o = info.overtaken as { rev?: unknown; message?: unknown } | undefined;
  return o && typeof o.rev === 'number' && typeof o.message === 'string'
    ? { rev: o.rev, message: o.message }
    : null;
}

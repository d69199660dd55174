/**
 * PUT /:domain — publish a folder (packed on the fly) or a ready gzip tar stream, read the NDJSON answer.
 * Success needs an `info` line; an `error` line, a `collect` line (payment required) or a stream that ends
 * without `info` fail with an ApiError that says why. Retries are attempted only when they cannot create a
 * second revision: nothing was sent yet, the server refused outright (408/429), or the revision list shows
 * no revision carrying this deploy's id (sent in `x-sitepub-meta`).
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { checkDomain } from '../protocol/domain.ts';
import type { InfoEvent, RevisionEntry } from '../protocol/types.ts';
import { PackError } from '../pack/errors.ts';
import { openArchive, scanSite, type PackOptions, type SiteScan } from '../pack/pack.ts';
import type { LocalManifest } from '../pack/manifest.ts';
import type { SkippedLink } from '../pack/walk.ts';
import { ApiError, NetworkError } from './errors.ts';
import { startEventRun, type EventRun } from './event-run.ts';
import { seg, type Http } from './http.ts';
import {
  DEPLOY_ID_META_KEY,
  counter,
  deployHeaders,
  encodeMeta,
  urlOf,
  type Body,
} from './deploy-request.ts';
import { incompleteStream, streamFailure } from './deploy-events.ts';
import type { Logger } from './logger.ts';
import { ndjsonEvents, type StreamEvent } from './ndjson.ts';
import { withRetry, type RetryOptions } from './retry.ts';

export { DEPLOY_ID_META_KEY, MAX_META_BYTES } from './deploy-request.ts';

export interface DeployOptions {
  domain: string;
  /** A folder (packed with src/pack) or a gzip tar stream whose entries share one top-level directory. */
  source: string | Readable | AsyncIterable<Uint8Array>;
  /** Required by the service for stream sources (`file-count` header); computed for folders. */
  fileCount?: number;
  /** Bytes before compression (`project-size` header); computed for folders. */
  projectSize?: number;
  message?: string;
  /** Preview only: upload and give a preview URL, production unchanged. */
  stage?: boolean;
  /** Collaborators to add / remove with this deploy. */
  add?: string[];
  rem?: string[];
  /** Force HTTPS on the project. */
  ssl?: boolean;
  /** String metadata kept with the revision (RevisionEntry.meta), e.g. `{ commit, pr, ref }`. */
  meta?: Record<string, string>;
  /** Packer options for folder sources (ignore patterns, gzip level, prefix). */
  pack?: PackOptions;
  signal?: AbortSignal;
  /** Whole-deploy timeout in ms; default none (undici's idle timeouts still apply). */
  timeoutMs?: number;
  /** Called for every event, in order, before it is yielded to iterators. */
  onEvent?: (event: StreamEvent) => void;
}

export interface DeployResult {
  domain: string;
  /** The `info` line. */
  info: InfoEvent;
  /** Revision id (epoch ms). */
  revision: number;
  /** Preview host `<rev>-<domain>`, and as a URL. */
  preview: string;
  previewUrl: string;
  /** The project's production URL (for a staged deploy: where it will be live after a cutover). */
  url: string;
  staged: boolean;
  /** The id sent in `x-sitepub-meta` under DEPLOY_ID_META_KEY. */
  deployId: string;
  fileCount: number | undefined;
  projectSize: number | undefined;
  /** Local manifest of what was packed (folder sources only). */
  manifest: LocalManifest | undefined;
  /** Symlinks and special files the packer skipped (folder sources only). */
  skipped: SkippedLink[];
  /** HTTP attempts made (1 unless retried). */
  attempts: number;
}

export interface DeployContext {
  http: Http;
  logger: Logger;
  retry: RetryOptions | false;
  version: string;
  revisions: (domain: string) => Promise<RevisionEntry[]>;
}

export function deploy(ctx: DeployContext, options: DeployOptions): EventRun<DeployResult> {
  return startEventRun(async (emit) => {
    const check = checkDomain(options.domain);
    if (!check.ok) throw new TypeError(`Invalid domain "${options.domain}": ${check.rule}.`);
    const domain = check.domain;
    const path = `/${seg(domain)}`;
    const deployId = randomUUID();
    const metaHeader = encodeMeta({ ...options.meta, [DEPLOY_ID_META_KEY]: deployId });

    let scan: SiteScan | undefined;
    let fileCount = options.fileCount;
    let projectSize = options.projectSize;
    if (typeof options.source === 'string') {
      scan = await scanSite(options.source, options.pack);
      fileCount = scan.fileCount;
      projectSize = scan.totalSize;
      for (const s of scan.skipped)
        ctx.logger.warning(`Not published: ${s.path} (${s.reason.replaceAll('-', ' ')})`);
    }
    const source = typeof options.source === 'string' ? undefined : options.source[Symbol.asyncIterator]();
    let sourceTaken = 0;
    const openBody = (): Body => {
      if (source) return { ...counter(source), manifest: undefined, dispose: () => {} };
      const archive = openArchive(scan!, options.pack);
      return {
        ...counter(archive.stream[Symbol.asyncIterator]()),
        manifest: archive.manifest,
        dispose: () => archive.stream.destroy(),
      };
    };

    const headers = deployHeaders(options, {
      version: ctx.version,
      fileCount,
      projectSize,
      meta: metaHeader,
    });

    const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
    const signal =
      options.signal && timeout ? AbortSignal.any([options.signal, timeout]) : (options.signal ?? timeout);
    let attempts = 0;
    let lastPulled = 0;

    const attempt = async (): Promise<DeployResult> => {
      try {
        return await attemptOnce();
      } catch (err) {
        // The archive failed while being sent (a file changed under the packer): say that, not "network".
        if (err instanceof NetworkError && err.cause instanceof PackError) throw err.cause;
        // Our own whole-deploy timeout is a network failure with a name; a caller's abort stays as it is.
        if (timeout?.aborted && !options.signal?.aborted && !(err instanceof ApiError)) {
          throw new NetworkError('PUT', path, timeout.reason);
        }
        throw err;
      }
    };

    const attemptOnce = async (): Promise<DeployResult> => {
      attempts++;
      const body = openBody();
      lastPulled = 0;
      try {
        const res = await ctx.http.send({
          method: 'PUT',
          path,
          raw: { body: body.stream, contentType: 'application/gzip' },
          headers,
          signal,
          timeoutMs: 0,
        });
        let info: InfoEvent | undefined;
        try {
          for await (const event of ndjsonEvents(res.body)) {
            options.onEvent?.(event);
            emit(event);
            if (event.type === 'info') info = event as InfoEvent;
            const failure = streamFailure(event, { status: res.status, path, domain });
            if (failure) throw failure;
          }
        } catch (err) {
          if (err instanceof ApiError) throw err;
          if (signal?.aborted) throw signal.reason ?? err;
          throw new NetworkError('PUT', path, err);
        }
        if (!info) throw incompleteStream(res.status, path, domain);
        const manifest = body.manifest ? await body.manifest : undefined;
        const md = info.metadata as Partial<InfoEvent['metadata']> | undefined;
        const revision = typeof md?.rev === 'number' ? md.rev : Number(md?.rev);
        const preview = typeof md?.preview === 'string' ? md.preview : `${revision}-${domain}`;
        return {
          domain,
          info,
          revision,
          preview,
          previewUrl: urlOf(info, preview),
          url: urlOf(info, domain),
          staged: !!options.stage,
          deployId,
          fileCount,
          projectSize,
          manifest,
          skipped: scan?.skipped ?? [],
          attempts,
        };
      } finally {
        lastPulled = body.pulled();
        sourceTaken += lastPulled;
        body.stream.destroy();
        body.dispose();
      }
    };

    /** May this failed attempt be repeated without risking a second revision? */
    const safeToRetry = async (err: unknown): Promise<boolean> => {
      if (source && sourceTaken > 0) {
        ctx.logger.warning(
          `Not retrying the deploy of ${domain}: its stream source was partly sent and cannot be replayed.`,
        );
        return false;
      }
      if (lastPulled === 0) return true;
      if (err instanceof ApiError && (err.status === 408 || err.status === 429)) return true;
      let revisions: RevisionEntry[];
      try {
        revisions = await ctx.revisions(domain);
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return true;
        ctx.logger.warning(
          `Not retrying the deploy of ${domain}: could not check whether the server kept it.`,
        );
        return false;
      }
      const made = revisions.find((r) => r.meta?.[DEPLOY_ID_META_KEY] === deployId);
      if (!made) return true;
      throw new ApiError({
        status: err instanceof ApiError ? err.status : 0,
        method: 'PUT',
        path,
        body: made,
        code: 'deploy-not-retried',
        message:
          `The deploy of ${domain} failed after the server had already created revision ${made.rev} from it ` +
          `(${err instanceof Error ? err.message : String(err)}), so it was not sent again. ` +
          (made.current
            ? 'That revision is live.'
            : `It is not live${options.stage ? ' (staged deploy: expected)' : ''}; cut over to it with cutover("${domain}", ${made.rev}) if wanted.`),
      });
    };

    try {
      if (ctx.retry === false) return await attempt();
      return await withRetry(attempt, ctx.retry, {
        signal,
        shouldRetry: safeToRetry,
        onRetry: (err, n, delay) =>
          ctx.logger.warning(
            `Deploy of ${domain} failed (${err instanceof Error ? err.message : String(err)}); retry ${n} after ${delay} ms.`,
          ),
      });
    } finally {
      await source?.return?.();
    }
  });
}

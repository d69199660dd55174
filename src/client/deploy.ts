/**
 * PUT /:domain — publish a folder (packed on the fly) or a ready gzip tar stream, read the NDJSON answer.
 * Success needs an `info` line; an `error` line, a `collect` line (payment required) or a stream that ends
 * without `info` fail with an ApiError that says why. Retries are attempted only when they cannot create a
 * second revision: nothing was sent yet, the server refused outright (408, a rate limit), or the revision list
 * shows no revision carrying this deploy's id (in the record at the end of its message, or in `meta`).
 * A folder is hashed first and offered to the server as an upload plan (`POST /:domain/uploads`): the archive
 * then holds only the files the server lacks. A server without plans (404/405/501) gets the whole folder, and is
 * not asked again by this Client; a plan request failing otherwise (but for credentials, permission, rate limit:
 * upload-plan.ts planFailure) gets the whole folder too; a plan refused at upload (412: expired, used) is
 * followed by one full upload. Every attempt makes a fresh plan.
 */
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { checkDomain } from '../protocol/domain.ts';
import { newDeployId, withRecord, type DeployRecord } from '../protocol/deploy-record.ts';
import type { InfoEvent, RevisionEntry } from '../protocol/types.ts';
import { isLocalFileError, PackError } from '../pack/errors.ts';
import {
  ARCHIVE_CONTENT_TYPE,
  openArchive,
  scanSite,
  type PackOptions,
  type SiteScan,
} from '../pack/pack.ts';
import { openHashCache, type HashCache } from '../pack/hash-cache.ts';
import { zstdAvailable } from '../pack/parallel-compress.ts';
import {
  hashContent,
  hashSite,
  manifestKey,
  manifestOf,
  SMALL_FILE_BYTES,
  type ContentHashes,
  type LocalManifest,
  type SiteContentHashes,
  type SiteHashes,
} from '../pack/manifest.ts';
import type { SiteFile, SkippedLink } from '../pack/walk.ts';
import { ApiError, ClientError, NetworkError } from './errors.ts';
import { startEventRun, type EventRun } from './event-run.ts';
import { headerSafe, seg, type Http } from './http.ts';
import {
  DEPLOY_ID_META_KEY,
  counter,
  deployHeaders,
  encodeMeta,
  madeBy,
  urlOf,
  type Body,
} from './deploy-request.ts';
import { incompleteStream, streamFailure } from './deploy-events.ts';
import type { Logger } from './logger.ts';
import { ndjsonEvents, type StreamEvent } from './ndjson.ts';
import { infoOf, Notes } from './normalize.ts';
import { withRetry, type RetryOptions } from './retry.ts';
import type { UploadPlan, UploadPlanFile } from './types.ts';
import {
  UPLOAD_PLAN_HEADER,
  checkPlan,
  countsOf,
  planFiles,
  planPath,
  sizeAnswer,
  sizeListing,
  planRefused,
  planFailure,
  type UploadCounts,
  type UploadStart,
} from './upload-plan.ts';

export { DEPLOY_ID_META_KEY, MAX_META_BYTES } from './deploy-request.ts';

/** A planned archive of at most this many bytes (before compression) is built in memory before it is sent. */
const PREBUILT_BYTES = 4 * 1024 * 1024;
/** A stream source is the caller's gzipped tar, as the API defines it. */
const GZIP = ARCHIVE_CONTENT_TYPE.gzip;
export type { UploadCounts, UploadStart } from './upload-plan.ts';

/** A folder, packed with src/pack; its counts are computed. */
export interface FolderSource {
  source: string;
  /** Ignored: computed from the folder. */
  fileCount?: number;
  /** Ignored: computed from the folder. */
  projectSize?: number;
}

/** A gzip tar stream whose entries share one top-level directory, with the counts the service requires. */
export interface StreamSource {
  source: Readable | AsyncIterable<Uint8Array>;
  /** The archive's files (`file-count` header). Required: deploy() rejects without it (ClientError invalid-input). */
  fileCount: number;
  /** The archive's bytes before compression (`project-size` header). Required, as fileCount. */
  projectSize: number;
}

/** deploy()'s options: a folder, or a stream with its fileCount and projectSize. */
export type DeployOptions = DeployOptionsBase & (FolderSource | StreamSource);

export interface DeployOptionsBase {
  domain: string;
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
  /**
   * What to record at the end of the deploy message (src/protocol/deploy-record.ts): kind, PR, commit, manifest
   * hash. The client always adds the deploy's id, so a retry finds its first try on any server, plain surge
   * included (the message is the one thing every server keeps and lists).
   */
  record?: Omit<DeployRecord, 'id'>;
  /** Packer options for folder sources (ignore patterns, gzip level, prefix). */
  pack?: PackOptions;
  /**
   * Folder sources: `auto` (default) compresses the archive with zstd when the server offers it in its upload
   * plan answer (sitepub servers on Node 22.15+; a third of gzip's CPU for fewer bytes) and this Node has it,
   * else with gzip; `gzip` always gzips.
   */
  compression?: 'auto' | 'gzip';
  /**
   * Folder sources: a folder where the digests of this site's files are kept between deploys (hash-cache.ts;
   * `defaultHashCacheDir()` is the CLI's), so unchanged files are not read again to list them for the upload
   * plan. Default: none (every file is read).
   */
  hashCache?: string;
  /**
   * Folder sources: send only the files whose content the server does not already hold for this account
   * (upload plan, sitepub servers; others get the whole folder). Default true; false always sends every file.
   * Ignored for stream sources.
   */
  reuse?: boolean;
  /**
   * Folder sources: a scan (same folder, same `pack` ignore options) and its hashes the caller already made,
   * e.g. the Action's local build. They are used as they are instead of walking and reading the folder again.
   */
  prepared?: { scan: SiteScan; hashes?: SiteHashes };
  /**
   * Folder sources: compute the md5 manifest of the whole site (`result.manifest`). Default true; false skips
   * every md5 (the CLI, which does not use it): less CPU before the upload starts.
   */
  manifest?: boolean;
  /** Folder sources: called before each upload attempt with what it sends. */
  onUpload?: (upload: UploadStart) => void;
  signal?: AbortSignal;
  /** Whole-deploy timeout in ms; default none (undici's idle timeouts still apply). */
  timeoutMs?: number;
  /**
   * Called for every event, in order, before it is yielded to iterators. If it throws, `.result` rejects with
   * ClientError `callback-failed` (the error as `cause`): an upload still under way is aborted (nothing is
   * published); once the upload has completed, the server's answer is read (not delivered) and the message says
   * whether it published the deploy.
   */
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
  /** This deploy's id: in the record at the end of its message, and in `x-sitepub-meta` under DEPLOY_ID_META_KEY. */
  deployId: string;
  fileCount: number | undefined;
  projectSize: number | undefined;
  /** Local manifest of the whole site, uploaded or not (folder sources only). */
  manifest: LocalManifest | undefined;
  /**
   * What the successful attempt sent: files and bytes before compression. With an upload plan, only the
   * files the server lacked; else the whole site. Stream sources: the counts given, when given.
   */
  uploaded: UploadCounts | undefined;
  /** The upload plan the successful attempt used; undefined for a full upload. */
  uploadPlan: string | undefined;
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
  /**
   * What this Client learnt about the server, kept across its deploys: `plans: false` once the server answered
   * 404/405/501 to a plan request (no upload plans: later deploys neither ask nor hash for one).
   */
  server?: { plans?: boolean };
}

export function deploy(ctx: DeployContext, options: DeployOptions): EventRun<DeployResult> {
  return startEventRun(async (emit) => {
    const check = checkDomain(options.domain);
    if (!check.ok)
      throw new ClientError('invalid-domain', `Invalid domain "${options.domain}": ${check.rule}.`);
    if (
      typeof options.source !== 'string' &&
      !(
        Number.isSafeInteger(options.fileCount) &&
        Number.isSafeInteger(options.projectSize) &&
        options.fileCount! >= 0 &&
        options.projectSize! >= 0
      )
    ) {
      throw new ClientError(
        'invalid-input',
        `deploy() of ${options.domain} from a stream needs fileCount and projectSize, whole numbers from 0 (the archive's files and ` +
          'bytes before compression, sent as the file-count and project-size headers the service requires): ' +
          'pass both, or deploy the folder instead.',
      );
    }
    const domain = check.domain;
    const path = `/${seg(domain)}`;
    const deployId = newDeployId();
    // The text as it goes on the wire (printable ASCII), then the record, so nothing strips a gap before it.
    const message = withRecord(options.message && headerSafe(options.message), {
      ...options.record,
      id: deployId,
    });
    const metaHeader = encodeMeta({ ...options.meta, [DEPLOY_ID_META_KEY]: deployId });

    let scan: SiteScan | undefined;
    let fileCount = options.fileCount;
    let projectSize = options.projectSize;
    if (typeof options.source === 'string') {
      scan =
        options.prepared?.scan ??
        (await scanSite(options.source, { ...options.pack, stamps: options.hashCache !== undefined }));
      fileCount = scan.fileCount;
      projectSize = scan.totalSize;
      for (const s of scan.skipped)
        ctx.logger.warning(`Not published: ${s.path} (${s.reason.replaceAll('-', ' ')})`);
    }
    const startedAt = Date.now();
    const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
    const signal =
      options.signal && timeout ? AbortSignal.any([options.signal, timeout]) : (options.signal ?? timeout);
    // Hashed once, if at all; each attempt asks for a fresh plan (a plan is single-use).
    const wantManifest = options.manifest !== false;
    /** The hash cache was written (once per deploy: cacheDigests). */
    let cacheSaved = false;
    /** Stops cacheDigests' pass over the large files when the deploy fails (stopHashing stops the others). */
    const cachePass = new AbortController();
    let hashes: SiteContentHashes | undefined;
    let md5s: SiteHashes | undefined;
    /** The hash pass under way (or done); stopHashing ends it early when a size-only listing made it needless. */
    let hashing: { done: Promise<void>; stop: AbortController } | undefined;
    /** Every file a hash pass got through, even one stopped early: the hash cache's pass does not read them again. */
    const hashedEarly = new Map<SiteFile, ContentHashes>();
    let cacheOpened: Promise<HashCache | undefined> | undefined;
    const openCache = (): Promise<HashCache | undefined> =>
      (cacheOpened ??= options.hashCache
        ? openHashCache(scan!.folder, options.hashCache)
        : Promise.resolve(undefined));
    const hashFolder = (): Promise<void> => {
      // Digests the caller prepared (the Action's local build) are used as they are: no second pass over the site.
      if (hashes) return Promise.resolve();
      if (hashing) return hashing.done;
      const stop = new AbortController();
      const done = (async () => {
        const cache = await openCache();
        const o = {
          signal: signal ? AbortSignal.any([signal, stop.signal]) : stop.signal,
          cache,
          onHashed: (file: SiteFile, h: ContentHashes) => hashedEarly.set(file, h),
        };
        hashes = wantManifest ? (md5s = await hashSite(scan!.files, o)) : await hashContent(scan!.files, o);
        hashedEarly.clear(); // wanted only from a pass stopped early; `hashes` has every file now
      })();
      hashing = { done, stop };
      return done;
    };
    const stopHashing = (): void => {
      if (hashes) return;
      hashing?.stop.abort();
      hashing = undefined;
    };
    /** The server answered 404/405/501 to a plan request (now or to an earlier deploy of this Client): it has
     * none (surge.sh), digests are of no use to it. */
    let noPlans = ctx.server?.plans === false;
    /** Set when the server has no plans, a plan request failed, or a plan was refused at upload (412): upload
     * every file. */
    let fullUpload = !scan || options.reuse === false || noPlans;
    if (scan && options.reuse !== false && options.prepared?.hashes) hashes = md5s = options.prepared.hashes;
    const source = typeof options.source === 'string' ? undefined : options.source[Symbol.asyncIterator]();
    let sourceTaken = 0;
    /** An upload plan answer of this deploy offered zstd (kept for a full upload after a refused plan). */
    let zstdOffered = false;
    /**
     * Whether the hash cache wants this upload's digests: the whole site goes, unhashed (nothing could be
     * reused), to a server with plans. The packer then computes the sha256 of each small file on the bytes it
     * reads anyway, instead of a second pass opening every file again once the body is sent (mdi-icons: 7,453
     * opens and reads, ~60 ms of CPU); large files are hashed by that pass, after the body, where reading them
     * again costs little beside their bytes, which hashing them while packing would add to the upload's path
     * (monaco: 702 → 758 ms when the packer hashed all). Not those the stopped pass of the question by size got
     * through before its answer (hashedEarly): most of swagger-ui's 12 MB.
     */
    const hashWhilePacking = (plan: UploadPlan | undefined): boolean =>
      !plan && !hashes && !noPlans && options.hashCache !== undefined && options.reuse !== false;
    const openBody = async (plan: UploadPlan | undefined, bytes: number): Promise<Body> => {
      if (source) return { ...counter(source), contentType: GZIP, manifest: undefined, dispose: () => {} };
      const zstd = zstdOffered && options.compression !== 'gzip' && zstdAvailable();
      const contentHashes = hashWhilePacking(plan);
      const archive = openArchive(scan!, {
        prefix: options.pack?.prefix,
        gzipLevel: options.pack?.gzipLevel,
        zstdLevel: options.pack?.zstdLevel,
        encoding: zstd ? 'zstd' : 'gzip',
        ...(plan ? { only: new Set(plan.missing) } : {}),
        // The plan's pass already has every md5 (or none is wanted): packing need not hash again.
        ...(md5s || !wantManifest ? { manifest: false } : {}),
        ...(contentHashes ? { contentHashesUpTo: SMALL_FILE_BYTES } : {}),
      });

      if (plan && bytes <= PREBUILT_BYTES) {
        // Built before the request, so it follows the headers at once: a server refusing the plan (412 before
        // reading the body) then holds the whole request, and its answer is not lost to a reset mid-write.
        const whole = await buffer(archive.stream);
        return {
          ...counter([whole][Symbol.iterator]()),
          contentType: ARCHIVE_CONTENT_TYPE[archive.encoding],
          manifest: archive.manifest,
          dispose: () => {},
        };
      }
      return {
        ...counter(archive.stream[Symbol.asyncIterator]()),
        contentType: ARCHIVE_CONTENT_TYPE[archive.encoding],
        manifest: archive.manifest,
        ...(contentHashes ? { contentHashes: archive.contentHashes } : {}),
        dispose: () => archive.stream.destroy(),
      };
    };

    /**
     * Writes the hash cache, once, after an upload body has been sent, when this process only waits for the
     * origin (its lines are built on this thread; before the upload they would delay it, and during it add to
     * the peak): the digests of the plan's pass, or the packer's, or of a pass made now; none for a server
     * without plans. A deploy never waits for it, nor fails by it.
     */
    const cacheDigests = async (packed: Promise<SiteContentHashes> | undefined): Promise<void> => {
      if (noPlans) return; // digests are of no use to a server without plans
      if (!hashes && packed) {
        const small = await packed;
        const cache = await openCache();
        const large = await hashContent(
          scan!.files.filter((f) => f.size > SMALL_FILE_BYTES && !hashedEarly.has(f)),
          { signal: signal ? AbortSignal.any([signal, cachePass.signal]) : cachePass.signal, cache },
        );
        const all: SiteContentHashes = {};
        for (const f of scan!.files) {
          const key = manifestKey(f.path);
          all[key] = small[key] ?? hashedEarly.get(f) ?? large[key]!;
        }
        hashes ??= all;
      }
      if (!hashes) await hashFolder();
      const cache = await openCache();
      if (!cache || cacheSaved) return;
      cacheSaved = true;
      await cache.save(scan!.files, hashes!);
    };

    const headers = deployHeaders(
      { ...options, message },
      {
        version: ctx.version,
        fileCount,
        projectSize,
        meta: metaHeader,
      },
    );

    let attempts = 0;
    let lastPulled = 0;
    /** Whether the last attempt named an upload plan. */
    let lastPlanned = false;

    /** The request under way (or last made): what a whole-deploy timeout names. */
    let inFlight = { method: 'PUT', path };
    /** The upload plan request, and what counts as "no plans here". */
    const askPlan = async (files: UploadPlanFile[]): Promise<unknown> => {
      inFlight = { method: 'POST', path: planPath(path) };
      try {
        return await ctx.http.call<unknown>({
          method: 'POST',
          path: planPath(path),
          what: `The deploy of ${domain} (its upload plan request, POST ${planPath(path)})`,
          json: { files },
          signal,
        });
      } catch (err) {
        const failure = planFailure(err);
        if (failure === 'fail') throw err;
        // A 400 to a listing by size alone is a server's from before such listings: sizeFirst lists the sha256s.
        if (sizeOnly(files) && err instanceof ApiError && err.status === 400) throw err;
        if (failure === 'absent') {
          ctx.logger.debug(`${planPath(path)}: no upload plans on this server; uploading every file.`);
          noPlans = true;
          if (ctx.server) ctx.server.plans = false;
        } else {
          ctx.logger.warning(
            `The upload plan request of ${domain} failed (${err instanceof Error ? err.message : String(err)}); ` +
              'uploading every file.',
          );
        }
        fullUpload = true;
        stopHashing();
        return undefined;
      }
    };
    const sizeOnly = (files: readonly UploadPlanFile[]): boolean =>
      files.every((f) => f.sha256 === undefined);

    /**
     * The folder listed by size alone while it is being hashed. When none of its sizes is that of content the
     * server holds for this account (a first deploy, new content), nothing can be reused: 'all', the whole site
     * goes at once without waiting for the hashes, and their pass stops (a hash cache gets a pass of its own once
     * the upload body is sent); likewise when the hashes were ready first. Otherwise: 'hash', the listing by sha256.
     */
    const sizeFirst = async (): Promise<'all' | 'hash'> => {
      // Asked first: the hash pass reads small files synchronously, yielding to the event loop only between
      // slices of a few milliseconds (manifest.ts), in which this request goes and its answer is read.
      const asked = askPlan(sizeListing(scan!.files));
      asked.catch(() => {}); // read below
      const hashed = hashFolder();
      hashed.catch(() => {}); // awaited by makePlan when needed
      const first = await Promise.race([
        hashed.then(
          () => null,
          () => null,
        ),
        asked.then(
          (answer) => ({ answer }),
          (error: unknown) => ({ error }),
        ),
      ]);
      // The hashes were ready first: the answer is waited for all the same (it went first, and is usually in), so
      // that a second request goes only when it says something may be reused: a plain server, or a first deploy,
      // is asked once.
      const settled =
        first ??
        (await asked.then(
          (answer) => ({ answer }),
          (error: unknown) => ({ error }),
        ));
      if ('error' in settled) {
        // A server from before size-only listings refuses them (400): the listing by sha256 follows. Any other
        // refusal is the plan's own answer (403, ...), which the full listing would get as well.
        if (!(settled.error instanceof ApiError && settled.error.status === 400)) throw settled.error;
        ctx.logger.debug(`size-only upload listing refused (${settled.error.message}); listing the sha256s`);
        return 'hash';
      }
      if (fullUpload) return 'all'; // no plans on this server
      const answer = sizeAnswer(settled.answer);
      if (!answer || answer.worthHashing.length > 0) return 'hash';
      if (answer.encodings.includes('zstd')) zstdOffered = true;
      stopHashing();
      return 'all';
    };

    /** A fresh upload plan for the folder, or undefined for a full upload (no plans, or nothing to reuse). */
    const makePlan = async (): Promise<UploadPlan | undefined> => {
      if (fullUpload) return undefined;
      // A folder deployed from here before (its digests are in the hash cache) is listed by sha256 at once: its
      // content is most likely on the server, and the pass reads only what changed.
      const deployedBefore = async () => ((await openCache())?.entries ?? 0) > 0;
      if (!hashes && !(await deployedBefore()) && (await sizeFirst()) === 'all') return undefined;
      if (fullUpload) return undefined;
      await hashFolder();
      const answer = await askPlan(planFiles(hashes!));
      if (fullUpload) return undefined;
      const plan = checkPlan(answer, hashes!);
      if (typeof plan === 'string') {
        ctx.logger.warning(`Unusable upload plan for ${domain} (${plan}); uploading every file.`);
        fullUpload = true;
        return undefined;
      }
      if (plan.encodings?.includes('zstd')) zstdOffered = true;
      return plan;
    };

    const attempt = async (): Promise<DeployResult> => {
      try {
        try {
          return await attemptOnce();
        } catch (err) {
          if (!lastPlanned || !planRefused(err)) throw err;
          // Refused before the body was read (expired, already used, server restarted): nothing was made.
          ctx.logger.warning(
            `The server refused the upload plan of ${domain} (${err.reason ?? err.message}); uploading every file.`,
          );
          fullUpload = true;
          return await attemptOnce();
        }
      } catch (err) {
        // The archive failed while being sent (a file changed under the packer, or could not be read): say that,
        // not "network".
        if (err instanceof NetworkError && (err.cause instanceof PackError || isLocalFileError(err.cause)))
          throw err.cause;
        throw timedOut(err);
      }
    };

    /** Our own whole-deploy timeout is a network failure naming the request in flight; a caller's abort stays. */
    const timedOut = (err: unknown): unknown =>
      timeout?.aborted &&
      !options.signal?.aborted &&
      !(err instanceof ApiError || err instanceof ClientError || err instanceof NetworkError)
        ? new NetworkError(inFlight.method, inFlight.path, timeout.reason)
        : err;

    const attemptOnce = async (): Promise<DeployResult> => {
      attempts++;
      lastPulled = 0;
      lastPlanned = false;
      const plan = await makePlan();
      lastPlanned = plan !== undefined;
      const uploaded: UploadCounts | undefined =
        plan && hashes
          ? countsOf(hashes, plan.missing)
          : fileCount !== undefined && projectSize !== undefined
            ? { files: fileCount, bytes: projectSize }
            : undefined;
      if (scan && uploaded)
        options.onUpload?.({
          ...uploaded,
          fileCount: scan.fileCount,
          projectSize: scan.totalSize,
          plan: plan?.id,
          attempt: attempts,
        });
      const body = await openBody(plan, uploaded?.bytes ?? Infinity);
      // The hash cache once the body is sent, when this process only waits for the origin: the digests of this
      // pass, or, when nothing was hashed (nothing could be reused), of a pass made now, for the next deploy;
      // none made for a server without plans.
      if (options.hashCache && scan && options.reuse !== false)
        body.stream.once('end', () =>
          setImmediate(() => void cacheDigests(body.contentHashes).catch(() => {})),
        );
      /** Aborts this attempt's request (upload included) when the caller's onEvent throws. */
      const stopUpload = new AbortController();
      let bodySent = false;
      body.stream.once('end', () => (bodySent = true));
      inFlight = { method: 'PUT', path };
      try {
        const res = await ctx.http.send({
          method: 'PUT',
          path,
          raw: { body: body.stream, contentType: body.contentType },
          headers: plan ? { ...headers, [UPLOAD_PLAN_HEADER]: plan.id } : headers,
          signal: signal ? AbortSignal.any([signal, stopUpload.signal]) : stopUpload.signal,
          timeoutMs: 0,
        });
        let info: InfoEvent | undefined;
        let threw: { error: unknown; event: StreamEvent } | undefined;
        /** After onEvent threw once the body was sent: the failure the server's stream ended with, if any. */
        let serverFailure: ApiError | undefined;
        try {
          for await (const event of ndjsonEvents(res.body)) {
            if (event.type === 'info') info = event;
            if (threw) {
              // The upload had completed: aborting would not stop the server, so its answer is read to tell the
              // caller what became of the deploy.
              serverFailure ??= streamFailure(event, { status: res.status, path, domain });
              continue;
            }
            try {
              options.onEvent?.(event);
            } catch (error) {
              threw = { error, event };
              if (!bodySent) break; // abort below: an upload cut short publishes nothing
              serverFailure = streamFailure(event, { status: res.status, path, domain });
              continue;
            }
            emit(event);
            const failure = streamFailure(event, { status: res.status, path, domain });
            if (failure) throw failure;
          }
        } catch (err) {
          // with `threw`, the stream broke off: callbackFailed looks the deploy up
          if (threw) {
            // what became of the deploy is looked up below
          } else if (err instanceof ApiError) throw err;
          else if (signal?.aborted) throw signal.reason ?? err;
          else throw new NetworkError('PUT', path, err);
        }
        if (threw) {
          stopUpload.abort(threw.error);
          throw await callbackFailed(threw, { info, bodySent, serverFailure });
        }
        if (!info) throw incompleteStream(res.status, path, domain);
        const notes = new Notes();
        info = infoOf(info, domain, notes);
        notes.report(ctx.logger, `The info line of the deploy of ${domain}`);
        const packed = wantManifest && body.manifest ? await body.manifest : undefined;
        // The whole site; what was packed this time is what was sent (a file may have changed since hashing).
        // Built on first read, once: most callers never read it (the Action keeps its own), and on mdi-icons'
        // 7,453 files the copy is 2 MB of heap at the end of the deploy, where a client's memory peaks.
        let manifest: LocalManifest | undefined;
        const wholeManifest = (): LocalManifest | undefined =>
          (manifest ??= md5s ? { ...manifestOf(md5s), ...packed } : packed);
        const md = info.metadata;
        const revision = typeof md.rev === 'number' ? md.rev : Number.NaN;
        const preview = typeof md.preview === 'string' ? md.preview : `${revision}-${domain}`;
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
          get manifest() {
            return wholeManifest();
          },
          uploaded,
          uploadPlan: plan?.id,
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

    /**
     * The caller's onEvent threw. Says honestly whether the deploy was published: not when the upload was cut
     * short; else as the server's info line says, or else as a revision carrying this deploy's id does (a server
     * failing the deploy may have stored it first: "revision N was stored and is live, but ...").
     */
    const callbackFailed = async (
      threw: { error: unknown; event: StreamEvent },
      at: {
        info: InfoEvent | undefined;
        bodySent: boolean;
        serverFailure: ApiError | undefined;
      },
    ): Promise<ClientError> => {
      const said = threw.error instanceof Error ? threw.error.message : String(threw.error);
      const first = `The onEvent callback threw on a "${threw.event.type}" event of the deploy of ${domain} (${said})`;
      const live = options.stage ? 'staged: not live' : 'live';
      let outcome: string;
      if (at.info) {
        const rev = (at.info.metadata as Partial<InfoEvent['metadata']> | undefined)?.rev;
        outcome =
          `; the upload had already completed, and the server published the deploy anyway ` +
          `(revision ${String(rev)}, ${live}).`;
      } else if (!at.bodySent) {
        outcome = '; the upload was aborted before it completed, so nothing was published.';
      } else {
        const failure = at.serverFailure?.message;
        const made = await ctx.revisions(domain).then(
          (revs) => ({ rev: revs.find((r) => madeBy(r, deployId)) }),
          () => null,
        );
        const failedSo = failure ? `; the server then failed the deploy (${failure})` : '';
        const completed = '; the upload had already completed';
        if (made?.rev)
          outcome =
            `${failedSo || completed}, but revision ${made.rev.rev} had been made from it ` +
            `(${made.rev.current ? 'live' : 'not live'}).`;
        else if (made)
          outcome = failure
            ? `; the server then failed the deploy, so nothing was published (${failure}).`
            : `${completed}, and no revision was made from it: nothing was published.`;
        else
          outcome =
            (failedSo || `${completed} and the server did not say whether it published the deploy`) +
            ': check the revision list of the domain before deploying again.';
      }
      return new ClientError('callback-failed', first + outcome, { cause: threw.error });
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
      // Refused outright (timeout, rate limit: answered before the archive was taken): nothing was made.
      if (err instanceof ApiError && (err.status === 408 || err.code === 'rate-limited')) return true;
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
      const made = revisions.find((r) => madeBy(r, deployId));
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
            : `It is not live${options.stage ? ' (staged deploy: expected)' : ''}; make it live with a cutover to revision ${made.rev} if wanted.`),
      });
    };

    try {
      if (ctx.retry === false) return await attempt();
      return await withRetry(attempt, ctx.retry, {
        signal,
        deadline: options.timeoutMs ? startedAt + options.timeoutMs : undefined,
        shouldRetry: safeToRetry,
        onRetry: (err, n, delay) =>
          ctx.logger.warning(
            `Deploy of ${domain} failed (${err instanceof Error ? err.message : String(err)}); retry ${n} after ${delay} ms.`,
          ),
      });
    } catch (err) {
      stopHashing(); // a pass still running for the cache
      cachePass.abort();
      throw timedOut(err);
    } finally {
      await source?.return?.();
    }
  });
}

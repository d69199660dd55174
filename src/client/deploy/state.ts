/**
 * The state of one deploy() call, shared by its steps (hash, plan, body, attempt, read-stream, retry-safety): what
 * is fixed once the options are checked, and what the steps learn and change as it goes. One object per call.
 */
import { checkDomain } from '../../protocol/domain.ts';
import { newDeployId, withRecord } from '../../protocol/deploy-record.ts';
import { scanSite, type SiteScan } from '../../pack/pack.ts';
import type { HashCache } from '../../pack/hash-cache.ts';
import type { ContentHashes, SiteContentHashes, SiteHashes } from '../../pack/manifest.ts';
import type { SiteFile } from '../../pack/walk.ts';
import { ClientError } from '../errors.ts';
import { headerSafe, seg } from '../http.ts';
import { DEPLOY_ID_META_KEY, deployHeaders, encodeMeta } from '../deploy-request.ts';
import type { DeployContext, DeployOptions } from './types.ts';

export interface DeployState {
  readonly ctx: DeployContext;
  readonly options: DeployOptions;
  /** The checked domain, and its `PUT` path. */
  readonly domain: string;
  readonly path: string;
  /** This deploy's id: in the record at the end of its message and in `x-sitepub-meta`. */
  readonly deployId: string;
  /** The folder's scan (folder sources only). */
  readonly scan: SiteScan | undefined;
  readonly fileCount: number | undefined;
  readonly projectSize: number | undefined;
  readonly startedAt: number;
  /** Our own whole-deploy timeout (options.timeoutMs), and it joined with the caller's signal. */
  readonly timeout: AbortSignal | undefined;
  readonly signal: AbortSignal | undefined;
  /** Compute the md5 manifest of the whole site (options.manifest). */
  readonly wantManifest: boolean;
  /** Headers of every `PUT` attempt (an upload plan's id is added per attempt). */
  readonly headers: Record<string, string>;
  /** A stream source's bytes, taken across attempts (undefined for a folder). */
  readonly source: AsyncIterator<Uint8Array> | undefined;

  // Hashing (hash.ts). Hashed once, if at all; each attempt asks for a fresh plan (a plan is single-use).
  hashes: SiteContentHashes | undefined;
  md5s: SiteHashes | undefined;
  /** The hash pass under way (or done); stopHashing ends it early when a size-only listing made it needless. */
  hashing: { done: Promise<void>; stop: AbortController } | undefined;
  /** Every file a hash pass got through, even one stopped early: the hash cache's pass does not read them again. */
  readonly hashedEarly: Map<SiteFile, ContentHashes>;
  cacheOpened: Promise<HashCache | undefined> | undefined;
  /** The hash cache was written (once per deploy: cacheDigests). */
  cacheSaved: boolean;
  /** Stops cacheDigests' pass over the large files when the deploy fails (stopHashing stops the others). */
  readonly cachePass: AbortController;

  // Plan and compression negotiation (plan.ts).
  /** The server answered 404/405/501 to a plan request (now or to an earlier deploy of this Client): it has
   * none (surge.sh), digests are of no use to it. */
  noPlans: boolean;
  /** Set when the server has no plans, a plan request failed, or a plan was refused at upload (412): upload
   * every file. */
  fullUpload: boolean;
  /** An upload plan answer of this deploy offered zstd (kept for a full upload after a refused plan). */
  zstdOffered: boolean;

  // Attempts (attempt.ts, retry-safety.ts).
  attempts: number;
  /** Bytes the last attempt took from its body, and from a stream source over all attempts. */
  lastPulled: number;
  sourceTaken: number;
  /** Whether the last attempt named an upload plan. */
  lastPlanned: boolean;
  /** The request under way (or last made): what a whole-deploy timeout names. */
  inFlight: { method: string; path: string };
}

/** Checks the options (ClientError invalid-domain / invalid-input) and scans a folder source. */
export async function startDeploy(ctx: DeployContext, options: DeployOptions): Promise<DeployState> {
  const check = checkDomain(options.domain);
  if (!check.ok)
    throw new ClientError('invalid-domain', `Invalid domain "${options.domain}": ${check.rule}.`);
  checkStreamCounts(options);
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
  const noPlans = ctx.server?.plans === false;
  const prepared = scan && options.reuse !== false ? options.prepared?.hashes : undefined;
  const source = typeof options.source === 'string' ? undefined : options.source[Symbol.asyncIterator]();
  const headers = deployHeaders(
    { ...options, message },
    { version: ctx.version, fileCount, projectSize, meta: metaHeader },
  );
  return {
    ctx,
    options,
    domain,
    path,
    deployId,
    scan,
    fileCount,
    projectSize,
    startedAt,
    timeout,
    signal,
    wantManifest: options.manifest !== false,
    headers,
    source,
    hashes: prepared,
    md5s: prepared,
    hashing: undefined,
    hashedEarly: new Map(),
    cacheOpened: undefined,
    cacheSaved: false,
    cachePass: new AbortController(),
    noPlans,
    fullUpload: !scan || options.reuse === false || noPlans,
    zstdOffered: false,
    attempts: 0,
    lastPulled: 0,
    sourceTaken: 0,
    lastPlanned: false,
    inFlight: { method: 'PUT', path },
  };
}

/** A stream source needs its fileCount and projectSize (the headers the service requires). */
function checkStreamCounts(options: DeployOptions): void {
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
}

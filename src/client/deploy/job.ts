/**
 * What one deploy() call is, fixed once its options are checked and its folder scanned: the domain, the id, the
 * headers, the signal. Read by every step, changed by none; what the steps find out they return (negotiate.ts,
 * attempt.ts), and the folder's digests live in hash.ts's FolderHashing.
 */
import { checkDomain } from '../../protocol/domain.ts';
import { newDeployId, withRecord } from '../../protocol/deploy-record.ts';
import { scanSite, type SiteScan } from '../../pack/pack.ts';
import { ClientError } from '../errors.ts';
import { headerSafe, seg } from '../http.ts';
import { DEPLOY_ID_META_KEY, deployHeaders, encodeMeta } from '../deploy-request.ts';
import type { DeployContext, DeployOptions } from './types.ts';

export interface DeployJob {
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
  /** Headers of every `PUT` attempt (an upload delta's id is added per attempt). */
  readonly headers: Record<string, string>;
  /** A stream source's bytes, taken across attempts (undefined for a folder). */
  readonly source: AsyncIterator<Uint8Array> | undefined;
}

/** Checks the options (ClientError invalid-domain / invalid-input) and scans a folder source. */
export async function prepare(ctx: DeployContext, options: DeployOptions): Promise<DeployJob> {
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
  const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
  return {
    ctx,
    options,
    domain,
    path,
    deployId,
    scan,
    fileCount,
    projectSize,
    startedAt: Date.now(),
    timeout,
    signal:
      options.signal && timeout ? AbortSignal.any([options.signal, timeout]) : (options.signal ?? timeout),
    wantManifest: options.manifest !== false,
    headers: deployHeaders(
      { ...options, message },
      { version: ctx.version, fileCount, projectSize, meta: metaHeader },
    ),
    source: typeof options.source === 'string' ? undefined : options.source[Symbol.asyncIterator](),
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

/**
 * One deploy attempt: its negotiation (negotiate.ts), the body, the `PUT`, its answer read, the result. A delta
 * refused at upload (412) is followed by one full upload within the same attempt. Returns what happened, failure
 * included, with what the retry decision needs (retry-verdict.ts): the bytes taken from the body, the verdict.
 */
import type { InfoEvent } from '../../protocol/types.ts';
import { isLocalFileError, PackError } from '../../pack/errors.ts';
import { manifestOf, type LocalManifest } from '../../pack/manifest.ts';
import { ApiError, ClientError, NetworkError } from '../errors.ts';
import { urlOf, type Body } from '../deploy-request.ts';
import type { StreamEvent } from '../ndjson.ts';
import { infoOf, Notes } from '../normalize.ts';
import {
  UPLOAD_DELTA_HEADER,
  countsOf,
  deltaRefused,
  type UploadCounts,
  type UploadDelta,
} from '../upload-delta.ts';
import { openBody } from './body.ts';
import type { FolderHashing } from './hash.ts';
import type { DeployJob } from './job.ts';
import { negotiate, type Negotiated, type Negotiation, type RequestRef } from './negotiate.ts';
import { readAnswer } from './read-stream.ts';
import type { DeployResult } from './types.ts';

/** What one attempt needs besides the job. */
export interface AttemptInput extends Negotiation {
  emit: (event: StreamEvent) => void;
  /** `PUT`s made before this attempt (a refused delta's full upload counts as one more). */
  puts: number;
}

/** What one attempt did: its result or its error, the verdict it ended with, its `PUT`s and bytes taken. */
export type Attempted = ({ ok: true; result: DeployResult } | { ok: false; error: unknown }) & {
  /** The negotiation it ended with (`known` if it failed before one): the next attempt's `known`. */
  negotiated: Negotiated | undefined;
  puts: number;
  /** Bytes its last `PUT` took from its body. */
  pulled: number;
  /** Bytes all its `PUT`s took (a stream source cannot give them again). */
  taken: number;
};

export async function attempt(job: DeployJob, a: AttemptInput): Promise<Attempted> {
  const facts = { negotiated: a.known, puts: 1, pulled: 0, taken: 0 };
  const put = (n: Negotiated): Promise<DeployResult> => {
    facts.negotiated = n;
    facts.pulled = 0;
    return send(job, a, n, a.puts + facts.puts, (bytes) => {
      facts.pulled = bytes;
      facts.taken += bytes;
    });
  };
  try {
    const first = await negotiate(job, a);
    try {
      return { ok: true, result: await put(first), ...facts };
    } catch (err) {
      if (first.kind !== 'delta' || !deltaRefused(err)) throw err;
      // Refused before the body was read (expired, already used, server restarted): nothing was made.
      job.ctx.logger.warning(
        `The server refused the upload plan of ${job.domain} (${err.reason ?? err.message}); uploading every file.`,
      );
      facts.puts++;
      return { ok: true, result: await put({ kind: 'full', reason: 'refused', zstd: first.zstd }), ...facts };
    }
  } catch (error) {
    return { ok: false, error, ...facts };
  }
}

/**
 * Pure: the error an attempt's failure is reported as. The archive failed while being sent (a file changed
 * under the packer, or could not be read): that, not "network". Our own whole-deploy timeout: a network failure
 * naming the request in flight (`at`); a caller's abort stays as it is.
 */
export function attemptError(
  job: Pick<DeployJob, 'timeout' | 'options'>,
  err: unknown,
  at: RequestRef,
): unknown {
  if (err instanceof NetworkError && (err.cause instanceof PackError || isLocalFileError(err.cause)))
    return err.cause;
  return timedOut(job, err, at);
}

/** Pure: our own whole-deploy timeout is a network failure naming the request in flight; a caller's abort stays. */
export function timedOut(job: Pick<DeployJob, 'timeout' | 'options'>, err: unknown, at: RequestRef): unknown {
  return job.timeout?.aborted &&
    !job.options.signal?.aborted &&
    !(err instanceof ApiError || err instanceof ClientError || err instanceof NetworkError)
    ? new NetworkError(at.method, at.path, job.timeout.reason)
    : err;
}

/** The `PUT` of one negotiated upload, numbered `number` among the deploy's; `onPulled` gets the bytes taken. */
async function send(
  job: DeployJob,
  a: AttemptInput,
  negotiated: Negotiated,
  number: number,
  onPulled: (bytes: number) => void,
): Promise<DeployResult> {
  const { options, scan } = job;
  const delta = negotiated.kind === 'delta' ? negotiated.delta : undefined;
  const uploaded = uploadedBy(job, a.hashing, delta);
  if (scan && uploaded)
    options.onUpload?.({
      ...uploaded,
      fileCount: scan.fileCount,
      projectSize: scan.totalSize,
      plan: delta?.id,
      attempt: number,
    });
  const body = await openBody(job, a.hashing, negotiated, uploaded?.bytes ?? Infinity);
  // The hash cache once the body is sent, when this process only waits for the origin: the digests of this
  // pass, or, when nothing was hashed (nothing could be reused), of a pass made now, for the next deploy;
  // none made for a server without deltas.
  const { hashing } = a;
  if (options.hashCache && hashing && options.reuse !== false && !noDeltas(negotiated))
    body.stream.once('end', () =>
      setImmediate(() => void hashing.saveCache(body.contentHashes).catch(() => {})),
    );
  /** Aborts this attempt's request (upload included) when the caller's onEvent throws. */
  const stopUpload = new AbortController();
  let bodySent = false;
  body.stream.once('end', () => (bodySent = true));
  a.onRequest({ method: 'PUT', path: job.path });
  try {
    const res = await job.ctx.http.send({
      method: 'PUT',
      path: job.path,
      raw: { body: body.stream, contentType: body.contentType },
      headers: delta ? { ...job.headers, [UPLOAD_DELTA_HEADER]: delta.id } : job.headers,
      signal: job.signal ? AbortSignal.any([job.signal, stopUpload.signal]) : stopUpload.signal,
      timeoutMs: 0,
    });
    const info = await readAnswer(job, res, a.emit, { sent: () => bodySent, stop: stopUpload });
    return await resultOf(job, { raw: info, delta, uploaded, body, hashing, number });
  } finally {
    onPulled(body.pulled());
    body.stream.destroy();
    body.dispose();
  }
}

/** Pure: the server has no upload deltas (digests are of no use to it). */
export const noDeltas = (n: Negotiated): boolean => n.kind === 'full' && n.reason === 'unsupported';

/** What the attempt sends: the delta's missing files, or the whole site (a stream: the counts given). */
function uploadedBy(
  job: DeployJob,
  hashing: FolderHashing | undefined,
  delta: UploadDelta | undefined,
): UploadCounts | undefined {
  if (delta && hashing?.hashes) return countsOf(hashing.hashes, delta.missing);
  if (job.fileCount !== undefined && job.projectSize !== undefined)
    return { files: job.fileCount, bytes: job.projectSize };
  return undefined;
}

/** The deploy's result from the server's `info` line (normalised, notes logged). */
async function resultOf(
  job: DeployJob,
  sent: {
    raw: InfoEvent;
    delta: UploadDelta | undefined;
    uploaded: UploadCounts | undefined;
    body: Body;
    hashing: FolderHashing | undefined;
    number: number;
  },
): Promise<DeployResult> {
  const { domain } = job;
  const notes = new Notes();
  const info = infoOf(sent.raw, domain, notes);
  notes.report(job.ctx.logger, `The info line of the deploy of ${domain}`);
  const packed = job.wantManifest && sent.body.manifest ? await sent.body.manifest : undefined;
  // The whole site; what was packed this time is what was sent (a file may have changed since hashing).
  // Built on first read, once: most callers never read it (the Action keeps its own), and on mdi-icons'
  // 7,453 files the copy is 2 MB of heap at the end of the deploy, where a client's memory peaks.
  let manifest: LocalManifest | undefined;
  const wholeManifest = (): LocalManifest | undefined => {
    const md5s = sent.hashing?.md5s;
    return (manifest ??= md5s ? { ...manifestOf(md5s), ...packed } : packed);
  };
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
    staged: !!job.options.stage,
    deployId: job.deployId,
    fileCount: job.fileCount,
    projectSize: job.projectSize,
    get manifest() {
      return wholeManifest();
    },
    uploaded: sent.uploaded,
    uploadPlan: sent.delta?.id,
    skipped: job.scan?.skipped ?? [],
    attempts: sent.number,
  };
}

/**
 * One deploy attempt: a fresh upload plan, the body, the `PUT`, its answer read, the result. A plan refused at
 * upload (412) is followed by one full upload within the same attempt.
 */
import type { InfoEvent } from '../../protocol/types.ts';
import { isLocalFileError, PackError } from '../../pack/errors.ts';
import { manifestOf, type LocalManifest } from '../../pack/manifest.ts';
import { ApiError, ClientError, NetworkError } from '../errors.ts';
import { urlOf, type Body } from '../deploy-request.ts';
import type { StreamEvent } from '../ndjson.ts';
import { infoOf, Notes } from '../normalize.ts';
import type { UploadPlan } from '../../protocol/api.ts';
import { UPLOAD_PLAN_HEADER, countsOf, planRefused, type UploadCounts } from '../upload-plan.ts';
import { openBody } from './body.ts';
import { cacheDigests } from './hash.ts';
import { makePlan } from './plan.ts';
import { readAnswer } from './read-stream.ts';
import type { DeployState } from './state.ts';
import type { DeployResult } from './types.ts';

type Emit = (event: StreamEvent) => void;

export async function attempt(s: DeployState, emit: Emit): Promise<DeployResult> {
  try {
    try {
      return await attemptOnce(s, emit);
    } catch (err) {
      if (!s.lastPlanned || !planRefused(err)) throw err;
      // Refused before the body was read (expired, already used, server restarted): nothing was made.
      s.ctx.logger.warning(
        `The server refused the upload plan of ${s.domain} (${err.reason ?? err.message}); uploading every file.`,
      );
      s.fullUpload = true;
      return await attemptOnce(s, emit);
    }
  } catch (err) {
    // The archive failed while being sent (a file changed under the packer, or could not be read): say that,
    // not "network".
    if (err instanceof NetworkError && (err.cause instanceof PackError || isLocalFileError(err.cause)))
      throw err.cause;
    throw timedOut(s, err);
  }
}

/** Our own whole-deploy timeout is a network failure naming the request in flight; a caller's abort stays. */
export function timedOut(s: DeployState, err: unknown): unknown {
  return s.timeout?.aborted &&
    !s.options.signal?.aborted &&
    !(err instanceof ApiError || err instanceof ClientError || err instanceof NetworkError)
    ? new NetworkError(s.inFlight.method, s.inFlight.path, s.timeout.reason)
    : err;
}

async function attemptOnce(s: DeployState, emit: Emit): Promise<DeployResult> {
  s.attempts++;
  s.lastPulled = 0;
  s.lastPlanned = false;
  const plan = await makePlan(s);
  s.lastPlanned = plan !== undefined;
  const uploaded = uploadedBy(s, plan);
  if (s.scan && uploaded)
    s.options.onUpload?.({
      ...uploaded,
      fileCount: s.scan.fileCount,
      projectSize: s.scan.totalSize,
      plan: plan?.id,
      attempt: s.attempts,
    });
  const body = await openBody(s, plan, uploaded?.bytes ?? Infinity);
  // The hash cache once the body is sent, when this process only waits for the origin: the digests of this
  // pass, or, when nothing was hashed (nothing could be reused), of a pass made now, for the next deploy;
  // none made for a server without plans.
  if (s.options.hashCache && s.scan && s.options.reuse !== false)
    body.stream.once('end', () =>
      setImmediate(() => void cacheDigests(s, body.contentHashes).catch(() => {})),
    );
  /** Aborts this attempt's request (upload included) when the caller's onEvent throws. */
  const stopUpload = new AbortController();
  let bodySent = false;
  body.stream.once('end', () => (bodySent = true));
  s.inFlight = { method: 'PUT', path: s.path };
  try {
    const res = await s.ctx.http.send({
      method: 'PUT',
      path: s.path,
      raw: { body: body.stream, contentType: body.contentType },
      headers: plan ? { ...s.headers, [UPLOAD_PLAN_HEADER]: plan.id } : s.headers,
      signal: s.signal ? AbortSignal.any([s.signal, stopUpload.signal]) : stopUpload.signal,
      timeoutMs: 0,
    });
    const info = await readAnswer(s, res, emit, { sent: () => bodySent, stop: stopUpload });
    return await resultOf(s, info, plan, uploaded, body);
  } finally {
    s.lastPulled = body.pulled();
    s.sourceTaken += s.lastPulled;
    body.stream.destroy();
    body.dispose();
  }
}

/** What the attempt sends: the plan's missing files, or the whole site (a stream: the counts given). */
function uploadedBy(s: DeployState, plan: UploadPlan | undefined): UploadCounts | undefined {
  if (plan && s.hashes) return countsOf(s.hashes, plan.missing);
  if (s.fileCount !== undefined && s.projectSize !== undefined)
    return { files: s.fileCount, bytes: s.projectSize };
  return undefined;
}

/** The deploy's result from the server's `info` line (normalised, notes logged). */
async function resultOf(
  s: DeployState,
  raw: InfoEvent,
  plan: UploadPlan | undefined,
  uploaded: UploadCounts | undefined,
  body: Body,
): Promise<DeployResult> {
  const { domain } = s;
  const notes = new Notes();
  const info = infoOf(raw, domain, notes);
  notes.report(s.ctx.logger, `The info line of the deploy of ${domain}`);
  const packed = s.wantManifest && body.manifest ? await body.manifest : undefined;
  // The whole site; what was packed this time is what was sent (a file may have changed since hashing).
  // Built on first read, once: most callers never read it (the Action keeps its own), and on mdi-icons'
  // 7,453 files the copy is 2 MB of heap at the end of the deploy, where a client's memory peaks.
  let manifest: LocalManifest | undefined;
  const wholeManifest = (): LocalManifest | undefined =>
    (manifest ??= s.md5s ? { ...manifestOf(s.md5s), ...packed } : packed);
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
    staged: !!s.options.stage,
    deployId: s.deployId,
    fileCount: s.fileCount,
    projectSize: s.projectSize,
    get manifest() {
      return wholeManifest();
    },
    uploaded,
    uploadPlan: plan?.id,
    skipped: s.scan?.skipped ?? [],
    attempts: s.attempts,
  };
}

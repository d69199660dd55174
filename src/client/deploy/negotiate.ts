/**
 * What one attempt uploads: an upload delta (`POST /:domain/uploads`, upload-delta.ts), the files the server
 * lacks, or the whole site, and whether the server offered zstd. Asked by size first, before any file is read,
 * then by sha256 when something may be reused. Returns its verdict; the next attempt gets it back as
 * `known` (a full upload for a lasting reason stays one).
 */
import { ApiError } from '../errors.ts';
import { Notes } from '../normalize.ts';
import {
  checkDelta,
  deltaFailure,
  deltaFiles,
  deltaPath,
  sizeAnswer,
  sizeListing,
  type UploadDelta,
  type UploadDeltaFile,
} from '../upload-delta.ts';
import type { FolderHashing } from './hash.ts';
import type { DeployJob } from './job.ts';

/** Why an attempt uploads every file. */
export type FullReason =
  /** a stream source: its bytes are the caller's archive */
  | 'stream'
  /** DeployOptions.reuse false */
  | 'reuse-off'
  /** the server has no upload deltas (404/405/501, now or to an earlier deploy of this Client) */
  | 'unsupported'
  /** the delta request failed otherwise (upload-delta.ts deltaFailure `fallback`) */
  | 'failed'
  /** the answer could not be used (checkDelta) */
  | 'unusable'
  /** the listing by size said no content could be reused (a first deploy): the site goes unhashed */
  | 'nothing-to-reuse'
  /** the server refused the delta at upload (412) */
  | 'refused';

export type Negotiated =
  { kind: 'delta'; delta: UploadDelta; zstd: boolean } | { kind: 'full'; reason: FullReason; zstd: boolean };

/** A request the deploy makes, as a whole-deploy timeout names it. */
export interface RequestRef {
  method: string;
  path: string;
}

/** What negotiate() needs besides the job: the folder's digests, the last verdict, who to tell of a request. */
export interface Negotiation {
  hashing: FolderHashing | undefined;
  known: Negotiated | undefined;
  onRequest: (request: RequestRef) => void;
}

/**
 * Pure: the verdict that needs no request, or undefined. A full upload for a reason that outlasts an attempt
 * (no deltas on this server, a failed or unusable answer, a refused delta) stays one; a zstd offer is kept.
 */
export function knownVerdict(
  job: Pick<DeployJob, 'scan' | 'options' | 'ctx'>,
  known: Negotiated | undefined,
): Negotiated | undefined {
  const zstd = known?.zstd ?? false;
  if (!job.scan) return { kind: 'full', reason: 'stream', zstd };
  if (job.options.reuse === false) return { kind: 'full', reason: 'reuse-off', zstd };
  if (job.ctx.server?.deltas === false) return { kind: 'full', reason: 'unsupported', zstd };
  if (known?.kind === 'full' && known.reason !== 'nothing-to-reuse') return known;
  return undefined;
}

/** The upload delta of one attempt, or a full upload and why. */
export async function negotiate(job: DeployJob, n: Negotiation): Promise<Negotiated> {
  const known = knownVerdict(job, n.known);
  if (known || !n.hashing) return known ?? { kind: 'full', reason: 'stream', zstd: false };
  const { hashing } = n;
  const zstd = n.known?.zstd ?? false;
  // A folder deployed from here before (its digests are in the hash cache) is listed by sha256 at once: its
  // content is most likely on the server, and the pass reads only what changed.
  const deployedBefore = async () => ((await hashing.openCache())?.entries ?? 0) > 0;
  if (!hashing.hashes && !(await deployedBefore())) {
    const first = await sizeFirst(job, n, zstd);
    if (first !== 'hash') return first;
  }
  const hashes = await hashing.hash();
  const asked = await askDelta(job, n, deltaFiles(hashes));
  if (!('answer' in asked)) return { kind: 'full', reason: asked.full, zstd };
  const notes = new Notes();
  const delta = checkDelta(asked.answer, hashes, notes);
  notes.report(job.ctx.logger, `The upload plan of ${job.domain}`);
  if (typeof delta === 'string') {
    job.ctx.logger.warning(`Unusable upload plan for ${job.domain} (${delta}); uploading every file.`);
    return { kind: 'full', reason: 'unusable', zstd };
  }
  return { kind: 'delta', delta, zstd: zstd || !!delta.encodings?.includes('zstd') };
}

/** The delta request's answer, or why the deploy uploads every file (credentials, permission: thrown). */
async function askDelta(
  job: DeployJob,
  n: Negotiation,
  files: UploadDeltaFile[],
): Promise<{ answer: unknown } | { full: 'unsupported' | 'failed' }> {
  const { ctx, path, domain } = job;
  n.onRequest({ method: 'POST', path: deltaPath(path) });
  try {
    return {
      answer: await ctx.http.call<unknown>({
        method: 'POST',
        path: deltaPath(path),
        what: `The deploy of ${domain} (its upload plan request, POST ${deltaPath(path)})`,
        json: { files },
        signal: job.signal,
      }),
    };
  } catch (err) {
    const failure = deltaFailure(err);
    if (failure === 'fail') throw err;
    // A 400 to a listing by size alone is a server's from before such listings: sizeFirst lists the sha256s.
    if (files.every((f) => f.sha256 === undefined) && err instanceof ApiError && err.status === 400)
      throw err;
    if (failure === 'absent') {
      ctx.logger.debug(`${deltaPath(path)}: no upload plans on this server; uploading every file.`);
      if (ctx.server) ctx.server.deltas = false;
    } else {
      ctx.logger.warning(
        `The upload plan request of ${domain} failed (${err instanceof Error ? err.message : String(err)}); ` +
          'uploading every file.',
      );
    }
    return { full: failure === 'absent' ? 'unsupported' : 'failed' };
  }
}

/**
 * The folder listed by size alone, before any file is read. When none of its sizes is that of content the server
 * holds for this account (a first deploy, new content), nothing can be reused: a full upload, the site unhashed
 * (a hash cache gets its digests from the packer, on the bytes it reads anyway). Otherwise: 'hash', the pass,
 * then the listing by sha256. Hashing while the question is out would cost a first deploy a read and a digest
 * of every file on the cores the server needs to answer it (figures: docs/bench.md).
 */
async function sizeFirst(job: DeployJob, n: Negotiation, zstd: boolean): Promise<'hash' | Negotiated> {
  let asked: Awaited<ReturnType<typeof askDelta>>;
  try {
    asked = await askDelta(job, n, sizeListing(job.scan!.files));
  } catch (err) {
    // A server from before size-only listings refuses them (400): the listing by sha256 follows. Any other
    // refusal is the delta's own answer (403, ...), which the full listing would get as well.
    if (!(err instanceof ApiError && err.status === 400)) throw err;
    job.ctx.logger.debug(`size-only upload listing refused (${err.message}); listing the sha256s`);
    return 'hash';
  }
  if (!('answer' in asked)) return { kind: 'full', reason: asked.full, zstd }; // no deltas here
  const answer = sizeAnswer(asked.answer);
  if (!answer || answer.worthHashing.length > 0) return 'hash';
  return { kind: 'full', reason: 'nothing-to-reuse', zstd: zstd || answer.encodings.includes('zstd') };
}

/**
 * PUT /:domain — publish a folder (packed on the fly) or a ready gzip tar stream, read the NDJSON answer.
 * Success needs an `info` line; an `error` line, a `collect` line (payment required) or a stream that ends
 * without `info` fail with an ApiError that says why. Retries are attempted only when they cannot create a
 * second revision: nothing was sent yet, the server refused outright (408, a rate limit), or the revision list
 * shows no revision carrying this deploy's id (in the record at the end of its message, or in `meta`).
 * A folder is hashed first and offered to the server for an upload delta (the API's upload plan, `POST
 * /:domain/uploads`): the archive then holds only the files the server lacks. A server without deltas
 * (404/405/501) gets the whole folder, and is not asked again by this Client; a delta request failing otherwise
 * (but for credentials, permission, rate limit: upload-delta.ts deltaFailure) gets the whole folder too; a delta
 * refused at upload (412: expired, used) is followed by one full upload. Every attempt asks for a fresh delta.
 */
import type { EventRun } from '../event-run.ts';
import { startEventRun } from '../event-run.ts';
import { withRetry } from '../retry.ts';
import { attempt, attemptError, timedOut, type Attempted } from './attempt.ts';
import { FolderHashing } from './hash.ts';
import { prepare } from './job.ts';
import type { RequestRef } from './negotiate.ts';
import { safeToRetry } from './retry-verdict.ts';
import type { DeployContext, DeployOptions, DeployResult } from './types.ts';

export { DEPLOY_ID_META_KEY, MAX_META_BYTES } from '../deploy-request.ts';
export type { UploadCounts, UploadStart } from '../upload-delta.ts';
export type {
  DeployContext,
  DeployOptions,
  DeployOptionsBase,
  DeployResult,
  FolderSource,
  StreamSource,
} from './types.ts';

/**
 * The steps, each a module of this folder returning what it found: job.ts (check the options, scan the folder:
 * the DeployJob every step reads), hash.ts (the folder's digests, FolderHashing), then per attempt attempt.ts:
 * negotiate.ts (upload delta or full upload, and why), body.ts, read-stream.ts (explain.ts when onEvent throws);
 * between attempts retry-verdict.ts. What one attempt learnt (its negotiation, the bytes it took) is handed to
 * the next here.
 */
export function deploy(ctx: DeployContext, options: DeployOptions): EventRun<DeployResult> {
  return startEventRun(async (emit) => {
    const job = await prepare(ctx, options);
    const { scan } = job;
    const prepared = scan && options.reuse !== false ? options.prepared?.hashes : undefined;
    const hashing = scan ? new FolderHashing(job, scan, prepared) : undefined;
    /** The request under way (or last made): what a whole-deploy timeout names. */
    let at: RequestRef = { method: 'PUT', path: job.path };
    let last: Attempted | undefined;
    /** `PUT`s made, and the bytes taken from a stream source, over all attempts. */
    let puts = 0;
    let taken = 0;
    const once = async (): Promise<DeployResult> => {
      last = await attempt(job, {
        hashing,
        known: last?.negotiated,
        onRequest: (request) => (at = request),
        emit,
        puts,
      });
      puts += last.puts;
      taken += last.taken;
      if (!last.ok) throw attemptError(job, last.error, at);
      return last.result;
    };
    try {
      if (ctx.retry === false) return await once();
      return await withRetry(once, ctx.retry, {
        signal: job.signal,
        deadline: options.timeoutMs ? job.startedAt + options.timeoutMs : undefined,
        shouldRetry: (err) =>
          safeToRetry(job, { stream: job.source !== undefined, pulled: last?.pulled ?? 0, taken }, err),
        onRetry: (err, n, delay) =>
          ctx.logger.warning(
            `Deploy of ${job.domain} failed (${err instanceof Error ? err.message : String(err)}); retry ${n} after ${delay} ms.`,
          ),
      });
    } catch (err) {
      hashing?.abort();
      throw timedOut(job, err, at);
    } finally {
      await job.source?.return?.();
    }
  });
}

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
import type { EventRun } from './event-run.ts';
import { startEventRun } from './event-run.ts';
import { withRetry } from './retry.ts';
import { attempt, timedOut } from './deploy/attempt.ts';
import { stopHashing } from './deploy/hash.ts';
import { safeToRetry } from './deploy/retry-safety.ts';
import { startDeploy } from './deploy/state.ts';
import type { DeployContext, DeployOptions, DeployResult } from './deploy/types.ts';

export { DEPLOY_ID_META_KEY, MAX_META_BYTES } from './deploy-request.ts';
export type { UploadCounts, UploadStart } from './upload-plan.ts';
export type {
  DeployContext,
  DeployOptions,
  DeployOptionsBase,
  DeployResult,
  FolderSource,
  StreamSource,
} from './deploy/types.ts';

/**
 * The steps, each in src/client/deploy/: state.ts (check the options, scan the folder: the state object every
 * step shares), then per attempt attempt.ts with plan.ts (upload plan, hash.ts), body.ts, read-stream.ts
 * (explain.ts when onEvent throws); between attempts retry-safety.ts.
 */
export function deploy(ctx: DeployContext, options: DeployOptions): EventRun<DeployResult> {
  return startEventRun(async (emit) => {
    const s = await startDeploy(ctx, options);
    try {
      if (ctx.retry === false) return await attempt(s, emit);
      return await withRetry(() => attempt(s, emit), ctx.retry, {
        signal: s.signal,
        deadline: options.timeoutMs ? s.startedAt + options.timeoutMs : undefined,
        shouldRetry: (err) => safeToRetry(s, err),
        onRetry: (err, n, delay) =>
          ctx.logger.warning(
            `Deploy of ${s.domain} failed (${err instanceof Error ? err.message : String(err)}); retry ${n} after ${delay} ms.`,
          ),
      });
    } catch (err) {
      stopHashing(s); // a pass still running for the cache
      s.cachePass.abort();
      throw timedOut(s, err);
    } finally {
      await s.source?.return?.();
    }
  });
}

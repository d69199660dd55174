/**
 * Whether a failed deploy attempt may be repeated without risking a second revision: nothing was sent yet, the
 * server refused outright (408, a rate limit), or the revision list shows no revision carrying this deploy's id.
 * When one does, the deploy fails with ApiError `deploy-not-retried` naming it. The verdicts are pure
 * (retryVerdict, madeVerdict); safeToRetry adds the one request, the revision list.
 */
import type { RevisionEntry } from '../../protocol/types.ts';
import { ApiError } from '../errors.ts';
import { madeBy } from '../deploy-request.ts';
import type { DeployJob } from './job.ts';

/** What the attempts so far did that matters to a retry. */
export interface AttemptFacts {
  /** A stream source (its bytes cannot be read again). */
  stream: boolean;
  /** Bytes the last attempt took from its body, and all attempts from a stream source. */
  pulled: number;
  taken: number;
}

/** Retry, don't (and say why), or look in the revision list first. */
export type RetryVerdict = { retry: true } | { retry: false; warning: string } | { retry: 'unless-made' };

/** Pure: the verdict from what was sent and the error. */
export function retryVerdict(domain: string, facts: AttemptFacts, err: unknown): RetryVerdict {
  if (facts.stream && facts.taken > 0)
    return {
      retry: false,
      warning: `Not retrying the deploy of ${domain}: its stream source was partly sent and cannot be replayed.`,
    };
  if (facts.pulled === 0) return { retry: true };
  // Refused outright (timeout, rate limit: answered before the archive was taken): nothing was made.
  if (err instanceof ApiError && (err.status === 408 || err.code === 'rate-limited')) return { retry: true };
  return { retry: 'unless-made' };
}

/** Pure: retry when no listed revision was made by this deploy; else the `deploy-not-retried` error naming it. */
export function madeVerdict(
  job: Pick<DeployJob, 'domain' | 'path' | 'deployId' | 'options'>,
  revisions: readonly RevisionEntry[],
  err: unknown,
): true | ApiError {
  const made = revisions.find((r) => madeBy(r, job.deployId));
  if (!made) return true;
  return new ApiError({
    status: err instanceof ApiError ? err.status : 0,
    method: 'PUT',
    path: job.path,
    body: made,
    code: 'deploy-not-retried',
    message:
      `The deploy of ${job.domain} failed after the server had already created revision ${made.rev} from it ` +
      `(${err instanceof Error ? err.message : String(err)}), so it was not sent again. ` +
      (made.current
        ? 'That revision is live.'
        : `It is not live${job.options.stage ? ' (staged deploy: expected)' : ''}; make it live with a cutover to revision ${made.rev} if wanted.`),
  });
}

export async function safeToRetry(job: DeployJob, facts: AttemptFacts, err: unknown): Promise<boolean> {
  const { ctx, domain } = job;
  const verdict = retryVerdict(domain, facts, err);
  if (verdict.retry === false) ctx.logger.warning(verdict.warning);
  if (verdict.retry !== 'unless-made') return verdict.retry;
  let revisions: RevisionEntry[];
  try {
    revisions = await ctx.revisions(domain);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return true;
    ctx.logger.warning(`Not retrying the deploy of ${domain}: could not check whether the server kept it.`);
    return false;
  }
  const made = madeVerdict(job, revisions, err);
  if (made === true) return true;
  throw made;
}

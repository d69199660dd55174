/**
 * Whether a failed deploy attempt may be repeated without risking a second revision: nothing was sent yet, the
 * server refused outright (408, a rate limit), or the revision list shows no revision carrying this deploy's id.
 * When one does, the deploy fails with ApiError `deploy-not-retried` naming it.
 */
import type { RevisionEntry } from '../../protocol/types.ts';
import { ApiError } from '../errors.ts';
import { madeBy } from '../deploy-request.ts';
import type { DeployState } from './state.ts';

export async function safeToRetry(s: DeployState, err: unknown): Promise<boolean> {
  const { ctx, domain } = s;
  if (s.source && s.sourceTaken > 0) {
    ctx.logger.warning(
      `Not retrying the deploy of ${domain}: its stream source was partly sent and cannot be replayed.`,
    );
    return false;
  }
  if (s.lastPulled === 0) return true;
  // Refused outright (timeout, rate limit: answered before the archive was taken): nothing was made.
  if (err instanceof ApiError && (err.status === 408 || err.code === 'rate-limited')) return true;
  let revisions: RevisionEntry[];
  try {
    revisions = await ctx.revisions(domain);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return true;
    ctx.logger.warning(`Not retrying the deploy of ${domain}: could not check whether the server kept it.`);
    return false;
  }
  const made = revisions.find((r) => madeBy(r, s.deployId));
  if (!made) return true;
  throw new ApiError({
    status: err instanceof ApiError ? err.status : 0,
    method: 'PUT',
    path: s.path,
    body: made,
    code: 'deploy-not-retried',
    message:
      `The deploy of ${domain} failed after the server had already created revision ${made.rev} from it ` +
      `(${err instanceof Error ? err.message : String(err)}), so it was not sent again. ` +
      (made.current
        ? 'That revision is live.'
        : `It is not live${s.options.stage ? ' (staged deploy: expected)' : ''}; make it live with a cutover to revision ${made.rev} if wanted.`),
  });
}

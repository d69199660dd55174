/**
 * The caller's onEvent threw: the ClientError `callback-failed` that says honestly whether the deploy was
 * published.
 */
import type { InfoEvent } from '../../protocol/types.ts';
import { ClientError, type ApiError } from '../errors.ts';
import { madeBy } from '../deploy-request.ts';
import type { StreamEvent } from '../ndjson.ts';
import type { DeployJob } from './job.ts';

/** What onEvent threw, and on which event. */
export interface CallbackThrow {
  error: unknown;
  event: StreamEvent;
}

/** What the attempt knew when onEvent threw, or once the server's answer was read after it. */
export interface CallbackSeen {
  info: InfoEvent | undefined;
  bodySent: boolean;
  serverFailure: ApiError | undefined;
}

/**
 * Not published when the upload was cut short; else as the server's info line says, or else as a revision
 * carrying this deploy's id does (a server failing the deploy may have stored it first: "revision N was stored
 * and is live, but ...").
 */
export async function callbackFailed(
  job: DeployJob,
  threw: CallbackThrow,
  at: CallbackSeen,
): Promise<ClientError> {
  const said = threw.error instanceof Error ? threw.error.message : String(threw.error);
  const first = `The onEvent callback threw on a "${threw.event.type}" event of the deploy of ${job.domain} (${said})`;
  const live = job.options.stage ? 'staged: not live' : 'live';
  let outcome: string;
  if (at.info) {
    const rev = (at.info.metadata as Partial<InfoEvent['metadata']> | undefined)?.rev;
    outcome =
      `; the upload had already completed, and the server published the deploy anyway ` +
      `(revision ${String(rev)}, ${live}).`;
  } else if (!at.bodySent) {
    outcome = '; the upload was aborted before it completed, so nothing was published.';
  } else {
    outcome = await afterUpload(job, at.serverFailure?.message);
  }
  return new ClientError('callback-failed', first + outcome, { cause: threw.error });
}

/** The upload had completed and no info line came: what the revision list says became of the deploy. */
async function afterUpload(job: DeployJob, failure: string | undefined): Promise<string> {
  const made = await job.ctx.revisions(job.domain).then(
    (revs) => ({ rev: revs.find((r) => madeBy(r, job.deployId)) }),
    () => null,
  );
  const failedSo = failure ? `; the server then failed the deploy (${failure})` : '';
  const completed = '; the upload had already completed';
  if (made?.rev)
    return (
      `${failedSo || completed}, but revision ${made.rev.rev} had been made from it ` +
      `(${made.rev.current ? 'live' : 'not live'}).`
    );
  if (made)
    return failure
      ? `; the server then failed the deploy, so nothing was published (${failure}).`
      : `${completed}, and no revision was made from it: nothing was published.`;
  return (
    (failedSo || `${completed} and the server did not say whether it published the deploy`) +
    ': check the revision list of the domain before deploying again.'
  );
}

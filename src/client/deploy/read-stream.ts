/**
 * Reads the NDJSON answer of one `PUT` attempt: each event goes to onEvent, then to iterators; an `error` or
 * `collect` line fails the attempt (deploy-events.ts). When onEvent throws, an upload still under way is aborted;
 * one already sent has the rest of the answer read, not delivered, to say what became of the deploy (explain.ts).
 */
import type { InfoEvent } from '../../protocol/types.ts';
import { ApiError, NetworkError } from '../errors.ts';
import { incompleteStream, streamFailure } from '../deploy-events.ts';
import type { RawResponse } from '../http.ts';
import { ndjsonEvents, type StreamEvent } from '../ndjson.ts';
import { callbackFailed, type CallbackThrow } from './explain.ts';
import type { DeployJob } from './job.ts';

/** The upload of the attempt being read: whether its body was all sent, and how to abort it. */
export interface UploadInFlight {
  sent: () => boolean;
  stop: AbortController;
}

/** The attempt's `info` line (as the server sent it); throws the failure the answer or onEvent ended with. */
export async function readAnswer(
  job: DeployJob,
  res: RawResponse,
  emit: (event: StreamEvent) => void,
  upload: UploadInFlight,
): Promise<InfoEvent> {
  const { options, path, domain, signal } = job;
  const failureOf = (event: StreamEvent) => streamFailure(event, { status: res.status, path, domain });
  let info: InfoEvent | undefined;
  let threw: CallbackThrow | undefined;
  /** After onEvent threw once the body was sent: the failure the server's stream ended with, if any. */
  let serverFailure: ApiError | undefined;
  try {
    for await (const event of ndjsonEvents(res.body)) {
      if (event.type === 'info') info = event;
      if (threw) {
        // The upload had completed: aborting would not stop the server, so its answer is read to tell the
        // caller what became of the deploy.
        serverFailure ??= failureOf(event);
        continue;
      }
      try {
        options.onEvent?.(event);
      } catch (error) {
        threw = { error, event };
        if (!upload.sent()) break; // abort below: an upload cut short publishes nothing
        serverFailure = failureOf(event);
        continue;
      }
      emit(event);
      const failure = failureOf(event);
      if (failure) throw failure;
    }
  } catch (err) {
    // with `threw`, the stream broke off: callbackFailed looks the deploy up
    if (threw) {
      // what became of the deploy is looked up below
    } else if (err instanceof ApiError) throw err;
    else if (signal?.aborted) throw signal.reason ?? err;
    else throw new NetworkError('PUT', path, err);
  }
  if (threw) {
    upload.stop.abort(threw.error);
    throw await callbackFailed(job, threw, { info, bodySent: upload.sent(), serverFailure });
  }
  if (!info) throw incompleteStream(res.status, path, domain);
  return info;
}

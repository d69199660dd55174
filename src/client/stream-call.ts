/**
 * NDJSON calls other than deploys: `PUT /:domain/encrypt` (progress, cert, info) and `PUT /:domain/ssl`
 * (one `msg` line, or a plain JSON `{ msg }` as the spec shows). Events as an async iterable, the final
 * `info`/`msg` object as `.result`; an `error` line or a stream without a final object is an ApiError.
 */
import { ApiError } from './errors.ts';
import { startEventRun, type EventRun } from './event-run.ts';
import { parseBody, type CallSpec, type Http } from './http.ts';
import { ndjsonEvents } from './ndjson.ts';
import type { InfoEvent } from '../protocol/types.ts';

export interface EncryptResult {
  info: InfoEvent | Record<string, unknown>;
}

/** `request` builds the call's spec (it may throw, on a bad domain: `.result` then rejects). */
export function startStreamCall(http: Http, request: () => CallSpec, what: string): EventRun<EncryptResult> {
  return startEventRun(async (emit) => {
    const spec = request();
    const res = await http.send({ ...spec, headers: { accept: 'application/x-ndjson', ...spec.headers } });
    const type = res.headers['content-type'] ?? '';
    if (!type.includes('ndjson')) {
      return { info: (parseBody(await res.body.text()) ?? {}) as Record<string, unknown> };
    }
    let info: InfoEvent | Record<string, unknown> | undefined;
    for await (const event of ndjsonEvents(res.body)) {
      emit(event);
      if (event.type === 'info') info = event;
      else if (event.type === 'unknown' && event.event.type === 'msg') info = event.event;
      if (event.type === 'error') {
        const e = event.error as { message?: string } | undefined;
        throw new ApiError({
          status: res.status,
          method: spec.method,
          path: spec.path,
          body: event,
          code: 'deploy-error',
          message: `${what} failed on the server: ${e?.message ?? 'no reason given'}.`,
        });
      }
    }
    if (!info) {
      throw new ApiError({
        status: res.status,
        method: spec.method,
        path: spec.path,
        code: 'deploy-incomplete',
        message: `${what} ended without an "info" line, so it did not succeed. Try again later.`,
      });
    }
    return { info };
  });
}

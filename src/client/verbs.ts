/**
 * The verbs of a Client: one HTTP call (src/client/http.ts) under the client's retry policy and deadline. Idempotent
 * calls are retried on network errors, 408, 429 and 5xx; the others never are.
 */
import type { Logger } from './logger.ts';
import type { CallSpec, Http } from './http.ts';
import { startStreamCall } from './stream-call.ts';
import { withRetry, type RetryOptions } from './retry.ts';

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call (a request or a wait before a retry): it rejects with the signal's reason. */
  signal?: AbortSignal;
  /** This call's deadline in ms, retries and waits included; overrides ClientOptions.timeoutMs. */
  timeoutMs?: number;
}

export function createVerbs(
  http: Http,
  logger: Logger,
  retry: RetryOptions | false,
  defaultTimeoutMs: number,
) {
  /** One call: `timeoutMs` bounds all of it, its tries and the waits between them. */
  const run = <T>(spec: CallSpec, idempotent: boolean, o: CallOptions = {}): Promise<T> => {
    const timeoutMs = o.timeoutMs ?? defaultTimeoutMs;
    const deadline = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
    const full: CallSpec = { ...spec, signal: o.signal, timeoutMs, deadline };
    if (!idempotent || retry === false) return http.call<T>(full);
    return withRetry(() => http.call<T>(full), retry, {
      signal: o.signal,
      deadline: timeoutMs > 0 ? Date.now() + timeoutMs : undefined,
      onRetry: (err, n, delay) =>
        logger.warning(
          `${spec.method} ${spec.path} failed (${(err as Error).message}); retry ${n} after ${delay} ms.`,
        ),
    });
  };
  const get = <T>(path: string, o?: CallOptions, auth?: 'none'): Promise<T> =>
    run<T>({ method: 'GET', path, ...(auth ? { auth } : {}) }, true, o);
  const del = <T>(path: string, o?: CallOptions, json?: unknown): Promise<T> =>
    run<T>({ method: 'DELETE', path, ...(json === undefined ? {} : { json }) }, true, o);
  const put = <T>(path: string, json?: unknown, o?: CallOptions, idempotent = true): Promise<T> =>
    run<T>({ method: 'PUT', path, ...(json === undefined ? {} : { json }) }, idempotent, o);
  const post = <T>(
    path: string,
    json: unknown,
    idempotent: boolean,
    o?: CallOptions,
    auth?: 'none',
  ): Promise<T> =>
    run<T>(
      { method: 'POST', path, ...(json === undefined ? {} : { json }), ...(auth ? { auth } : {}) },
      idempotent,
      o,
    );
  const streamCall = (spec: () => CallSpec, what: string) => startStreamCall(http, spec, what);
  return { get, del, put, post, streamCall, logger };
}

export type Verbs = ReturnType<typeof createVerbs>;

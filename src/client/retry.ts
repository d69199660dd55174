/**
 * Retry with full-jitter exponential backoff that honours `Retry-After`. Only what is retryable is retried:
 * network errors and HTTP 408, 429 and 5xx (but 501 and 505, permanent answers), a 403 that is a rate limit,
 * never other 4xx (the caller decides idempotency).
 * A rate limit (429, or 403 saying so) is never retried sooner than it says: a stated wait (Retry-After, or "try
 * in 5 minutes" in its reason) is waited in full when it fits the call's deadline and RATE_LIMIT_MAX_WAIT_MS, else
 * the call fails at once with the error, which says how long to wait; "try again later" fails at once; a rate
 * limit stating nothing waits at least RATE_LIMIT_MIN_WAIT_MS, doubling.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, NetworkError } from './errors.ts';

export interface RetryOptions {
  /** Attempts after the first. Default 3. */
  retries?: number;
  /** First backoff ceiling in ms. Default 500. */
  minDelayMs?: number;
  /** Ceiling of any single wait, including a server's Retry-After. Default 30 s. */
  maxDelayMs?: number;
  /** Random source in [0, 1), for tests. */
  random?: () => number;
}

/** The longest stated rate-limit wait the client sits through before retrying (longer ones fail at once). */
export const RATE_LIMIT_MAX_WAIT_MS = 60_000;
/** The shortest wait before retrying a rate limit that states no wait (then 2x, 4x...). */
export const RATE_LIMIT_MIN_WAIT_MS = 5_000;

export const DEFAULT_RETRY: Required<RetryOptions> = {
  retries: 3,
  minDelayMs: 500,
  maxDelayMs: 30_000,
  random: Math.random,
};

/** `Retry-After` (seconds or HTTP date) → milliseconds from now, or undefined. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function isRetryable(err: unknown): boolean {
  // A plain-HTTP answer to TLS (an https:// URL for an HTTP server) will be the same on every try.
  if (err instanceof NetworkError)
    return err.code !== 'AbortError' && err.code !== 'ABORT_ERR' && !err.plainHttpServer;
  if (err instanceof ApiError) {
    // 501 Not Implemented and 505 are permanent answers (a web server that is not the API), not a busy server.
    return (
      err.status === 408 ||
      err.status === 429 ||
      err.code === 'rate-limited' ||
      (err.status >= 500 && err.status <= 599 && err.status !== 501 && err.status !== 505)
    );
  }
  return false;
}

/**
 * How long a rate limit says to wait: its Retry-After or the wait its text states (ApiError.retryAfterMs),
 * `later` when it says only to try again later, undefined when it says nothing.
 */
export function rateLimitWait(err: ApiError): number | 'later' | undefined {
  if (err.retryAfterMs !== undefined) return err.retryAfterMs;
  const text = [err.reason ?? '', ...err.body.messages].join(' ');
  return /\blater\b/i.test(text) ? 'later' : undefined;
}

/**
 * The wait before retrying a rate limit, or undefined when it must not be retried: a stated wait longer than
 * RATE_LIMIT_MAX_WAIT_MS or past the deadline, or "later".
 */
export function rateLimitDelay(
  err: ApiError,
  attempt: number,
  now: number,
  deadline: number | undefined,
): number | undefined {
  const stated = rateLimitWait(err);
  if (stated === 'later') return undefined;
  const wait = stated ?? RATE_LIMIT_MIN_WAIT_MS * 2 ** (attempt - 1);
  if (wait > RATE_LIMIT_MAX_WAIT_MS) return undefined;
  if (deadline !== undefined && now + wait >= deadline) return undefined;
  return wait;
}

/** Wait before attempt `attempt` (1 = first retry): full jitter, at least the server's Retry-After. */
export function backoffDelay(attempt: number, err: unknown, o: Required<RetryOptions>): number {
  const ceiling = Math.min(o.maxDelayMs, o.minDelayMs * 2 ** (attempt - 1));
  const jittered = Math.round(o.random() * ceiling);
  const server = err instanceof ApiError ? err.retryAfterMs : undefined;
  return server === undefined ? jittered : Math.min(o.maxDelayMs, Math.max(server, jittered));
}

export interface RetryHooks {
  /** The caller's cancellation: a wait it ends rejects with its reason. */
  signal?: AbortSignal | undefined;
  /** When the whole call must be over (ms since epoch): a wait that would end later is not made, and the last
   * error is thrown instead. */
  deadline?: number | undefined;
  /** Extra veto, e.g. "this deploy may have reached the server". Called only for retryable errors. */
  shouldRetry?: (err: unknown, attempt: number) => boolean | Promise<boolean>;
  onRetry?: (err: unknown, attempt: number, delayMs: number) => void;
}

export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
  hooks: RetryHooks = {},
): Promise<T> {
  const o = { ...DEFAULT_RETRY, ...options };
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      if (attempt >= o.retries || !isRetryable(err) || hooks.signal?.aborted) throw err;
      let delay: number;
      if (err instanceof ApiError && err.code === 'rate-limited') {
        const wait = rateLimitDelay(err, attempt + 1, Date.now(), hooks.deadline);
        if (wait === undefined) throw err; // its message says how long to wait
        delay = wait;
      } else delay = backoffDelay(attempt + 1, err, o);
      if (hooks.deadline !== undefined && Date.now() + delay >= hooks.deadline) throw err;
      // Wait first, then ask: a deploy's "did the server keep it?" check is more reliable a moment later.
      try {
        await sleep(delay, undefined, { signal: hooks.signal });
      } catch (aborted) {
        // Node's AbortError, its cause the reason: reject with the reason itself, as an abort mid-request does.
        if (hooks.signal?.aborted) throw hooks.signal.reason;
        throw aborted;
      }
      if (hooks.shouldRetry && !(await hooks.shouldRetry(err, attempt + 1))) throw err;
      hooks.onRetry?.(err, attempt + 1, delay);
    }
  }
}

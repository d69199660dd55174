/**
 * Keeps ACME orders within the CA's rate limits and backs off after failures (pure, clock passed in).
 * Let's Encrypt's limits (https://letsencrypt.org/docs/rate-limits/): 300 new orders per account per 3 hours,
 * 5 failed validations per hostname per hour, 50 certificates per registered domain per week, 5 duplicate
 * certificates per week. Here: an account-wide window of ORDERS_PER_WINDOW orders, and per host an exponential
 * backoff (BACKOFF_MIN_MS doubling up to BACKOFF_MAX_MS) after each failure, which automatic orders (deploys,
 * renewals, TLS handshakes) respect; an explicit `PUT /:domain/encrypt` may order during the backoff, but never
 * past FAILURES_PER_HOUR failures of that host in the last hour.
 */
export const ORDERS_PER_WINDOW = 250;
export const ORDER_WINDOW_MS = 3 * 60 * 60 * 1000;
export const FAILURES_PER_HOUR = 4;
export const BACKOFF_MIN_MS = 5 * 60 * 1000;
export const BACKOFF_MAX_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface Failures {
  times: number[];
  reason: string;
}

export class OrderGuard {
  #now: () => number;
  #orders: number[] = [];
  #failures = new Map<string, Failures>();

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Why an order for `host` must wait now (the message says until when), or null when it may go ahead. */
  refusal(host: string, explicit: boolean): string | null {
    const now = this.#now();
    this.#orders = this.#orders.filter((t) => now - t < ORDER_WINDOW_MS);
    if (this.#orders.length >= ORDERS_PER_WINDOW) {
      const at = new Date(this.#orders[0]! + ORDER_WINDOW_MS).toISOString();
      return `${ORDERS_PER_WINDOW} certificate orders in 3 hours reached (the CA's account limit); next order after ${at}`;
    }
    const f = this.#failures.get(host);
    if (!f) return null;
    const lastHour = f.times.filter((t) => now - t < HOUR_MS);
    if (lastHour.length >= FAILURES_PER_HOUR) {
      const at = new Date(lastHour[0]! + HOUR_MS).toISOString();
      return `${host} failed validation ${lastHour.length} times in the last hour (the CA allows 5); fix the cause and try again after ${at}. Last error: ${f.reason}`;
    }
    if (explicit) return null;
    const wait = Math.min(BACKOFF_MIN_MS * 2 ** (f.times.length - 1), BACKOFF_MAX_MS);
    const next = f.times[f.times.length - 1]! + wait;
    return next > now
      ? `backing off after ${f.times.length} failed order(s) of ${host} until ${new Date(next).toISOString()}: ${f.reason}`
      : null;
  }

  ordered(_host: string): void {
    this.#orders.push(this.#now());
  }

  failed(host: string, reason: string): void {
    const f = this.#failures.get(host) ?? { times: [], reason };
    f.times.push(this.#now());
    f.times = f.times.slice(-20);
    f.reason = reason;
    this.#failures.set(host, f);
  }

  succeeded(host: string): void {
    this.#failures.delete(host);
  }

  /** The last failure's reason while `host` has failures on record, else null. */
  failure(host: string): string | null {
    return this.#failures.get(host)?.reason ?? null;
  }
}

/**
 * The origins a standalone edge may ask (docs/edge.md, "When an origin dies"): the one it was started with
 * (`--origin`, an origin or a balancer) and those the cluster's origins told it about (the registration answer,
 * each sync request). Pure: the time is passed in, nothing is read or written here.
 *
 * Order of a call's attempts: the origins not backing off first (the origin that sent the sync the call is for,
 * then the configured one, then the one that answered last, then the rest as the origins listed them), then those
 * backing off, soonest retry first. Each origin is
 * tried at most once per call, so a call ends after as many attempts as there are origins. An origin that could
 * not be reached backs off 1 s, doubling up to 60 s: it is asked again first only after that, and its first
 * answer clears it.
 */

/** At most this many learned origins are kept (a cluster has a few; the list comes from the origins). */
export const MAX_LEARNED = 16;
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 60_000;
const MAX_URL_LENGTH = 300;

/** `scheme://host[:port]` of an http(s) URL without credentials, or null for anything else. */
export function originBase(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.origin;
}

/**
 * What is wrong with an origin's `--advertise-url` (a sentence naming the flag and the expected form), or null
 * when it is a base URL. A URL with credentials is not echoed: the origin list is told to every edge.
 */
export function advertiseUrlProblem(raw: string): string | null {
  if (originBase(raw)) return null;
  const expected = 'give the URL edges reach this origin at directly, e.g. http://10.0.0.11:3000';
  if (URL.canParse(raw) && (new URL(raw).username || new URL(raw).password))
    return `--advertise-url must not carry credentials (every edge is told it): ${expected}`;
  return `--advertise-url "${raw.slice(0, 100)}" is not an http(s) URL: ${expected}`;
}

/** A host of this machine only: 127.0.0.0/8, ::1, localhost (and names under it). */
export function isLoopback(base: string): boolean {
  const host = new URL(base).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

interface Backoff {
  failures: number;
  until: number;
}

export class OriginList {
  /** The `--origin` URL as given (requests resolve their absolute paths against it). */
  readonly configured: string;
  readonly #configuredBase: string;
  readonly #loopbackAllowed: boolean;
  #learned: string[] = [];
  #current: string;
  readonly #backoff = new Map<string, Backoff>();

  constructor(configured: string, learned: readonly unknown[] = []) {
    const base = originBase(configured);
    if (!base) throw new Error(`the origin URL "${configured}" must be an http(s) URL without credentials`);
    this.configured = configured;
    this.#configuredBase = base;
    // An edge given a loopback origin runs beside it (tests, one machine); any other edge would send the secret
    // to whatever listens on its own loopback port, so it takes no loopback origin from a list.
    this.#loopbackAllowed = isLoopback(base);
    this.#current = configured;
    this.learn(learned);
  }

  /** The origins learned from the cluster (not the configured one). */
  learned(): string[] {
    return [...this.#learned];
  }

  /** Every origin this edge may ask: the configured one first. */
  all(): string[] {
    return [this.configured, ...this.#learned];
  }

  /**
   * Takes the cluster's current origin list (an origin's answer or request): keeps the valid, distinct http(s)
   * ones (not the configured one, no loopback address unless the configured origin is one), at most MAX_LEARNED.
   * Anything but a non-empty list (an older origin sends none) leaves the list as it was. True when it changed.
   */
  learn(urls: unknown): boolean {
    if (!Array.isArray(urls) || urls.length === 0) return false;
    const next: string[] = [];
    for (const raw of urls) {
      const base = originBase(raw);
      if (!base || base === this.#configuredBase || next.includes(base)) continue;
      if (!this.#loopbackAllowed && isLoopback(base)) continue;
      next.push(base);
      if (next.length === MAX_LEARNED) break;
    }
    if (next.length === 0) return false;
    const changed = next.length !== this.#learned.length || next.some((base, i) => base !== this.#learned[i]);
    this.#learned = next;
    for (const base of this.#backoff.keys())
      if (base !== this.configured && !next.includes(base)) this.#backoff.delete(base);
    if (!this.all().includes(this.#current)) this.#current = this.configured;
    return changed;
  }

  /** The entry of `all()` that is the origin at `url` (any URL on it), or null for an origin not in the list. */
  find(url: string): string | null {
    const base = originBase(url);
    if (base === null) return null;
    return base === this.#configuredBase ? this.configured : this.#learned.includes(base) ? base : null;
  }

  /**
   * The order in which a call at `now` tries the origins (each once); `first` (an entry of `all()`, e.g. the
   * origin that sent the sync the call is for) leads unless it is backing off.
   */
  order(now: number, first: string | null = null): string[] {
    const all = this.all();
    const waiting = (base: string) => (this.#backoff.get(base)?.until ?? 0) > now;
    const ready = all.filter((base) => !waiting(base));
    const lead = [first, this.configured, this.#current].filter(
      (base): base is string => base !== null && ready.includes(base),
    );
    const backingOff = all
      .filter(waiting)
      .sort((a, b) => this.#backoff.get(a)!.until - this.#backoff.get(b)!.until);
    return [...new Set([...lead, ...ready, ...backingOff])];
  }

  /** The origin a call at `now` asks first. */
  preferred(now: number): string {
    return this.order(now)[0]!;
  }

  /** The origin that answered last. */
  current(): string {
    return this.#current;
  }

  /** `base` could not be reached at `now`: it backs off (1 s, doubling up to 60 s). */
  failed(base: string, now: number): void {
    const failures = (this.#backoff.get(base)?.failures ?? 0) + 1;
    const delay = Math.min(BACKOFF_FIRST_MS * 2 ** (failures - 1), BACKOFF_MAX_MS);
    this.#backoff.set(base, { failures, until: now + delay });
  }

  /** Whether `base` failed since it last answered. */
  hasFailed(base: string): boolean {
    return this.#backoff.has(base);
  }

  /** `base` answered: it is the current origin and backs off no more. Returns the one it replaces, or null. */
  succeeded(base: string): string | null {
    this.#backoff.delete(base);
    if (base === this.#current) return null;
    const before = this.#current;
    this.#current = base;
    return before;
  }
}

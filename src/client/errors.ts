/**
 * Client errors. `ApiError`: the server answered with a non-2xx status (or a deploy stream said it failed);
 * it carries the status, the `reason` header, the parsed body (either spec shape), the method and endpoint
 * path, and a message that says what to do. Credentials never appear in any of these.
 * `NetworkError`: no HTTP answer at all (connection refused/reset, timeout, aborted).
 */

export interface ParsedErrorBody {
  messages: string[];
  details: Record<string, string>;
  message?: string;
  /** The body was an HTML page (a web server or proxy, not the API): never quoted in messages. */
  html?: true;
}

/** A text body that is an HTML page rather than an API answer. */
function looksLikeHtml(text: string): boolean {
  return /^\s*<(!doctype\s+html|html|head|body)[\s>]/i.test(text);
}

export type ApiErrorCode =
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'rate-limited'
  | 'too-large'
  | 'not-found'
  | 'not-allowed'
  | 'conflict'
  | 'invalid-domain'
  | 'server-error'
  | 'http-error'
  | 'deploy-incomplete'
  | 'deploy-error'
  | 'payment-required'
  | 'deploy-not-retried';

export interface ApiErrorInit {
  status: number;
  method: string;
  path: string;
  reason?: string | undefined;
  body?: unknown;
  retryAfterMs?: number | undefined;
  code?: ApiErrorCode;
  message?: string;
  checkoutUrl?: string | undefined;
  /** What the message names as failing; default `<method> <path>`, e.g. `The deploy of x.com (POST /x.com/uploads)`. */
  what?: string | undefined;
  /** The credentials the request carried, for the advice on a 401. Default: a token. */
  credentials?: 'token' | 'password' | 'none' | undefined;
}

/** Normalises both spec error shapes (`{messages, details}` and `{message}`) and plain text. */
export function parseErrorBody(body: unknown): ParsedErrorBody {
  const out: ParsedErrorBody = { messages: [], details: {} };
  if (typeof body === 'string') {
    if (looksLikeHtml(body)) out.html = true;
    else if (body.trim()) out.messages.push(body.trim().slice(0, 500));
    return out;
  }
  if (!body || typeof body !== 'object') return out;
  const b = body as Record<string, unknown>;
  if (Array.isArray(b.messages)) out.messages.push(...b.messages.filter((m) => typeof m === 'string'));
  if (typeof b.message === 'string') {
    out.message = b.message;
    if (!out.messages.includes(b.message)) out.messages.push(b.message);
  }
  if (b.details && typeof b.details === 'object') {
    for (const [k, v] of Object.entries(b.details as Record<string, unknown>)) {
      if (typeof v === 'string') out.details[k] = v;
    }
  }
  return out;
}

/** "45 s", "5 min", "2 h 30 min": a wait as a person reads it. */
export function friendlyWait(ms: number): string {
  const s = Math.ceil(ms / 1000);
  if (s <= 120) return `${s} s`;
  const min = Math.ceil(s / 60);
  if (min < 120) return `${min} min`;
  return `${Math.floor(min / 60)} h${min % 60 ? ` ${min % 60} min` : ''}`;
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * The wait a rate-limit answer's text states ("try in 5 minutes", "retry after 30 s", "(in 12 s)", "wait 1 hour"),
 * in ms; undefined when it names none. A duration counts only after in/after/wait/for, so "30 deploys per 15
 * minutes" is not a wait.
 */
export function waitInText(text: string): number | undefined {
  const m =
    /\b(?:in|after|wait|for)\s+(?:about\s+|another\s+|roughly\s+)?(\d+(?:\.\d+)?)\s*(ms|millis\w*|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)\b/i.exec(
      text,
    );
  if (!m) return undefined;
  const unit = m[2]!.toLowerCase();
  const key = unit === 'ms' || unit.startsWith('milli') ? 'ms' : unit[0]!;
  return Math.round(Number(m[1]) * UNIT_MS[key]!);
}

function classify(status: number, reason: string, parsed: ParsedErrorBody): ApiErrorCode {
  const text = `${reason} ${parsed.messages.join(' ')}`.toLowerCase();
  switch (status) {
    case 400:
      return 'bad-request';
    case 401:
      return 'unauthorized';
    case 403:
      if (/rate.?limit|too many (deploys|requests)|try again/.test(text)) return 'rate-limited';
      if (/too (large|big)|files|bytes|size|\bmb\b/.test(text)) return 'too-large';
      return 'forbidden';
    case 404:
      return 'not-found';
    case 405:
      return 'not-allowed';
    case 409:
      return 'conflict';
    case 422:
      return 'invalid-domain';
    case 429:
      return 'rate-limited';
    default:
      return status >= 500 ? 'server-error' : 'http-error';
  }
}

function advice(code: ApiErrorCode, init: ApiErrorInit, parsed: ParsedErrorBody): string {
  switch (code) {
    case 'unauthorized':
      if (init.credentials === 'password')
        return 'The email or password is wrong: check them (a password reset sends a link by email), or use a token instead.';
      if (init.credentials === 'none')
        return 'No credentials were sent: give a token (or an email and password).';
      // The server's own text may already say to mint a new token: then only how to, with this client.
      return parsed.messages.some((m) => /mint a new one/i.test(m)) ||
        /mint a new one/i.test(init.reason ?? '')
        ? 'With sitepub: `sitepub token` prints one; use it as the token.'
        : 'The token is missing, expired or revoked: mint a new one (`sitepub token` prints one) and use it as the token.';
    case 'rate-limited':
      return init.retryAfterMs !== undefined
        ? `Rate limited: retry in ${friendlyWait(init.retryAfterMs)}.`
        : 'Rate limited: deploy limits are counted per 15 minutes (halved for unverified accounts until the email is verified); retry later.';
    case 'too-large':
      return 'The project exceeds the service limits (10,100 files, 450 MB): exclude files with .surgeignore.';
    case 'forbidden':
      return 'This account has no permission for the domain: use a domain you own, or ask its owner to invite you as a collaborator.';
    case 'invalid-domain': {
      const rules = Object.entries(parsed.details).map(([k, v]) => `${k}: ${v}`);
      return `Invalid domain${rules.length ? ` (${rules.join('; ')})` : ''}: use letters, digits, "-" or "_" in dot-separated labels, e.g. my-site.example.com.`;
    }
    case 'not-found':
      return "Not found: check that the domain (and revision) exist in the account's project list.";
    case 'not-allowed':
      return 'Not available for this domain (DNS and zone records work only on apex domains delegated to the service).';
    case 'conflict':
      return 'Conflict with the current state (e.g. the account still has projects: tear them down first).';
    case 'bad-request': {
      const rules = Object.entries(parsed.details).map(([k, v]) => `${k}: ${v}`);
      return `The server rejected the request${rules.length ? ` (${rules.join('; ')})` : ''}.`;
    }
    case 'server-error':
      return 'Server error: retry later; if it persists, report it to the service operator.';
    default:
      return '';
  }
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The `reason` response header, when sent. */
  readonly reason: string | undefined;
  readonly body: ParsedErrorBody;
  /** The body as received (JSON value or text). */
  readonly rawBody: unknown;
  readonly method: string;
  /** Request path (no origin, no credentials), e.g. `/my-site.example.com/rollback`. */
  readonly path: string;
  readonly retryAfterMs: number | undefined;
  /** Payment required (`collect` line): where to subscribe. */
  readonly checkoutUrl: string | undefined;

  constructor(init: ApiErrorInit) {
    const parsed = parseErrorBody(init.body);
    const code = init.code ?? classify(init.status, init.reason ?? '', parsed);
    // A rate limit without Retry-After may state its wait in words ("try in 5 minutes").
    if (code === 'rate-limited' && init.retryAfterMs === undefined) {
      const stated = waitInText([init.reason ?? '', ...parsed.messages].join(' '));
      if (stated !== undefined) init = { ...init, retryAfterMs: stated };
    }
    const said = [init.reason, ...parsed.messages].filter((s): s is string => !!s);
    const unique = [...new Set(said)];
    const message =
      init.message ??
      (parsed.html
        ? `${init.what ?? `${init.method} ${init.path}`} failed: the endpoint answered HTTP ${init.status} with an HTML page, not ` +
          `the sitepub/surge API${
            init.status >= 500 && init.status !== 501
              ? ' (or a proxy in front of the API could not reach it)'
              : ''
          }: check the endpoint URL.`
        : undefined) ??
      [
        `${init.what ?? `${init.method} ${init.path}`} failed with HTTP ${init.status}${unique.length ? `: ${unique.join('; ')}` : ''}.`,
        advice(code, init, parsed),
      ]
        .filter(Boolean)
        .join(' ');
    super(message);
    this.status = init.status;
    this.code = code;
    this.reason = init.reason;
    this.body = parsed;
    this.rawBody = init.body;
    this.method = init.method;
    this.path = init.path;
    this.retryAfterMs = init.retryAfterMs;
    this.checkoutUrl = init.checkoutUrl;
  }
}

/**
 * OpenSSL's codes when what came back to a TLS handshake was not TLS, as when an `https://` request reaches a
 * plain-HTTP server (Node 24: the answer's `HTTP/1.1 400` read as a record header); `EPROTO` carries the same as
 * text on older builds.
 */
const NOT_TLS_CODES = new Set(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG']);

/** Whether a connection error says the server answered the TLS handshake in plain HTTP (pure). */
export function isPlainHttpAnswer(cause: unknown): boolean {
  const c = cause as { code?: unknown; message?: unknown } | null | undefined;
  if (typeof c?.code === 'string' && NOT_TLS_CODES.has(c.code)) return true;
  return (
    c?.code === 'EPROTO' &&
    typeof c.message === 'string' &&
    /wrong version number|packet length too long|http request/i.test(c.message)
  );
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly method: string;
  readonly path: string;
  /** undici / system error code, e.g. ECONNRESET, UND_ERR_HEADERS_TIMEOUT, ABORT_ERR. */
  readonly code: string | undefined;
  /**
   * True when the TLS handshake got a plain-HTTP answer: the URL says `https://` but the server speaks HTTP.
   * Not retryable; front ends say which scheme to use.
   */
  readonly plainHttpServer: boolean;

  constructor(method: string, path: string, cause: unknown) {
    const c = cause as { code?: unknown; message?: string; name?: string } | undefined;
    const code =
      c?.name === 'TimeoutError' || c?.name === 'AbortError'
        ? c.name
        : typeof c?.code === 'string'
          ? c.code
          : undefined;
    super(
      `${method} ${path} did not complete${code ? ` (${code})` : ''}: ${c?.message ?? String(cause)}. ` +
        'Check the endpoint URL and the network, then retry.',
      { cause },
    );
    this.method = method;
    this.path = path;
    this.code = code;
    this.plainHttpServer = isPlainHttpAnswer(cause);
  }
}

/** Codes of ClientError: what was wrong before (or instead of) an HTTP answer. */
export type ClientErrorCode = 'invalid-domain' | 'invalid-revision' | 'invalid-input' | 'callback-failed';

/**
 * An error the client raises itself, without a server's answer: an argument it refuses before sending anything
 * (`invalid-domain`, `invalid-revision`, `invalid-input`), or a callback of the caller's that threw
 * (`callback-failed`, the callback's error as `cause`). Promise-returning functions reject with it, never throw.
 */
export class ClientError extends Error {
  override readonly name = 'ClientError';
  readonly code: ClientErrorCode;

  constructor(code: ClientErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

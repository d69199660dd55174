/**
 * One HTTP exchange with the API over undici (imported on first use), or over Node's own http (`transport`
 * `node`, node-transport.ts): URL joining, Basic auth, JSON bodies, timeouts via AbortSignal,
 * error mapping to ApiError/NetworkError, bodies always consumed. No retries here (see retry.ts).
 * The Authorization header is built here and never leaves this module: nothing logs or throws it.
 */
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { ApiError, NetworkError } from './errors.ts';
import { nodeRequest, type ResponseBody, type TransportResponse } from './node-transport.ts';
import type { Logger } from './logger.ts';
import { parseRetryAfter } from './retry.ts';

export type Credentials = { token: string } | { email: string; password: string };

export interface HttpOptions {
  endpoint: URL;
  credentials: Credentials | undefined;
  dispatcher: Dispatcher | undefined;
  /** `undici` (with `dispatcher`, else undici's global one) or `node` (node-transport.ts). */
  transport: 'undici' | 'node';
  logger: Logger;
  userAgent: string;
  timeoutMs: number;
}

export interface CallSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path from the API root, starting with `/`; dynamic segments already encoded (see `seg`). */
  path: string;
  /** `none`: no Authorization header (stats, password reset). */
  auth?: 'default' | 'none';
  /** JSON body. */
  json?: unknown;
  /** Raw body (stream or bytes) with its content type. */
  raw?: { body: Readable | AsyncIterable<Uint8Array> | Buffer | string; contentType?: string };
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Overrides the client's timeout; 0 = none (deploys: undici's idle timeouts still apply). */
  timeoutMs?: number;
  /** What an error message names as failing instead of `<method> <path>` (a deploy's internal requests). */
  what?: string;
  /** The whole call's deadline (retries included), used instead of a timeout of this request alone. */
  deadline?: AbortSignal | undefined;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: ResponseBody;
}

/** Encodes one dynamic path segment (domain, rev, id, email). */
export const seg = (value: string | number): string => encodeURIComponent(String(value));

export function parseEndpoint(endpoint: string): URL {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(endpoint) ? endpoint : `http://${endpoint}`);
  } catch {
    throw new TypeError(
      `endpoint "${endpoint}" is not a URL: use e.g. https://surge.surge.sh or http://127.0.0.1:3000`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`endpoint must be http:// or https://, got ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new TypeError(
      'endpoint must not contain credentials: pass them as the token (or email and password) option',
    );
  }
  if (url.search || url.hash) throw new TypeError('endpoint must not have a query string or fragment');
  return url;
}

export function authorization(credentials: Credentials | undefined): string | undefined {
  if (!credentials) return undefined;
  const pair =
    'token' in credentials ? `token:${credentials.token}` : `${credentials.email}:${credentials.password}`;
  return `Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
}

/** Header values must be ASCII without control characters (the official clients strip the rest). */
export const headerSafe = (value: string): string => value.replace(/[^\x20-\x7e]/g, '').trim();

function flatHeaders(h: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h))
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/**
 * One turn of the event loop before each request. undici hands a keep-alive connection back to its pool only on
 * the turn after the response that used it ended (lib/dispatcher/client-h1.js: "we must wait a full event loop
 * cycle to reuse this socket"), so a request made in the same turn, as a call right after another's answer is,
 * opens a second connection: against an HTTPS server a TCP and a TLS handshake on the deploy's path (the upload
 * goes right after the answer to its upload delta). test/client/upload-delta.test.ts counts the connections.
 */
const connectionFree = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function createHttp(o: HttpOptions) {
  const auth = authorization(o.credentials);
  const base = o.endpoint.pathname.replace(/\/+$/, '');
  const urlFor = (path: string): string => `${o.endpoint.origin}${base}${path}`;

  /** Sends a request and returns the raw response; throws ApiError for non-2xx (body consumed). */
  async function send(spec: CallSpec): Promise<RawResponse> {
    const headers: Record<string, string> = {
      'user-agent': o.userAgent,
      accept: 'application/json',
      ...spec.headers,
    };
    if (spec.auth !== 'none' && auth) headers.authorization = auth;
    let body: Readable | Buffer | string | undefined;
    if (spec.raw) {
      const b = spec.raw.body;
      body = b instanceof Readable || typeof b === 'string' || Buffer.isBuffer(b) ? b : Readable.from(b);
      if (spec.raw.contentType) headers['content-type'] = spec.raw.contentType;
    } else if (spec.json !== undefined) {
      body = JSON.stringify(spec.json);
      headers['content-type'] = 'application/json';
    }
    const timeoutMs = spec.timeoutMs ?? o.timeoutMs;
    const timeout = spec.deadline ?? (timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined);
    const signals = [spec.signal, timeout].filter((s): s is AbortSignal => !!s);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    o.logger.debug(`${spec.method} ${base}${spec.path}`);
    let res: TransportResponse;
    try {
      await connectionFree();
      const init = { method: spec.method, headers, body, signal };
      res =
        o.transport === 'node'
          ? await nodeRequest(urlFor(spec.path), init)
          : await (await import('undici')).request(urlFor(spec.path), { ...init, dispatcher: o.dispatcher });
    } catch (err) {
      if (spec.signal?.aborted) throw spec.signal.reason ?? err;
      throw new NetworkError(spec.method, spec.path, timeout?.aborted ? timeout.reason : err);
    }
    const status = res.statusCode;
    const resHeaders = flatHeaders(res.headers);
    if (status >= 200 && status < 300) return { status, headers: resHeaders, body: res.body };
    let text = '';
    try {
      text = await res.body.text();
    } catch {
      // the error status is what matters
    }
    throw new ApiError({
      status,
      method: spec.method,
      path: spec.path,
      what: spec.what,
      credentials:
        spec.auth === 'none' || !o.credentials ? 'none' : 'token' in o.credentials ? 'token' : 'password',
      reason: resHeaders.reason,
      body: parseBody(text),
      retryAfterMs: parseRetryAfter(resHeaders['retry-after']),
    });
  }

  /** A JSON call: the parsed body (text if not JSON, undefined if empty). */
  async function call<T>(spec: CallSpec): Promise<T> {
    const res = await send(spec);
    let text: string;
    try {
      text = await res.body.text();
    } catch (err) {
      throw new NetworkError(spec.method, spec.path, err);
    }
    return parseBody(text) as T;
  }

  return { send, call, urlFor };
}

export type Http = ReturnType<typeof createHttp>;

export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One request over Node's own `http` / `https` modules (ClientOptions.transport `node`): HTTP/1.1, keep-alive
 * connections, no proxy. What the CLI sends with when no proxy variable is set: undici, the default transport,
 * is then never loaded, and loading it was most of a client command's start-up (its bundle chunk, and the
 * `http2` module it loads) and about a quarter of a deploy's peak memory (figures: docs/bench.md, "Measurements
 * behind the code").
 */
import http from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';

/** A response body: read once, as text or as chunks. */
export interface ResponseBody extends AsyncIterable<Uint8Array> {
  text(): Promise<string>;
}

export interface TransportResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: ResponseBody;
}

export interface TransportRequest {
  method: string;
  headers: Record<string, string>;
  body: Readable | Buffer | string | undefined;
  signal: AbortSignal | undefined;
}

/** No byte either way for this long ends the request, as undici's default headers and body timeouts do. */
const IDLE_MS = 300_000;

/** Idle connections are kept for the next request of this process (and do not keep it alive: Node unrefs them). */
const httpAgent = new http.Agent({ keepAlive: true });
let httpsAgent: HttpsAgent | undefined;

/**
 * The module and agent for a URL's scheme. `node:https` (with `node:tls`) is loaded on the first https request:
 * it is a third of the CLI's start-up CPU, for nothing when the endpoint is plain http (figures: docs/bench.md,
 * "Measurements behind the code").
 */
async function transportFor(u: URL): Promise<{ request: typeof http.request; agent: http.Agent }> {
  if (u.protocol !== 'https:') return { request: http.request, agent: httpAgent };
  const https = await import('node:https');
  httpsAgent ??= new https.Agent({ keepAlive: true });
  return { request: https.request, agent: httpsAgent };
}

class IdleTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor() {
    super(`no data sent or received for ${IDLE_MS / 1000} s`);
  }
}

/**
 * Sends the request and resolves with the response once its headers are in (its body streams). A request body
 * that fails (a file that changed under the packer) ends the request with that error: before the response it
 * rejects, after it the response body fails with it.
 */
export async function nodeRequest(url: string, o: TransportRequest): Promise<TransportResponse> {
  const u = new URL(url);
  const { request, agent } = await transportFor(u);
  return new Promise((resolve, reject) => {
    let res: http.IncomingMessage | undefined;
    const body = o.body;
    // Stated, not left to Node: it sends a DELETE's body without a length, which servers refuse.
    const length =
      typeof body === 'string' || Buffer.isBuffer(body)
        ? { 'content-length': String(Buffer.byteLength(body)) }
        : {};
    const req = request(
      u,
      {
        method: o.method,
        headers: { ...o.headers, ...length },
        agent,
        signal: o.signal,
      },
      (response) => {
        res = response;
        const body = Object.assign(response, { text: () => text(response) });
        resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body });
      },
    );
    req.setTimeout(IDLE_MS, () => req.destroy(new IdleTimeoutError()));
    req.on('error', (err) => {
      if (!res) reject(err);
      // The answer came first (a refusal before the body was read, or a stream of progress lines): its body
      // carries the failure, unless it is already whole.
      else if (!res.complete) res.destroy(err);
    });
    if (body === undefined) req.end();
    else if (typeof body === 'string' || Buffer.isBuffer(body)) req.end(body);
    else {
      // Not stream.pipeline: it aborts a request it destroys, and the body's own error would be lost for
      // "socket hang up".
      body.once('error', (err) => req.destroy(err));
      req.once('close', () => body.destroy());
      // The head goes at once, not with the body's first piece: the server checks the request (a deploy's
      // admission, its pending revision) while the packer makes that piece (figures: docs/bench.md).
      req.flushHeaders();
      body.pipe(req);
    }
  });
}

/**
 * The edge's requests to an origin, over Node's own http and https: keep-alive agents, one time limit on the
 * wait for the answer and on every pause of its body, and the body read whole, parsed or dropped. An edge loads no
 * other HTTP client: undici's parser and pool would cost a standalone edge about 20 MB of memory (docs/bench.md).
 * `node:https` (with `node:tls`, about 5 MB) is loaded on the first request to an https origin, not before.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';

export interface OriginRequest {
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Sent with its content-length (JSON bodies: the caller sets content-type). */
  body?: string;
  /** Limit on the wait for the answer's headers and on each pause of its body, ms. */
  timeoutMs: number;
}

/** An answer whose headers are in: its body is a stream the caller reads (readBody, readJson) or drops (dump). */
export interface OriginResponse {
  statusCode: number;
  body: IncomingMessage;
}

/** Keep-alive connections to origins: at most `connections` per origin, idle ones closed after `idleMs`. */
export class OriginAgents {
  readonly #options: { keepAlive: true; maxSockets: number; timeout: number };
  readonly #http: HttpAgent;
  #https: Promise<{ agent: HttpsAgent; request: typeof httpRequest }> | null = null;

  constructor(connections: number, idleMs = 10_000) {
    this.#options = { keepAlive: true, maxSockets: connections, timeout: idleMs };
    this.#http = new HttpAgent(this.#options);
  }

  async request(url: URL, o: OriginRequest): Promise<OriginResponse> {
    const https =
      url.protocol === 'https:'
        ? await (this.#https ??= import('node:https').then((m) => ({
            agent: new m.Agent(this.#options),
            request: m.request,
          })))
        : null;
    const headers =
      o.body === undefined
        ? o.headers
        : { ...o.headers, 'content-length': String(Buffer.byteLength(o.body)) };
    return new Promise((resolve, reject) => {
      const req = (https ? https.request : httpRequest)(url, {
        method: o.method ?? 'GET',
        headers,
        agent: https ? https.agent : this.#http,
      });
      req.setTimeout(o.timeoutMs, () => {
        req.destroy(new Error(`no answer from ${url.host} within ${o.timeoutMs} ms`));
      });
      req.once('error', reject);
      req.once('response', (res: IncomingMessage) => resolve({ statusCode: res.statusCode ?? 0, body: res }));
      req.end(o.body);
    });
  }

  async close(): Promise<void> {
    this.#http.destroy();
    (await this.#https)?.agent.destroy();
  }
}

/** The whole body. */
export async function readBody(res: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function readJson(res: IncomingMessage): Promise<unknown> {
  return JSON.parse((await readBody(res)).toString('utf8')) as unknown;
}

/** Reads and drops the body (so its connection can be reused); never rejects. */
export function dump(res: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (res.complete || res.destroyed) return resolve();
    res.once('end', resolve);
    res.once('close', resolve);
    res.once('error', () => resolve());
    res.resume();
  });
}

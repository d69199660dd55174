/**
 * A real HTTP server on 127.0.0.1:0 that misbehaves on purpose: each request is answered by the next
 * handler of a script (then by `fallback`), and every request is recorded with its headers and body.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, seen: Seen) => void | Promise<void>;

export interface ScriptedServer {
  url: string;
  seen: Seen[];
  /** Handlers for the next requests, in order. */
  script: Handler[];
  close(): Promise<void>;
}

export async function startScriptedServer(
  fallback: Handler = (_q, res) => json(res, 404, { messages: ['no route'] }),
): Promise<ScriptedServer> {
  const seen: Seen[] = [];
  const script: Handler[] = [];
  const server = createServer((req, res) => {
    const record: Seen = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.alloc(0),
    };
    seen.push(record);
    const handler = script.shift() ?? fallback;
    Promise.resolve(handler(req, res, record)).catch((err: unknown) => {
      res.destroy(err instanceof Error ? err : new Error(String(err)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    script,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Reads the whole request body into `seen.body`. */
export async function readBody(req: IncomingMessage, seen: Seen): Promise<Buffer> {
  seen.body = await buffer(req);
  return seen.body;
}

export function ndjson(res: ServerResponse, lines: unknown[], end = true): void {
  res.writeHead(200, { 'content-type': 'application/x-ndjson' });
  for (const l of lines) res.write(`${typeof l === 'string' ? l : JSON.stringify(l)}\n`);
  if (end) res.end();
}

/**
 * A proxy on 127.0.0.1:0 that makes the real sitepub server look like a plain surge server to the client, until
 * the server's own plain-surge profile is used instead (`startServer({ profile: 'surge' })`): the upload-plan
 * route answers 404 as an unknown path does, and JSON answers lose the fields the published protocol does not
 * have (`meta`, `liveAt`, `created_at`, `contentHash`, `deployId`). `swallowNextDeploy()` makes the next
 * `PUT /:domain` reach the server and finish there, and answers 502 instead of the server's stream: the
 * ambiguous failure of issue #26.3.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

const NOT_IN_PROTOCOL = new Set(['meta', 'liveAt', 'created_at', 'contentHash', 'deployId']);

/** Drops the fields surge.sh does not send, at any depth. */
export function plainJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainJson);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !NOT_IN_PROTOCOL.has(k))
      .map(([k, v]) => [k, plainJson(v)]),
  );
}

export interface PlainProxy {
  url: string;
  /** Requests seen: method and path. */
  log: { method: string; path: string }[];
  swallowNextDeploy(): void;
  close(): Promise<void>;
}

export async function startPlainProxy(target: string): Promise<PlainProxy> {
  const upstream = new URL(target);
  const log: PlainProxy['log'] = [];
  let swallow = false;
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    log.push({ method: req.method ?? '', path });
    if (req.method === 'POST' && /^\/[^/]+\/uploads$/.test(path)) {
      req.resume();
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ messages: ['Not Found'] }));
      return;
    }
    const isDeploy = req.method === 'PUT' && /^\/[^/]+$/.test(path);
    const swallowThis = isDeploy && swallow;
    if (swallowThis) swallow = false;
    const up = httpRequest({
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path,
      headers: { ...req.headers, host: upstream.host },
      agent: false,
    });
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway\n');
    });
    req.pipe(up);
    up.on('response', (ur) => {
      if (swallowThis) {
        ur.resume();
        ur.on('end', () => res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway\n'));
        return;
      }
      const type = String(ur.headers['content-type'] ?? '');
      if (!/application\/json/.test(type)) {
        res.writeHead(ur.statusCode ?? 502, ur.headers);
        ur.pipe(res);
        return;
      }
      void buffer(ur).then((raw) => {
        let body = raw;
        try {
          body = Buffer.from(JSON.stringify(plainJson(JSON.parse(raw.toString()))));
        } catch {
          // not JSON after all: as it came
        }
        const headers = { ...ur.headers, 'content-length': String(body.length) };
        delete headers['transfer-encoding'];
        res.writeHead(ur.statusCode ?? 502, headers).end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    swallowNextDeploy: () => {
      swallow = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

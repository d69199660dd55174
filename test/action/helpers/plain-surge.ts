/**
 * A proxy on 127.0.0.1:0 that makes the reference server look like a plain surge server (surge.sh), until the
 * server's own plain profile (`startServer({ profile: 'surge' })`) replaces it: `GET /:domain/list` entries
 * carry only what surge sends (`rev`, `current`, `preview`, `email`, `friendlySize`, `timeAgoInWords`,
 * `publicFileCount`, `msg`: no `liveAt`, `created_at`, `meta`, `contentHash`, `message`, `publicTotalSize`), the
 * sitepub extension `POST /:domain/uploads` answers 404 like an unknown path, and `PUT /:domain/settings` refuses
 * sitepub's setting names (400). Every request is logged with the headers a test asserts on. `bareCutover`: the
 * answer to `PUT /:domain/rev/:rev` is `{}` (the spec does not show that body), after the server made the change.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PlainSurge {
  url: string;
  log: { method: string; path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

const LIST_FIELDS = [
  'rev',
  'current',
  'preview',
  'email',
  'friendlySize',
  'timeAgoInWords',
  'publicFileCount',
  'msg',
] as const;

export async function startPlainSurge(
  target: string,
  opts: { bareCutover?: boolean } = {},
): Promise<PlainSurge> {
  const upstream = new URL(target);
  const log: PlainSurge['log'] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const bare = path.split('?')[0]!;
    log.push({ method: req.method ?? '', path, headers: req.headers });
    const answer = (status: number, body: unknown): void => {
      req.resume();
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && /^\/[^/]+\/uploads$/.test(bare))
      return answer(404, { messages: ['Not Found'] });
    if (/^\/[^/]+\/settings$/.test(bare)) return answer(400, { messages: ['forceHttps is not a setting'] });
    const up = httpRequest({
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path,
      headers: { ...req.headers, host: upstream.host },
      agent: false,
    });
    up.on('error', () => {
      if (!res.headersSent) answer(502, { messages: ['bad gateway'] });
    });
    up.on('response', (r) => {
      const isList = req.method === 'GET' && /^\/[^/]+\/list$/.test(bare) && r.statusCode === 200;
      if (
        opts.bareCutover &&
        req.method === 'PUT' &&
        /^\/[^/]+\/rev\/\d+$/.test(bare) &&
        (r.statusCode ?? 0) < 300
      ) {
        r.resume();
        r.on('end', () => answer(r.statusCode ?? 200, {}));
        return;
      }
      if (!isList) {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => {
        const items = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>[];
        const plain = items.map((it) =>
          Object.fromEntries(LIST_FIELDS.filter((k) => k in it).map((k) => [k, it[k]])),
        );
        const body = JSON.stringify(plain);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
    req.pipe(up);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

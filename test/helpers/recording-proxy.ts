/**
 * A pass-through proxy on 127.0.0.1:0 in front of a test server, for what a test must see or stage between a
 * client and the server: every request is logged (method, path, headers), and a few network-level events can be
 * acted out. The answers' shapes are the server's own: put it in front of `startTestServer({ profile: 'surge' })`
 * to act as surge.sh (the plain profile answers as the published protocol does; docs/surge-sh.md).
 *
 * - `hidden`: revisions left out of `GET /:domain/list` answers (a list that changed between a client's read and
 *   its move);
 * - `swallowNextDeploy()`: the next `PUT /:domain` reaches the server and finishes there, and the client gets a
 *   502 instead of the server's stream (the ambiguous failure a retry must resolve);
 * - `bareCutover`: a successful `PUT /:domain/rev/:rev` answers `{}` (the spec does not show that body).
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

export interface LoggedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface RecordingProxy {
  url: string;
  log: LoggedRequest[];
  hidden: Set<number>;
  swallowNextDeploy(): void;
  close(): Promise<void>;
}

export interface RecordingProxyOptions {
  bareCutover?: boolean;
}

const LIST = /^\/[^/]+\/list$/;
const DEPLOY = /^\/[^/]+$/;
const CUTOVER = /^\/[^/]+\/rev\/\d+$/;

export async function startRecordingProxy(
  target: string,
  options: RecordingProxyOptions = {},
): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const log: LoggedRequest[] = [];
  const hidden = new Set<number>();
  let swallow = false;
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const bare = path.split('?')[0]!;
    const method = req.method ?? '';
    log.push({ method, path, headers: req.headers });
    const swallowThis = swallow && method === 'PUT' && DEPLOY.test(bare);
    if (swallowThis) swallow = false;
    const badGateway = (): void => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway\n');
    };
    const up = httpRequest({
      host: upstream.hostname,
      port: upstream.port,
      method,
      path,
      headers: { ...req.headers, host: upstream.host },
      agent: false,
    });
    up.on('error', badGateway);
    req.pipe(up);
    up.on('response', (answer) => {
      const status = answer.statusCode ?? 502;
      if (swallowThis) {
        answer.resume();
        answer.on('end', badGateway);
        return;
      }
      const ok = status >= 200 && status < 300;
      const json = /^application\/json/.test(answer.headers['content-type'] ?? '');
      const reshape =
        ok && json && method === 'GET' && LIST.test(bare) && hidden.size > 0
          ? (body: unknown) =>
              Array.isArray(body)
                ? body.filter((item: { rev?: unknown }) => !hidden.has(Number(item.rev)))
                : body
          : ok && options.bareCutover && method === 'PUT' && CUTOVER.test(bare)
            ? () => ({})
            : null;
      if (!reshape) {
        res.writeHead(status, answer.headers);
        answer.pipe(res);
        return;
      }
      void buffer(answer).then((raw) => {
        const body = Buffer.from(JSON.stringify(reshape(json ? JSON.parse(raw.toString()) : null)));
        const headers = {
          ...answer.headers,
          'content-type': 'application/json',
          'content-length': String(body.length),
        };
        delete headers['transfer-encoding'];
        res.writeHead(status, headers).end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    hidden,
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

/**
 * A proxy on 127.0.0.1:0 that makes the reference server look like a plain surge server to a client: JSON
 * answers lose every sitepub-only field (`liveAt`, `meta`, `created_at`, `deployId`, `contentHash`) and list items
 * carry the deploy message only as `msg` (docs/surge-sh.md, ../shared/spec/surge-protocol.md §4-§6). Streams
 * (deploys) pass through untouched. A stand-in for the server's own plain-surge profile
 * (`startServer({ profile: 'surge' })`) until that lands; `log` records the requests so tests can see which
 * endpoint a command used.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const SITEPUB_ONLY = new Set(['liveAt', 'meta', 'created_at', 'deployId', 'contentHash']);

export interface PlainSurgeProxy {
  url: string;
  log: { method: string; path: string }[];
  /** Revisions left out of list answers (to act out a list that changed between a client's read and its move). */
  hidden: Set<number>;
  close(): Promise<void>;
}

function strip(value: unknown, listItem: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => strip(v, listItem));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (SITEPUB_ONLY.has(k) || (listItem && k === 'message')) continue;
    out[k] = strip(v, false);
  }
  return out;
}

export async function startPlainSurgeProxy(target: string): Promise<PlainSurgeProxy> {
  const upstream = new URL(target);
  const log: PlainSurgeProxy['log'] = [];
  const hidden = new Set<number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    log.push({ method: req.method ?? '', path });
    const up = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        if (!/^application\/json/.test(answer.headers['content-type'] ?? '')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const isList = req.method === 'GET' && /^\/[^/]+\/list(\?|$)/.test(path);
          const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString());
          const listed = Buffer.from(
            JSON.stringify(
              isList && Array.isArray(parsed)
                ? parsed
                    .filter((item: { rev?: unknown }) => !hidden.has(Number(item.rev)))
                    .map((item) => strip(item, true))
                : strip(parsed, false),
            ),
          );
          const headers = { ...answer.headers, 'content-length': String(listed.length) };
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(listed);
        });
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    hidden,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

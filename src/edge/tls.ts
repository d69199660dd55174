/**
 * The edge's HTTPS listener: TLS with SNI, serving each host with the certificate the origin holds for it
 * (managed by the origin's CA, or the project's custom one), with the same request handler as plain HTTP.
 *
 * Seam: a `CertificateSource` returns the key + chain for a server name. `originCertificates` asks the origin
 * (`GET /_sitepub/certs/:servername`, Bearer shared secret); tests and embedders may pass their own.
 * Secure contexts are cached per server name for `ttlMs` (default 10 minutes) so renewed or uploaded
 * certificates are picked up without a restart, and never beyond the certificate's expiry.
 */
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSecureContext, type SecureContext } from 'node:tls';
import { dump, OriginAgents, readJson } from './origin-http.ts';

export interface TlsBundle {
  keyPem: string;
  /** Leaf first, then the chain. */
  chainPem: string;
  /** Epoch ms. */
  notAfter: number;
}

export type CertificateSource = (servername: string) => Promise<TlsBundle | null>;

/** The origin's certificate endpoint for edges. Errors name the path and status, never the secret. */
export function originCertificates(options: {
  /** The origin's URL, or a function giving the one to ask now (the edge's preferred origin). */
  origin: string | (() => string);
  secret: string;
  timeoutMs?: number;
}): CertificateSource & { close(): Promise<void> } {
  const agent = new OriginAgents(4);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const source = async (servername: string): Promise<TlsBundle | null> => {
    const base = typeof options.origin === 'string' ? options.origin : options.origin();
    const url = new URL(`/_sitepub/certs/${encodeURIComponent(servername)}`, base);
    const res = await agent.request(url, {
      headers: { authorization: `Bearer ${options.secret}` },
      timeoutMs,
    });
    if (res.statusCode === 404) {
      await dump(res.body);
      return null;
    }
    if (res.statusCode !== 200) {
      await dump(res.body);
      throw new Error(`origin answered ${res.statusCode} to GET ${url.pathname}`);
    }
    return (await readJson(res.body)) as TlsBundle;
  };
  return Object.assign(source, { close: () => agent.close() });
}

interface Entry {
  context: Promise<SecureContext | null>;
  expires: number;
}

/** An SNI callback over a certificate source, with a bounded per-name cache. */
export function sniCallback(
  source: CertificateSource,
  options: {
    ttlMs?: number;
    max?: number;
    now?: () => number;
    onError?: (servername: string, err: unknown) => void;
  } = {},
) {
  const ttl = options.ttlMs ?? 10 * 60 * 1000;
  const max = options.max ?? 1000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();
  const load = (name: string): Entry => {
    const entry: Entry = { expires: now() + ttl, context: Promise.resolve(null) };
    entry.context = source(name).then(
      (b) => {
        if (!b) {
          entry.expires = now() + 30_000; // unknown host: ask again soon
          return null;
        }
        entry.expires = Math.min(entry.expires, b.notAfter);
        return createSecureContext({ key: b.keyPem, cert: b.chainPem });
      },
      (err: unknown) => {
        options.onError?.(name, err);
        cache.delete(name);
        return null;
      },
    );
    cache.set(name, entry);
    if (cache.size > max) cache.delete(cache.keys().next().value!);
    return entry;
  };
  return (servername: string, cb: (err: Error | null, ctx?: SecureContext) => void): void => {
    const name = servername.toLowerCase().replace(/\.$/, '');
    let entry = cache.get(name);
    if (!entry || entry.expires <= now()) entry = load(name);
    entry.context.then(
      (ctx) => (ctx ? cb(null, ctx) : cb(new Error(`no certificate for ${name}`))),
      (err: Error) => cb(err),
    );
  };
}

export interface TlsListener {
  server: Server;
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the HTTPS listener on `host:port` (0 = any free port) with the edge's request handler. */
export async function startTlsListener(options: {
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  certificates: CertificateSource;
  host?: string;
  port?: number;
  onError?: (servername: string, err: unknown) => void;
}): Promise<TlsListener> {
  const server = createServer(
    {
      SNICallback: sniCallback(options.certificates, { onError: options.onError }),
      minVersion: 'TLSv1.2',
      ALPNProtocols: ['http/1.1'],
      keepAliveTimeout: 5_000,
      headersTimeout: 20_000,
      requestTimeout: 30_000,
      maxHeaderSize: 16 * 1024,
    },
    options.handler,
  );
  server.on('tlsClientError', () => undefined); // handshakes without a known name just fail
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const addr = server.address() as AddressInfo;
  const h = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  return {
    server,
    url: `https://${h}:${addr.port}`,
    port: addr.port,
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 2_000).unref();
      }),
  };
}

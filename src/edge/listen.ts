/**
 * The edge's listeners, in one place: plain HTTP now; the HTTPS listener (SNI, certificates synced from the
 * origin) plugs in here later with the same request handler.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export function createHttpServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Server {
  const server = createServer(
    {
      keepAliveTimeout: 5_000,
      headersTimeout: 20_000,
      requestTimeout: 30_000,
      maxHeaderSize: 16 * 1024,
      noDelay: true,
    },
    handler,
  );
  // What Node's default handler answers (and so the HTTPS listener), always with Connection: close: 431 for
  // headers over maxHeaderSize (RFC 6585), 408 for a request slower than requestTimeout, 400 for the rest.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

export async function listen(
  server: Server,
  host: string,
  port: number,
): Promise<{ url: string; port: number }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const addr = server.address() as AddressInfo;
  const h = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  return { url: `http://${h}:${addr.port}`, port: addr.port };
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 2_000).unref();
  });
}

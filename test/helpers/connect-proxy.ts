/**
 * A forward proxy as a company network has one: it answers CONNECT only (what a client does with HTTPS_PROXY
 * for an https:// URL), resolves the requested names itself from `hosts` (name → a port on 127.0.0.1; any other
 * name gets 502), and logs every CONNECT target. The names it serves (e.g. `surge.test`) resolve nowhere else, so
 * a request that reached its target went through the proxy.
 *
 * `startTlsFront` gives such a name an HTTPS side: TLS with a certificate issued by a local CA (the server's own
 * authority module) in front of a plain-HTTP test server. Clients trust the CA through NODE_EXTRA_CA_CERTS.
 */
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { createServer as createTlsServer } from 'node:tls';
import { loadOrCreateAuthority } from '../../src/server/ca/authority.ts';

export interface ConnectProxy {
  /** `http://127.0.0.1:<port>`: the value for HTTPS_PROXY. */
  url: string;
  /** Every CONNECT target asked for (`host:port`), in order. */
  connects: string[];
  close(): Promise<void>;
}

function tunnel(client: Socket, head: Buffer, port: number): void {
  const upstream = connect(port, '127.0.0.1', () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) upstream.write(head);
    upstream.pipe(client).pipe(upstream);
  });
  const drop = (): void => {
    client.destroy();
    upstream.destroy();
  };
  upstream.on('error', drop);
  client.on('error', drop);
}

export async function startConnectProxy(hosts: Record<string, number>): Promise<ConnectProxy> {
  const connects: string[] = [];
  const sockets = new Set<Socket>();
  const server = createHttpServer((_req, res) => res.writeHead(405).end('CONNECT only\n'));
  server.on('connect', (req, socket: Socket, head: Buffer) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const target = req.url ?? '';
    connects.push(target);
    const port = hosts[target.replace(/:\d+$/, '')];
    if (port === undefined) socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    else tunnel(socket, head, port);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connects,
    close: () => closeServer(server, sockets),
  };
}

export interface TlsFront {
  port: number;
  close(): Promise<void>;
}

/** A local CA, written to `<dir>/ca.pem` (for NODE_EXTRA_CA_CERTS), and a certificate for `names`. */
export async function testCertificate(
  dir: string,
  names: string[],
): Promise<{ caFile: string; cert: string; key: string }> {
  const ca = await loadOrCreateAuthority(join(dir, 'ca'));
  const issued = await ca.issue(names);
  const caFile = join(dir, 'ca.pem');
  await writeFile(caFile, ca.rootPem);
  return { caFile, cert: issued.chainPem, key: issued.keyPem };
}

/** TLS on 127.0.0.1:0, each connection passed on in plain text to 127.0.0.1:`targetPort`. */
export async function startTlsFront(
  tls: { cert: string; key: string },
  targetPort: number,
): Promise<TlsFront> {
  const sockets = new Set<Socket>();
  const server = createTlsServer({ cert: tls.cert, key: tls.key }, (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    tunnelPlain(socket, targetPort);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, close: () => closeServer(server, sockets) };
}

function tunnelPlain(socket: Socket, port: number): void {
  const upstream = connect(port, '127.0.0.1');
  socket.pipe(upstream).pipe(socket);
  const drop = (): void => {
    socket.destroy();
    upstream.destroy();
  };
  upstream.on('error', drop);
  socket.on('error', drop);
}

async function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

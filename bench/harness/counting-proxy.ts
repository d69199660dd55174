/**
 * A TCP pass-through on 127.0.0.1 that counts the bytes each way: what a client really sends (request lines,
 * headers, bodies, every request of a deploy) to the server behind it, e.g. the cluster's load balancer. Only
 * the measured step goes through it; it adds a copy in the bench's own process, nothing else.
 */
import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface CountingProxy {
  /** `http://127.0.0.1:<port>`: the endpoint to give the client instead of `target`. */
  url: string;
  /** Bytes from clients to the target, and back, since the start or the last `reset()`. */
  readonly sent: number;
  readonly received: number;
  reset(): void;
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const { hostname, port } = new URL(target);
  let sent = 0;
  let received = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (d: Buffer) => (sent += d.length));
    upstream.on('data', (d: Buffer) => (received += d.length));
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get sent() {
      return sent;
    },
    get received() {
      return received;
    },
    reset() {
      sent = 0;
      received = 0;
    },
    async close() {
      for (const s of sockets) s.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

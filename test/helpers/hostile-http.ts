/**
 * Raw HTTP/1.1 over a socket, byte for byte as written (absolute-form targets, missing or doubled Host headers,
 * smuggling attempts): `rawHttp(base, 'GET http://x/ HTTP/1.1\r\nHost: y\r\n\r\n')` → the first response.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number;
  head: string;
  body: string;
  /** Everything the server sent before closing or the timeout. */
  all: string;
}

export function rawHttp(base: string, request: string | Buffer, waitMs = 2000): Promise<RawAnswer> {
  const u = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(u.port), u.hostname);
    let all = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const end = all.indexOf('\r\n\r\n');
      const head = end === -1 ? all : all.slice(0, end);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      let body = end === -1 ? '' : all.slice(end + 4);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      if (length !== undefined) body = body.slice(0, Number(length));
      resolve({ status, head, body, all });
    };
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      all += d;
      // one complete response with a Content-Length is enough
      const end = all.indexOf('\r\n\r\n');
      const length = end === -1 ? undefined : /\r\ncontent-length: *(\d+)/i.exec(all.slice(0, end))?.[1];
      if (length !== undefined && all.length - end - 4 >= Number(length)) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(request);
    setTimeout(finish, waitMs);
  });
}

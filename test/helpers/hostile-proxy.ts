/**
 * A fault-injecting HTTP proxy on 127.0.0.1:0 in front of a real server. Each request asks `decide` what to
 * do; the default is to forward it untouched.
 *   const proxy = await startFaultProxy(srv.api, (req, n) => (req.method === 'PUT' && n === 1 ? { kind: 'reset', afterBytes: 50_000 } : null));
 * Faults:
 *  - reset:    forward, then after `afterBytes` of the request body destroy both connections (no response)
 *  - status:   forward `afterBytes` of the body (then abort upstream), answer `status` with `headers`
 *  - swallow:  forward everything, let the server finish, then answer `status` instead of its response
 *  - corrupt:  forward, flip one byte of the response body (e.g. a blob an edge pulls)
 *  - delay:    forward, hold the server's answer `ms` before passing it on (requests sent together overlap)
 *  - hold:     forward `afterBytes` of the body, keep the rest until `release` resolves; `started` is called once
 *              the server's answer began (a deploy: its pending revision exists)
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Transform } from 'node:stream';

export type Fault =
  | { kind: 'reset'; afterBytes: number }
  | { kind: 'status'; status: number; headers?: Record<string, string>; afterBytes?: number; body?: string }
  | { kind: 'swallow'; status: number }
  | { kind: 'corrupt' }
  | { kind: 'delay'; ms: number }
  | { kind: 'hold'; afterBytes: number; release: Promise<void>; started: () => void };

export interface FaultProxy {
  url: string;
  /** Requests seen, in order: method, path, the fault applied (or null), and a JSON body once it has arrived. */
  log: { method: string; path: string; fault: Fault['kind'] | null; json?: unknown }[];
  /** The most requests in flight at once (arrived, response not yet finished). */
  mostInFlight(): number;
  close(): Promise<void>;
}

export async function startFaultProxy(
  target: string,
  decide: (req: IncomingMessage, n: number) => Fault | null,
): Promise<FaultProxy> {
  const upstream = new URL(target);
  const log: FaultProxy['log'] = [];
  let n = 0;
  let inFlight = 0;
  let most = 0;
  const server: Server = createServer((req, res) => {
    n++;
    most = Math.max(most, ++inFlight);
    res.on('close', () => inFlight--);
    const fault = decide(req, n);
    const entry: FaultProxy['log'][number] = {
      method: req.method ?? '',
      path: req.url ?? '',
      fault: fault?.kind ?? null,
    };
    log.push(entry);
    const json: Buffer[] | null = /json/.test(req.headers['content-type'] ?? '') ? [] : null;
    if (json)
      req.on('end', () => {
        try {
          entry.json = JSON.parse(Buffer.concat(json).toString());
        } catch {
          // not JSON after all (a test sending a bad body on purpose): logged without it
        }
      });
    const up = httpRequest({
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: upstream.host },
      agent: false,
    });
    up.on('error', () => {
      if (!res.headersSent && fault?.kind !== 'reset') {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('bad gateway\n');
      }
    });
    let sent = 0;
    const cut =
      fault?.kind === 'reset'
        ? fault.afterBytes
        : fault?.kind === 'status'
          ? (fault.afterBytes ?? 0)
          : Infinity;
    if (fault?.kind === 'hold') {
      const kept: Buffer[] = [];
      let released = false;
      let ended = false;
      void fault.release.then(() => {
        released = true;
        for (const chunk of kept) up.write(chunk);
        if (ended) up.end();
      });
      req.on('data', (chunk: Buffer) => {
        if (released) return void up.write(chunk);
        const room = Math.max(0, fault.afterBytes - sent);
        if (room > 0) up.write(chunk.subarray(0, room));
        if (chunk.length > room) kept.push(chunk.subarray(room));
        sent += chunk.length;
      });
      req.on('end', () => {
        ended = true;
        if (released) up.end();
      });
    }
    req.on('data', (chunk: Buffer) => {
      json?.push(chunk);
      if (fault?.kind === 'hold') return;
      if (sent >= cut) return;
      const room = cut - sent;
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      sent += part.length;
      up.write(part);
      if (sent >= cut) onCut();
    });
    req.on('end', () => {
      if (fault?.kind === 'hold') return;
      if (sent < cut) up.end();
      else if (cut === 0) onCut();
    });
    let cutDone = false;
    function onCut() {
      if (cutDone) return;
      cutDone = true;
      if (fault?.kind === 'reset') {
        up.destroy();
        req.socket.destroy();
      } else if (fault?.kind === 'status') {
        up.destroy();
        // The upstream may already have started its answer (the deploy stream begins before the upload ends):
        // a gateway failing then can only cut the connection.
        if (res.headersSent) return void req.socket.destroy();
        res.writeHead(fault.status, { 'content-type': 'text/plain', connection: 'close', ...fault.headers });
        res.end(fault.body ?? `${fault.status}\n`);
      }
    }
    if (cut === 0) onCut();
    up.on('response', async (ur) => {
      if (fault?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms));
      if (fault?.kind === 'swallow') {
        ur.resume();
        ur.on('end', () => {
          res.writeHead(fault.status, { 'content-type': 'text/plain', connection: 'close' });
          res.end(`${fault.status}\n`);
        });
        return;
      }
      if (res.headersSent) return void ur.resume();
      res.writeHead(ur.statusCode ?? 502, ur.headers);
      if (fault?.kind === 'hold') ur.once('data', () => fault.started());
      if (fault?.kind === 'corrupt') {
        let flipped = false;
        const flip = new Transform({
          transform(chunk: Buffer, _e, cb) {
            if (!flipped && chunk.length > 0) {
              const copy = Buffer.from(chunk);
              copy[0] = copy[0]! ^ 0xff;
              flipped = true;
              return cb(null, copy);
            }
            cb(null, chunk);
          },
        });
        ur.pipe(flip).pipe(res);
      } else ur.pipe(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    mostInFlight: () => most,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

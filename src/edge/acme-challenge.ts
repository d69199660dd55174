/**
 * ACME HTTP-01 on the edge: a request for `/.well-known/acme-challenge/<token>` is answered with the key
 * authorisation the origin holds for that token and host (`GET /_sitepub/acme-challenge/:token?host=`, Bearer
 * shared secret). When the origin has none, the request goes on to the site (which may serve its own file).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dump, OriginAgents, readBody } from './origin-http.ts';

const PREFIX = '/.well-known/acme-challenge/';
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** The key authorisation for (token, host), or null when the origin has no such pending challenge. */
export type ChallengeSource = (token: string, host: string) => Promise<string | null>;

export function originChallenges(options: {
  /** The origin's URL, or a function giving the one to ask now (the edge's preferred origin). */
  origin: string | (() => string);
  secret: string;
  timeoutMs?: number;
}): ChallengeSource & { close(): Promise<void> } {
  const agent = new OriginAgents(2);
  const timeoutMs = options.timeoutMs ?? 5_000;
  const source = async (token: string, host: string): Promise<string | null> => {
    const base = typeof options.origin === 'string' ? options.origin : options.origin();
    const url = new URL(`/_sitepub/acme-challenge/${encodeURIComponent(token)}`, base);
    url.searchParams.set('host', host);
    const res = await agent.request(url, {
      headers: { authorization: `Bearer ${options.secret}` },
      timeoutMs,
    });
    if (res.statusCode !== 200) {
      await dump(res.body);
      return null;
    }
    return (await readBody(res.body)).toString('utf8');
  };
  return Object.assign(source, { close: () => agent.close() });
}

/**
 * Wraps the edge's request handler: challenge requests the origin knows are answered (200 text/plain), the rest
 * (and every request when the origin cannot be asked) go to `next`.
 */
export function answerAcmeChallenges(
  source: ChallengeSource,
  next: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (!req.url?.startsWith(PREFIX)) return next(req, res);
    const path = req.url.split('?')[0]!;
    const token = path.startsWith(PREFIX) ? path.slice(PREFIX.length) : '';
    const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !TOKEN.test(token) || !host) return next(req, res);
    source(token, host).then(
      (answer) => {
        if (answer === null) return next(req, res);
        res.writeHead(200, {
          'content-type': 'text/plain',
          'content-length': Buffer.byteLength(answer),
          'cache-control': 'no-store',
        });
        res.end(req.method === 'HEAD' ? undefined : answer);
      },
      () => next(req, res),
    );
  };
}

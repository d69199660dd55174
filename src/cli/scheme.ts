/**
 * An endpoint whose scheme is not what its server speaks, said in one line with the endpoint to use instead:
 * - `https://` to a plain-HTTP server: the client classifies the failed handshake (NetworkError.plainHttpServer);
 * - `http://` to an HTTPS server: the server drops the connection without an answer (socket closed or reset, or
 *   bytes that are not HTTP), so a TLS handshake to the same port tells whether it speaks HTTPS.
 */
import net from 'node:net';
import tls from 'node:tls';
import { isPlainHttpAnswer, NetworkError } from '../client/index.ts';
import { CliError } from './errors.ts';
import type { ResolvedEndpoint } from './endpoint.ts';

export type Scheme = 'http' | 'https';

/** `host:port` of an endpoint URL, with the port its scheme implies when it names none. */
function hostPort(u: URL): string {
  return u.port ? u.host : `${u.host}:${u.protocol === 'https:' ? 443 : 80}`;
}

/** "127.0.0.1:4000 speaks HTTP, not HTTPS: use --endpoint http://127.0.0.1:4000" (pure). */
export function schemeMismatchLine(
  endpoint: string,
  speaks: Scheme,
  source?: ResolvedEndpoint['source'],
): string {
  const u = new URL(endpoint);
  const at = hostPort(u);
  const fixed = `${speaks}://${at}`;
  const said = u.protocol.slice(0, -1).toUpperCase();
  return (
    `${at} speaks ${speaks.toUpperCase()}, not ${said}: use --endpoint ${fixed}` +
    (source === 'env' ? ` (or export SURGE_ENDPOINT=${fixed})` : '')
  );
}

/** Connection failures an HTTPS server gives a plain-HTTP request: no answer, or one that is not HTTP. */
function droppedWithoutAnswer(code: string | undefined): boolean {
  return (
    code !== undefined &&
    (code === 'UND_ERR_SOCKET' ||
      code === 'ECONNRESET' ||
      code === 'EPIPE' ||
      code === 'UND_ERR_CLOSED' ||
      code.startsWith('HPE_'))
  );
}

/** Whether `host:port` completes a TLS handshake (nothing is sent over it; the certificate is not judged). */
export function speaksTls(host: string, port: number, timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolve) => {
    const bare = host.replace(/^\[|\]$/g, '');
    const socket = tls.connect({
      host: bare,
      port,
      rejectUnauthorized: false,
      ...(net.isIP(bare) ? {} : { servername: bare }),
    });
    const done = (v: boolean): void => {
      socket.destroy();
      resolve(v);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('secureConnect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * What the server of `endpoint` speaks when `err` (a NetworkError, or a bare error code from a reachability
 * check) comes from asking it in the other scheme; null when the error says nothing of the kind.
 */
export async function mismatchedScheme(err: unknown, endpoint: string): Promise<Scheme | null> {
  const u = new URL(endpoint);
  const code = err instanceof NetworkError ? err.code : typeof err === 'string' ? err : undefined;
  if (u.protocol === 'https:')
    return (err instanceof NetworkError ? err.plainHttpServer : isPlainHttpAnswer({ code })) ? 'http' : null;
  if (!droppedWithoutAnswer(code)) return null;
  return (await speaksTls(u.hostname, Number(u.port || 80))) ? 'https' : null;
}

/** `err` worded as the scheme mismatch it is (a CliError), else `err` unchanged. */
export async function schemeMismatchInstead(
  err: unknown,
  endpoint: ResolvedEndpoint | undefined,
): Promise<unknown> {
  if (!endpoint || !(err instanceof NetworkError)) return err;
  const speaks = await mismatchedScheme(err, endpoint.url);
  return speaks ? new CliError(schemeMismatchLine(endpoint.url, speaks, endpoint.source)) : err;
}

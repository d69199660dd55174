/**
 * After a deploy failed while its upload was still arriving (bad archive, limit exceeded, over the billing plan), or was
 * refused before its body was read (401, 403, 422, 429): answer, then close the connection without reading the
 * rest of the body, so a 6 GB bad upload is not read to its end.
 *
 * The NDJSON answer's headers went out when the deploy started, so `Connection: close` can no longer be announced.
 * A refusal does not announce it either: Node destroys a `Connection: close` socket as soon as the answer is out,
 * and closing with body bytes unread (or getting more) resets the connection, which takes the answer with it on
 * the client's side (its next write fails with EPIPE and the socket is dropped unread).
 * The connection is closed the way RFC 9112 §9.6 asks for a server that closes before the request ended: the
 * response is completed (its last chunk), then the server half-closes (FIN after those bytes, which tells the
 * client the connection is done), stops reading, and destroys the socket after a short linger. A client reads the
 * whole answer and stops sending (Node's http client, undici and fetch, the official `surge` CLI); one that keeps
 * writing gets a reset, but only after the linger, so the answer it was sent is not lost with it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long a half-closed connection may stay before it is destroyed. */
export const LINGER_MS = 2000;
/** A client that does not even read the answer loses the connection after this. */
const ANSWER_TIMEOUT_MS = 30_000;

export function closeWithoutReading(req: IncomingMessage, res: ServerResponse, lingerMs = LINGER_MS): void {
  const socket = req.socket;
  if (socket.destroyed) return;
  // Marks the body as consumed (reads at most one buffer): otherwise Node drains an unread request body to its
  // end once the response finishes, to keep the connection alive.
  req.read(0);
  req.pause();
  const destroy = () => socket.destroy();
  const deadline = setTimeout(destroy, ANSWER_TIMEOUT_MS).unref();
  const shut = () => {
    clearTimeout(deadline);
    socket.end();
    const linger = setTimeout(destroy, lingerMs).unref();
    socket.once('close', () => clearTimeout(linger));
  };
  socket.once('close', () => clearTimeout(deadline));
  if (res.writableFinished) shut();
  else res.once('finish', shut);
}

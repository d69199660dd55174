/**
 * One call from the origin to an edge's control routes: directly for an edge of this process (in-process), else
 * over HTTP with the shared secret. A non-200 answer throws, naming the edge's error; `describe` words a failure.
 */
import { request, type Agent } from 'undici';
import type { ControlCall } from '../../edge/control.ts';
import type { EdgeDescriptor } from './types.ts';

/** A request body already serialized (one text for every edge it goes to). */
export class JsonText {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** An edge's answer, read once: as JSON or as text. */
export interface Reply {
  json(): Promise<unknown>;
  text(): Promise<string>;
}

export type EdgeCall = (
  edge: EdgeDescriptor,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  timeoutMs: number,
) => Promise<Reply>;

export function edgeCaller(o: {
  auth: string;
  agent: Agent;
  inProcess: ReadonlyMap<string, ControlCall> | undefined;
}): EdgeCall {
  return async (edge, method, path, body, timeoutMs) => {
    const direct = o.inProcess?.get(edge.id);
    if (direct) {
      // never a JsonText: those go to edges that registered a syncBodyMax, and edges of this process register none
      const { status, text } = await withTimeout(direct(method, path, withoutOrigins(body)), timeoutMs);
      if (status !== 200)
        throw new EdgeAnswerError(
          status,
          errorDetail(() => JSON.parse(text)),
        );
      return { json: async () => JSON.parse(text) as unknown, text: async () => text };
    }
    const res = await request(new URL(path, edge.url), {
      method,
      dispatcher: o.agent,
      headers: {
        authorization: o.auth,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof JsonText ? body.text : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.statusCode !== 200) {
      let parsed: unknown = null;
      try {
        parsed = await res.body.json();
      } catch {
        // not JSON
      }
      throw new EdgeAnswerError(
        res.statusCode,
        errorDetail(() => parsed),
      );
    }
    return { json: () => res.body.json(), text: () => res.body.text() };
  };
}

/** A body without the cluster's origin list: an edge of this process stops with this origin, it needs none. */
function withoutOrigins(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('origins' in body)) return body;
  const { origins: _, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** `work`, or a TimeoutError after `ms` (as the HTTP calls' signal gives; the edge's work goes on either way). */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException(`no answer in ${ms} ms`, 'TimeoutError')), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** `: <error>` from an edge's error answer, or nothing when it has none. */
function errorDetail(parse: () => unknown): string {
  try {
    const error = (parse() as { error?: unknown } | null)?.error;
    return typeof error === 'string' && error ? `: ${error}` : '';
  } catch {
    return '';
  }
}

/** An edge answered with an error status; `detail` is its own error text (`: …`), for the log. */
export class EdgeAnswerError extends Error {
  readonly status: number;
  constructor(status: number, detail: string) {
    super(`edge answered ${status}${detail}`);
    this.status = status;
  }
}

/**
 * A failed call in words a client may see: "timed out", "answered 502", "connect ECONNREFUSED". Never the
 * error's message, which can carry an address (the edge's, or the origin's that the edge could not reach):
 * that goes to the log (`describe`).
 */
export function publicReason(err: unknown): string {
  const e = err as Error & { cause?: { code?: unknown; syscall?: unknown } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'timed out';
  if (err instanceof EdgeAnswerError) return `answered ${err.status}`;
  const { code, syscall } = e.cause ?? (e as { code?: unknown; syscall?: unknown });
  if (typeof code === 'string') return typeof syscall === 'string' ? `${syscall} ${code}` : code;
  return 'no answer';
}

/** A failed call in a few words, for the log: "timed out", or the error's (or its cause's) message. */
export function describe(err: unknown): string {
  const e = err as Error & { cause?: Error };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'timed out';
  return e.cause?.message ?? e.message;
}

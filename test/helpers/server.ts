/**
 * A real sitepub server on 127.0.0.1, port 0, with a fresh temp data directory, for tests.
 *   const srv = await startTestServer({ edges: 2 });
 *   const token = await srv.token('me@example.com');   // POST /token, creating the account
 *   ...
 *   await srv.close();                                   // stops it and deletes the data directory
 * `keepData: true` keeps the directory (e.g. to restart a server on the same data with `data`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type ServeOptions } from '../../src/server/main.ts';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestServer {
  api: string;
  edges: string[];
  domain: string;
  data: string;
  server: RunningServer;
  /** Mints an API token via POST /token (Basic email:TEST_PASSWORD), creating the account if needed. */
  token(email?: string): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

export async function startTestServer(
  options: ServeOptions & { keepData?: boolean } = {},
): Promise<TestServer> {
  const data = options.data ?? (await mkdtemp(join(tmpdir(), 'sitepub-test-')));
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    logger: false,
    ...options,
    data,
    json: false,
  });
  return {
    api: server.api,
    edges: server.edges,
    domain: server.domain,
    data,
    server,
    async token(email = `user${process.pid}-${++counter}@example.com`) {
      const res = await fetch(`${server.api}/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${email}:${TEST_PASSWORD}`).toString('base64')}` },
      });
      const body = (await res.json()) as { token?: string; messages?: string[] };
      if (res.status !== 201 || typeof body.token !== 'string') {
        throw new Error(`POST /token for ${email} failed: ${res.status} ${JSON.stringify(body)}`);
      }
      return body.token;
    },
    async close() {
      try {
        await server.close(); // throws when a test closed it already (srv.server.close())
      } finally {
        if (!options.keepData) await rm(data, { recursive: true, force: true });
      }
    },
  };
}

/** `Authorization` header value for an API token. */
export function basicToken(token: string): string {
  return `Basic ${Buffer.from(`token:${token}`).toString('base64')}`;
}

export interface DeployAnswer {
  status: number;
  reason: string | null;
  headers: Headers;
  /** Parsed NDJSON lines (2xx) or the JSON error body as one element (non-2xx). */
  events: Record<string, unknown>[];
  body: unknown;
}

/** Request headers of a deploy as the official CLI sends them, plus `headers`. */
export function deployHeaders(
  token: string | null,
  headers: Record<string, string> = {},
): Record<string, string> {
  return {
    'content-type': 'application/gzip',
    accept: 'application/x-ndjson',
    ...(token ? { authorization: basicToken(token) } : {}),
    ...headers,
  };
}

/** The NDJSON lines of a deploy answer, or the one JSON error body of a refusal. */
export function deployEvents(ok: boolean, text: string): Record<string, unknown>[] {
  return ok
    ? text
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as Record<string, unknown>)
    : [JSON.parse(text) as Record<string, unknown>];
}

/**
 * PUT /:domain with an archive, as the official CLI sends it (chunked when `chunked`, default true).
 * Extra headers (stage, message, x-sitepub-meta, …) go in `headers`.
 */
export async function putArchive(
  api: string,
  token: string | null,
  domain: string,
  archive: Buffer,
  headers: Record<string, string> = {},
  options: { chunked?: boolean } = {},
): Promise<DeployAnswer> {
  const chunked = options.chunked ?? true;
  const body = chunked
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < archive.length; i += 16 * 1024)
            controller.enqueue(archive.subarray(i, i + 16 * 1024));
          controller.close();
        },
      })
    : archive;
  const res = await fetch(`${api}/${domain}`, {
    method: 'PUT',
    headers: deployHeaders(token, headers),
    body,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  const events = deployEvents(res.ok, text);
  const parsed: unknown = res.ok ? text : events[0];
  return {
    status: res.status,
    reason: res.headers.get('reason'),
    headers: res.headers,
    events,
    body: parsed,
  };
}

/** A parsed JSON response body; tests check its shape with assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes are asserted by each test
export type Json = any;

/** JSON request with token auth; returns status, reason header and parsed body. */
export async function api(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; reason: string | null; body: Json }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: basicToken(token) } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? '' : JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, reason: res.headers.get('reason'), body: parsed };
}

/**
 * Checks of what a client is told when the server fails (docs/server.md, "Errors"): the request id quoted in the
 * message, the server's log line of that request id holding the detail, and no internal detail in the message.
 */
import { Writable } from 'node:stream';
import { expect } from 'vitest';

/** The request id a failure message quotes ("request id 0123456789abcdef"). */
export function requestIdIn(message: string): string {
  const id = /request id ([0-9a-f]{16})\b/.exec(message)?.[1];
  expect(id, `no request id in: ${message}`).toBeDefined();
  return id!;
}

/** The JSON log lines (pino) of one request id. */
export function logOf(log: string, requestId: string): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  for (const text of log.split('\n')) {
    if (!text.includes(requestId)) continue;
    try {
      const line = JSON.parse(text) as Record<string, unknown>;
      if (line.reqId === requestId) lines.push(line);
    } catch {
      // not a JSON line
    }
  }
  return lines;
}

/** The whole error the server logged (error level) for a request id: its serialized `err`, as text. */
export function loggedError(log: string, requestId: string): string {
  const line = logOf(log, requestId).find((l) => l.level === 50 && l.err);
  expect(line, `no error line with reqId ${requestId} in the log`).toBeDefined();
  return JSON.stringify(line!.err);
}

/**
 * No internal detail in `text`: none of `secrets` (data folder, endpoint, bucket, host:port…), no errno or
 * SQLite code, no stack frame, no SQL, no IP address with a port.
 */
export function expectNoInternals(text: string, secrets: readonly string[]): void {
  for (const s of secrets) expect(text, `"${s}" reached the client`).not.toContain(s);
  expect(text).not.toMatch(
    /\b(ENOSPC|EDQUOT|EACCES|EIO|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ERR_SQLITE\w*|SQLITE_\w+)\b/,
  );
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(text).not.toMatch(/\b(SELECT|INSERT|UPDATE|DELETE FROM)\b/);
  expect(text).not.toMatch(/\b\d{1,3}(\.\d{1,3}){3}:\d+\b|localhost:\d+/);
}

/** A log stream for startTestServer({ logger: { level: 'info', stream } }) and what it received. */
export function captureLog(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/**
 * NDJSON line splitter for deploy/encrypt streams, pure (bytes in, events out). Behaves like the official
 * client (surge-stream): lines split on /\r?\n/, objects split across chunks are joined, a last line without
 * a newline still counts, and lines that are not JSON objects (empty, garbage, arrays) are ignored.
 * Multi-byte UTF-8 characters split across chunks are decoded correctly.
 */
import type { DeployEvent } from '../protocol/types.ts';

/**
 * An event of a known type, or `{ type: 'unknown', event }` for a line of any other type (a newer server's),
 * the line as received in `event`. Known types are therefore told apart by `type` alone:
 * `switch (e.type) { case 'progress': e.written }` narrows.
 */
export type StreamEvent = DeployEvent | UnknownEvent;

/** An NDJSON line as received: an object with a string `type`. */
export interface RawEvent {
  type: string;
  [key: string]: unknown;
}

/** A line whose `type` is none of DeployEvent's, passed through untouched in `event`. */
export interface UnknownEvent {
  type: 'unknown';
  event: RawEvent;
}

/** The types of DeployEvent, the events this client types. */
const KNOWN_TYPES: ReadonlySet<string> = new Set(
  Object.keys({
    progress: true,
    cert: true,
    subscription: true,
    collect: true,
    info: true,
    error: true,
    users: true,
  } satisfies Record<DeployEvent['type'], true>),
);

/** Narrows an event to a known type: `if (isEvent(e, 'progress')) e.written` (same as checking `e.type`). */
export function isEvent<T extends DeployEvent['type']>(
  event: StreamEvent,
  type: T,
): event is Extract<DeployEvent, { type: T }> {
  return event.type === type;
}

function parseLine(line: string): StreamEvent | undefined {
  const text = line.trim();
  if (!text.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const obj = value as Record<string, unknown>;
      if (typeof obj.type !== 'string') return undefined;
      return KNOWN_TYPES.has(obj.type)
        ? (obj as unknown as DeployEvent)
        : { type: 'unknown', event: obj as RawEvent };
    }
  } catch {
    // ignored like the official client does
  }
  return undefined;
}

export interface NdjsonSplitter {
  /** Feeds bytes; returns the events completed by them. */
  push(chunk: Uint8Array | string): StreamEvent[];
  /** Flushes the last line (no trailing newline needed). */
  end(): StreamEvent[];
}

export function createNdjsonSplitter(): NdjsonSplitter {
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  const take = (text: string): StreamEvent[] => {
    rest += text;
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    const events: StreamEvent[] = [];
    for (const line of lines) {
      const ev = parseLine(line);
      if (ev) events.push(ev);
    }
    return events;
  };
  return {
    push: (chunk) => take(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })),
    end: () => {
      const events = take(decoder.decode());
      const last = parseLine(rest);
      rest = '';
      if (last) events.push(last);
      return events;
    },
  };
}

/** Pure convenience: all events of a complete body. */
export function parseNdjson(chunks: Iterable<Uint8Array | string>): StreamEvent[] {
  const s = createNdjsonSplitter();
  const out: StreamEvent[] = [];
  for (const c of chunks) out.push(...s.push(c));
  out.push(...s.end());
  return out;
}

/** Streams events from an async byte source (e.g. an undici response body). */
export async function* ndjsonEvents(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<StreamEvent> {
  const s = createNdjsonSplitter();
  for await (const chunk of source) yield* s.push(chunk);
  yield* s.end();
}

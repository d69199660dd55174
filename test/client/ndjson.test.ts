import { describe, expect, it } from 'vitest';
import { createNdjsonSplitter, isEvent, parseNdjson } from '../../src/client/index.ts';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('NDJSON splitter', () => {
  it('splits LF and CRLF lines and keeps a last line without newline', () => {
    const events = parseNdjson([
      enc(
        '{"type":"progress","id":"upload","written":1,"total":2}\r\n{"type":"cert","data":{}}\n{"type":"info","urls":[]}',
      ),
    ]);
    expect(events.map((e) => e.type)).toEqual(['progress', 'cert', 'info']);
  });

  it('joins objects split across chunks, including inside a multi-byte character', () => {
    const line = enc('{"type":"info","msg":"déployé ✓"}\n');
    const chunks = Array.from(line, (b) => Uint8Array.of(b)); // one byte at a time
    const s = createNdjsonSplitter();
    const got = chunks.flatMap((c) => s.push(c));
    expect([...got, ...s.end()]).toEqual([{ type: 'info', msg: 'déployé ✓' }]);
  });

  it('ignores empty, garbage, non-object and type-less lines like the official client', () => {
    const body =
      '\n\n   \nnot json\n[1,2]\n"str"\n{"no":"type"}\n{"type":\n{"type":"subscription","data":null}\n{"type":"users","users":["a"]}\n';
    expect(parseNdjson([body])).toEqual([
      { type: 'subscription', data: null },
      { type: 'users', users: ['a'] },
    ]);
  });

  it('emits events as soon as their line is complete', () => {
    const s = createNdjsonSplitter();
    expect(s.push('{"type":"error","error":{}}\n{"type"')).toEqual([{ type: 'error', error: {} }]);
    expect(s.push(':"info"}')).toEqual([]);
    expect(s.end()).toEqual([{ type: 'info' }]);
    expect(s.end()).toEqual([]);
  });

  it('wraps a line of an unknown type as { type: "unknown", event } with the line untouched', () => {
    expect(parseNdjson(['{"type":"future-thing","n":1}\n{"type":"unknown"}\n'])).toEqual([
      { type: 'unknown', event: { type: 'future-thing', n: 1 } },
      { type: 'unknown', event: { type: 'unknown' } },
    ]);
  });

  it('isEvent narrows known types and leaves unknown ones alone', () => {
    const [progress, other] = parseNdjson([
      '{"type":"progress","id":"cdn","written":3,"total":4}\n{"type":"users","users":[]}',
    ]);
    expect(progress && isEvent(progress, 'progress') ? progress.written / progress.total : 0).toBe(0.75);
    expect(other && isEvent(other, 'progress')).toBe(false);
  });
});

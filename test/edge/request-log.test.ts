/**
 * The request log's batched writer (src/edge/request-log.ts): lines wait in one buffer and reach the day's file
 * when it holds 64 KiB, after `flushMs`, at `flush()`/`close()`, or when the UTC day changes; a line longer than
 * the buffer is written alone. `read` sees every line, whichever way it was written.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestLog } from '../../src/edge/request-log.ts';
import type { EdgeRequestRecord } from '../../src/protocol/edge.ts';

const DAY = 86_400_000;
const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function newLog(flushMs = 60_000): Promise<RequestLog> {
  const dir = await mkdtemp(join(tmpdir(), 'sitepub-request-log-'));
  dirs.push(dir);
  const log = new RequestLog(dir, { flushMs });
  await log.init();
  return log;
}

const rec = (t: number, path: string, domain = 'site.test'): EdgeRequestRecord => ({
  t,
  host: domain,
  domain,
  rev: 1,
  preview: false,
  method: 'GET',
  path,
  status: 200,
  bytes: 10,
  ref: null,
  proto: 'HTTP/1.1',
  tls: false,
  enc: null,
  hit: true,
  vid: '0123abcd',
  ua: 'test',
});

async function lines(log: RequestLog, name: string): Promise<string[]> {
  return (await readFile(join(log.dir, name), 'utf8')).split('\n').filter(Boolean);
}

describe('request log writer', () => {
  it('keeps lines in memory until 64 KiB, then writes them in one piece', async () => {
    const log = await newLog();
    const t = Date.UTC(2026, 11, 7, 12);
    log.write(rec(t, '/first'));
    expect(await readdir(log.dir)).toEqual([]);
    let n = 1;
    while (n * 200 < 64 * 1024) log.write(rec(t, `/p/${n++}/${'x'.repeat(150)}`));
    const written = await lines(log, '2026-12-07.ndjson');
    expect(written.length).toBeGreaterThan(100);
    expect(written.length).toBeLessThanOrEqual(n);
    expect(JSON.parse(written[0]!)).toEqual(rec(t, '/first'));
    await log.close();
    expect(await lines(log, '2026-12-07.ndjson')).toHaveLength(n);
  });

  it('writes a line given in pieces as the line they make, also one longer than the buffer', async () => {
    const log = await newLog();
    const t = Date.UTC(2026, 11, 7, 12);
    const pieces = (r: EdgeRequestRecord): string[] => {
      const json = JSON.stringify(r);
      return [json.slice(0, 5), json.slice(5, 40), json.slice(40)];
    };
    const long = `/${'é'.repeat(100_000)}`;
    const parts = [...pieces(rec(t, '/a')), 'not part of the line'];
    log.writeParts(t, parts, 3);
    const longParts = pieces(rec(t, long));
    log.writeParts(t, longParts, longParts.length);
    log.writeParts(t, pieces(rec(t, '/b')), 3);
    await log.close();
    expect(await lines(log, '2026-12-07.ndjson')).toEqual(
      ['/a', long, '/b'].map((p) => JSON.stringify(rec(t, p))),
    );
  });

  it('writes after flushMs, per UTC day, and a line longer than the buffer alone', async () => {
    const log = await newLog(50);
    const t = Date.UTC(2026, 11, 7, 23, 59, 59);
    log.write(rec(t, '/late'));
    log.write(rec(t + 2000, '/next-day'));
    const long = `/${'é'.repeat(100_000)}`;
    log.write(rec(t + 3000, long));
    log.write(rec(t + 4000, '/after'));
    await sleep(200);
    expect(await lines(log, '2026-12-07.ndjson')).toEqual([JSON.stringify(rec(t, '/late'))]);
    expect(
      (await lines(log, '2026-12-08.ndjson')).map((l) => (JSON.parse(l) as EdgeRequestRecord).path),
    ).toEqual(['/next-day', long, '/after']);
    const read: string[] = [];
    for await (const r of log.read('site.test', t - DAY)) read.push(r.path);
    expect(read).toEqual(['/late', '/next-day', long, '/after']);
    await log.close();
  });
});

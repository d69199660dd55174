/**
 * Append-only request log of an edge: one NDJSON line per request in `<data>/logs/YYYY-MM-DD.ndjson` (UTC day,
 * so files rotate daily). Lines are buffered and appended at most every `flushMs` (or at 64 KiB) so logging
 * costs the hot path one JSON.stringify. Files older than `retainDays` are deleted. `read` streams the records
 * of one domain since a time, for the origin's analytics.
 */
import { createReadStream } from 'node:fs';
import { appendFile, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { EdgeRequestRecord } from '../protocol/edge.ts';

const FILE = /^(\d{4}-\d{2}-\d{2})\.ndjson$/;

export class RequestLog {
  readonly dir: string;
  readonly #flushMs: number;
  readonly #retainDays: number;
  #day = '';
  #dayStart = -Infinity;
  #buffer = '';
  #bytes = 0;
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();

  constructor(dir: string, options: { flushMs?: number; retainDays?: number } = {}) {
    this.dir = dir;
    this.#flushMs = options.flushMs ?? 1000;
    this.#retainDays = options.retainDays ?? 31;
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await this.prune();
  }

  write(record: EdgeRequestRecord): void {
    if (record.t < this.#dayStart || record.t >= this.#dayStart + 86_400_000) {
      if (this.#buffer) void this.flush();
      this.#dayStart = record.t - (record.t % 86_400_000);
      if (this.#day !== '') void this.prune(record.t).catch(() => {});
      this.#day = new Date(this.#dayStart).toISOString().slice(0, 10);
    }
    const line = `${JSON.stringify(record)}\n`;
    this.#buffer += line;
    this.#bytes += line.length;
    if (this.#bytes >= 64 * 1024) void this.flush();
    else if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), this.#flushMs);
      this.#timer.unref();
    }
  }

  /** Appends buffered lines; resolves once they are on disk. */
  flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    if (this.#buffer) {
      const data = this.#buffer;
      const file = join(this.dir, `${this.#day}.ndjson`);
      this.#buffer = '';
      this.#bytes = 0;
      this.#writing = this.#writing.then(() => appendFile(file, data)).catch(() => {});
    }
    return this.#writing;
  }

  async prune(now = Date.now()): Promise<void> {
    const cutoff = new Date(now - this.#retainDays * 86_400_000).toISOString().slice(0, 10);
    for (const name of await readdir(this.dir)) {
      const m = FILE.exec(name);
      if (m && m[1]! < cutoff) await rm(join(this.dir, name), { force: true });
    }
  }

  /** Records of `domain` (every domain when null) with `t >= since`, oldest file first. */
  async *read(domain: string | null, since: number): AsyncGenerator<EdgeRequestRecord> {
    await this.flush();
    const first = new Date(since).toISOString().slice(0, 10);
    const files = (await readdir(this.dir))
      .map((n) => FILE.exec(n))
      .filter((m): m is RegExpExecArray => m !== null && m[1]! >= first)
      .map((m) => m[0])
      .sort();
    const needle = domain === null ? null : `"domain":${JSON.stringify(domain)}`;
    for (const name of files) {
      const rl = createInterface({ input: createReadStream(join(this.dir, name)), crlfDelay: Infinity });
      for await (const line of rl) {
        if (!line || (needle && !line.includes(needle))) continue;
        let rec: EdgeRequestRecord;
        try {
          rec = JSON.parse(line) as EdgeRequestRecord;
        } catch {
          continue; // a torn last line after a crash
        }
        if (rec.t >= since && (domain === null || rec.domain === domain)) yield rec;
      }
    }
  }

  async close(): Promise<void> {
    await this.flush();
  }
}

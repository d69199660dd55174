/**
 * Append-only request log of an edge: one NDJSON line per request in `<data>/logs/YYYY-MM-DD.ndjson` (UTC day,
 * so files rotate daily). Lines are encoded into one buffer and appended, like nginx's `access_log … buffer=`,
 * with one write of the whole buffer at most every `flushMs` or when it holds 64 KiB, to a file kept open for
 * the day: per request the hot path costs the line's encoding, no promise, no thread-pool round trip. Files older
 * than `retainDays` are deleted. `read` streams the records of one domain since a time, for the origin's
 * analytics.
 */
import { closeSync, createReadStream, openSync, writeSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { EdgeRequestRecord } from '../protocol/edge.ts';

const FILE = /^(\d{4}-\d{2}-\d{2})\.ndjson$/;
/** Written once the buffer holds this much (a page-cache write of 64 KiB takes tens of µs). */
const FLUSH_BYTES = 64 * 1024;
/** Room for the flush threshold plus the longest line that can wait in the buffer (bigger ones go alone). */
const BUFFER_BYTES = 2 * FLUSH_BYTES;

export class RequestLog {
  readonly dir: string;
  readonly #flushMs: number;
  readonly #retainDays: number;
  #day = '';
  #dayStart = -Infinity;
  readonly #buffer = Buffer.allocUnsafeSlow(BUFFER_BYTES);
  #used = 0;
  /** The open file of `#day` (null: not opened yet, or it could not be). */
  #fd: number | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(dir: string, options: { flushMs?: number; retainDays?: number } = {}) {
    this.dir = dir;
    this.#flushMs = options.flushMs ?? 1000;
    this.#retainDays = options.retainDays ?? 31;
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await this.prune();
  }

  /** One record as its JSON line (the serving path writes its lines in parts: writeParts). */
  write(record: EdgeRequestRecord): void {
    this.writeParts(record.t, [JSON.stringify(record)], 1);
  }

  /**
   * The line that is `parts[0..n)` joined, of time `t`: each part encoded straight into the buffer, so the line is
   * never made as one string (what a hot path's line would cost in garbage: its pieces joined, then flattened).
   */
  writeParts(t: number, parts: readonly string[], n: number): void {
    if (t < this.#dayStart || t >= this.#dayStart + 86_400_000) this.#newDay(t);
    // a UTF-16 code unit takes at most 3 bytes of UTF-8 (a surrogate pair 4 for its 2 units)
    let max = 1;
    for (let i = 0; i < n; i++) max += 3 * parts[i]!.length;
    if (this.#used + max > BUFFER_BYTES) {
      this.#drain();
      if (max > BUFFER_BYTES) {
        this.#append(Buffer.from(`${parts.slice(0, n).join('')}\n`));
        return;
      }
    }
    for (let i = 0; i < n; i++) this.#used += this.#buffer.write(parts[i]!, this.#used);
    this.#buffer[this.#used++] = 0x0a;
    if (this.#used >= FLUSH_BYTES) this.#drain();
    else if (!this.#timer) {
      this.#timer = setTimeout(() => this.#drain(), this.#flushMs);
      this.#timer.unref();
    }
  }

  /** Appends buffered lines; resolves once they are written (the write itself is synchronous). */
  flush(): Promise<void> {
    this.#drain();
    return Promise.resolve();
  }

  #newDay(t: number): void {
    this.#drain();
    this.#closeFile();
    this.#dayStart = t - (t % 86_400_000);
    if (this.#day !== '') void this.prune(t).catch(() => {});
    this.#day = new Date(this.#dayStart).toISOString().slice(0, 10);
  }

  #drain(): void {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    if (this.#used === 0) return;
    const n = this.#used;
    this.#used = 0;
    this.#append(this.#buffer.subarray(0, n));
  }

  /** Lines that cannot be written (no disk space, the folder gone) are dropped: serving goes on. */
  #append(bytes: Buffer): void {
    try {
      this.#fd ??= openSync(join(this.dir, `${this.#day}.ndjson`), 'a');
      for (let off = 0; off < bytes.length;) off += writeSync(this.#fd, bytes, off);
    } catch {
      this.#closeFile();
    }
  }

  #closeFile(): void {
    try {
      if (this.#fd !== null) closeSync(this.#fd);
    } catch {
      // already unusable
    }
    this.#fd = null;
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
    this.#closeFile();
  }
}

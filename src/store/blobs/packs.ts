/**
 * Packs: a deploy's new small blobs one after another in `<root>/packs/<name>.pack`, with an index `<name>.idx`
 * (one `<sha256> <offset> <size>` line per blob). Creating a file costs far more kernel time than writing its
 * bytes into an open one (docs/server.md, "Crash safety"). A pack is written in the temp folder, made durable,
 * renamed into `packs/` (the index last), never changed again, and deleted as a whole.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fsyncPath } from '../fsync.ts';
import { digestOf } from '../sha256.ts';
import { SHA256 } from './loose.ts';

export const PACKS_DIR = 'packs';

/** Blobs up to this size go into packs (the origin's and a standalone edge's); larger ones have a file of their own. */
export const PACKED_BLOB_MAX_BYTES = 256 * 1024;

export const indexPathOf = (packPath: string): string => packPath.replace(/\.pack$/, '.idx');

/** Appended blobs are gathered up to this many bytes before one write (7,453 icons: 7,453 writes → 22). */
const WRITE_BUFFER_BYTES = 256 * 1024;

/**
 * Appends blobs to a new pack in `tmpDir`, synchronously: the blobs are small and in memory, and a write to the
 * page cache takes microseconds against a thread-pool round trip (one write call per blob was a tenth of the
 * origin's receive on a site of thousands of icons: hence the buffer).
 */
export class PackWriter {
  readonly name: string;
  readonly #tmpPath: string;
  #fd: number | null = null;
  #offset = 0;
  #buffer: Buffer | null = null;
  #buffered = 0;
  /** sha256 → [offset, size], in write order. */
  readonly entries = new Map<string, [number, number]>();
  /** sha256 → md5 (hex) of each blob appended, when asked for (S3: the md5 pass then reads no pack back). */
  readonly md5s: Map<string, string> | null;

  constructor(tmpDir: string, name: string, withMd5 = false) {
    this.name = name;
    this.#tmpPath = join(tmpDir, `${name}.pack`);
    this.md5s = withMd5 ? new Map() : null;
  }

  append(sha256: string, chunks: readonly Uint8Array[], size: number): void {
    if (this.entries.has(sha256)) return;
    this.#fd ??= openSync(this.#tmpPath, 'wx', 0o644);
    for (const chunk of chunks) {
      if (this.#buffered + chunk.byteLength > WRITE_BUFFER_BYTES) this.#flush();
      if (chunk.byteLength >= WRITE_BUFFER_BYTES) writeAll(this.#fd, chunk);
      else {
        this.#buffer ??= Buffer.allocUnsafe(WRITE_BUFFER_BYTES);
        this.#buffer.set(chunk, this.#buffered);
        this.#buffered += chunk.byteLength;
      }
    }
    // listed once its bytes are written
    this.entries.set(sha256, [this.#offset, size]);
    this.md5s?.set(sha256, digestOf('md5', chunks));
    this.#offset += size;
  }

  #flush(): void {
    if (this.#buffered === 0 || this.#fd === null) return;
    writeAll(this.#fd, this.#buffer!.subarray(0, this.#buffered));
    this.#buffered = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes written so far: the pack file's size once placed. */
  get bytes(): number {
    return this.#offset;
  }

  /** Puts the pack durably in `packsDir`; returns its path. A failure leaves at most a pack without index there. */
  async place(packsDir: string): Promise<string> {
    const text = this.indexText();
    const tmpIndex = indexPathOf(this.#tmpPath);
    // Both fsyncs at once, off the main thread (a synchronous one held it 40 ms on swagger-ui's pack).
    await Promise.all([
      fsyncPath(this.finish()),
      writeFile(tmpIndex, text, { flag: 'wx', mode: 0o644, flush: true }),
    ]);
    await mkdir(packsDir, { recursive: true });
    const path = join(packsDir, `${this.name}.pack`);
    await rename(this.#tmpPath, path);
    await rename(tmpIndex, indexPathOf(path));
    await fsyncPath(packsDir);
    return path;
  }

  /** Closes the pack's temp file; returns its path (the S3 store uploads it from there). */
  finish(): string {
    if (this.#fd === null) throw new Error('empty pack');
    this.#flush();
    this.#buffer = null;
    closeSync(this.#fd);
    this.#fd = null;
    return this.#tmpPath;
  }

  indexText(): string {
    let text = '';
    for (const [sha256, [offset, size]] of this.entries) text += `${sha256} ${offset} ${size}\n`;
    return text;
  }

  async discard(): Promise<void> {
    this.#buffer = null;
    this.#buffered = 0;
    if (this.#fd !== null) {
      closeSync(this.#fd);
      this.#fd = null;
    }
    await rm(this.#tmpPath, { force: true });
    await rm(indexPathOf(this.#tmpPath), { force: true });
  }
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let off = 0; off < bytes.byteLength;) off += writeSync(fd, bytes, off, bytes.byteLength - off);
}

/** Parses an index; lines that are not `<sha256> <offset> <size>` within `packSize` bytes are skipped. */
export function parseIndex(text: string, packSize: number): [string, number, number][] {
  const out: [string, number, number][] = [];
  for (const line of text.split('\n')) {
    const [sha, o, s] = line.split(' ');
    const offset = Number(o);
    const size = Number(s);
    if (!sha || !SHA256.test(sha) || !Number.isSafeInteger(offset) || !Number.isSafeInteger(size)) continue;
    if (offset < 0 || size < 0 || offset + size > packSize) continue;
    out.push([sha, offset, size]);
  }
  return out;
}

export interface PackOnDisk {
  path: string;
  index: string;
  size: number;
  mtimeMs: number;
  entries: [sha256: string, offset: number, size: number][];
}

/**
 * The placed packs of `packsDir` (the origin's and an edge's). `tidy`: removes what a crash left half-placed (a
 * pack without index and vice versa); a folder only read (`sitepub migrate`'s source) is left as it is.
 */
export async function readPacks(packsDir: string, tidy = true): Promise<PackOnDisk[]> {
  let names: string[];
  try {
    names = await readdir(packsDir);
  } catch {
    return [];
  }
  const present = new Set(names);
  const packs: PackOnDisk[] = [];
  for (const name of names) {
    const path = join(packsDir, name);
    if (name.endsWith('.idx')) {
      if (tidy && !present.has(`${basename(name, '.idx')}.pack`)) await rm(path, { force: true });
      continue;
    }
    if (!name.endsWith('.pack')) continue;
    const index = indexPathOf(path);
    if (!present.has(basename(index))) {
      if (tidy) await rm(path, { force: true });
      continue;
    }
    const st = await stat(path);
    const entries = parseIndex(await readFile(index, 'utf8'), st.size);
    packs.push({ path, index, size: st.size, mtimeMs: st.mtimeMs, entries });
  }
  return packs;
}

/** Deletes a pack's two files (hard links elsewhere, an edge's, keep the content). */
export async function removePack(path: string): Promise<void> {
  await unlink(path).catch(() => undefined);
  await unlink(indexPathOf(path)).catch(() => undefined);
}

/**
 * Tar writer for an already-walked file list: ustar headers (with a pax header only when a path needs one)
 * as node-tar's `Header`/`Pax` encode them (the common one from a template: writePlainHeader), file bodies read
 * once and hashed (md5 and/or sha256, as asked) on the way through. Entries are files only, in the given order, mtime 0, mode 644/755, no owner: the same folder
 * always gives the same bytes. Small files' entries (header + body + padding) are written into one 256 KiB
 * buffer, which goes out when full; large ones in 256 KiB chunks, so memory stays flat whatever the site size.
 */
import { createHash, hash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { Header } from 'tar/header';
import { Pax } from 'tar/pax';
import { PackError } from './errors.ts';
import type { SiteFile } from './walk.ts';

const BLOCK = 512;
/** Largest small file, pieces of a large one, and small entries gathered per yield (a compressor's piece). */
const CHUNK = 256 * 1024;
const EPOCH = new Date(0);

export interface FileDigest {
  size: number;
  md5: string;
}

/** Digests the tar stream can compute of each file's bytes on their way through. */
export type PackedAlgorithm = 'md5' | 'sha256';

/** Hex digests of one packed file, by algorithm. */
export type PackedDigests = Partial<Record<PackedAlgorithm, string>>;

/** What to hash of each file while packing, and who gets the digests. */
export interface PackHashing {
  /** The digests wanted of this file (none: not hashed). */
  algorithms: (file: SiteFile) => readonly PackedAlgorithm[];
  /** Called once per hashed file, after its last byte was produced. */
  onDone: (file: SiteFile, digests: PackedDigests) => void;
}

/** Each algorithm's digest of the same bytes (`each` gets the algorithm and its index in `algorithms`). */
function digestsOf(
  algorithms: readonly PackedAlgorithm[],
  each: (a: PackedAlgorithm, i: number) => string,
): PackedDigests {
  const out: PackedDigests = {};
  for (const [i, a] of algorithms.entries()) out[a] = each(a, i);
  return out;
}

const padded = (n: number): number => Math.ceil(n / BLOCK) * BLOCK;

/** An entry's header block, after a pax header when its path or size needs one. */
export function headerBlocks(path: string, file: Pick<SiteFile, 'mode' | 'size'>): Buffer[] {
  const block = Buffer.alloc(BLOCK);
  if (fitsPlain(path, file.size)) {
    writePlainHeader(block, 0, path, file);
    return [block];
  }
  const header = new Header({ path, mode: file.mode, size: file.size, mtime: EPOCH, type: 'File' });
  const needPax = header.encode(block, 0);
  if (!needPax) return [block];
  return [new Pax({ path, size: file.size, mtime: EPOCH }).encode(), block];
}

/** Largest size the header's 12-byte octal field holds (node-tar writes larger ones in base-256, with a pax). */
const MAX_OCTAL_SIZE = 0o77777777777;
/** Name field: node-tar keeps a path in it alone when its UTF-8 is shorter than this (else prefix/name, or pax). */
const NAME_FIELD = 100;
const SIZE_AT = 124;
const CKSUM_AT = 148;

/** node-tar's header of an empty name and size for each mode: the fields every entry of ours shares. */
const templates = new Map<number, Buffer>();
function template(mode: number): Buffer {
  let t = templates.get(mode);
  if (!t) {
    t = Buffer.alloc(BLOCK);
    new Header({ path: '', mode, size: 0, mtime: EPOCH, type: 'File' }).encode(t, 0);
    templates.set(mode, t);
  }
  return t;
}

/** node-tar's number field: octal, zero-padded, then ' \0' (or '\0' alone when the digits fill the field). */
function writeOctal(buf: Buffer, at: number, width: number, n: number): void {
  const digits = n.toString(8);
  const text = digits.length === width - 1 ? `${digits}\0` : `${digits.padStart(width - 2, '0')} \0`;
  buf.write(text, at, width, 'latin1');
}

/**
 * The common entry: an ASCII path shorter than the name field and a size the octal field holds. Its header is
 * written without node-tar's `Header` (writePlainHeader); any other path or size is node-tar's to encode
 * (prefix/name split, pax header).
 */
export function fitsPlain(path: string, size: number): boolean {
  if (path.length >= NAME_FIELD || size > MAX_OCTAL_SIZE) return false;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) > 0x7f) return false;
  return true;
}

/**
 * A plain entry's header (fitsPlain), byte for byte what `Header.encode` writes for it
 * (test/pack/tar-stream.test.ts): the mode's template with the name, size and checksum put in. `Header` built and
 * encoded each of mdi-icons' 7,453 headers in ~11 µs, the largest part of packing it after the file reads.
 */
function writePlainHeader(
  block: Buffer,
  at: number,
  path: string,
  file: Pick<SiteFile, 'mode' | 'size'>,
): void {
  template(file.mode).copy(block, at);
  block.write(path, at, path.length, 'latin1');
  writeOctal(block, at + SIZE_AT, 12, file.size);
  let sum = 8 * 0x20;
  for (let i = at; i < at + CKSUM_AT; i++) sum += block[i]!;
  for (let i = at + CKSUM_AT + 8; i < at + BLOCK; i++) sum += block[i]!;
  writeOctal(block, at + CKSUM_AT, 8, sum);
}

/**
 * A small file's whole entry, written at `at` of `out`: [pax] + header + body + zero padding (`headers`: the
 * encoded [pax +] header, or null for the common header, written in place). Read synchronously: on a site of
 * thousands of small files the time goes to open/read/close round trips through the thread pool, not to bytes
 * (figures: docs/bench.md, "Measurements behind the code"), and each read blocks for microseconds only.
 */
function writeSmallEntry(
  out: Buffer,
  at: number,
  path: string,
  headers: Buffer[] | null,
  file: SiteFile,
  algorithms: readonly PackedAlgorithm[],
): PackedDigests | null {
  if (headers) for (const b of headers) at += b.copy(out, at);
  else {
    writePlainHeader(out, at, path, file);
    at += BLOCK;
  }
  const fd = openSync(file.absolute, 'r');
  try {
    let got = 0;
    while (got < file.size) {
      const bytesRead = readSync(fd, out, at + got, file.size - got, got);
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    if (got < file.size) throw shrunk(file, got);
  } finally {
    closeSync(fd);
  }
  out.fill(0, at + file.size, at + padded(file.size));
  if (algorithms.length === 0) return null;
  // One-shot digests: no Hash object (with its native half) per file and algorithm.
  const bytes = out.subarray(at, at + file.size);
  return digestsOf(algorithms, (a) => hash(a, bytes, 'hex'));
}

/**
 * The one reusable buffer of a tar stream (small entries gathered, then a large file's pieces), grown when an
 * entry needs more; `get(n)` hands out its first n bytes.
 */
class Scratch {
  #buf = Buffer.allocUnsafe(CHUNK);
  get(n: number): Buffer {
    if (n > this.#buf.length) this.#buf = Buffer.allocUnsafe(n);
    return this.#buf.subarray(0, n);
  }
}

const ZEROS = Buffer.alloc(BLOCK);

/** A large file's entry in CHUNK-sized pieces, so memory stays flat whatever its size. */
async function* largeEntry(
  prefix: string,
  file: SiteFile,
  hashing: PackHashing | null,
  scratch: Scratch,
): AsyncGenerator<Buffer> {
  const algorithms = hashing?.algorithms(file) ?? [];
  const hashes = algorithms.map((a) => createHash(a));
  const fh = await open(file.absolute, 'r');
  try {
    yield* headerBlocks(`${prefix}/${file.path}`, file);
    let got = 0;
    while (got < file.size) {
      const buf = scratch.get(Math.min(CHUNK, file.size - got));
      const { bytesRead } = await fh.read(buf, 0, buf.length, got);
      if (bytesRead === 0) throw shrunk(file, got);
      const chunk = bytesRead === buf.length ? buf : buf.subarray(0, bytesRead);
      for (const h of hashes) h.update(chunk);
      got += bytesRead;
      yield chunk;
    }
    const pad = padded(file.size) - file.size;
    if (pad > 0) yield ZEROS.subarray(0, pad);
  } finally {
    await fh.close();
  }
  if (algorithms.length > 0)
    hashing!.onDone(
      file,
      digestsOf(algorithms, (_, i) => hashes[i]!.digest('hex')),
    );
}

function shrunk(file: SiteFile, got: number): PackError {
  return new PackError(
    'file-changed',
    file.path,
    `${file.path} shrank from ${file.size} to ${got} bytes while it was being packed. ` +
      'Stop whatever writes to the folder (a build still running?) and deploy again.',
  );
}

/**
 * The whole archive: every entry, then the two zero blocks that end a tar file. `hashing` gets each file's
 * digests; null hashes nothing (the caller already knows the digests). Entries are built in one reused buffer, so each
 * yielded buffer is valid only until the next one is asked for: consumers copy it (parallelGzip does) rather
 * than keep it.
 */
export async function* tarStream(
  prefix: string,
  files: readonly SiteFile[],
  hashing: PackHashing | null = null,
): AsyncGenerator<Buffer> {
  const scratch = new Scratch();
  // Small entries go out together, CHUNK bytes at a time (a piece of the compressor's size): one yield per
  // entry was 7,453 turns of this generator and of its consumer on mdi-icons. Each batch is yielded before the
  // buffer is used again (a larger batch, a large file's pieces).
  let batch = scratch.get(CHUNK);
  let fill = 0;
  for (const file of files) {
    if (file.size <= CHUNK) {
      const path = `${prefix}/${file.path}`;
      // the common header is written in place; others are encoded apart and copied in
      const headers = fitsPlain(path, file.size) ? null : headerBlocks(path, file);
      const need = (headers ? headers.reduce((n, b) => n + b.length, 0) : BLOCK) + padded(file.size);
      if (fill + need > batch.length) {
        if (fill > 0) yield batch.subarray(0, fill);
        fill = 0;
        if (need > batch.length) batch = scratch.get(need);
      }
      const digests = writeSmallEntry(batch, fill, path, headers, file, hashing?.algorithms(file) ?? []);
      fill += need;
      if (digests) hashing!.onDone(file, digests);
    } else {
      if (fill > 0) yield batch.subarray(0, fill);
      fill = 0;
      yield* largeEntry(prefix, file, hashing, scratch);
    }
  }
  if (fill > 0) yield batch.subarray(0, fill);
  yield Buffer.alloc(BLOCK * 2);
}

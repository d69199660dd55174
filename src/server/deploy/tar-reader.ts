/**
 * The deploy's tar reader: a push parser that hands each entry's body on as slices of the chunks written to it,
 * with no stream or event per entry (node-tar's Parser made a ReadEntry stream for each of mdi-icons' 7,453
 * entries: most of a receive's CPU; figures in docs/bench.md). What an entry is, it decides as node-tar's
 * Parser in strict mode does: a header is decoded by node-tar's `Header`, extended headers (pax `x`/`g`, GNU
 * `L`/`K`) by its `Pax` and applied as it applies them, with the same refusals. The one exception is the
 * common header (plainFile), read here: a ustar file header of an ASCII name with every field node-tar reads
 * otherwise empty, and no extended header pending, which `Header` would decode to the same type, path and size.
 */
import { Header } from 'tar/header';
import { Pax } from 'tar/pax';
import { ArchiveError } from './archive-guard.ts';

const BLOCK = 512;

export interface TarEntry {
  /** node-tar's type name: File, OldFile, Directory, SymbolicLink, … (Unsupported for an unknown code). */
  type: string;
  path: string;
  size: number;
}

/** Who takes an entry's body: its pieces in order (slices of the written chunks, kept as they are), then end. */
export interface EntryBody {
  data(piece: Buffer): void;
  end(): void;
}

const META_TYPES = new Set([
  'ExtendedHeader',
  'OldExtendedHeader',
  'GlobalExtendedHeader',
  'NextFileHasLongPath',
  'OldGnuLongPath',
  'NextFileHasLongLinkpath',
]);
const LINK_TYPES = new Set(['Link', 'SymbolicLink']);

const USTAR = Buffer.from('ustar\u000000', 'latin1');

function notTar(why: string): ArchiveError {
  return new ArchiveError(
    'NOT_TAR',
    `archive is not a valid tar file (${why}); send a gzipped tar of the site folder`,
  );
}

function truncated(why: string): ArchiveError {
  return new ArchiveError(
    'TRUNCATED',
    `archive is truncated (${why}); the upload ended early or the file is damaged`,
  );
}

/** Whether b[from..to) is all zeros (a loop: thousands of headers a deploy, each call of Buffer's methods costs more). */
function isZero(b: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (b[i] !== 0) return false;
  return true;
}

/** An octal field: digits, then a space or NUL within the field and nothing after but spaces and NULs; else -1. */
function octal(b: Buffer, from: number, to: number): number {
  let n = 0;
  let i = from;
  for (; i < to && b[i]! >= 0x30 && b[i]! <= 0x37; i++) n = n * 8 + b[i]! - 0x30;
  if (i === from || i === to) return -1;
  for (; i < to; i++) if (b[i] !== 0x20 && b[i] !== 0) return -1;
  return n;
}

/** Number fields `Header` decodes too (mode, uid, gid, mtime, devmajor, devminor): base-256 ones may throw there. */
const NUMBER_FIELDS = [100, 108, 116, 136, 329, 337];

/**
 * The common header, decoded without `Header`: typeflag `0`, ustar magic, an ASCII name ended by a NUL within
 * its field and nothing after it, empty link name and prefix, octal size and checksum, a valid checksum, no
 * base-256 number. Returns the entry, or
 * null for any other header (then `Header` decodes it).
 */
function plainFile(b: Buffer, at: number): TarEntry | null {
  if (b[at + 156] !== 0x30) return null;
  for (let i = 0; i < USTAR.length; i++) if (b[at + 257 + i] !== USTAR[i]) return null;
  for (const f of NUMBER_FIELDS) if (b[at + f]! & 0x80) return null;
  let nul = at;
  for (; nul < at + 100 && b[nul] !== 0; nul++) if (b[nul]! > 0x7f) return null;
  if (nul === at || nul === at + 100 || b[nul - 1] === 0x2f) return null;
  if (!isZero(b, nul, at + 100) || !isZero(b, at + 157, at + 257) || !isZero(b, at + 345, at + 500))
    return null;
  const size = octal(b, at + 124, at + 136);
  const cksum = octal(b, at + 148, at + 156);
  if (size < 0 || cksum < 0) return null;
  let sum = 8 * 0x20;
  for (let i = at; i < at + 148; i++) sum += b[i]!;
  for (let i = at + 156; i < at + BLOCK; i++) sum += b[i]!;
  if (sum !== cksum) return null;
  return { type: 'File', path: b.toString('latin1', at, nul), size };
}

export class TarReader {
  readonly #onEntry: (entry: TarEntry) => EntryBody | null;
  readonly #maxMeta: number;
  /** The start of a header block cut by the end of a chunk. */
  #partial: Buffer | null = null;
  /** Bytes of the current entry's body still to come, then of its padding. */
  #remain = 0;
  #pad = 0;
  #body: EntryBody | null = null;
  /** An extended header's body being gathered, and its type. */
  #meta: Buffer[] | null = null;
  #metaType = '';
  #ex: Pax | undefined;
  #gex: Pax | undefined;
  #sawNull = false;
  #sawEntry = false;
  #eof = false;

  /** `onEntry` gets every entry that is not an extended header, and says who takes its body (null: skipped). */
  constructor(onEntry: (entry: TarEntry) => EntryBody | null, o: { maxMetaBytes: number }) {
    this.#onEntry = onEntry;
    this.#maxMeta = o.maxMetaBytes;
  }

  /** The end-of-archive marker (two zero blocks) was read: what follows is not looked at. */
  get eof(): boolean {
    return this.#eof;
  }

  /** Parses a chunk; throws ArchiveError (or what `onEntry` or a body throws). */
  write(chunk: Buffer): void {
    let off = 0;
    if (this.#partial) {
      const need = BLOCK - this.#partial.length;
      if (chunk.length < need) {
        this.#partial = Buffer.concat([this.#partial, chunk]);
        return;
      }
      const block = Buffer.concat([this.#partial, chunk.subarray(0, need)]);
      this.#partial = null;
      off = need;
      this.#header(block, 0);
    }
    while (off < chunk.length && !this.#eof) {
      if (this.#remain > 0) {
        const n = Math.min(this.#remain, chunk.length - off);
        const piece = chunk.subarray(off, off + n);
        off += n;
        this.#remain -= n;
        if (this.#meta) this.#meta.push(piece);
        else this.#body?.data(piece);
        if (this.#remain === 0) this.#ended();
      } else if (this.#pad > 0) {
        const n = Math.min(this.#pad, chunk.length - off);
        off += n;
        this.#pad -= n;
      } else if (chunk.length - off < BLOCK) {
        this.#partial = Buffer.from(chunk.subarray(off));
        return;
      } else {
        this.#header(chunk, off);
        off += BLOCK;
      }
    }
  }

  /** The input ended: throws when it ended inside an entry, or held no tar at all. */
  end(): void {
    if (this.#eof) return;
    if (this.#remain > 0 || this.#pad > 0)
      throw truncated(`needed ${this.#remain + this.#pad} more bytes of an entry`);
    if (!this.#sawEntry) throw notTar('Unrecognized archive format');
    if (this.#partial) throw truncated(`a header cut after ${this.#partial.length} bytes`);
  }

  #header(b: Buffer, at: number): void {
    if (b[at] === 0 && isZero(b, at, at + BLOCK)) return this.#nullBlock();
    const plain = this.#ex || this.#gex ? null : plainFile(b, at);
    if (plain) return this.#entry(plain);
    let h: Header;
    try {
      h = new Header(b, at, this.#ex, this.#gex);
    } catch (err) {
      throw notTar((err as Error).message);
    }
    if (h.nullBlock) return this.#nullBlock();
    this.#sawNull = false;
    if (!h.cksumValid) throw notTar('checksum failure');
    if (!h.path) throw notTar('path is required');
    const type = h.type;
    if (LINK_TYPES.has(type) ? !h.linkpath : !/^(Global)?ExtendedHeader$/.test(type) && h.linkpath)
      throw notTar(h.linkpath ? 'linkpath forbidden' : 'linkpath required');
    const size = h.size ?? 0;
    if (!META_TYPES.has(type)) {
      // a pax or GNU long path names the entry (a global one never does); it applies to this entry only
      const path = this.#ex?.path ?? h.path;
      this.#ex = undefined;
      return this.#entry({ type, path, size });
    }
    this.#sawEntry = true;
    if (size > this.#maxMeta)
      throw new ArchiveError('BAD_NAME', `archive has an extended header larger than ${this.#maxMeta} bytes`);
    if (size === 0) return;
    this.#meta = [];
    this.#metaType = type;
    this.#expect(size);
  }

  #entry(entry: TarEntry): void {
    this.#sawNull = false;
    this.#sawEntry = true;
    this.#body = this.#onEntry(entry);
    this.#expect(entry.size);
    if (entry.size === 0) this.#ended();
  }

  #expect(size: number): void {
    this.#remain = size;
    this.#pad = Math.ceil(size / BLOCK) * BLOCK - size;
  }

  #nullBlock(): void {
    if (this.#sawNull) this.#eof = true;
    this.#sawNull = true;
  }

  /** The current entry's last byte was read. */
  #ended(): void {
    const meta = this.#meta;
    if (!meta) {
      const body = this.#body;
      this.#body = null;
      body?.end();
      return;
    }
    this.#meta = null;
    const text = Buffer.concat(meta).toString('utf8');
    switch (this.#metaType) {
      case 'ExtendedHeader':
      case 'OldExtendedHeader':
        this.#ex = Pax.parse(text, this.#ex, false);
        break;
      case 'GlobalExtendedHeader':
        this.#gex = Pax.parse(text, this.#gex, true);
        break;
      case 'NextFileHasLongLinkpath':
        (this.#ex ??= new Pax({})).linkpath = text.replace(/\0.*/, '');
        break;
      default: // NextFileHasLongPath, OldGnuLongPath
        (this.#ex ??= new Pax({})).path = text.replace(/\0.*/, '');
    }
  }
}

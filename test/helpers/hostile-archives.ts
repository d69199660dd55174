/**
 * Hostile archive crafting beyond test/helpers/archives.ts: raw PAX and GNU headers, stream-generated gzip
 * bombs and oversized archives (never held in memory), and a streamed upload whose bytes are counted.
 *   paxBlock({ path: '../x' })            → one pax extended header (typeflag x), or global (g)
 *   gnuLongName('site/../../x')           → a GNU long-name entry (typeflag L) for the next header
 *   bombStream({ decompressedBytes })     → gzip of a tiny tar followed by zeros, generated lazily
 *   sizedSiteStream({ contentBytes, … })  → gzip tar with exactly N content bytes, generated lazily
 *   putStream(api, token, domain, source) → PUT /:domain from an async source; counts bytes the server took
 */
import { Readable } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import { Header, Pax } from 'tar';
import { tarOf } from './archives.ts';
import { deployEvents, deployHeaders } from './server.ts';

const MTIME = new Date(0);

export function paxBlock(
  fields: { path?: string; linkpath?: string; size?: number },
  global = false,
): Buffer {
  return new Pax({ ...fields, mtime: MTIME } as ConstructorParameters<typeof Pax>[0], global).encode();
}

function header(data: ConstructorParameters<typeof Header>[0]): Buffer {
  const buf = Buffer.alloc(512);
  new Header(data).encode(buf, 0);
  return buf;
}

/** A GNU `././@LongLink` entry (type L): the next entry's real path is `longPath`. */
export function gnuLongName(longPath: string): Buffer {
  const body = Buffer.from(`${longPath}\0`);
  const pad = Buffer.alloc(Math.ceil(body.length / 512) * 512 - body.length);
  return Buffer.concat([
    header({
      path: '././@LongLink',
      type: 'NextFileHasLongPath',
      size: body.length,
      mode: 0o644,
      mtime: MTIME,
    }),
    body,
    pad,
  ]);
}

/** A single ustar file header (no body). */
export function fileHeader(path: string, size: number): Buffer {
  return header({ path, type: 'File', size, mode: 0o644, mtime: MTIME, uid: 0, gid: 0 });
}

/** Tar end-of-archive marker. */
export const TAR_END = Buffer.alloc(1024);

async function* gzipOf(parts: AsyncIterable<Buffer>, level = 1): AsyncGenerator<Buffer> {
  const gz = createGzip({ level, chunkSize: 64 * 1024 });
  const feeding = (async () => {
    for await (const p of parts) if (!gz.write(p)) await new Promise((r) => gz.once('drain', r));
    gz.end();
  })();
  feeding.catch((err: Error) => gz.destroy(err));
  for await (const c of gz) yield c as Buffer;
  await feeding;
}

/**
 * A gzip bomb generated on the fly: a valid one-file tar, then `decompressedBytes` of zeros (tar padding the
 * parser must read through). Compresses about 1000:1; nothing is buffered.
 */
export function bombStream(o: { decompressedBytes: number }): AsyncIterable<Buffer> {
  const zeros = Buffer.alloc(1024 * 1024);
  async function* raw(): AsyncGenerator<Buffer> {
    yield tarOf([{ path: 'site/index.html', body: 'bomb' }], { end: false });
    for (let left = o.decompressedBytes; left > 0; left -= zeros.length)
      yield left >= zeros.length ? zeros : zeros.subarray(0, left);
  }
  return gzipOf(raw(), constants.Z_BEST_COMPRESSION);
}

/**
 * A site whose file contents total exactly `contentBytes`, in files of at most `fileBytes`, generated lazily
 * (the content is a repeating pattern, so it gzips well but is not all zeros).
 */
export function sizedSiteStream(o: { contentBytes: number; fileBytes?: number }): AsyncIterable<Buffer> {
  const fileBytes = o.fileBytes ?? 64 * 1024 * 1024;
  const pattern = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < pattern.length; i++) pattern[i] = (i * 31 + (i >> 10)) & 0xff;
  async function* raw(): AsyncGenerator<Buffer> {
    let left = o.contentBytes;
    for (let n = 0; left > 0; n++) {
      const size = Math.min(fileBytes, left);
      yield fileHeader(`site/part-${n}.bin`, size);
      for (let done = 0; done < size; done += pattern.length)
        yield pattern.subarray(0, Math.min(pattern.length, size - done));
      const pad = (512 - (size % 512)) % 512;
      if (pad) yield Buffer.alloc(pad);
      left -= size;
    }
    yield TAR_END;
  }
  return gzipOf(raw(), 1);
}

export interface StreamedAnswer {
  status: number;
  reason: string | null;
  events: Record<string, unknown>[];
  /** Bytes the source had produced when the answer was complete. */
  produced: number;
}

/**
 * PUT /:domain streaming `source` (chunked). Reads the NDJSON answer and stops sending as soon as it ends
 * (a hostile client would keep sending; this measures how much the server needed before it answered).
 */
export async function putStream(
  api: string,
  token: string | null,
  domain: string,
  source: AsyncIterable<Buffer>,
  headers: Record<string, string> = {},
): Promise<StreamedAnswer> {
  let produced = 0;
  const controller = new AbortController();
  async function* counted() {
    for await (const c of source) {
      produced += c.length;
      yield c;
    }
  }
  const res = await fetch(`${api}/${domain}`, {
    method: 'PUT',
    headers: deployHeaders(token, headers),
    body: Readable.toWeb(Readable.from(counted())) as ReadableStream<Uint8Array>,
    duplex: 'half',
    signal: controller.signal,
  } as RequestInit);
  const text = await res.text();
  const at = produced;
  controller.abort();
  const events = deployEvents(res.ok, text);
  return { status: res.status, reason: res.headers.get('reason'), events, produced: at };
}

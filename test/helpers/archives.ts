/**
 * Archives for deploy tests: real packing of a folder the way the official CLI does it, and hand-crafted
 * tar bytes (node-tar's Header/Pax) for hostile archives.
 *   packFolder(dir)                     → gzipped tar, entries prefixed with the folder's basename
 *   tarOf([{ path, body?, type?, linkpath? }]) → raw tar bytes (ustar; pax header when a path needs it)
 *   gzip(buf) / tgzOf(entries)
 */
import { basename, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { create, Header, Pax } from 'tar';

export interface CraftedEntry {
  path: string;
  body?: string | Buffer;
  /** node-tar entry type name: File (default), Directory, SymbolicLink, Link, CharacterDevice, FIFO, … */
  type?: string;
  linkpath?: string;
  /** Declared size, if it should differ from the body's (to craft truncated archives). */
  size?: number;
  /** Force a pax header carrying the path (for non-ASCII or long names). */
  pax?: boolean;
}

const block = (n: number) => Math.ceil(n / 512) * 512;

function headerBlock(data: ConstructorParameters<typeof Header>[0]): Buffer {
  const h = new Header(data);
  const buf = Buffer.alloc(512);
  h.encode(buf, 0);
  return buf;
}

export function tarOf(entries: CraftedEntry[], options: { end?: boolean } = {}): Buffer {
  const parts: Buffer[] = [];
  const mtime = new Date(0);
  for (const e of entries) {
    const body =
      e.body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(e.body) ? e.body : Buffer.from(e.body);
    const type = (e.type ?? 'File') as 'File';
    const size = e.size ?? (type === 'File' ? body.length : 0);
    if (e.pax || Buffer.byteLength(e.path) > 99) {
      const pax = new Pax({ path: e.path, mtime }).encode();
      parts.push(pax);
    }
    parts.push(
      headerBlock({
        path: e.path.slice(0, 99),
        type,
        size,
        mode: 0o644,
        mtime,
        linkpath: e.linkpath,
        uid: 0,
        gid: 0,
      }),
    );
    if (body.length > 0) {
      parts.push(body, Buffer.alloc(block(body.length) - body.length));
    }
  }
  if (options.end !== false) parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

export function gzip(buf: Buffer): Buffer {
  return gzipSync(buf);
}

export function tgzOf(entries: CraftedEntry[], options?: { end?: boolean }): Buffer {
  return gzip(tarOf(entries, options));
}

/** A gzipped tar of `dir` as the official CLI builds it: file entries only, prefixed `<basename>/`. */
export async function packFolder(dir: string, files?: string[]): Promise<Buffer> {
  const { readdir } = await import('node:fs/promises');
  const name = basename(dir);
  const list =
    files ??
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((d) => d.isFile())
      .map(
        (d) =>
          `${d.parentPath.slice(dir.length + 1) ? `${d.parentPath.slice(dir.length + 1)}/` : ''}${d.name}`,
      );
  const chunks: Buffer[] = [];
  const stream = create(
    { gzip: true, cwd: dirname(dir), portable: true, mtime: new Date(0) },
    list.map((f) => `${name}/${f}`),
  );
  for await (const c of stream as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

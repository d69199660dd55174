/**
 * pack(folder) → a gzipped tar stream of the site, with the file count and total size known before the first
 * byte is read (they go in the `file-count` and `project-size` deploy headers). Two steps, usable apart:
 * `scanSite` walks and stats (no contents), `openArchive` streams a scan (callable again, e.g. to retry).
 */
import { stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { PackError } from './errors.ts';
import { loadIgnore } from './ignore-rules.ts';
import { manifestKey, type LocalManifest, type SiteContentHashes } from './manifest.ts';
import { parallelGzip, parallelZstd } from './parallel-compress.ts';
import { tarStream, type PackedAlgorithm } from './tar-stream.ts';
import { DEFAULT_LIMITS, walk, type SiteFile, type SkippedLink, type WalkLimits } from './walk.ts';

/**
 * The upload is CPU-bound on compression on a runner's 2 cores, which the server shares in `sitepub serve`: the
 * few more bytes of level 2 cost less than the CPU a higher level takes (figures: docs/bench.md, "Measurements behind the code").
 */
export const DEFAULT_GZIP_LEVEL = 2;

/**
 * zstd level 1 (sitepub servers only, `ArchiveEncoding`): faster than gzip level 2 into fewer bytes, and faster
 * to decompress (the origin's share of a deploy) (figures: docs/bench.md, "Measurements behind the code").
 */
export const DEFAULT_ZSTD_LEVEL = 1;

/**
 * How the tar is compressed. gzip is what the API defines (and all surge.sh takes); zstd only goes to a server
 * that offers it (a sitepub server lists it in its upload plan answer, docs/client.md).
 */
export type ArchiveEncoding = 'gzip' | 'zstd';

/** The `content-type` of an archive body. */
export const ARCHIVE_CONTENT_TYPE: Record<ArchiveEncoding, string> = {
  gzip: 'application/gzip',
  zstd: 'application/zstd',
};

export interface ScanOptions {
  /** Extra ignore patterns (gitignore syntax), applied after the defaults and `.surgeignore`. */
  ignore?: readonly string[];
  /** Apply the official client's default ignores (`.git`, dotfiles, node_modules, ...). Default true. */
  defaultIgnores?: boolean;
  /** Read `<folder>/.surgeignore`. Default true. */
  ignoreFile?: boolean;
  /** Override the service limits (tests, self-hosted servers with other limits). */
  limits?: Partial<WalkLimits>;
  /** Record each file's stamp (SiteFile.stamp), which a hash cache compares. Default false. */
  stamps?: boolean;
}

export interface PackOptions extends ScanOptions {
  /** The archive's top-level directory (the server strips it). Default: the folder's name. */
  prefix?: string;
  /** gzip level 0–9. Default DEFAULT_GZIP_LEVEL. */
  gzipLevel?: number;
  /** zstd level (1–19, or negative for faster) when the archive is zstd. Default DEFAULT_ZSTD_LEVEL. */
  zstdLevel?: number;
}

export interface SiteScan {
  folder: string;
  files: SiteFile[];
  fileCount: number;
  totalSize: number;
  skipped: SkippedLink[];
}

export interface Archive {
  /** gzip(tar), or zstd(tar) when asked for. Read it once. */
  stream: Readable;
  encoding: ArchiveEncoding;
  /** `{ "/path": { size, md5 } }` of what was packed; resolves when the stream has been read to the end. */
  manifest: Promise<LocalManifest>;
  /**
   * `{ "/path": { size, sha256 } }` of the packed files asked for (`contentHashesUpTo`; else empty); resolves
   * when the stream has been read to the end.
   */
  contentHashes: Promise<SiteContentHashes>;
}

export interface PackResult extends SiteScan, Archive {
  prefix: string;
}

export async function scanSite(folder: string, options: ScanOptions = {}): Promise<SiteScan> {
  const root = resolve(folder);
  let st;
  try {
    st = await stat(root);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new PackError(
        'missing-folder',
        root,
        `${root} does not exist. Build the site first, or fix the path.`,
      );
    }
    throw err;
  }
  if (!st.isDirectory()) {
    throw new PackError(
      'not-a-folder',
      root,
      `${root} is not a folder. Pass the folder that holds the built site.`,
    );
  }
  const isIgnored = await loadIgnore(root, {
    extra: options.ignore,
    useDefaults: options.defaultIgnores,
    useIgnoreFile: options.ignoreFile,
  });
  const { files, totalSize, skipped } = await walk(
    root,
    isIgnored,
    { ...DEFAULT_LIMITS, ...options.limits },
    {
      stamps: options.stamps === true,
    },
  );
  if (files.length === 0) {
    throw new PackError(
      'empty-site',
      root,
      `${root} has no files to publish after ignore rules (dotfiles, node_modules and .surgeignore entries are ` +
        'skipped). Build the site first, or check the path.',
    );
  }
  return { folder: root, files, fileCount: files.length, totalSize, skipped };
}

export function defaultPrefix(folder: string): string {
  const name = basename(resolve(folder));
  return name === '' || name === '.' || name === '..' ? 'site' : name;
}

export interface ArchiveOptions extends Pick<PackOptions, 'prefix' | 'gzipLevel' | 'zstdLevel'> {
  /** Default gzip. */
  encoding?: ArchiveEncoding;
  /**
   * Pack only these files, by manifest key (`/path`): e.g. an upload plan's `missing` paths. Keys that are not
   * in the scan are ignored. An empty set gives a valid archive with no entries (the two tar end blocks).
   */
  only?: ReadonlySet<string>;
  /** Compute the md5 manifest while packing (default true); false when the caller already hashed the files. */
  manifest?: boolean;
  /**
   * Compute the sha256 of each packed file of at most this many bytes while packing (`Archive.contentHashes`;
   * default none, `Infinity` for all): what an upload plan lists, e.g. for a hash cache, without opening those
   * files a second time.
   */
  contentHashesUpTo?: number;
}

/** Opens a fresh archive stream for a scan (or the `only` part of it). Each call reads the files again. */
export function openArchive(scan: SiteScan, options: ArchiveOptions = {}): Archive {
  const prefix = options.prefix ?? defaultPrefix(scan.folder);
  const manifest: LocalManifest = {};
  const contentHashes: SiteContentHashes = {};
  const only = options.only;
  const files = only ? scan.files.filter((f) => only.has(manifestKey(f.path))) : scan.files;
  const md5 = options.manifest !== false;
  const upTo = options.contentHashesUpTo ?? -1;
  const withSha: readonly PackedAlgorithm[] = md5 ? ['md5', 'sha256'] : ['sha256'];
  const withoutSha: readonly PackedAlgorithm[] = md5 ? ['md5'] : [];
  // The compressor gathers the tar pieces into its own compression pieces (no extra copy here).
  const tar = tarStream(
    prefix,
    files,
    !md5 && upTo < 0
      ? null
      : {
          algorithms: (file) => (file.size <= upTo ? withSha : withoutSha),
          onDone: (file, digests) => {
            const key = manifestKey(file.path);
            if (digests.md5) manifest[key] = { size: file.size, md5: digests.md5 };
            if (digests.sha256) contentHashes[key] = { size: file.size, sha256: digests.sha256 };
          },
        },
  );
  // Destroying the stream (a reader that gives up) returns the generators, so the file being read is closed now.
  const encoding = options.encoding ?? 'gzip';
  const compressed =
    encoding === 'zstd'
      ? parallelZstd(tar, { level: options.zstdLevel ?? DEFAULT_ZSTD_LEVEL })
      : parallelGzip(tar, { level: options.gzipLevel ?? DEFAULT_GZIP_LEVEL });
  const stream = Readable.from(compressed, { objectMode: false, highWaterMark: 256 * 1024 });
  const done = new Promise<void>((resolveDone, reject) => {
    stream.on('end', resolveDone);
    stream.on('error', reject);
    stream.on('close', () => reject(new Error('archive stream closed before the end')));
  });
  // the stream reports the error to whoever reads it
  const after = <T>(value: T): Promise<T> => {
    const p = done.then(() => value);
    p.catch(() => {});
    return p;
  };
  return { stream, encoding, manifest: after(manifest), contentHashes: after(contentHashes) };
}

export async function pack(folder: string, options: PackOptions = {}): Promise<PackResult> {
  const scan = await scanSite(folder, options);
  const prefix = options.prefix ?? defaultPrefix(scan.folder);
  return { ...scan, prefix, ...openArchive(scan, { prefix, gzipLevel: options.gzipLevel }) };
}

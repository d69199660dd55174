export {
  pack,
  scanSite,
  openArchive,
  defaultPrefix,
  ARCHIVE_CONTENT_TYPE,
  DEFAULT_GZIP_LEVEL,
  DEFAULT_ZSTD_LEVEL,
} from './pack.ts';
export type {
  PackOptions,
  ScanOptions,
  SiteScan,
  Archive,
  ArchiveEncoding,
  ArchiveOptions,
  PackResult,
} from './pack.ts';
export { zstdAvailable } from './parallel-compress.ts';
export { COARSE_RACY_MS, defaultHashCacheDir, openHashCache, RACY_MS } from './hash-cache.ts';
export type { CachedDigests, HashCache } from './hash-cache.ts';
export {
  diffManifests,
  digestFile,
  hashContent,
  hashFiles,
  hashSite,
  manifestKey,
  manifestOf,
} from './manifest.ts';
export type {
  ContentHashes,
  FileHashes,
  HashAlgorithm,
  LocalManifest,
  ManifestDiff,
  RemoteManifest,
  SiteContentHashes,
  SiteHashes,
} from './manifest.ts';
export { PackError } from './errors.ts';
export type { PackErrorCode } from './errors.ts';
export { DEFAULT_IGNORES, IGNORE_FILE, compileIgnore, loadIgnore } from './ignore-rules.ts';
export type { SiteFile, SkippedLink, WalkLimits } from './walk.ts';
export { DEFAULT_LIMITS } from './walk.ts';

import { hashFiles, type LocalManifest } from './manifest.ts';
import { scanSite, type ScanOptions } from './pack.ts';

/** `{ "/path": { size, md5 } }` of what `pack(folder, options)` would publish, without packing. */
export async function localManifest(folder: string, options: ScanOptions = {}): Promise<LocalManifest> {
  return hashFiles((await scanSite(folder, options)).files);
}

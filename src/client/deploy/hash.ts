/**
 * Hashing a folder source for its upload plan, and the hash cache (pack/hash-cache.ts) kept between deploys. The
 * pass is made once per deploy, if at all, and may be stopped early when a size-only listing made it needless.
 */
import { openHashCache, type HashCache } from '../../pack/hash-cache.ts';
import {
  hashContent,
  hashSite,
  manifestKey,
  SMALL_FILE_BYTES,
  type ContentHashes,
  type SiteContentHashes,
} from '../../pack/manifest.ts';
import type { SiteFile } from '../../pack/walk.ts';
import type { DeployState } from './state.ts';

/** The hash cache of this folder (options.hashCache), opened once. */
export function openCache(s: DeployState): Promise<HashCache | undefined> {
  return (s.cacheOpened ??= s.options.hashCache
    ? openHashCache(s.scan!.folder, s.options.hashCache)
    : Promise.resolve(undefined));
}

/** Starts the hash pass (or joins the one under way); resolves once `s.hashes` holds every file. */
export function hashFolder(s: DeployState): Promise<void> {
  // Digests the caller prepared (the Action's local build) are used as they are: no second pass over the site.
  if (s.hashes) return Promise.resolve();
  if (s.hashing) return s.hashing.done;
  const stop = new AbortController();
  const done = (async () => {
    const cache = await openCache(s);
    const o = {
      signal: s.signal ? AbortSignal.any([s.signal, stop.signal]) : stop.signal,
      cache,
      onHashed: (file: SiteFile, h: ContentHashes) => s.hashedEarly.set(file, h),
    };
    s.hashes = s.wantManifest
      ? (s.md5s = await hashSite(s.scan!.files, o))
      : await hashContent(s.scan!.files, o);
    s.hashedEarly.clear(); // wanted only from a pass stopped early; `hashes` has every file now
  })();
  s.hashing = { done, stop };
  return done;
}

/** Ends a hash pass under way (its result is no longer wanted); a finished one is kept. */
export function stopHashing(s: DeployState): void {
  if (s.hashes) return;
  s.hashing?.stop.abort();
  s.hashing = undefined;
}

/**
 * Writes the hash cache, once, after an upload body has been sent, when this process only waits for the
 * origin (its lines are built on this thread; before the upload they would delay it, and during it add to
 * the peak): the digests of the plan's pass, or the packer's, or of a pass made now; none for a server
 * without plans. A deploy never waits for it, nor fails by it.
 */
export async function cacheDigests(
  s: DeployState,
  packed: Promise<SiteContentHashes> | undefined,
): Promise<void> {
  if (s.noPlans) return; // digests are of no use to a server without plans
  if (!s.hashes && packed) {
    const small = await packed;
    const cache = await openCache(s);
    const large = await hashContent(
      s.scan!.files.filter((f) => f.size > SMALL_FILE_BYTES && !s.hashedEarly.has(f)),
      { signal: s.signal ? AbortSignal.any([s.signal, s.cachePass.signal]) : s.cachePass.signal, cache },
    );
    const all: SiteContentHashes = {};
    for (const f of s.scan!.files) {
      const key = manifestKey(f.path);
      all[key] = small[key] ?? s.hashedEarly.get(f) ?? large[key]!;
    }
    s.hashes ??= all;
  }
  if (!s.hashes) await hashFolder(s);
  const cache = await openCache(s);
  if (!cache || s.cacheSaved) return;
  s.cacheSaved = true;
  await cache.save(s.scan!.files, s.hashes!);
}

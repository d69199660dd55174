/**
 * The local build: `path` resolved (folder or archive), scanned with the ignore rules, hashed. Its manifest is
 * what previews are compared with and what promote verifies against the server's copy.
 */
import { hashSite, scanSite, type LocalManifest, type SiteHashes, type SiteScan } from '../pack/index.ts';
import type { RunContext } from './context.ts';
import { manifestHash } from './revisions.ts';
import { resolveSite, type SiteSource } from './site-source.ts';

export interface LocalBuild {
  source: SiteSource;
  scan: SiteScan;
  manifest: LocalManifest;
  /** sha256 and md5 of every file, from one read: the manifest above, and the upload delta (no second read). */
  hashes: SiteHashes;
  hash: string;
}

export async function loadBuild(ctx: RunContext): Promise<LocalBuild> {
  return ctx.log.group('Read the site', async () => {
    const source = await resolveSite(ctx.settings.path, ctx.workspace, ctx.tempDir);
    if (source.kind !== 'folder') ctx.log.info(`Unpacked ${source.origin} into ${source.folder}`);
    const scan = await scanSite(source.folder, { ignore: ctx.settings.ignore });
    for (const link of scan.skipped) ctx.log.warning(`Skipped ${link.path}: ${link.reason}`);
    const hashes = await hashSite(scan.files);
    // The same record, not a copy: each entry's size and md5 are the manifest; nothing that reads a manifest
    // (diffs, manifestHash) looks at the extra sha256. A copy would be heap for every file of the site.
    const manifest: LocalManifest = hashes;
    const hash = manifestHash(manifest);
    ctx.log.info(
      `${scan.fileCount} files, ${scan.totalSize} bytes in ${source.folder} (manifest ${hash.slice(0, 12)})`,
    );
    return { source, scan, manifest, hashes, hash };
  });
}

/** Promote can work without a build (the preview is found by commit); a missing folder is then not an error. */
export async function tryLoadBuild(ctx: RunContext): Promise<LocalBuild | null> {
  try {
    return await loadBuild(ctx);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'missing-folder' || code === 'empty-site' || /does not exist/.test((err as Error).message)) {
      ctx.log.info(`No local build to verify against (${(err as Error).message})`);
      return null;
    }
    throw err;
  }
}

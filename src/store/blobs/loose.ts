/**
 * Blobs with a file of their own, `<root>/<sha256[0..2]>/<sha256>`: their paths, whether one exists (from each
 * prefix folder's listing, read once and kept up to date by this process's renames and unlinks), placing a
 * durable temp file as one, removing one.
 */
import { readdirSync, statSync } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export const SHA256 = /^[0-9a-f]{64}$/;

/** A folder's entry names; none when it does not exist (yet), or is not a folder (as `stat` would find no blob). */
function listFolder(path: string): string[] {
  try {
    return readdirSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw err;
  }
}

export class LooseBlobs {
  readonly #root: string;
  /** `root` normalised, ending in `/`: blob paths are this plus `<sha256[0..2]>/<sha256>`. */
  readonly #rootPrefix: string;
  /** Prefix folders known to exist (saves a mkdir per blob). */
  readonly #dirs = new Set<string>();
  /**
   * The blobs with a file of their own, per prefix folder (`<sha256[0..2]>` → names), each folder listed on
   * first use and kept up to date by this process's renames and unlinks (see has).
   */
  readonly #names = new Map<string, Set<string>>();

  constructor(root: string) {
    this.#root = root;
    this.#rootPrefix = join(root, '/');
  }

  /** Where blob `sha256` has its own file; throws on a malformed digest. */
  path(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error(`not a sha256 hex digest: ${sha256.slice(0, 80)}`);
    return this.pathOf(sha256);
  }

  /** Where a blob's own file is, for a digest known to be well formed (no check, no path.join per call). */
  pathOf(sha256: string): string {
    return `${this.#rootPrefix}${sha256.slice(0, 2)}/${sha256}`;
  }

  /**
   * Whether a blob the store hashed itself has a file of its own. Asked once per uploaded file (a deploy of
   * 7,453 icons asks 7,453 times, nearly always of new content), so the answer comes from the listing of its
   * prefix folder, read once (one `readdir` instead of a failed `stat` per new blob, which showed in the origin's
   * CPU during such a deploy). A blob the listing has is confirmed with a `stat`, so a file
   * removed behind the store's back is written again, as before; a file put there behind its back is only
   * written again (same content, same name).
   */
  has(sha256: string): boolean {
    const prefix = sha256.slice(0, 2);
    let names = this.#names.get(prefix);
    if (!names) {
      names = new Set(listFolder(this.#rootPrefix + prefix));
      this.#names.set(prefix, names);
    }
    return names.has(sha256) && (statSync(this.pathOf(sha256), { throwIfNoEntry: false })?.isFile() ?? false);
  }

  /** Keeps a listed prefix folder's names in step with a blob file placed (true) or removed (false). */
  #changed(sha256: string, present: boolean): void {
    const names = this.#names.get(sha256.slice(0, 2));
    if (present) names?.add(sha256);
    else names?.delete(sha256);
  }

  /** Renames a durable temp file into place as blob `sha256`. */
  async place(sha256: string, tmpPath: string): Promise<void> {
    const dir = join(this.#root, sha256.slice(0, 2));
    if (!this.#dirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      this.#dirs.add(dir);
    }
    await rename(tmpPath, this.path(sha256));
    this.#changed(sha256, true);
  }

  async remove(sha256: string): Promise<void> {
    await unlink(this.path(sha256));
    this.#changed(sha256, false);
  }
}

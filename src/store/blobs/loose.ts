/** Blobs with a file of their own, `<root>/<sha256[0..2]>/<sha256>`. */
import { readdirSync, statSync } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobLocation } from '../types.ts';

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
  /** Per prefix folder, its blobs: listed on first use, then kept up to date by this process's renames and unlinks. */
  readonly #names = new Map<string, Set<string>>();

  constructor(root: string) {
    this.#root = root;
    this.#rootPrefix = join(root, '/');
  }

  /** Where blob `sha256` has its own file; throws on a malformed digest. */
  path(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error(`not a sha256 hex digest: ${sha256.slice(0, 80)}`);
    return this.#pathOf(sha256);
  }

  /** `path` without the check, for a digest known to be well formed. */
  #pathOf(sha256: string): string {
    return `${this.#rootPrefix}${sha256.slice(0, 2)}/${sha256}`;
  }

  /**
   * Where blob `sha256` (a well-formed digest) has a file of its own, or null. Asked once per uploaded file, nearly
   * always of new content: answered from the prefix folder's listing (a failed `stat` per new blob showed in the
   * origin's CPU). A listed blob is confirmed with a `stat`, so a file removed behind the store's back is written
   * again; one put there behind its back is not found, and only written again.
   */
  locate(sha256: string): BlobLocation | null {
    const prefix = sha256.slice(0, 2);
    let names = this.#names.get(prefix);
    if (!names) {
      names = new Set(listFolder(this.#rootPrefix + prefix));
      this.#names.set(prefix, names);
    }
    if (!names.has(sha256)) return null;
    const path = this.#pathOf(sha256);
    const st = statSync(path, { throwIfNoEntry: false });
    return st?.isFile() ? { path, offset: 0, size: st.size, packed: false } : null;
  }

  /** Renames a durable temp file into place as blob `sha256`. */
  async place(sha256: string, tmpPath: string): Promise<void> {
    const dir = join(this.#root, sha256.slice(0, 2));
    if (!this.#dirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      this.#dirs.add(dir);
    }
    await rename(tmpPath, this.path(sha256));
    this.#names.get(sha256.slice(0, 2))?.add(sha256);
  }

  async remove(sha256: string): Promise<void> {
    await unlink(this.path(sha256));
    this.#names.get(sha256.slice(0, 2))?.delete(sha256);
  }
}

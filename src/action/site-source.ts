/**
 * `path` → a folder to pack. A folder is used as is; a built-site archive (`.tar.gz`, `.tgz`, `.zip`), local or
 * at an http(s) URL (a release asset, an artifact from another job), is fetched and unpacked with
 * @actions/tool-cache into RUNNER_TEMP first. An archive holding one top-level folder is entered.
 */
import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { InputError } from './inputs.ts';

/** @actions/tool-cache (and the HTTP client it brings) loaded only for a URL or an archive. */
const toolCache = (): Promise<typeof import('@actions/tool-cache')> => import('@actions/tool-cache');

const ARCHIVE = /\.(tar\.gz|tgz|zip)$/i;

export interface SiteSource {
  folder: string;
  /** What the user named: the folder, file or URL. */
  origin: string;
  kind: 'folder' | 'archive' | 'url';
}

export function isUrl(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

async function enterSingleFolder(dir: string): Promise<string> {
  const entries = (await readdir(dir, { withFileTypes: true })).filter((e) => !e.name.startsWith('.'));
  if (entries.length === 1 && entries[0]!.isDirectory()) return join(dir, entries[0]!.name);
  return dir;
}

async function extract(file: string, name: string, tempDir: string): Promise<string> {
  const dest = join(tempDir, `sitepub-site-${randomUUID()}`);
  const tc = await toolCache();
  const out = /\.zip$/i.test(name) ? await tc.extractZip(file, dest) : await tc.extractTar(file, dest);
  return enterSingleFolder(out);
}

export async function resolveSite(path: string, workspace: string, tempDir: string): Promise<SiteSource> {
  if (isUrl(path)) {
    const name = new URL(path).pathname;
    if (!ARCHIVE.test(name)) {
      throw new InputError(`Input "path" is a URL but not a .tar.gz, .tgz or .zip archive: ${path}`);
    }
    const file = await (
      await toolCache()
    ).downloadTool(path, join(tempDir, `sitepub-download-${randomUUID()}`));
    return { folder: await extract(file, name, tempDir), origin: path, kind: 'url' };
  }
  const abs = resolve(workspace, path);
  const st = await stat(abs).catch(() => null);
  if (!st) {
    throw new InputError(`Input "path": ${abs} does not exist. Build the site first (or fix the path).`);
  }
  if (st.isDirectory()) return { folder: abs, origin: path, kind: 'folder' };
  if (ARCHIVE.test(abs)) return { folder: await extract(abs, abs, tempDir), origin: path, kind: 'archive' };
  throw new InputError(
    `Input "path": ${abs} is a file but not a .tar.gz, .tgz or .zip archive; name a folder or an archive.`,
  );
}

/** Builds throwaway site folders on disk for packer tests. */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface TempSite {
  dir: string;
  /** The site folder (inside dir, named `site`). */
  root: string;
  write(rel: string, content?: string | Buffer): Promise<void>;
  link(rel: string, target: string): Promise<void>;
  cleanup(): Promise<void>;
}

export async function tempSite(files: Record<string, string | Buffer> = {}): Promise<TempSite> {
  const dir = await mkdtemp(join(tmpdir(), 'sitepub-pack-'));
  const root = join(dir, 'site');
  await mkdir(root);
  const site: TempSite = {
    dir,
    root,
    async write(rel, content = rel) {
      await mkdir(dirname(join(root, rel)), { recursive: true });
      await writeFile(join(root, rel), content);
    },
    async link(rel, target) {
      await mkdir(dirname(join(root, rel)), { recursive: true });
      await symlink(target, join(root, rel));
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
  for (const [rel, content] of Object.entries(files)) await site.write(rel, content);
  return site;
}

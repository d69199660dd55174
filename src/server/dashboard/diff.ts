/** Pure: what changed between two revisions' manifests (path → md5). */
import type { Manifest } from '../../protocol/types.ts';

export interface ManifestDiff {
  added: string[];
  removed: string[];
  changed: string[];
  unchanged: number;
}

export function diffManifests(from: Manifest, to: Manifest): ManifestDiff {
  const added: string[] = [];
  const removed: string[] = [];
  const changed: string[] = [];
  let unchanged = 0;
  for (const [path, file] of Object.entries(to)) {
    const before = from[path];
    if (!before) added.push(path);
    else if (before.md5 !== file.md5 || before.size !== file.size) changed.push(path);
    else unchanged++;
  }
  for (const path of Object.keys(from)) if (!(path in to)) removed.push(path);
  const byPath = (a: string, b: string) => a.localeCompare(b);
  return {
    added: added.sort(byPath),
    removed: removed.sort(byPath),
    changed: changed.sort(byPath),
    unchanged,
  };
}

/** The URL path of a file as the edge serves it (`/index.html` is also `/`), each segment encoded. */
export function filePath(path: string): string {
  return '/' + path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
}

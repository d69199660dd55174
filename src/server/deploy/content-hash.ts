import { createHash } from 'node:crypto';
import type { FileRecord } from '../../store/types.ts';

/** sha256 over `<path>\0<sha256>\n` for every file, sorted by path (code-unit order): equal content ⇒ equal hash. */
export function contentHash(files: FileRecord[]): string {
  const h = createHash('sha256');
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    h.update(`${f.path}\0${f.sha256}\n`);
  }
  return h.digest('hex');
}

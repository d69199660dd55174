/**
 * fsync of a file or a folder by path: a folder's fsync makes the renames and links in it durable. `flags`:
 * 'r' (enough for a folder, and for a file on Linux), 'r+' for a file on systems that want write access.
 */
import { open } from 'node:fs/promises';

export async function fsyncPath(path: string, flags: 'r' | 'r+' = 'r'): Promise<void> {
  const fh = await open(path, flags);
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** fsync by path (a folder's makes its renames durable); 'r+' for a file on systems that want write access. */
import { open } from 'node:fs/promises';

export async function fsyncPath(path: string, flags: 'r' | 'r+' = 'r'): Promise<void> {
  const fh = await open(path, flags);
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/**
 * The CA root of the embedded store: `<dir>/root.cert.pem` and `root.key.pem` (0600). The key is put in place
 * first, so a half-written root (a crash in between) reads as none. The data folder's lock leaves no writer to race.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CaKeyPair, CaKeyStore } from '../types.ts';

export class FileCaKeys implements CaKeyStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  async get(): Promise<CaKeyPair | null> {
    try {
      const [certPem, keyPem] = await Promise.all([
        readFile(join(this.dir, 'root.cert.pem'), 'utf8'),
        readFile(join(this.dir, 'root.key.pem'), 'utf8'),
      ]);
      return certPem && keyPem ? { certPem, keyPem } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async create(pair: CaKeyPair): Promise<CaKeyPair> {
    const stored = await this.get();
    if (stored) return stored;
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const keyPath = join(this.dir, 'root.key.pem');
    const certPath = join(this.dir, 'root.cert.pem');
    await writeFile(keyPath + '.tmp', pair.keyPem, { mode: 0o600 });
    await rename(keyPath + '.tmp', keyPath);
    await writeFile(certPath + '.tmp', pair.certPem);
    await rename(certPath + '.tmp', certPath);
    return pair;
  }
}

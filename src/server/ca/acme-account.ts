/**
 * Where the ACME account key lives: created once, kept with the server's state. `fileAccountKeys` keeps it in
 * `<dataDir>/acme/account-<hash of the directory URL>.key.pem` (mode 0600, like the local CA's root key); a
 * cluster backend implements `AccountKeyStore` over its database instead.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface AccountKeyStore {
  /** The PEM private key of the account at `directoryUrl`, or null when none was made yet. */
  load(directoryUrl: string): Promise<string | null>;
  save(directoryUrl: string, keyPem: string): Promise<void>;
}

function fileName(directoryUrl: string): string {
  return `account-${createHash('sha256').update(directoryUrl).digest('hex').slice(0, 16)}.key.pem`;
}

export function fileAccountKeys(dir: string): AccountKeyStore {
  return {
    async load(directoryUrl) {
      try {
        return await readFile(join(dir, fileName(directoryUrl)), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async save(directoryUrl, keyPem) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const path = join(dir, fileName(directoryUrl));
      await writeFile(path + '.tmp', keyPem, { mode: 0o600 });
      await rename(path + '.tmp', path);
    },
  };
}

/**
 * Where the ACME account key lives: created once, kept with the server's state. `sharedAccountKeys` keeps it in
 * the store's shared state (namespace `acme-account-keys`, by directory URL), so every origin of one database
 * uses the one account; the first key saved wins when two origins create one at once. `fileAccountKeys` keeps it
 * in `<dataDir>/acme/account-<hash of the directory URL>.key.pem` (mode 0600, like the local CA's root key):
 * what servers before the shared state used, read once (`legacy`) and carried into the store. The key is a
 * secret: never logged.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { accountKeyFile, ACME_ACCOUNT_KEYS as NAMESPACE } from '../../store/acme-names.ts';
import type { SharedStateRepository } from '../../store/sql/shared-state.ts';

export interface AccountKeyStore {
  /** The PEM private key of the account at `directoryUrl`, or null when none was made yet. */
  load(directoryUrl: string): Promise<string | null>;
  /** Keeps a new key unless one was kept meanwhile; returns the key to use (the first one kept). */
  save(directoryUrl: string, keyPem: string): Promise<string>;
}

/** Account keys in `store.shared`; `legacy`: where an older server kept them (read, never written). */
export function sharedAccountKeys(
  shared: SharedStateRepository,
  o: { legacy?: AccountKeyStore; now?: () => number } = {},
): AccountKeyStore {
  const now = o.now ?? Date.now;
  return {
    async load(directoryUrl) {
      const entry = await shared.get(NAMESPACE, directoryUrl, now());
      if (entry) return entry.value;
      const old = await o.legacy?.load(directoryUrl);
      return old ? shared.putIfAbsent(NAMESPACE, directoryUrl, old, { now: now() }) : null;
    },
    async save(directoryUrl, keyPem) {
      return shared.putIfAbsent(NAMESPACE, directoryUrl, keyPem, { now: now() });
    },
  };
}

export function fileAccountKeys(dir: string): AccountKeyStore {
  return {
    async load(directoryUrl) {
      try {
        return await readFile(join(dir, accountKeyFile(directoryUrl)), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async save(directoryUrl, keyPem) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const path = join(dir, accountKeyFile(directoryUrl));
      await writeFile(path + '.tmp', keyPem, { mode: 0o600 });
      await rename(path + '.tmp', path);
      return keyPem;
    },
  };
}

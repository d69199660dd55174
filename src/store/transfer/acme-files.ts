/**
 * Pure: the files of `<data>/acme/` as the shared-state entries a cluster reads (src/server/ca/acme-account.ts,
 * wildcard-store.ts). An account key's file is named by a hash of its directory's URL, so the URL is found among
 * the candidates (`--acme-directory` and Let's Encrypt's two); a key of another directory is left out and named.
 */
import {
  ACCOUNT_KEY_FILE,
  accountKeyFile,
  ACME_ACCOUNT_KEYS,
  ACME_WILDCARDS,
  WILDCARD_FILE,
  wildcardKey,
} from '../acme-names.ts';
import type { AcmeFile } from '../sqlite/transfer-source.ts';

/** Directories tried for an account key besides the ones given. */
const KNOWN_ACME_DIRECTORIES = [
  'https://acme-v02.api.letsencrypt.org/directory',
  'https://acme-staging-v02.api.letsencrypt.org/directory',
];

export interface AcmeEntry {
  namespace: typeof ACME_ACCOUNT_KEYS | typeof ACME_WILDCARDS;
  key: string;
  value: string;
  file: string;
  /** What it is, for messages. */
  what: string;
  /** A different value in the target is a conflict (an account key); else the target's stays (a renewal). */
  mustMatch: boolean;
}

export function acmeEntries(
  files: readonly AcmeFile[],
  directories: readonly string[] = [],
): { entries: AcmeEntry[]; unmatched: string[] } {
  const byFile = new Map(
    [...directories, ...KNOWN_ACME_DIRECTORIES].map((url) => [accountKeyFile(url), url] as const),
  );
  const entries: AcmeEntry[] = [];
  const unmatched: string[] = [];
  for (const { name: file, text: value } of files) {
    const url = byFile.get(file);
    const zone = WILDCARD_FILE.exec(file)?.[1];
    if (url)
      entries.push({
        namespace: ACME_ACCOUNT_KEYS,
        key: url,
        value,
        file,
        what: `ACME account key of ${url}`,
        mustMatch: true,
      });
    else if (ACCOUNT_KEY_FILE.test(file)) unmatched.push(file);
    else if (zone)
      entries.push({
        namespace: ACME_WILDCARDS,
        key: wildcardKey(zone),
        value,
        file,
        what: `wildcard certificate of ${zone}`,
        mustMatch: false,
      });
    else
      throw new Error(
        `<data>/acme/${file} is no file sitepub serve writes (account-<hash>.key.pem, wildcard-<zone>.json): ` +
          'move it out of the data folder and run again',
      );
  }
  return { entries, unmatched };
}

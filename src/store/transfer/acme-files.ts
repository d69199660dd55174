/**
 * Pure: the files of `<data>/acme/` as the shared-state entries a cluster reads (src/server/ca/acme-account.ts,
 * wildcard-store.ts). An account key's file is named by a hash of its directory's URL, so the URL is found among
 * the candidates (`--acme-directory` and Let's Encrypt's two); a key of another directory is left out and named.
 */
import { hash } from 'node:crypto';
import type { AcmeFile } from '../sqlite/transfer-source.ts';

/** Directories tried for an account key besides the ones given. */
const KNOWN_ACME_DIRECTORIES = [
  'https://acme-v02.api.letsencrypt.org/directory',
  'https://acme-staging-v02.api.letsencrypt.org/directory',
];

export interface AcmeEntry {
  namespace: 'acme-account-keys' | 'acme-wildcards';
  key: string;
  value: string;
  file: string;
  /** What it is, for messages. */
  what: string;
  /** A different value in the target is a conflict (an account key); else the target's stays (a renewal). */
  mustMatch: boolean;
}

const ACCOUNT = /^account-([0-9a-f]{16})\.key\.pem$/;
const WILDCARD = /^wildcard-(.+)\.json$/;

/** The hash part of an account key's file name (src/server/ca/acme-account.ts). */
export const directoryHash = (url: string): string => hash('sha256', url).slice(0, 16);

export function acmeEntries(
  files: readonly AcmeFile[],
  directories: readonly string[] = [],
): { entries: AcmeEntry[]; unmatched: string[] } {
  const byHash = new Map(
    [...directories, ...KNOWN_ACME_DIRECTORIES].map((url) => [directoryHash(url), url] as const),
  );
  const entries: AcmeEntry[] = [];
  const unmatched: string[] = [];
  for (const { name: file, text: value } of files) {
    const account = ACCOUNT.exec(file)?.[1];
    const zone = WILDCARD.exec(file)?.[1];
    const url = account && byHash.get(account);
    if (url)
      entries.push({
        namespace: 'acme-account-keys',
        key: url,
        value,
        file,
        what: `ACME account key of ${url}`,
        mustMatch: true,
      });
    else if (account) unmatched.push(file);
    else if (zone)
      entries.push({
        namespace: 'acme-wildcards',
        key: zone.toLowerCase(),
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

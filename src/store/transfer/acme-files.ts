/**
 * The files of an embedded server's `<data>/acme/` as the shared-state entries every origin of a cluster reads
 * (src/store/contract/shared-state.ts; the namespaces of src/server/ca/acme-account.ts and wildcard-store.ts):
 * - `account-<hash>.key.pem`, the ACME account key of one directory, → (`acme-account-keys`, directory URL). The
 *   file is named by a hash of the URL only, so the URL is found among the candidates (the directory the server
 *   was started with, `--acme-directory` / SITEPUB_ACME_DIRECTORY, and Let's Encrypt's two); a key of another
 *   directory is left out and named (the cluster registers a new account there when it first orders).
 * - `wildcard-<zone>.json`, the platform's wildcard certificate, → (`acme-wildcards`, zone).
 * Pure. Files of other names are not ACME state and are refused by name.
 */
import { createHash } from 'node:crypto';
import type { AcmeFile } from '../sqlite/transfer-source.ts';

export const ACME_ACCOUNT_NAMESPACE = 'acme-account-keys';
export const ACME_WILDCARD_NAMESPACE = 'acme-wildcards';

/** Directories tried for an account key besides the one given. */
export const KNOWN_ACME_DIRECTORIES: readonly string[] = [
  'https://acme-v02.api.letsencrypt.org/directory',
  'https://acme-staging-v02.api.letsencrypt.org/directory',
];

export interface AcmeEntry {
  namespace: string;
  key: string;
  value: string;
  /** The file it came from (for messages). */
  file: string;
  /** What it is, for messages. */
  what: string;
  /** A different value in the target is a conflict (an account key); else the target's stays (a renewal). */
  mustMatch: boolean;
}

const ACCOUNT = /^account-([0-9a-f]{16})\.key\.pem$/;
const WILDCARD = /^wildcard-(.+)\.json$/;

/** The hash part of an account key's file name (src/server/ca/acme-account.ts). */
export const directoryHash = (url: string): string =>
  createHash('sha256').update(url).digest('hex').slice(0, 16);

export function acmeEntries(
  files: readonly AcmeFile[],
  directories: readonly string[] = [],
): { entries: AcmeEntry[]; unmatched: string[] } {
  const byHash = new Map(
    [...directories, ...KNOWN_ACME_DIRECTORIES].map((url) => [directoryHash(url), url] as const),
  );
  const entries: AcmeEntry[] = [];
  const unmatched: string[] = [];
  for (const f of files) {
    const account = ACCOUNT.exec(f.name);
    const wildcard = WILDCARD.exec(f.name);
    if (account) {
      const url = byHash.get(account[1]!);
      if (!url) unmatched.push(f.name);
      else
        entries.push({
          namespace: ACME_ACCOUNT_NAMESPACE,
          key: url,
          value: f.text,
          file: f.name,
          what: `ACME account key of ${url}`,
          mustMatch: true,
        });
    } else if (wildcard)
      entries.push({
        namespace: ACME_WILDCARD_NAMESPACE,
        key: wildcard[1]!.toLowerCase(),
        value: f.text,
        file: f.name,
        what: `wildcard certificate of ${wildcard[1]!}`,
        mustMatch: false,
      });
    else
      throw new Error(
        `<data>/acme/${f.name} is no file sitepub serve writes (account-<hash>.key.pem, wildcard-<zone>.json): ` +
          'move it out of the data folder and run again',
      );
  }
  return { entries, unmatched };
}

/**
 * The files of an embedded server's `<data>/acme/` as the shared-state entries a cluster keeps them in
 * (src/store/contract/shared-state.ts): the ACME account key per directory (`account-<hash>.key.pem`,
 * src/server/ca/acme-account.ts) and the platform's wildcard certificate per zone (`wildcard-<zone>.json`,
 * src/server/ca/wildcard-store.ts). Pure. Files of other names are not ACME state and are refused by name.
 */
import type { AcmeFile } from './source.ts';

/** Namespaces and keys of the cluster's ACME state (the cluster branch's shared-state stores). */
export const ACME_ACCOUNT_NAMESPACE = 'acme-account';
export const ACME_WILDCARD_NAMESPACE = 'acme-wildcard';

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

export function acmeEntries(files: readonly AcmeFile[]): AcmeEntry[] {
  return files.map((f) => {
    const account = ACCOUNT.exec(f.name);
    if (account)
      return {
        namespace: ACME_ACCOUNT_NAMESPACE,
        key: account[1]!,
        value: f.text,
        file: f.name,
        what: 'ACME account key',
        mustMatch: true,
      };
    const wildcard = WILDCARD.exec(f.name);
    if (wildcard)
      return {
        namespace: ACME_WILDCARD_NAMESPACE,
        key: wildcard[1]!,
        value: f.text,
        file: f.name,
        what: 'wildcard certificate',
        mustMatch: false,
      };
    throw new Error(
      `<data>/acme/${f.name} is no file sitepub serve writes (account-<hash>.key.pem, wildcard-<zone>.json): ` +
        'move it out of the data folder and run again',
    );
  });
}

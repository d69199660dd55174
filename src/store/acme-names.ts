/**
 * Where the ACME state is kept, once for the server that keeps it (src/server/ca/acme-account.ts,
 * wildcard-store.ts) and `sitepub migrate`, which carries the files into the shared state (transfer/acme-files.ts):
 * the shared-state namespaces, and the file names of `<data>/acme/` that servers before the shared state wrote.
 */
import { hash } from 'node:crypto';

/** Account keys by ACME directory URL. */
export const ACME_ACCOUNT_KEYS = 'acme-account-keys';
/** Wildcard certificates by zone, lowercased (`wildcardKey`). */
export const ACME_WILDCARDS = 'acme-wildcards';

export const wildcardKey = (zone: string): string => zone.toLowerCase();

/** An account key's file: named by a hash of its directory URL only. */
export const accountKeyFile = (directoryUrl: string): string =>
  `account-${hash('sha256', directoryUrl).slice(0, 16)}.key.pem`;
export const ACCOUNT_KEY_FILE = /^account-[0-9a-f]{16}\.key\.pem$/;

/** A wildcard certificate's file: its zone, characters a file name cannot hold as `_`. */
export const wildcardFile = (zone: string): string =>
  `wildcard-${wildcardKey(zone).replace(/[^a-z0-9.-]/g, '_')}.json`;
/** `[1]`: the zone of a wildcard certificate's file. */
export const WILDCARD_FILE = /^wildcard-(.+)\.json$/;

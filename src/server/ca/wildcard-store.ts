/**
 * Where the platform domain's wildcard certificate (`*.<platform>`, DNS-01, docs/acme.md) is kept: it belongs to
 * no project, so not with the projects' certificates. `sharedWildcardCerts` keeps each one in the store's shared
 * state (namespace `acme-wildcards`, by zone), so every origin of one database serves the one certificate;
 * `fileWildcardCerts` keeps each one in `<dataDir>/acme/wildcard-<zone>.json` (mode 0600: it holds the private
 * key): what servers before the shared state used, read once (`legacy`) and carried into the store.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACME_WILDCARDS as NAMESPACE, wildcardFile, wildcardKey as key } from '../../store/acme-names.ts';
import type { SharedStateRepository } from '../../store/sql/shared-state.ts';
import type { CertificateRecord } from '../../store/types.ts';

/** A certificate as the store keeps one (names, PEM pair and chain, validity in epoch ms), without a project. */
export type StoredWildcard = Omit<CertificateRecord, 'domain' | 'source' | 'createdAt'>;

export interface WildcardCertStore {
  /** The certificate stored for `zone` (its wildcard covers `*.<zone>`), or null. */
  load(zone: string): Promise<StoredWildcard | null>;
  save(zone: string, cert: StoredWildcard): Promise<void>;
}

function isStored(v: unknown): v is StoredWildcard {
  const o = v as Partial<StoredWildcard> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    Array.isArray(o.altnames) &&
    typeof o.certPem === 'string' &&
    typeof o.chainPem === 'string' &&
    typeof o.keyPem === 'string' &&
    typeof o.notBefore === 'number' &&
    typeof o.notAfter === 'number'
  );
}

export function fileWildcardCerts(dir: string): WildcardCertStore {
  const path = (zone: string) => join(dir, wildcardFile(zone));
  return {
    async load(zone) {
      let text: string;
      try {
        text = await readFile(path(zone), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      const parsed: unknown = JSON.parse(text);
      if (!isStored(parsed))
        throw new Error(
          `${path(zone)} is not a stored certificate: delete it and the server orders a new one`,
        );
      return parsed;
    },
    async save(zone, cert) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(path(zone) + '.tmp', JSON.stringify(cert), { mode: 0o600 });
      await rename(path(zone) + '.tmp', path(zone));
    },
  };
}

/** Wildcard certificates in `store.shared`; `legacy`: where an older server kept them (read, never written). */
export function sharedWildcardCerts(
  shared: SharedStateRepository,
  o: { legacy?: WildcardCertStore; now?: () => number } = {},
): WildcardCertStore {
  const now = o.now ?? Date.now;
  return {
    async load(zone) {
      const entry = await shared.get(NAMESPACE, key(zone), now());
      if (entry) {
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(entry.value);
        } catch {
          // reported below
        }
        if (!isStored(parsed))
          throw new Error(
            `the stored wildcard certificate of ${zone} is damaged: delete the shared-state entry ` +
              `(${NAMESPACE}, ${key(zone)}) and the server orders a new one`,
          );
        return parsed;
      }
      const old = await o.legacy?.load(zone);
      if (!old) return null;
      await shared.putIfAbsent(NAMESPACE, key(zone), JSON.stringify(old), { now: now() });
      return old;
    },
    async save(zone, cert) {
      await shared.put(NAMESPACE, key(zone), JSON.stringify(cert), { now: now() });
    },
  };
}

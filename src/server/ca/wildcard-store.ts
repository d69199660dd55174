/**
 * Where the platform domain's wildcard certificate (`*.<platform>`, DNS-01, docs/acme.md) is kept: it belongs to
 * no project, so not with the projects' certificates. `fileWildcardCerts` keeps each one in
 * `<dataDir>/acme/wildcard-<zone>.json` (mode 0600: it holds the private key); a cluster backend implements
 * `WildcardCertStore` over its database instead.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  const path = (zone: string) =>
    join(dir, `wildcard-${zone.toLowerCase().replace(/[^a-z0-9.-]/g, '_')}.json`);
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

/** Projects' TLS certificates and, on PostgreSQL, the CA root (the embedded server's is files/ca-keys.ts). */
import type { CaKeyPair, CaKeyStore, CertificateRecord } from '../types.ts';
import { Repository } from './db.ts';
import type { Row } from './schema.ts';

const toCert = (r: Row<'certificates'>): CertificateRecord => ({
  ...r,
  altnames: JSON.parse(r.altnames) as string[],
});

export class CertificatesRepository extends Repository {
  /** Stores the certificate, replacing the domain's one of the same source. */
  async put(c: CertificateRecord): Promise<void> {
    const altnames = JSON.stringify(c.altnames);
    await this.sql.upsert('certificates', ['domain', 'source'], { ...c, altnames });
  }

  /** The domain's certificates, the managed one first ('managed' sorts after 'custom'). */
  async list(domain: string): Promise<CertificateRecord[]> {
    const rows = await this.sql.db
      .selectFrom('certificates')
      .selectAll()
      .where('domain', '=', domain)
      .orderBy(this.sql.bytes('source'), 'desc')
      .execute();
    return rows.map(toCert);
  }

  /** Managed certificates that expire before `before` (the renewal queue). */
  async expiringBefore(before: number): Promise<CertificateRecord[]> {
    const rows = await this.sql.db
      .selectFrom('certificates')
      .selectAll()
      .where('source', '=', 'managed')
      .where('notAfter', '<', before)
      .orderBy('notAfter')
      .orderBy(this.sql.bytes('domain'))
      .execute();
    return rows.map(toCert);
  }
}

/** The CA root in table `ca_keys` (PostgreSQL only; one row, `name` = 'root'): the first `create` of any origin wins. */
export class CaKeysRepository extends Repository implements CaKeyStore {
  async get(): Promise<CaKeyPair | null> {
    const r = await this.sql.db
      .selectFrom('ca_keys')
      .select(['certPem', 'keyPem'])
      .where('name', '=', 'root')
      .executeTakeFirst();
    return r ?? null;
  }

  async create(pair: CaKeyPair): Promise<CaKeyPair> {
    // ON CONFLICT DO NOTHING waits for a racing insert to commit, so the read after it sees the winner.
    await this.sql.db
      .insertInto('ca_keys')
      .values({ name: 'root', certPem: pair.certPem, keyPem: pair.keyPem, createdAt: Date.now() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const stored = await this.get();
    if (!stored) throw new Error('the CA root was removed from the database while it was being stored');
    return stored;
  }
}

/** TLS certificates of projects: one managed (issued by the server's CA) and one custom (uploaded) per domain. */

export interface CertificateRecord {
  domain: string;
  source: 'managed' | 'custom';
  altnames: string[];
  certPem: string;
  chainPem: string;
  keyPem: string;
  notBefore: number;
  notAfter: number;
  createdAt: number;
}

export interface CertificateStore {
  /** Stores the certificate, replacing the domain's one of the same source. */
  put(certificate: CertificateRecord): Promise<void>;
  /** The domain's certificates, the managed one first. */
  list(domain: string): Promise<CertificateRecord[]>;
  /** Managed certificates that expire before `before` (the renewal queue). */
  expiringBefore(before: number): Promise<CertificateRecord[]>;
}

/** The PEM pair of the server's certificate authority root (src/server/ca/authority.ts). */
export interface CaKeyPair {
  certPem: string;
  /** PKCS#8, PEM. A secret: never logged. */
  keyPem: string;
}

/** Where the CA root is kept. Every origin of a deployment must sign with the same root. */
export interface CaKeyStore {
  /** The stored root, or null before the first start (or when only half of it was ever written). */
  get(): Promise<CaKeyPair | null>;
  /**
   * Stores `pair` unless a whole root is stored already; returns the stored root, which is the one to use
   * (when two starts race, the first stored wins and both sign with it).
   */
  create(pair: CaKeyPair): Promise<CaKeyPair>;
}

/**
 * The server's managed certificate authority: one ECDSA P-256 root, created on first start and kept by the
 * store (Store.ca; the embedded store: `<dataDir>/ca/` root.cert.pem, root.key.pem with mode 0600), that
 * issues short-lived per-domain leaf certificates for the edges to serve with SNI. Clients trust a deployment
 * by trusting `rootPem`.
 */
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { webcrypto, randomBytes } from 'node:crypto';
import type { CaKeyStore } from '../../store/types.ts';
import { FileCaKeys } from '../../store/files/ca-keys.ts';

// Node's webcrypto is the library's crypto; these aliases bridge its DOM-typed key parameters.
type LibCrypto = Parameters<typeof x509.cryptoProvider.set>[0];
type LibKeyPair = Parameters<typeof x509.X509CertificateGenerator.createSelfSigned>[0]['keys'];
type LibKey = LibKeyPair['privateKey'];
x509.cryptoProvider.set(webcrypto as unknown as LibCrypto);

const EC = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export const ROOT_NAME = 'CN=sitepub Local Root CA, O=sitepub';
/** Leaf lifetime: 90 days, as public ACME CAs do; renewal starts when fewer than RENEW_BEFORE_DAYS remain. */
export const LEAF_VALIDITY_DAYS = 90;
export const RENEW_BEFORE_DAYS = 30;

export interface IssuedCertificate {
  /** Leaf certificate followed by the root, PEM. */
  chainPem: string;
  certPem: string;
  keyPem: string;
  altnames: string[];
  issuer: string;
  subject: string;
  notBefore: Date;
  notAfter: Date;
  serial: string;
}

/** The steps of an ACME order, reported as they happen (`PUT /:domain/encrypt` streams them). */
export const ISSUE_STEPS = [
  'order',
  'authorisation',
  'challenge',
  'validated',
  'finalised',
  'downloaded',
] as const;
export type IssueStep = (typeof ISSUE_STEPS)[number];

export interface IssueOptions {
  validityDays?: number;
  now?: Date;
  onStep?: (step: IssueStep) => void;
}

export interface CertificateAuthority {
  /** `local`: the server's own root; `acme`: an ACME directory (acme-issuer.ts). */
  readonly kind: 'local' | 'acme';
  /** The root to trust for managed certificates; '' when they chain to a public root (ACME). */
  readonly rootPem: string;
  readonly name: string;
  issue(altnames: string[], options?: IssueOptions): Promise<IssuedCertificate>;
}

function toPem(der: ArrayBuffer, label: string): string {
  const b64 = Buffer.from(der).toString('base64').replace(/.{64}/g, '$&\n');
  return `-----BEGIN ${label}-----\n${b64.trimEnd()}\n-----END ${label}-----\n`;
}

function fromPem(pem: string): ArrayBuffer {
  const b64 = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  const buf = Buffer.from(b64, 'base64');
  return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
}

function serial(): string {
  const b = randomBytes(16);
  b[0] = b[0]! & 0x7f; // positive INTEGER
  return b.toString('hex');
}

async function exportKey(key: webcrypto.CryptoKey): Promise<string> {
  return toPem(await webcrypto.subtle.exportKey('pkcs8', key), 'PRIVATE KEY');
}

async function createRoot(now: Date): Promise<{ cert: x509.X509Certificate; keys: webcrypto.CryptoKeyPair }> {
  const keys = await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: ROOT_NAME,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + 10 * 365 * DAY_MS),
    signingAlgorithm: SIGN,
    keys: keys as unknown as LibKeyPair,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey as unknown as LibKey),
    ],
  });
  return { cert, keys };
}

class LocalAuthority implements CertificateAuthority {
  readonly kind = 'local';
  readonly rootPem: string;
  readonly name: string;
  #root: x509.X509Certificate;
  #key: webcrypto.CryptoKey;

  constructor(root: x509.X509Certificate, key: webcrypto.CryptoKey) {
    this.#root = root;
    this.#key = key;
    this.rootPem = root.toString('pem') + '\n';
    this.name = root.subject;
  }

  async issue(altnames: string[], options: IssueOptions = {}): Promise<IssuedCertificate> {
    const names = [...new Set(altnames.map((n) => n.toLowerCase()))];
    if (names.length === 0) throw new Error('a certificate needs at least one name');
    const now = options.now ?? new Date();
    const days = options.validityDays ?? LEAF_VALIDITY_DAYS;
    const keys = await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify']);
    const notBefore = new Date(now.getTime() - 60 * 60 * 1000);
    const notAfter = new Date(now.getTime() + days * DAY_MS);
    const subject = `CN=${names[0]}`;
    const cert = await x509.X509CertificateGenerator.create({
      serialNumber: serial(),
      subject,
      issuer: this.#root.subject,
      notBefore,
      notAfter,
      signingAlgorithm: SIGN,
      publicKey: keys.publicKey as unknown as LibKey,
      signingKey: this.#key as unknown as LibKey,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
        new x509.SubjectAlternativeNameExtension(names.map((value) => ({ type: 'dns' as const, value }))),
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey as unknown as LibKey),
        await x509.AuthorityKeyIdentifierExtension.create(this.#root),
      ],
    });
    const certPem = cert.toString('pem') + '\n';
    return {
      certPem,
      chainPem: certPem + this.rootPem,
      keyPem: await exportKey(keys.privateKey),
      altnames: names,
      issuer: this.#root.subject,
      subject,
      notBefore,
      notAfter,
      serial: cert.serialNumber,
    };
  }
}

/** Loads the root from `<dir>/root.{cert,key}.pem`, creating it on first start (openAuthority over files). */
export async function loadOrCreateAuthority(dir: string, now = new Date()): Promise<CertificateAuthority> {
  return openAuthority(new FileCaKeys(dir), now);
}

/** Loads the root the store keeps (Store.ca), creating and storing one on first start. */
export async function openAuthority(keys: CaKeyStore, now = new Date()): Promise<CertificateAuthority> {
  let pair = await keys.get();
  if (!pair) {
    const { cert, keys: created } = await createRoot(now);
    pair = await keys.create({
      certPem: cert.toString('pem') + '\n',
      keyPem: await exportKey(created.privateKey),
    });
  }
  const key = await webcrypto.subtle.importKey('pkcs8', fromPem(pair.keyPem), EC, false, ['sign']);
  return new LocalAuthority(new x509.X509Certificate(pair.certPem), key);
}

/**
 * Validation of a custom certificate bundle (`PUT /:domain/ssl`): one private key plus the certificate chain,
 * leaf first, in PEM. Accepts PKCS#8, PKCS#1 (RSA) and SEC1 (EC) keys. Every rejection says what is wrong
 * and what to send instead; the key itself never appears in a message.
 */
import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { covers, dnsNames } from './cert-info.ts';

export const MAX_PEM_BYTES = 64 * 1024;

export type BundleCheck =
  | { ok: true; keyPem: string; certPem: string; chainPem: string; altnames: string[]; notAfter: Date }
  | { ok: false; reason: string };

const BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/g;

export function checkPemBundle(pem: string, domain: string, now = new Date()): BundleCheck {
  if (Buffer.byteLength(pem) > MAX_PEM_BYTES) {
    return {
      ok: false,
      reason: `PEM bundle is larger than ${MAX_PEM_BYTES / 1024} KB; send only the key and chain`,
    };
  }
  const keys: string[] = [];
  const certs: string[] = [];
  for (const m of pem.matchAll(BLOCK)) {
    const label = m[1]!;
    if (label === 'CERTIFICATE') certs.push(m[0]);
    else if (/^(RSA |EC |)PRIVATE KEY$/.test(label)) keys.push(m[0]);
    else if (label === 'ENCRYPTED PRIVATE KEY') {
      return {
        ok: false,
        reason: 'private key is encrypted; send it unencrypted (openssl pkey -in key.pem)',
      };
    }
  }
  if (keys.length === 0)
    return { ok: false, reason: 'PEM bundle has no private key; append the key to the chain' };
  if (keys.length > 1)
    return {
      ok: false,
      reason: 'PEM bundle has more than one private key; keep only the one of the certificate',
    };
  if (certs.length === 0)
    return { ok: false, reason: 'PEM bundle has no certificate; add the certificate chain, leaf first' };

  let key: KeyObject;
  try {
    key = createPrivateKey(keys[0]!);
  } catch {
    return {
      ok: false,
      reason: 'private key could not be parsed; send a PEM private key (PKCS#8, RSA or EC)',
    };
  }
  const chain: X509Certificate[] = [];
  for (const [i, text] of certs.entries()) {
    try {
      chain.push(new X509Certificate(text));
    } catch {
      return { ok: false, reason: `certificate ${i + 1} of the bundle could not be parsed` };
    }
  }
  const leaf = chain[0]!;
  if (!leaf.checkPrivateKey(key)) {
    return {
      ok: false,
      reason: 'private key does not match the first certificate; put the leaf certificate first',
    };
  }
  const altnames = dnsNames(leaf);
  if (!covers(altnames, domain)) {
    return {
      ok: false,
      reason: `certificate does not cover ${domain} (it names ${altnames.join(', ') || 'no host'})`,
    };
  }
  if (leaf.validToDate.getTime() <= now.getTime()) {
    return { ok: false, reason: `certificate expired on ${leaf.validToDate.toISOString()}` };
  }
  if (leaf.validFromDate.getTime() > now.getTime()) {
    return { ok: false, reason: `certificate is not valid before ${leaf.validFromDate.toISOString()}` };
  }
  for (let i = 0; i + 1 < chain.length; i++) {
    const child = chain[i]!;
    const parent = chain[i + 1]!;
    if (!child.checkIssued(parent) || !child.verify(parent.publicKey)) {
      return {
        ok: false,
        reason: `certificate ${i + 2} did not issue certificate ${i + 1}; order the chain leaf first`,
      };
    }
    if (parent.validToDate.getTime() <= now.getTime()) {
      return {
        ok: false,
        reason: `chain certificate ${i + 2} expired on ${parent.validToDate.toISOString()}`,
      };
    }
  }
  const certPem = certs.map((c) => c.trim() + '\n').join('');
  return {
    ok: true,
    keyPem: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certPem: certs[0]!.trim() + '\n',
    chainPem: certPem,
    altnames,
    notAfter: leaf.validToDate,
  };
}

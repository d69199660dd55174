/**
 * `--acme-directory URL --acme-email EMAIL [--acme-ca FILE]` (or SITEPUB_ACME_DIRECTORY, SITEPUB_ACME_EMAIL,
 * SITEPUB_ACME_CA; a flag wins over its variable) → the ACME settings, or null for the local root. Every bad
 * value is an error naming the flag and what to give.
 */
import { readFileSync } from 'node:fs';
import type { AcmeSettings } from './acme-issuer.ts';

export interface AcmeFlags {
  acmeDirectory?: string;
  acmeEmail?: string;
  /** Path of a PEM bundle trusted for the directory's own HTTPS. */
  acmeCa?: string;
}

export function acmeSettingsOf(
  flags: AcmeFlags,
  env: Record<string, string | undefined>,
  readFile: (path: string) => string = (p) => readFileSync(p, 'utf8'),
): AcmeSettings | null {
  const directory = flags.acmeDirectory ?? env.SITEPUB_ACME_DIRECTORY ?? '';
  const email = flags.acmeEmail ?? env.SITEPUB_ACME_EMAIL ?? '';
  const ca = flags.acmeCa ?? env.SITEPUB_ACME_CA ?? '';
  if (!directory) {
    if (email || ca)
      throw new Error(
        '--acme-email / --acme-ca need --acme-directory URL (or SITEPUB_ACME_DIRECTORY), the ACME directory to order from',
      );
    return null;
  }
  let url: URL;
  try {
    url = new URL(directory);
  } catch {
    throw new Error(
      `--acme-directory must be the URL of an ACME directory (https://…/directory), got ${directory}`,
    );
  }
  if (url.protocol !== 'https:')
    throw new Error(`--acme-directory must be an https:// URL (ACME requires HTTPS), got ${directory}`);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new Error(
      email
        ? `--acme-email must be an email address (the CA's contact for expiry notices), got ${email}`
        : '--acme-directory needs --acme-email EMAIL (or SITEPUB_ACME_EMAIL): the contact the CA registers',
    );
  const settings: AcmeSettings = { directoryUrl: url.href, email };
  if (ca) {
    let pem: string;
    try {
      pem = readFile(ca);
    } catch (err) {
      throw new Error(
        `--acme-ca ${ca} cannot be read (${(err as NodeJS.ErrnoException).code ?? err}): give a PEM file`,
        { cause: err },
      );
    }
    if (!pem.includes('-----BEGIN CERTIFICATE-----'))
      throw new Error(`--acme-ca ${ca} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
    settings.caPem = pem;
  }
  return settings;
}

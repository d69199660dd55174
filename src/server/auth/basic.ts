/** Parses an HTTP Basic `Authorization` header. Returns null when absent, 'malformed' when unusable. */
export type BasicCredentials = { user: string; pass: string };

export function parseBasic(header: string | undefined): BasicCredentials | null | 'malformed' {
  if (header === undefined || header === '') return null;
  const m = /^basic[ \t]+([A-Za-z0-9+/=._~-]+)[ \t]*$/i.exec(header);
  if (!m) return 'malformed';
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return 'malformed';
  return { user: decoded.slice(0, colon), pass: decoded.slice(colon + 1) };
}

const EMAIL = /^[^\s@"'<>(),;:\\]+@[^\s@"'<>(),;:\\]+\.[^\s@"'<>(),;:\\]+$/;

/** Canonical email (trimmed, lower case) or null if it does not look like one. */
export function canonicalEmail(input: string): string | null {
  const e = input.trim().toLowerCase();
  return e.length <= 254 && EMAIL.test(e) ? e : null;
}

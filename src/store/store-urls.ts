/**
 * Pure: the two URLs of a scale-out server (docs/scale-out.md, "Configuration"), checked before anything is
 * opened. Every error names where the value came from, the bad part and the expected form, never a password.
 */
export const DATABASE_FORM = 'postgres://USER[:PASS]@HOST:PORT/DB';
export const BLOBS_FORM = 's3://BUCKET[/PREFIX]';

export interface DatabaseUrl {
  /** The URL as given (password included): only for the driver. */
  url: string;
  /** `postgres://user@host:port/db`: what a log line may show. */
  shown: string;
  /** `host:port`: where the server is, for messages. */
  where: string;
}

export interface BlobsUrl {
  /** The URL as given, without a trailing slash. */
  url: string;
  bucket: string;
  /** '' when none. */
  prefix: string;
}

export interface StoreUrls {
  database?: DatabaseUrl;
  blobs?: BlobsUrl;
}

/** The flags, and the environment for their variables. */
export interface StoreUrlInput {
  database?: string;
  blobs?: string;
  env: Record<string, string | undefined>;
}

export class StoreUrlError extends Error {
  override name = 'StoreUrlError';
}

/** A URL's text with its password replaced by `***`: for the few messages that must quote what was given. */
export function withoutPassword(raw: string): string {
  return raw.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@/\s]*@/i, '$1:***@');
}

/** Parses `postgres://USER[:PASS]@HOST:PORT/DB` given by `source` (the flag, the variable, or the caller's name for it). */
export function parseDatabaseUrl(raw: string, source = 'the database URL'): DatabaseUrl {
  const bad = (what: string) =>
    new StoreUrlError(`${source} "${withoutPassword(raw)}" ${what}: give ${DATABASE_FORM}`);
  const url = URL.parse(raw);
  if (!url) throw bad('is not a URL');
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw bad(
      `has the scheme "${url.protocol}" (sitepub speaks PostgreSQL: the URL must start with postgres://)`,
    );
  if (!url.hostname) throw bad('names no host');
  if (!url.username) throw bad('names no user');
  const db = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!db || db.includes('/')) throw bad('must name one database after the host (/DB)');
  const where = `${url.hostname}:${url.port || '5432'}`;
  return { url: raw, shown: `postgres://${url.username}@${where}/${db}`, where };
}

/** S3's bucket naming rules (not like an IP address, no `..`). */
const BUCKET = /^(?!\d+\.\d+\.\d+\.\d+$)(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PART = /^[A-Za-z0-9!_.*'()-]+$/;

/** A URL's text with anything between `//` and `@` (a user, a key) replaced by `***`. */
export const withoutCredentials = (url: string): string =>
  url.replace(/^([a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1***@');

/** Parses `s3://BUCKET[/PREFIX]` given by `source` (the flag, the variable, or the caller's name for it). */
export function parseBlobsUrl(raw: string, source = 'blob store URL'): BlobsUrl {
  const bad = (what: string) =>
    new StoreUrlError(
      `${source} "${withoutCredentials(raw)}"${what}; expected ${BLOBS_FORM}, e.g. s3://sitepub-blobs or s3://shared-bucket/sitepub`,
    );
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)([?#].*)?$/i.exec(raw.trim());
  if (!m) throw bad(' is not a URL');
  const [, scheme = '', authority = '', path = '', rest] = m;
  if (scheme.toLowerCase() !== 's3')
    throw bad(
      ` has the scheme "${scheme}:", not "s3:": blobs go to an S3 bucket (the endpoint comes from ` +
        'AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL)',
    );
  if (authority.includes('@'))
    throw bad(
      ' carries credentials before the bucket: credentials do not belong in the URL (give the keys in ' +
        'AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, or the AWS shared files)',
    );
  if (authority.includes(':'))
    throw bad(': a port does not belong in the URL (set the endpoint with AWS_ENDPOINT_URL_S3)');
  if (rest) throw bad(': a query or fragment is not allowed');
  if (!BUCKET.test(authority))
    throw bad(
      `: "${authority}" is not a bucket name (3-63 lower-case letters, digits, dots or hyphens, a letter or ` +
        'digit at each end)',
    );
  const prefix = path.replace(/^\/+|\/+$/g, '');
  const parts = prefix ? prefix.split('/') : [];
  if (parts.some((part) => part === '' || part === '.' || part === '..'))
    throw bad(`: the prefix "${prefix}" has an empty, "." or ".." part`);
  const odd = parts.find((part) => !PREFIX_PART.test(part));
  if (odd !== undefined) throw bad(`: prefix part "${odd}" may hold only letters, digits and !_.*'()-`);
  return { url: `s3://${authority}${prefix ? `/${prefix}` : ''}`, bucket: authority, prefix };
}

/** The database and blob URLs of a start, from the flags or else the environment (a flag wins). */
export function storeUrlsOf(input: StoreUrlInput): StoreUrls {
  const dbRaw = input.database ?? input.env.SITEPUB_DATABASE_URL ?? '';
  const dbSource = input.database !== undefined ? '--database' : 'SITEPUB_DATABASE_URL';
  const blobsRaw = input.blobs ?? input.env.SITEPUB_BLOBS_URL ?? '';
  const blobsSource = input.blobs !== undefined ? '--blobs' : 'SITEPUB_BLOBS_URL';
  const urls: StoreUrls = {};
  if (dbRaw.trim()) urls.database = parseDatabaseUrl(dbRaw.trim(), dbSource);
  if (blobsRaw.trim()) urls.blobs = parseBlobsUrl(blobsRaw.trim(), blobsSource);
  if (urls.blobs && !urls.database)
    throw new StoreUrlError(
      `${blobsSource} needs --database ${DATABASE_FORM} (or SITEPUB_DATABASE_URL): blobs in S3 with the state in ` +
        "this machine's data folder would still be one origin; give both for a cluster, or neither for the embedded server",
    );
  return urls;
}

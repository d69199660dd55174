/**
 * Presigned GET URLs of the bucket's objects (AWS Signature Version 4, query-string authentication: the
 * signature, the key id and the expiry in the URL, only the `host` header signed), so a standalone edge reads
 * blobs straight from the object store with any `Range` header, holding no credentials
 * (docs/scale-out.md, "Edges read from the bucket"). Path-style URLs on a custom endpoint (as the client
 * addresses it), virtual-hosted ones on AWS.
 */
import { createHash, createHmac } from 'node:crypto';

export interface PresignKey {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface PresignTarget {
  /** A custom endpoint (AWS_ENDPOINT_URL_S3), or undefined for AWS's regional one. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
}

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const enc = (s: string): string =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const hmac = (key: Buffer | string, text: string): Buffer => createHmac('sha256', key).update(text).digest();

/** A GET URL of `key` valid for `expiresSec` from `now`. */
export function presignGet(
  target: PresignTarget,
  creds: PresignKey,
  key: string,
  expiresSec: number,
  now = new Date(),
): string {
  const base = target.endpoint
    ? new URL(`${target.endpoint.replace(/\/+$/, '')}/${target.bucket}/`)
    : new URL(`https://${target.bucket}.s3.${target.region}.amazonaws.com/`);
  const path = `${base.pathname}${key.split('/').map(enc).join('/')}`;
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${target.region}/s3/aws4_request`;
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${creds.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(expiresSec)],
    ...(creds.sessionToken ? [['X-Amz-Security-Token', creds.sessionToken] as [string, string]] : []),
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const canonicalQuery = query
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .sort()
    .join('&');
  const request = ['GET', path, canonicalQuery, `host:${base.host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const toSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(request).digest('hex'),
  ].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), target.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  return `${base.origin}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

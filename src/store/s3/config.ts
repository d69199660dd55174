/**
 * The S3 client's settings from the AWS SDK's standard variables (docs/scale-out.md, "S3 object store"). Pure:
 * the caller passes the environment.
 */
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { withoutCredentials } from '../store-urls.ts';

/** The custom endpoint the environment names, if any (AWS_ENDPOINT_URL_S3 first, as the SDK reads them). */
export function endpointOf(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.AWS_ENDPOINT_URL_S3?.trim() || env.AWS_ENDPOINT_URL?.trim();
  if (!url) return undefined;
  const parsed = URL.parse(url);
  if (!parsed)
    throw new Error(
      `AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL ${JSON.stringify(withoutCredentials(url))} is not a URL; expected e.g. http://127.0.0.1:7480`,
    );
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL must be an http:// or https:// URL`);
  if (parsed.username || parsed.password)
    throw new Error(
      'AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL must not hold credentials; use AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY',
    );
  return url;
}

/** The secrets of the environment, to keep out of every message (errors.ts). */
export function secretsOf(env: NodeJS.ProcessEnv): string[] {
  return [env.AWS_SECRET_ACCESS_KEY, env.AWS_SESSION_TOKEN, env.AWS_ACCESS_KEY_ID].filter(
    (s): s is string => !!s && s.length >= 4,
  );
}

/** The S3 client's settings for `env` and a region already resolved. */
export function clientConfig(env: NodeJS.ProcessEnv, region: string): S3ClientConfig {
  const endpoint = endpointOf(env);
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  return {
    region,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // explicit variables first; without them the SDK's chain (AWS_PROFILE, ~/.aws/credentials, …)
    ...(accessKeyId && secretAccessKey
      ? {
          credentials: {
            accessKeyId,
            secretAccessKey,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          },
        }
      : {}),
    // stream bodies of known length, as S3-compatible servers take them (no aws-chunked trailers)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 120_000 },
  };
}

/**
 * API endpoint resolution: `--endpoint`, else `SURGE_ENDPOINT`, else https://surge.surge.sh.
 * A bare `host:port` means `http://host:port`, as in the official CLI (url-parse-as-address).
 */
import { DEFAULT_ENDPOINT } from '../protocol/limits.ts';
import { UsageError } from './errors.ts';

export interface ResolvedEndpoint {
  /** Normalised base URL without trailing slash, e.g. `http://127.0.0.1:3917`. */
  url: string;
  /** netrc machine name: the host WITH its port, exactly as the official CLI writes it. */
  machine: string;
  source: 'flag' | 'env' | 'default';
}

export function parseEndpoint(input: string, what = '--endpoint'): URL {
  const raw = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new UsageError(
      `${what} "${input}" is not a URL: use e.g. https://surge.surge.sh or 127.0.0.1:3000`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`${what} "${input}" must use http:// or https://`);
  if (url.username || url.password)
    throw new UsageError(`${what} must not carry credentials: pass the token with --token or SURGE_TOKEN`);
  if (url.search || url.hash) throw new UsageError(`${what} "${input}" must not have a query or fragment`);
  if (url.pathname !== '/')
    throw new UsageError(
      `${what} "${input}" must be an origin with no path (e.g. ${url.origin}): the API is served at the root`,
    );
  return url;
}

export function resolveEndpoint(flag: string | undefined, env: NodeJS.ProcessEnv): ResolvedEndpoint {
  const fromEnv = env.SURGE_ENDPOINT?.trim();
  const [input, source, what] =
    flag !== undefined
      ? [flag, 'flag' as const, '--endpoint']
      : fromEnv
        ? [fromEnv, 'env' as const, 'SURGE_ENDPOINT']
        : [DEFAULT_ENDPOINT, 'default' as const, 'endpoint'];
  const url = parseEndpoint(input, what);
  return { url: url.origin, machine: url.host, source };
}

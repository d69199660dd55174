/**
 * createClient(): one typed function per endpoint of the spec (part 4) plus the extra endpoints the official
 * clients call (docs/surge-protocol.md §5, §6.2). Idempotent calls (GET, PUT, DELETE and a few harmless POSTs) are
 * retried on network errors, 408, 429 and 5xx; state-changing POSTs (rollback, tokens, invites) and billing
 * changes (setPlan, setCard: never risk a double charge) never are.
 */
import type { Dispatcher } from 'undici';
import { DEFAULT_ENDPOINT } from '../protocol/limits.ts';
import { deploy, type DeployOptions, type DeployResult } from './deploy/index.ts';
import { createHttp, parseEndpoint, type Credentials } from './http.ts';
import { silentLogger, type Logger } from './logger.ts';
import type { RetryOptions } from './retry.ts';
import { accountCalls, billingCalls, domainCalls, revisionCalls } from './calls.ts';
import { createVerbs } from './verbs.ts';
import { CLIENT_VERSION } from './version.ts';

export type { CallOptions } from './verbs.ts';
export type { RevArg } from './calls.ts';
export { CLIENT_VERSION };

export interface ClientOptions {
  /** API origin, e.g. `https://surge.surge.sh` or `http://127.0.0.1:3000`. Default DEFAULT_ENDPOINT. */
  endpoint?: string;
  /** API token (Basic `token:<token>`). */
  token?: string;
  /** Email and password (Basic `email:password`): for mintToken(), or any call when there is no token. */
  email?: string;
  password?: string;
  /** undici dispatcher (Agent, MockAgent, ProxyAgent). Default: undici's global dispatcher. */
  dispatcher?: Dispatcher;
  /**
   * How requests go out: `undici` (default; through `dispatcher`), or `node`: Node's own http / https modules,
   * HTTP/1.1 with keep-alive, no proxy, and undici never loaded (a faster start and less memory: the CLI uses it
   * when no proxy variable is set). `dispatcher` is ignored with `node`.
   */
  transport?: 'undici' | 'node';
  logger?: Logger;
  userAgent?: string;
  /** Sent as the `version` header on deploys. */
  version?: string;
  /** Retry policy for idempotent calls; false disables retries. */
  retry?: RetryOptions | false;
  /**
   * Deadline of each call in ms, its retries and the waits between them included (not deploys: theirs is
   * DeployOptions.timeoutMs). Default 30 s.
   */
  timeoutMs?: number;
}

export type { EncryptResult } from './stream-call.ts';

export function createClient(options: ClientOptions = {}) {
  const endpoint = parseEndpoint(options.endpoint ?? DEFAULT_ENDPOINT);
  const logger = options.logger ?? silentLogger;
  let credentials: Credentials | undefined;
  if (options.token) credentials = { token: options.token };
  else if (options.email && options.password)
    credentials = { email: options.email, password: options.password };
  else if (options.email || options.password)
    throw new TypeError('email and password must be given together');
  const userAgent = options.userAgent ?? `sitepub/${CLIENT_VERSION}`;
  const http = createHttp({
    endpoint,
    credentials,
    dispatcher: options.dispatcher,
    transport: options.transport ?? 'undici',
    logger,
    userAgent,
    timeoutMs: options.timeoutMs ?? 30_000,
  });
  const retry = options.retry ?? {};
  const verbs = createVerbs(http, logger, retry, options.timeoutMs ?? 30_000);
  /** What the deploys of this Client learnt about the server (no upload deltas: not asked again). */
  const server: { deltas?: boolean } = {};

  const client = {
    endpoint: endpoint.href,
    ...accountCalls(verbs),
    ...revisionCalls(verbs),
    /** PUT /:domain: publish. Iterate the result for events; await `.result` for the outcome. */
    deploy: (o: DeployOptions) =>
      deploy(
        {
          http,
          logger,
          retry,
          version: options.version ?? CLIENT_VERSION,
          revisions: (domain: string) => client.revisions(domain),
          server,
        },
        o,
      ),
    ...domainCalls(verbs),
    ...billingCalls(verbs),
  };
  // A bad argument (domain, revision) is found while the request is built, before anything is sent: the calls
  // that return a promise reject with it, never throw (deploy() and encrypt() reject their `.result`).
  for (const key of Object.keys(client) as (keyof typeof client)[]) {
    const fn = client[key];
    if (typeof fn !== 'function' || key === 'deploy' || key === 'encrypt') continue;
    const call = fn as (...args: unknown[]) => Promise<unknown>;
    (client as Record<string, unknown>)[key] = (...args: unknown[]): Promise<unknown> => {
      try {
        return call(...args);
      } catch (error) {
        return Promise.reject(error);
      }
    };
  }
  return client;
}

export type Client = ReturnType<typeof createClient>;
export type { DeployOptions, DeployResult };

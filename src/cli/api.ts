/**
 * The one place the CLI builds API clients: endpoint + credentials from the Context, request logging to
 * --debug (method, path, status: never headers or bodies, so never a secret).
 */
import { createClient, type Client } from '../client/index.ts';
import { proxyConfigured } from '../client/proxy-env.ts';
import type { Context } from './context.ts';
import { resolveCredentials, type Credentials } from './credentials.ts';
import { NoCredentialsError } from './errors.ts';
import { readNetrcEntry } from './netrc.ts';
import { VERSION } from './version.ts';

function logger(ctx: Context) {
  return {
    debug: (msg: string) => ctx.out.debug(msg),
    info: (msg: string) => ctx.out.debug(msg),
    // Retries are routine: shown with --debug; other warnings (e.g. skipped symlinks) always.
    warning: (msg: string) =>
      /; retry \d+ after \d+ ms\.$/.test(msg) ? ctx.out.debug(msg) : ctx.out.warn(msg),
  };
}

/**
 * Node's own http unless a proxy is set (undici's proxy dispatcher, set by index.ts): a command then starts
 * without loading undici (figures: docs/bench.md, "Measurements behind the code").
 */
const transport = (ctx: Context): 'node' | 'undici' => (proxyConfigured(ctx.io.env) ? 'undici' : 'node');

/**
 * The command's credentials (`--token`, `SURGE_TOKEN`, the .netrc entry: credentials.ts), noted as the ones it
 * used; a NoCredentialsError that says how to provide them when there are none.
 */
export function credentialsOf(ctx: Context): Credentials {
  const creds = resolveCredentials({
    flag: ctx.opts.token,
    env: ctx.io.env,
    netrc: () => readNetrcEntry(ctx.netrcFile, ctx.endpoint.machine),
  });
  ctx.used = creds;
  if (!creds)
    throw new NoCredentialsError(
      `not logged in to ${ctx.endpoint.machine}: run \`sitepub login\`, or pass --token / set SURGE_TOKEN ` +
        '(mint one with `sitepub token`)',
      ctx.endpoint.url,
      ctx.endpoint.machine,
    );
  ctx.out.redactor.add(creds.token);
  ctx.out.debug(`credentials from ${creds.source}${creds.email ? ` (${creds.email})` : ''}`);
  return creds;
}

/**
 * A client authenticated with the command's credentials (resolved once: a command that asked credentialsOf
 * first reuses them); throws NoCredentialsError when there are none.
 */
export function authedClient(ctx: Context): Client {
  const creds = ctx.used ?? credentialsOf(ctx);
  return createClient({
    endpoint: ctx.endpoint.url,
    token: creds.token,
    logger: logger(ctx),
    version: VERSION,
    transport: transport(ctx),
  });
}

/** A client for email + password (minting tokens). */
export function passwordClient(ctx: Context, email: string, password: string): Client {
  ctx.out.redactor.add(password);
  return createClient({
    endpoint: ctx.endpoint.url,
    email,
    password,
    logger: logger(ctx),
    transport: transport(ctx),
  });
}

/** A client without credentials (public endpoints: stats). */
export function anonymousClient(ctx: Context): Client {
  return createClient({ endpoint: ctx.endpoint.url, logger: logger(ctx), transport: transport(ctx) });
}

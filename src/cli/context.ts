/**
 * What a command action receives: the parsed global options, the output layer, and lazy resolvers for the
 * endpoint, credentials and API client (so `serve`, `--help` and bad arguments never touch .netrc or the network).
 */
import type { Io } from './io.ts';
import type { Output } from './output.ts';
import { resolveEndpoint, type ResolvedEndpoint } from './endpoint.ts';
import { resolveCredentials, type Credentials } from './credentials.ts';
import { netrcFile, readNetrcEntry } from './netrc.ts';
import { NoCredentialsError } from './errors.ts';

export interface GlobalOptions {
  endpoint?: string;
  token?: string;
  json?: boolean;
  debug?: boolean;
  color?: boolean;
}

export class Context {
  readonly io: Io;
  readonly out: Output;
  readonly opts: GlobalOptions;
  #endpoint: ResolvedEndpoint | undefined;
  /** The credentials this command used, once resolved (so an error can say where a rejected token came from). */
  used: Credentials | null = null;

  constructor(io: Io, out: Output, opts: GlobalOptions) {
    this.io = io;
    this.out = out;
    this.opts = opts;
  }

  get endpoint(): ResolvedEndpoint {
    this.#endpoint ??= resolveEndpoint(this.opts.endpoint, this.io.env);
    return this.#endpoint;
  }

  get netrcFile(): string {
    return netrcFile(this.io.home);
  }

  /** Credentials or null; never throws for missing ones. */
  findCredentials(): Credentials | null {
    const creds = resolveCredentials({
      flag: this.opts.token,
      env: this.io.env,
      netrc: () => readNetrcEntry(this.netrcFile, this.endpoint.machine),
    });
    this.used = creds;
    if (creds) this.out.redactor.add(creds.token);
    if (creds) this.out.debug(`credentials from ${creds.source}${creds.email ? ` (${creds.email})` : ''}`);
    return creds;
  }

  /** Credentials, or an AuthError that says how to provide them. */
  credentials(): Credentials {
    const creds = this.findCredentials();
    if (!creds)
      throw new NoCredentialsError(
        `not logged in to ${this.endpoint.machine}: run \`sitepub login\`, or pass --token / set SURGE_TOKEN ` +
          '(mint one with `sitepub token`)',
        this.endpoint.url,
        this.endpoint.machine,
      );
    return creds;
  }
}

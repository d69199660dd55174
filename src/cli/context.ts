/**
 * What a command action receives: the parsed global options, the output layer, and a lazy resolver for the
 * endpoint. Credentials are resolved by the client commands (api.ts `credentialsOf`), so a server command never
 * loads the .netrc reader, nor `--help` and bad arguments touch .netrc or the network.
 */
import type { Output } from './output.ts';
import { netrcFile, type Io } from './io.ts';
import { resolveEndpoint, type ResolvedEndpoint } from './endpoint.ts';
import type { Credentials } from './credentials.ts';

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
}

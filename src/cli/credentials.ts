/**
 * Which token a command uses, in the official CLI's order: `--token`, else `SURGE_TOKEN`
 * (or `TRAVIS_SURGE_TOKEN`, which the official CLI also reads), else the `.netrc` entry for the endpoint host.
 */
import type { NetrcEntry } from './netrc.ts';

export type CredentialSource = 'flag' | 'env' | 'netrc';

export interface Credentials {
  token: string;
  /** Known only for netrc entries (their `login`). */
  email: string | null;
  source: CredentialSource;
}

export interface CredentialInputs {
  flag: string | undefined;
  env: NodeJS.ProcessEnv;
  /** Called only when neither flag nor env provide a token. */
  netrc: () => NetrcEntry | null;
}

export function resolveCredentials({ flag, env, netrc }: CredentialInputs): Credentials | null {
  if (flag !== undefined && flag !== '') return { token: flag, email: null, source: 'flag' };
  const fromEnv = env.SURGE_TOKEN || env.TRAVIS_SURGE_TOKEN;
  if (fromEnv) return { token: fromEnv, email: null, source: 'env' };
  const entry = netrc();
  if (entry) return { token: entry.password, email: entry.login, source: 'netrc' };
  return null;
}

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
  /** Where the token came from, as the user would name it: `--token`, `SURGE_TOKEN`, `TRAVIS_SURGE_TOKEN`, `~/.netrc`. */
  origin: string;
}

export interface CredentialInputs {
  flag: string | undefined;
  env: NodeJS.ProcessEnv;
  /** Called only when neither flag nor env provide a token. */
  netrc: () => NetrcEntry | null;
}

export function resolveCredentials({ flag, env, netrc }: CredentialInputs): Credentials | null {
  if (flag !== undefined && flag !== '')
    return { token: flag, email: null, source: 'flag', origin: '--token' };
  const variable = tokenVariable(env);
  if (variable) return { token: env[variable]!, email: null, source: 'env', origin: variable };
  const entry = netrc();
  if (entry) return { token: entry.password, email: entry.login, source: 'netrc', origin: '~/.netrc' };
  return null;
}

/** The environment variable a token would be taken from (it wins over the saved login), or null. */
export function tokenVariable(env: NodeJS.ProcessEnv): 'SURGE_TOKEN' | 'TRAVIS_SURGE_TOKEN' | null {
  return env.SURGE_TOKEN ? 'SURGE_TOKEN' : env.TRAVIS_SURGE_TOKEN ? 'TRAVIS_SURGE_TOKEN' : null;
}

/**
 * `$HOME/.netrc`, shared with the official `surge` CLI: machine = API host with port, login = email,
 * password = token. Written with mode 0600. Parsing and writing use netrc-parser, which keeps the other
 * machines, comments and layout of the file intact.
 */
import fs from 'node:fs';
import { Netrc } from 'netrc-parser';
import { CliError } from './errors.ts';

export interface NetrcEntry {
  login: string | null;
  password: string;
}

function load(file: string): Netrc {
  const netrc = new Netrc(file);
  try {
    netrc.loadSync();
  } catch (err) {
    throw new CliError(
      `cannot read ${file} (${(err as Error).message}): fix or remove the file, or pass --token / SURGE_TOKEN`,
    );
  }
  return netrc;
}

export function readNetrcEntry(file: string, machine: string): NetrcEntry | null {
  const entry = load(file).machines[machine];
  if (!entry?.password) return null;
  return { login: entry.login ?? null, password: entry.password };
}

export function writeNetrcEntry(
  file: string,
  machine: string,
  entry: { login: string; password: string },
): void {
  if (/\s/.test(entry.login) || /\s/.test(entry.password))
    throw new CliError('cannot store credentials containing whitespace in .netrc');
  const netrc = load(file);
  netrc.machines[machine] = { login: entry.login, password: entry.password };
  netrc.saveSync();
  fs.chmodSync(file, 0o600); // saveSync's mode only applies when the file is created
}

/** Removes the machine's entry; returns whether there was one. */
export function removeNetrcEntry(file: string, machine: string): boolean {
  if (!fs.existsSync(file)) return false;
  const netrc = load(file);
  if (!netrc.machines[machine]) return false;
  delete netrc.machines[machine];
  netrc.saveSync();
  return true;
}

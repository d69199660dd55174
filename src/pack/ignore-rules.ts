/**
 * Ignore rules for packing, with gitignore semantics (the `ignore` package, as the official client uses):
 * the official client's defaults, then the folder's `.surgeignore`, then extra patterns from the caller.
 * Later patterns win, so `!.well-known` in `.surgeignore` brings a dot-directory back.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ignore from 'ignore';

/** The `surge-ignore` defaults: VCS data, dotfiles, dependency folders and editor backups (`index.html~`). */
export const DEFAULT_IGNORES: readonly string[] = ['.git', '.*', '*.*~', 'node_modules', 'bower_components'];

export const IGNORE_FILE = '.surgeignore';

/** Tests a path relative to the folder root (posix separators); directories are tested with a trailing `/`. */
export type IgnoreTest = (relPath: string, isDir: boolean) => boolean;

export function compileIgnore(patterns: readonly string[]): IgnoreTest {
  const ig = ignore().add([...patterns]);
  return (rel, isDir) => ig.ignores(isDir ? `${rel}/` : rel);
}

/** Reads `<folder>/.surgeignore` if present (missing file → no patterns). */
export async function readIgnoreFile(folder: string): Promise<string[]> {
  try {
    const text = await readFile(join(folder, IGNORE_FILE), 'utf8');
    return text.split(/\r?\n/);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

export async function loadIgnore(
  folder: string,
  options: { extra?: readonly string[]; useDefaults?: boolean; useIgnoreFile?: boolean } = {},
): Promise<IgnoreTest> {
  const patterns = [
    ...(options.useDefaults === false ? [] : DEFAULT_IGNORES),
    ...(options.useIgnoreFile === false ? [] : await readIgnoreFile(folder)),
    ...(options.extra ?? []),
  ];
  return compileIgnore(patterns);
}

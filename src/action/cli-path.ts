/**
 * Puts the bundled `sitepub` CLI on PATH for later steps: a folder in the job's temp dir with a `sitepub`
 * launcher that runs the Action's own dist/cli/index.js on this same Node (the runner's node24), added with
 * addPath. The Action's folder stays in place for the whole job, so nothing is copied.
 */
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export async function installCli(cliDir: string, tempDir: string): Promise<string | null> {
  const entry = join(cliDir, 'index.js');
  if (!existsSync(entry)) return null;
  const dir = await mkdtemp(join(tempDir, 'sitepub-cli-'));
  const node = process.execPath;
  await writeFile(join(dir, 'sitepub'), `#!/bin/sh\nexec ${shQuote(node)} ${shQuote(entry)} "$@"\n`);
  await chmod(join(dir, 'sitepub'), 0o755);
  await writeFile(join(dir, 'sitepub.cmd'), `@${cmdQuote(node)} ${cmdQuote(entry)} %*\r\n`);
  return dir;
}

/**
 * A path as one sh word, taken literally: in single quotes, a quote in it written '\''. The Action's folder
 * comes from the `uses:` ref, and a ref may hold `$`, a backquote or a double quote.
 */
export const shQuote = (s: string): string => `'${s.replaceAll("'", `'\\''`)}'`;

/** A path as one cmd.exe word: in double quotes (which Windows paths cannot hold), `%` doubled so it stays literal. */
export const cmdQuote = (s: string): string => `"${s.replaceAll('%', '%%')}"`;

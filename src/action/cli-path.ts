/**
 * Puts the bundled `sitepub` CLI on PATH for later steps: dist/cli is copied into the tool cache (cacheDir)
 * with a `sitepub` launcher that runs it on this same Node (the runner's node24), then added with addPath.
 */
import { chmod, mkdtemp, writeFile, cp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as tc from '@actions/tool-cache';

export async function installCli(cliDir: string, version: string, tempDir: string): Promise<string | null> {
  if (!existsSync(join(cliDir, 'index.js'))) return null;
  const staging = await mkdtemp(join(tempDir, 'sitepub-cli-'));
  await cp(cliDir, staging, { recursive: true });
  const node = process.execPath;
  await writeFile(join(staging, 'sitepub'), `#!/bin/sh\nexec "${node}" "$(dirname "$0")/index.js" "$@"\n`);
  await chmod(join(staging, 'sitepub'), 0o755);
  await writeFile(join(staging, 'sitepub.cmd'), `@"${node}" "%~dp0index.js" %*\r\n`);
  return tc.cacheDir(staging, 'sitepub', version);
}

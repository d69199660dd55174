/**
 * Real sites for tests: `corpusPath('swagger-ui' | 'mdi-icons' | 'monaco')` → the ready-to-deploy folder.
 * Corpora live in `${SITEPUB_CORPORA:-$HOME/.cache/sitepub/corpora}` and are fetched with
 * /work/shared/corpora/fetch.sh (or $SITEPUB_CORPORA_FETCH) the first time they are needed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type CorpusName = 'swagger-ui' | 'mdi-icons' | 'monaco';

export function corporaRoot(): string {
  return process.env.SITEPUB_CORPORA || join(homedir(), '.cache', 'sitepub', 'corpora');
}

export function corpusPath(name: CorpusName): string {
  const root = corporaRoot();
  const site = join(root, name, 'site');
  if (!existsSync(join(root, name, '.done'))) {
    const script = process.env.SITEPUB_CORPORA_FETCH || '/work/shared/corpora/fetch.sh';
    execFileSync('bash', [script, root], { stdio: ['ignore', 'inherit', 'inherit'] });
  }
  if (!existsSync(site)) throw new Error(`corpus ${name} is missing at ${site} after fetching`);
  return site;
}

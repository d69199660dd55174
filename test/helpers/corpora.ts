/**
 * Real sites for tests: `corpusPath('swagger-ui' | 'mdi-icons' | 'monaco')` → the ready-to-deploy folder.
 * Corpora live in `${SITEPUB_CORPORA:-$HOME/.cache/sitepub/corpora}` and are fetched from the npm registry by the
 * project's own scripts/corpora.sh (`npm run corpora`), only the one asked for, the first time it is needed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export type CorpusName = 'swagger-ui' | 'mdi-icons' | 'monaco';

const SCRIPT = resolve(import.meta.dirname, '../../scripts/corpora.sh');

export function corporaRoot(): string {
  return process.env.SITEPUB_CORPORA || join(homedir(), '.cache', 'sitepub', 'corpora');
}

export function corpusPath(name: CorpusName): string {
  const root = corporaRoot();
  const site = join(root, name, 'site');
  if (!existsSync(join(root, name, '.done'))) {
    execFileSync('bash', [SCRIPT, name], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, SITEPUB_CORPORA: root },
    });
  }
  if (!existsSync(site)) throw new Error(`corpus ${name} is missing at ${site} after fetching`);
  return site;
}

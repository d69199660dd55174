/**
 * Real sites for tests and benchmarks (see /work/shared/corpora/fetch.sh): swagger-ui (small), mdi-icons
 * (~7,450 small files), monaco (~100 MB). `corpusPath(name)` returns `<cache>/<name>/site`, fetching the
 * corpora on first use. Cache: $SITEPUB_CORPORA or ~/.cache/sitepub/corpora.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type CorpusName = 'swagger-ui' | 'mdi-icons' | 'monaco';

export const CORPORA_DIR = process.env.SITEPUB_CORPORA ?? join(homedir(), '.cache', 'sitepub', 'corpora');
const FETCH_SCRIPT = process.env.SITEPUB_CORPORA_FETCH ?? '/work/shared/corpora/fetch.sh';

export function corpusPath(name: CorpusName): string {
  const site = join(CORPORA_DIR, name, 'site');
  if (!existsSync(join(CORPORA_DIR, name, '.done'))) {
    execFileSync('bash', [FETCH_SCRIPT, CORPORA_DIR], { stdio: 'inherit' });
  }
  if (!existsSync(site)) throw new Error(`corpus ${name} is missing at ${site} after fetching`);
  return site;
}

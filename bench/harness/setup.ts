/**
 * What the bench needs on a fresh machine: the three corpora (fetched once, see test/helpers/corpora.ts), GNU time
 * for peak RSS, nginx as the static-serving baseline and wrk as the load generator (Debian packages, installed with
 * apt-get only when missing), and working copies of the corpora (the official CLI writes `<dir>/CNAME` after a
 * deploy, so it never touches the cached originals).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { corpusPath, type CorpusName } from '../../test/helpers/corpora.ts';

export const CORPORA: CorpusName[] = ['swagger-ui', 'mdi-icons', 'monaco'];

const has = (bin: string): boolean =>
  spawnSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' }).status === 0;

/** Installs the missing Debian packages (nginx, wrk, time). Needs root; says what to run otherwise. */
export function ensureTools(log: (msg: string) => void): void {
  const want: [bin: string, pkg: string][] = [
    ['/usr/bin/time', 'time'],
    ['nginx', 'nginx'],
    ['wrk', 'wrk'],
  ];
  const missing = want.filter(([bin]) =>
    bin.startsWith('/') ? !existsSync(bin) : !has(bin) && !existsSync(`/usr/sbin/${bin}`),
  );
  if (missing.length === 0) return;
  const pkgs = missing.map(([, pkg]) => pkg);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `the bench needs ${pkgs.join(', ')}: run  sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')}`,
    );
  }
  log(`installing ${pkgs.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: ['ignore', 'ignore', 'inherit'], env });
}

export function nginxBin(): string {
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

export interface Corpus {
  name: CorpusName;
  /** Working copy to deploy from. */
  dir: string;
  files: number;
  bytes: number;
}

function sizeOf(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    files++;
    bytes += statSync(join(e.parentPath, e.name)).size;
  }
  return { files, bytes };
}

/**
 * Working copies under one temp folder next to the corpora: hard links when the file system allows (instant,
 * no extra space; files are only ever replaced, never written in place), else a plain copy.
 */
export function workingCopies(log: (msg: string) => void): {
  root: string;
  corpora: Corpus[];
  remove(): void;
} {
  const sources = CORPORA.map((name) => [name, corpusPath(name)] as const);
  const parent = dirname(dirname(sources[0]![1]));
  const root = mkdtempSync(join(parent, '.bench-'));
  const corpora: Corpus[] = [];
  for (const [name, src] of sources) {
    const dir = join(root, name);
    mkdirSync(dir);
    const linked = spawnSync('cp', ['-al', `${src}/.`, dir], { stdio: 'ignore' }).status === 0;
    if (!linked) cpSync(src, dir, { recursive: true });
    rmSync(join(dir, 'CNAME'), { force: true });
    corpora.push({ name, dir, ...sizeOf(dir) });
  }
  log(
    `corpora: ${corpora.map((c) => `${c.name} ${c.files} files ${(c.bytes / 1e6).toFixed(1)} MB`).join(', ')}`,
  );
  return { root, corpora, remove: () => rmSync(root, { recursive: true, force: true }) };
}

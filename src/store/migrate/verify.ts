/**
 * Verification after a copy: for every ready revision of the source, the manifest the target's Store gives
 * (getRevisionManifest) equals the source's (paths, sha256, size, md5); every blob those manifests name reads back
 * from the target whole and hashes to its name; every token's hash resolves in the target to the same token of the
 * same account. A difference is reported by what it concerns (revision, path, token id), never by a secret.
 */
import { createHash } from 'node:crypto';
import { eachLimited } from '../../runtime/each-limited.ts';
import type { HashedFileRecord } from '../types.ts';
import type { MigrationReport } from '../../protocol/migration.ts';
import type { MigrationTarget } from './copy-files.ts';
import type { RevisionKey } from './source.ts';

export interface VerifySource {
  revisions(): RevisionKey[];
  manifest(domain: string, rev: number): Promise<HashedFileRecord[]>;
  tokens(): { id: string; hash: string; accountId: string }[];
}

export class VerificationError extends Error {
  override name = 'VerificationError';
  readonly problems: string[];
  constructor(problems: string[]) {
    const shown = problems.slice(0, 5);
    super(
      `the target differs from the data folder after the copy (${problems.length} problem(s)): ${shown.join('; ')}` +
        `${problems.length > shown.length ? '; …' : ''}. Run the command again: it copies what is missing and ` +
        'verifies again; do not point origins at the target until it verifies',
    );
    this.problems = problems;
  }
}

const CONCURRENCY = 4;

/** Differences between two manifests of one revision, as messages. */
export function manifestDifferences(
  label: string,
  source: readonly HashedFileRecord[],
  target: readonly HashedFileRecord[],
): string[] {
  const byPath = new Map(target.map((f) => [f.path, f]));
  const problems: string[] = [];
  for (const f of source) {
    const t = byPath.get(f.path);
    byPath.delete(f.path);
    if (!t) problems.push(`${label}: ${f.path} is missing in the target`);
    else {
      const differs = (['sha256', 'size', 'md5'] as const).filter((k) => f[k] !== t[k]);
      if (differs.length) problems.push(`${label}: ${f.path} differs in ${differs.join(', ')}`);
    }
  }
  for (const path of byPath.keys()) problems.push(`${label}: ${path} is only in the target`);
  return problems;
}

async function sha256Of(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

export async function verify(
  source: VerifySource,
  target: MigrationTarget,
): Promise<MigrationReport['verified']> {
  const problems: string[] = [];
  const blobs = new Set<string>();
  let files = 0;
  const revisions = source.revisions();
  await eachLimited(revisions, CONCURRENCY, async ({ domain, rev }) => {
    const label = `revision ${rev} of ${domain}`;
    const mine = await source.manifest(domain, rev);
    let theirs: HashedFileRecord[];
    try {
      theirs = await target.getRevisionManifest(domain, rev);
    } catch (err) {
      problems.push(`${label}: the target cannot list it (${(err as Error).message})`);
      return;
    }
    problems.push(...manifestDifferences(label, mine, theirs));
    files += mine.length;
    for (const f of mine) blobs.add(f.sha256);
  });
  await eachLimited([...blobs], CONCURRENCY, async (sha256) => {
    try {
      const stream = await target.blobs.read(sha256);
      if (!stream) {
        problems.push(`content ${sha256} is not in the target`);
        return;
      }
      const read = await sha256Of(stream);
      if (read !== sha256) problems.push(`content ${sha256} reads back from the target as ${read}`);
    } catch (err) {
      problems.push(`content ${sha256} cannot be read from the target (${(err as Error).message})`);
    }
  });
  const tokens = source.tokens();
  for (const t of tokens) {
    const found = await target.getTokenByHash(t.hash);
    if (!found) problems.push(`token ${t.id} does not resolve in the target`);
    else if (found.id !== t.id || found.accountId !== t.accountId)
      problems.push(`token ${t.id} resolves in the target to another token or account`);
  }
  if (problems.length) throw new VerificationError(problems);
  return { revisions: revisions.length, files, blobs: blobs.size, tokens: tokens.length };
}

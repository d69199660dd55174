/**
 * Verification after a copy: for every ready revision of the source, the manifest the target's Store gives
 * (getRevisionManifest) equals the source's (paths, sha256, size, md5); every blob those manifests name reads back
 * from the target whole and hashes to its name; every token's hash resolves in the target to the same token of the
 * same account. A difference is reported by what it concerns (revision, path, token id), never by a secret.
 */
import pMap from 'p-map';
import { createHash } from 'node:crypto';
import type { HashedFileRecord } from '../types.ts';
import type { MigrationReport } from '../../protocol/migration.ts';
import type { MigrationTarget } from './copy-files.ts';
import type { RevisionKey } from '../sqlite/transfer-source.ts';

export interface VerifySource {
  revisions(): Promise<RevisionKey[]>;
  manifest(domain: string, rev: number): Promise<HashedFileRecord[]>;
  tokens(): Promise<{ id: string; hash: string; accountId: string }[]>;
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

/** Blobs read back per request (readBatch: neighbouring blobs of one pack come in one read). */
const VERIFY_BATCH = 256;

/**
 * Reads `blobs` back from the target in one batch and checks each hashes to its name; returns the problems. The
 * bytes come back to back, so they are cut by the sizes the source's manifests give.
 */
async function checkBatch(
  target: MigrationTarget,
  blobs: readonly { sha256: string; size: number }[],
): Promise<string[]> {
  const batch = await target.blobs.readBatch(blobs.map((b) => b.sha256));
  if (!batch.ok) return [`content ${batch.missing} is not in the target`];
  const problems: string[] = [];
  let i = 0;
  let hash = createHash('sha256');
  let left = blobs[0]?.size ?? 0;
  const finish = () => {
    const got = hash.digest('hex');
    if (got !== blobs[i]!.sha256)
      problems.push(`content ${blobs[i]!.sha256} reads back from the target as ${got}`);
    i++;
    hash = createHash('sha256');
    left = blobs[i]?.size ?? 0;
  };
  while (i < blobs.length && left === 0) finish(); // empty blobs first in line
  for await (const chunk of batch.stream as AsyncIterable<Buffer>) {
    let at = 0;
    while (at < chunk.length) {
      if (i >= blobs.length) return [...problems, 'the target sent more bytes than the blobs asked for'];
      const take = Math.min(left, chunk.length - at);
      hash.update(chunk.subarray(at, at + take));
      at += take;
      left -= take;
      while (i < blobs.length && left === 0) finish();
    }
  }
  if (i < blobs.length) problems.push(`content ${blobs[i]!.sha256} came back short from the target`);
  return problems;
}

export async function verify(
  source: VerifySource,
  target: MigrationTarget,
): Promise<MigrationReport['verified']> {
  const problems: string[] = [];
  const blobs = new Map<string, number>();
  let files = 0;
  const revisions = await source.revisions();
  await pMap(
    revisions,
    async ({ domain, rev }) => {
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
      for (const f of mine) blobs.set(f.sha256, f.size);
    },
    { concurrency: CONCURRENCY },
  );
  const list = [...blobs].map(([sha256, size]) => ({ sha256, size }));
  const batches: (typeof list)[] = [];
  for (let i = 0; i < list.length; i += VERIFY_BATCH) batches.push(list.slice(i, i + VERIFY_BATCH));
  await pMap(
    batches,
    async (batch) => {
      try {
        problems.push(...(await checkBatch(target, batch)));
      } catch (err) {
        problems.push(`content cannot be read from the target (${(err as Error).message})`);
      }
    },
    { concurrency: CONCURRENCY },
  );
  const tokens = await source.tokens();
  for (const t of tokens) {
    const found = await target.getTokenByHash(t.hash);
    if (!found) problems.push(`token ${t.id} does not resolve in the target`);
    else if (found.id !== t.id || found.accountId !== t.accountId)
      problems.push(`token ${t.id} resolves in the target to another token or account`);
  }
  if (problems.length) throw new VerificationError(problems);
  return { revisions: revisions.length, files, blobs: blobs.size, tokens: tokens.length };
}

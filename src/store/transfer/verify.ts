/**
 * Verification after a copy: every row copied is in the target by its keys with the same identity (copy-rows.ts
 * `verifyRows`), and every blob a ready revision references reads back from the target whole and hashes to its
 * name. A difference is reported by what it concerns (table and key, content hash), never by a secret.
 */
import pMap from 'p-map';
import { createHash } from 'node:crypto';
import type { MigrationReport } from '../../protocol/migration.ts';
import type { MigrationTarget } from './copy-files.ts';
import { verifyRows, type CopyRowsOptions } from './copy-rows.ts';

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
  rows: CopyRowsOptions,
  content: readonly { sha256: string; size: number }[],
  target: MigrationTarget,
): Promise<MigrationReport['verified']> {
  const { rows: checked, problems } = await verifyRows(rows);
  const batches: (typeof content)[] = [];
  for (let i = 0; i < content.length; i += VERIFY_BATCH) batches.push(content.slice(i, i + VERIFY_BATCH));
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
  if (problems.length) throw new VerificationError(problems);
  const files = checked.revision_files ?? 0;
  return { revisions: checked.revisions ?? 0, files, blobs: content.length, tokens: checked.tokens ?? 0 };
}

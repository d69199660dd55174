/**
 * `sitepub migrate` (docs/storage.md): an embedded server's data folder into a cluster's database and bucket, in
 * an order that leaves the target consistent wherever a run stops: the CA root, the content before any row
 * references it, the tables parents first, the outbox and ACME files, then verification of every row and blob.
 */
import type { MigrationReport } from '../../protocol/migration.ts';
import type { TransferSource } from '../sqlite/transfer-source.ts';
import { copyAcme, copyCa, copyContent, copyOutbox, type MigrationTarget } from './copy-files.ts';
import { copyRows, verifyRows } from './copy-rows.ts';

export interface TransferOptions {
  /** The data folder, opened (and locked) by the caller, who closes it. */
  source: TransferSource;
  target: MigrationTarget;
  /** For the report: the database URL without password, the bucket URL. */
  databaseLabel: string;
  blobsLabel: string;
  /** ACME directory URLs the account key files may belong to (--acme-directory). */
  acmeDirectories?: readonly string[];
  warn?: (line: string) => void;
  progress?: (line: string) => void;
  now?: () => number;
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

/** Every row and blob of the source in the target, or VerificationError naming what differs (never a secret). */
export async function verify(
  o: Pick<TransferOptions, 'source'> & { target: Pick<MigrationTarget, 'sql' | 'blobs'> },
  content: readonly string[],
): Promise<MigrationReport['verified']> {
  const { rows, problems } = await verifyRows({ sql: o.target.sql, source: o.source });
  const [mine, theirs] = await Promise.all([o.source.blobs.md5(content), o.target.blobs.md5(content)]);
  for (const sha256 of content) {
    const md5 = theirs.get(sha256);
    if (md5 === undefined) problems.push(`content ${sha256} is not in the target`);
    else if (md5 !== mine.get(sha256))
      problems.push(`content ${sha256} reads back from the target as other bytes`);
  }
  if (problems.length) throw new VerificationError(problems);
  const [revisions = 0, files = 0, tokens = 0] = [rows.revisions, rows.revision_files, rows.tokens];
  return { revisions, files, blobs: content.length, tokens };
}

export async function transfer(o: TransferOptions): Promise<MigrationReport> {
  const now = o.now ?? Date.now;
  const started = now();
  const { source, target } = o;
  const step = (line: string) => o.progress?.(`${line}…`);

  step('CA root');
  const ca = await copyCa(await source.ca.get(), target);
  step('content');
  const referenced = await source.referencedContent();
  o.progress?.(`content: ${referenced.length} blobs referenced`);
  const content = await copyContent(referenced, (sha) => source.readBlob(sha), target);
  step('tables');
  const tables = await copyRows({
    sql: target.sql,
    source,
    onBatch: (table, c) => o.progress?.(`${table}: ${c.copied} copied, ${c.present} already there`),
  });
  step('outbox and ACME files');
  const outbox = await copyOutbox(await source.outbox.list(), target);
  const acme = await copyAcme(await source.acmeFiles(), target, {
    now: now(),
    directories: o.acmeDirectories ?? [],
  });
  if (acme.unmatched.length)
    o.warn?.(
      `not copied: ${acme.unmatched.map((f) => `<data>/acme/${f}`).join(', ')} (the ACME account key of a ` +
        'directory this command was not told: pass --acme-directory <url> with the one `sitepub serve` used)',
    );
  step('verification');
  o.progress?.('verifying: every revision, blob and token against the target');
  const verified = await verify(
    o,
    referenced.map((c) => c.sha256),
  );
  const edgeSecretFile = source.edgeSecretFile();
  const seconds = (now() - started) / 1000;
  const [from, database, blobs] = [source.dir, o.databaseLabel, o.blobsLabel];
  return { from, database, blobs, tables, content, ca, outbox, acme, verified, edgeSecretFile, seconds };
}

/**
 * `sitepub migrate`: an embedded server's data folder into a cluster's PostgreSQL database and bucket, as a few
 * named steps over one state object. The order is chosen so that a run stopped anywhere (a kill, a failed
 * target) leaves the target consistent and the next run finishes it:
 *   1. the CA root (every certificate the server issued chains to it);
 *   2. the content (blobs), before any row references it;
 *   3. the tables, parents first (copy-rows.ts);
 *   4. the outbox and the ACME files;
 *   5. verification (verify.ts): only a verified target is reported as done.
 */
import type { MigrationReport } from '../../protocol/migration.ts';
import { copyAcme, copyCa, copyContent, copyOutbox, type MigrationTarget } from './copy-files.ts';
import type { SqlDb } from '../sql/db.ts';
import { copyRows } from './copy-rows.ts';
import type { TransferSource } from '../sqlite/transfer-source.ts';
import { verify } from './verify.ts';

export interface TransferOptions {
  /** The data folder, opened (and locked) by the caller, who closes it. */
  source: TransferSource;
  /** The target database (its tables are written directly, in batches). */
  sql: SqlDb;
  /** The target Store on the same database and bucket (blobs, CA, outbox, shared state, verification). */
  target: MigrationTarget;
  /** For the report: the database URL without password, the bucket URL. */
  databaseLabel: string;
  blobsLabel: string;
  /** ACME directory URLs the account key files may belong to (--acme-directory). */
  acmeDirectories?: readonly string[];
  /** What the operator must know although the run succeeds (stderr, also with --json). */
  warn?: (line: string) => void;
  /** One line per step, for people (stderr). */
  progress?: (line: string) => void;
  now?: () => number;
}

interface State {
  o: TransferOptions;
  source: TransferSource;
  report: MigrationReport;
  started: number;
  /** The content the ready revisions reference (copied, then verified). */
  content: { sha256: string; size: number }[];
}

async function copyCaStep(s: State): Promise<void> {
  s.report.ca = await copyCa(await s.source.ca(), s.o.target);
}

async function copyContentStep(s: State): Promise<void> {
  s.content = await s.source.referencedContent();
  s.o.progress?.(`content: ${s.content.length} blobs referenced`);
  s.report.content = await copyContent(s.content, (sha) => s.source.readBlob(sha), s.o.target);
}

async function copyRowsStep(s: State): Promise<void> {
  s.report.tables = await copyRows({
    sql: s.o.sql,
    source: s.source,
    onBatch: (table, c) => s.o.progress?.(`${table}: ${c.copied} copied, ${c.present} already there`),
  });
}

async function copyRestStep(s: State): Promise<void> {
  s.report.outbox = await copyOutbox(await s.source.outbox(), s.o.target);
  s.report.acme = await copyAcme(await s.source.acmeFiles(), s.o.target, {
    now: (s.o.now ?? Date.now)(),
    directories: s.o.acmeDirectories ?? [],
  });
  if (s.report.acme.unmatched.length)
    s.o.warn?.(
      `not copied: ${s.report.acme.unmatched.map((f) => `<data>/acme/${f}`).join(', ')} (the ACME account key of a ` +
        'directory this command was not told: pass --acme-directory <url> with the one `sitepub serve` used)',
    );
}

async function verifyStep(s: State): Promise<void> {
  s.o.progress?.('verifying: every revision, blob and token against the target');
  s.report.verified = await verify({ sql: s.o.sql, source: s.source }, s.content, s.o.target);
}

const STEPS: readonly [string, (s: State) => Promise<void>][] = [
  ['CA root', copyCaStep],
  ['content', copyContentStep],
  ['tables', copyRowsStep],
  ['outbox and ACME files', copyRestStep],
  ['verification', verifyStep],
];

export async function transfer(o: TransferOptions): Promise<MigrationReport> {
  const now = o.now ?? Date.now;
  const source = o.source;
  const s: State = {
    o,
    source,
    started: now(),
    content: [],
    report: {
      from: source.dir,
      database: o.databaseLabel,
      blobs: o.blobsLabel,
      tables: {},
      content: { copied: 0, present: 0, bytesCopied: 0, bytesPresent: 0 },
      ca: 'none',
      outbox: { copied: 0, present: 0 },
      acme: { copied: 0, present: 0, unmatched: [] },
      verified: { revisions: 0, files: 0, blobs: 0, tokens: 0 },
      edgeSecretFile: source.edgeSecretFile(),
      seconds: 0,
    },
  };
  for (const [name, step] of STEPS) {
    o.progress?.(`${name}…`);
    await step(s);
  }
  s.report.seconds = (now() - s.started) / 1000;
  return s.report;
}

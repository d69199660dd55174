/**
 * What `sitepub migrate` did (src/store/transfer/): printed as a table for people, or as this one JSON line with
 * `--json` (docs/scale-out.md, "Moving up from the embedded server"). No secret is ever part of it: the database
 * URL is shown without its password, the edge secret only as the place it is kept.
 */

/** Rows of one table: inserted by this run, or found already in the target (an earlier run). */
export interface CopiedCount {
  copied: number;
  present: number;
}

export interface MigrationReport {
  /** The embedded server's data folder (absolute). */
  from: string;
  /** The target database URL, password replaced by `***`. */
  database: string;
  /** The target bucket, `s3://BUCKET[/PREFIX]`. */
  blobs: string;
  /** Per table, in the order copied (foreign-key order). */
  tables: Record<string, CopiedCount>;
  /** Referenced content: blobs copied by this run or already in the target, and their bytes. */
  content: CopiedCount & { bytesCopied: number; bytesPresent: number };
  /** The CA root: copied, already the target's, or none in the data folder. */
  ca: 'copied' | 'present' | 'none';
  /** Mails of the outbox. */
  outbox: CopiedCount;
  /**
   * ACME account keys and wildcard certificates (`<data>/acme/`), as shared-state entries; `unmatched`: account
   * key files of a directory none of the known URLs hashes to (not copied: give --acme-directory).
   */
  acme: CopiedCount & { unmatched: string[] };
  /** What the verification checked in the target, all of it equal to the source. */
  verified: { revisions: number; files: number; blobs: number; tokens: number };
  /** The edge secret's file in the data folder, when there is one (its value is never printed or copied). */
  edgeSecretFile: string | null;
  /** Wall time of the whole run. */
  seconds: number;
}

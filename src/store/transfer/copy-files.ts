/**
 * What the embedded server keeps beside its database, copied into the target Store: content, CA root, outbox,
 * ACME files. Resumable: what the target has is counted as present; what it has differently stops the run.
 */
import type { Readable } from 'node:stream';
import { chunksOf } from '../chunks.ts';
import { eachLimited } from '../each-limited.ts';
import type { SqlStore } from '../sql/store.ts';
import type { CaKeyPair, OutboxMail, StoredMail } from '../types.ts';
import type { CopiedCount, MigrationReport } from '../../protocol/migration.ts';
import { acmeEntries } from './acme-files.ts';
import { missingCopies, TransferConflictError } from './copy-rows.ts';
import type { AcmeFile } from '../sqlite/transfer-source.ts';

/** The cluster's store: its SQL layer takes the rows (copy-rows.ts), its parts the rest. */
export type MigrationTarget = Pick<SqlStore, 'sql' | 'blobs' | 'ca' | 'outbox' | 'shared'>;

/** Blobs copied at once (each one a stream from disk into the target). */
const BLOB_CONCURRENCY = 4;
/** Content goes through blob sessions as a deploy's (small blobs packed), each committed so a stopped run resumes. */
const CHUNK_BLOBS = 2000;
const CHUNK_BYTES = 256 * 1024 * 1024;

export async function copyContent(
  content: readonly { sha256: string; size: number }[],
  read: (sha256: string) => Promise<Readable>,
  target: MigrationTarget,
): Promise<MigrationReport['content']> {
  const counts = { copied: 0, present: 0, bytesCopied: 0, bytesPresent: 0 };
  for (const chunk of chunksOf(content, CHUNK_BLOBS, CHUNK_BYTES)) {
    const session = target.blobs.session();
    const written: { sha256: string; size: number }[] = [];
    try {
      await eachLimited(chunk, BLOB_CONCURRENCY, async ({ sha256, size }) => {
        if (await target.blobs.has(sha256)) {
          counts.present++;
          counts.bytesPresent += size;
          return;
        }
        const info = await session.write(await read(sha256));
        if (info.sha256 !== sha256)
          throw new Error(
            `the data folder's blob ${sha256} reads as content ${info.sha256}: the file is damaged. Redeploy ` +
              'the revisions that use it from their sources, or restore the data folder from a backup, then run again',
          );
        written.push(info);
      });
      await session.commit(written.map((w) => w.sha256));
    } finally {
      session.release(); // after commit the blobs stay; without it what this chunk wrote is dropped
    }
    counts.copied += written.length;
    for (const w of written) counts.bytesCopied += w.size;
  }
  return counts;
}

export async function copyCa(
  pair: CaKeyPair | null,
  target: MigrationTarget,
): Promise<MigrationReport['ca']> {
  if (!pair) return 'none';
  const existing = await target.ca.get();
  const stored = existing ?? (await target.ca.create(pair));
  if (stored.certPem !== pair.certPem || stored.keyPem !== pair.keyPem)
    throw new TransferConflictError(
      'the target already holds another CA root than the data folder (<data>/ca/): certificates the embedded ' +
        'server issued would not chain to it. Migrate into an empty database, or into the one an earlier run of ' +
        'this command filled from the same data folder',
    );
  return existing ? 'present' : 'copied';
}

const mailKey = (m: OutboxMail): string => JSON.stringify([m.to, m.subject, m.kind, m.text]);

/** Mails the target's outbox lacks (same recipient, subject, kind and text), oldest first. */
export async function copyOutbox(
  mails: readonly StoredMail[],
  target: MigrationTarget,
): Promise<CopiedCount> {
  const have = (await target.outbox.list()).map(mailKey);
  const missing = missingCopies(mails, have, mailKey);
  for (const m of missing)
    await target.outbox.put({ to: m.to, subject: m.subject, text: m.text, kind: m.kind });
  return { copied: missing.length, present: mails.length - missing.length };
}

export async function copyAcme(
  files: readonly AcmeFile[],
  target: MigrationTarget,
  o: { now: number; directories: readonly string[] },
): Promise<MigrationReport['acme']> {
  const { entries, unmatched } = acmeEntries(files, o.directories);
  const count = { copied: 0, present: 0, unmatched };
  for (const e of entries) {
    const existing = (await target.shared.get(e.namespace, e.key, o.now))?.value;
    const stored = existing ?? (await target.shared.putIfAbsent(e.namespace, e.key, e.value, { now: o.now }));
    // Another account key is a conflict; another wildcard certificate one the cluster renewed since: it stays.
    if (stored !== e.value && e.mustMatch)
      throw new TransferConflictError(
        `the target already holds another ${e.what} than <data>/acme/${e.file}: migrate into an empty ` +
          'database, or into the one an earlier run of this command filled from the same data folder',
      );
    if (existing === undefined) count.copied++;
    else count.present++;
  }
  return count;
}

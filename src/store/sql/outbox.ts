/** The mail outbox on PostgreSQL (the embedded server's is files/outbox.ts): a row per mail, named as its files. */
import { mailFileName } from '../files/outbox.ts';
import type { OutboxMail, OutboxStore, StoredMail } from '../types.ts';
import { Repository } from './db.ts';

export class OutboxRepository extends Repository implements OutboxStore {
  async put(mail: OutboxMail): Promise<void> {
    const now = Date.now();
    await this.sql.db
      .insertInto('outbox')
      .values({
        file: mailFileName(mail.kind, now),
        toAddress: mail.to,
        subject: mail.subject,
        body: mail.text,
        kind: mail.kind,
        date: new Date(now).toISOString(),
        queuedAt: now,
      })
      .execute();
  }

  async list(): Promise<StoredMail[]> {
    return this.sql.db
      .selectFrom('outbox')
      .select(['toAddress as to', 'subject', 'body as text', 'kind', 'date', 'file'])
      .orderBy('queuedAt')
      .orderBy(this.sql.bytes('file'))
      .execute();
  }
}

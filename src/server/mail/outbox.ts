/**
 * The default mailer: queues each mail in the store's outbox (Store.outbox; the embedded store writes one file
 * per mail under `<data>/outbox`, src/store/files/outbox.ts), for operators to forward with any tool.
 */
import type { OutboxStore, StoredMail } from '../../store/types.ts';
import type { Mail, Mailer } from './types.ts';

export type { StoredMail } from '../../store/types.ts';

export class OutboxMailer implements Mailer {
  readonly outbox: OutboxStore;
  readonly delivery = 'outbox' as const;

  constructor(outbox: OutboxStore) {
    this.outbox = outbox;
  }

  async send(mail: Mail): Promise<void> {
    await this.outbox.put(mail);
  }

  /** Mails in the outbox, oldest first (for tests and tools). */
  async list(): Promise<StoredMail[]> {
    return this.outbox.list();
  }
}

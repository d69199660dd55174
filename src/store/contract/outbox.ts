/** Mail the server sends (verification links, password resets, invitations), kept for operators to forward. */

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for, e.g. `verification` or `password-reset`. */
  kind: string;
}

export interface StoredMail extends OutboxMail {
  /** ISO time it was queued. */
  date: string;
  /** Its name in the outbox (unique, sorts by queue time). */
  file: string;
}

export interface OutboxStore {
  /** Queues the mail; a reader never sees half of it. */
  put(mail: OutboxMail): Promise<void>;
  /** Queued mails, oldest first. */
  list(): Promise<StoredMail[]>;
}

/** Outgoing mail. The default mailer writes to an outbox folder; an SMTP mailer may implement this later. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for, e.g. `verification` or `password-reset` (lets tests and operators filter). */
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * How mail leaves this server: `smtp` (delivered), or `outbox` (kept for the operator: no SMTP configured).
   * Absent: treated as delivered. Clients are told only this word, never where the outbox is.
   */
  readonly delivery?: 'smtp' | 'outbox';
}

/** What a client is told when mail is kept in the outbox (no SMTP): who finds it, never a server path. */
export const OUTBOX_NOTE =
  "this server has no SMTP configured; its operator finds the mail in the server's outbox (see `sitepub serve` log)";

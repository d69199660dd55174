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
}

/**
 * Mailer over SMTP (nodemailer), used when an SMTP URL is configured (`SITEPUB_SMTP_URL`, e.g.
 * `smtps://user:pass@mail.example.com:465` or `smtp://127.0.0.1:2525`). Errors never carry the URL's password.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail, Mailer } from './types.ts';

export class SmtpMailer implements Mailer {
  readonly from: string;
  readonly delivery = 'smtp' as const;
  #transport: Transporter;

  constructor(options: { url: string; from: string; tls?: { rejectUnauthorized?: boolean; ca?: string[] } }) {
    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      throw new Error('SMTP URL is not a URL; expected smtp://user:pass@host:port or smtps://…');
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
      throw new Error(`SMTP URL must start with smtp:// or smtps://, not ${url.protocol}//`);
    this.from = options.from;
    this.#transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      tls: options.tls,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: Mail): Promise<void> {
    try {
      await this.#transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: { 'X-Sitepub-Kind': mail.kind },
      });
    } catch (err) {
      const e = err as { code?: string; responseCode?: number };
      throw new Error(
        `SMTP delivery to ${mail.to} failed (${e.code ?? 'error'}${e.responseCode ? ` ${e.responseCode}` : ''})`,
        { cause: err },
      );
    }
  }

  close(): void {
    this.#transport.close();
  }
}

/** The SMTP mailer when `SITEPUB_SMTP_URL` is set, else undefined (the outbox folder is used). */
export function smtpMailerFromEnv(env: NodeJS.ProcessEnv, domain: string): SmtpMailer | undefined {
  const url = env.SITEPUB_SMTP_URL;
  if (!url) return undefined;
  return new SmtpMailer({ url, from: env.SITEPUB_MAIL_FROM ?? `sitepub <no-reply@${domain}>` });
}

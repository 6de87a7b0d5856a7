import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * A calendar invite: nodemailer adds it both as a `text/calendar; method=…` alternative (what Gmail and
   * Outlook read) and as an `invite.ics` attachment (what Apple Mail and the rest open).
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** A fixed Message-ID, so a mail sent again after a crash is recognisably the same mail. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise every mail becomes an .eml file in `$DATA_DIR/mail/`, which a
 * developer can open and the tests read.
 */
export function createMailer(options: { smtpUrl?: string | undefined; dataDir: string; from: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(outbox, `${Date.now()}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info({ mail: file, to: message.to, subject: message.subject }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}

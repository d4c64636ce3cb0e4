import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'console' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** A mail the console mailer wrote to `${DATA_DIR}/mail/`: what a developer (or a test) reads instead of an inbox. */
export interface StoredMail extends MailMessage {
  from: string;
  sentAt: string;
}

export function mailDirectory(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/** SMTP when SMTP_URL is set; otherwise the console mailer (log + files under data/mail/). Owned by the auth feature. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return createConsoleMailer(mailDirectory(config.DATA_DIR), config.MAIL_FROM, log);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

function createConsoleMailer(directory: string, from: string, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'console',
    async send(message) {
      const mail: StoredMail = { from, ...message, sentAt: new Date().toISOString() };
      await fs.mkdir(directory, { recursive: true });
      // Time first so a directory listing reads in sending order.
      const file = path.join(
        directory,
        `${mail.sentAt.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`,
      );
      // Write then rename: a reader listing the folder never sees a half-written mail.
      await fs.writeFile(`${file}.tmp`, JSON.stringify(mail, null, 2));
      await fs.rename(`${file}.tmp`, file);
      // The links in it carry sign-in tokens, which never go to the log: the file holds them.
      log.info(
        { to: message.to, subject: message.subject, file },
        'mail written to a file, not sent (no SMTP_URL): open the file for its links',
      );
    },
  };
}

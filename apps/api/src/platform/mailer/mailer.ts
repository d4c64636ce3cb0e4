import type { FastifyBaseLogger } from 'fastify';
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

/** SMTP when SMTP_URL is set; otherwise the console mailer (log + files under data/mail/). Owned by the auth feature. */
export function createMailer(_config: Config, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'console',
    async send(message) {
      log.info({ to: message.to, subject: message.subject }, message.text);
    },
  };
}

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports.ts';

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpCapture {
  /** Give the API this as SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  /** The newest mail to `to` (after `since` mails to that address), waiting for it to arrive. */
  waitForMail(to: string, options?: { since?: number; timeoutMs?: number }): Promise<CapturedMail>;
  /** How many mails this address has received so far. */
  countFor(to: string): number;
  stop(): Promise<void>;
}

/** A real SMTP server on this machine that keeps every mail it receives, so the API's SMTP path runs unchanged. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const addresses = [parsed.to ?? []]
            .flat()
            .flatMap((group) => group.value.map((entry) => entry.address ?? ''));
          mails.push({
            to: addresses.map((address) => address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const forAddress = (to: string) => mails.filter((mail) => mail.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    countFor: (to) => forAddress(to).length,
    async waitForMail(to, { since = 0, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const received = forAddress(to);
        if (received.length > since) return received.at(-1)!;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        `No mail to ${to} within ${timeoutMs} ms (received: ${mails.map((m) => m.to.join(',')).join(' | ')})`,
      );
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text whose URL contains `marker`. */
export function linkIn(mail: CapturedMail, marker: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((candidate) => candidate.includes(marker));
  if (!link) throw new Error(`No link containing ${marker} in mail "${mail.subject}"`);
  return link;
}

import type { MailMessage } from '../../platform/mailer/mailer.ts';
import {
  serverWordingFor,
  type ActionMailWording,
  type ServerWording,
} from '../../platform/wording/server-wording.ts';

const PRODUCT = 'Marquee';

/** The mails an account receives; their words come from the recipient's language (`platform/wording`). */
export type AuthMailKind = keyof Omit<ServerWording['mail'], 'orOpenLink'>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function actionMail(to: string, words: ActionMailWording, orOpenLink: string, url: string): MailMessage {
  const { subject, intro, action, outro } = words;
  const text = `${PRODUCT}\n\n${intro}\n\n${action}: ${url}\n\n${outro}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b0b0f;color:#f4f4f5;padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${PRODUCT}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#f5b50a;color:#0b0b0f;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="color:#a1a1aa;font-size:14px">${escapeHtml(orOpenLink)} <a href="${escapeHtml(url)}" style="color:#f5b50a">${escapeHtml(url)}</a></p>
<p style="color:#a1a1aa;font-size:14px">${escapeHtml(outro)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** A verification, email-change or password-reset mail with this link, in `language` (English without one). */
export function authMail(kind: AuthMailKind, to: string, url: string, language: string | null | undefined) {
  const { mail } = serverWordingFor(language);
  return actionMail(to, mail[kind], mail.orOpenLink, url);
}

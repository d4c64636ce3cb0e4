import type { MailMessage } from '../../platform/mailer/mailer.ts';

const PRODUCT = 'Marquee';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function actionMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): MailMessage {
  const text = `${PRODUCT}\n\n${intro}\n\n${action}: ${url}\n\n${outro}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b0b0f;color:#f4f4f5;padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${PRODUCT}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#f5b50a;color:#0b0b0f;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="color:#a1a1aa;font-size:14px">Or open this link: <a href="${escapeHtml(url)}" style="color:#f5b50a">${escapeHtml(url)}</a></p>
<p style="color:#a1a1aa;font-size:14px">${escapeHtml(outro)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function verificationMail(to: string, url: string): MailMessage {
  return actionMail(
    to,
    `Verify your email for ${PRODUCT}`,
    `Welcome to ${PRODUCT}! Please confirm that this is your email address.`,
    'Verify email',
    url,
    'If you did not create an account, you can ignore this email.',
  );
}

export function emailChangeMail(to: string, url: string): MailMessage {
  return actionMail(
    to,
    `Confirm your new email for ${PRODUCT}`,
    `Someone asked to move a ${PRODUCT} account to this address.`,
    'Confirm new email',
    url,
    'If it was not you, ignore this email: the account keeps its current address.',
  );
}

export function passwordResetMail(to: string, url: string): MailMessage {
  return actionMail(
    to,
    `Reset your ${PRODUCT} password`,
    `Someone asked to reset the password of your ${PRODUCT} account.`,
    'Choose a new password',
    url,
    'If it was not you, ignore this email: your password stays the same. The link expires in one hour.',
  );
}

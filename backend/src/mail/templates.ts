/** A message ready for the outbox: plain text and HTML carrying the same words and links. */
export interface MailMessage {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. RFC 8058 List-Unsubscribe on alert e-mails. */
  headers?: Record<string, string>;
}

const BRAND = 'Michigan Public Notices';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One plain, friendly layout for every message: greeting, paragraphs, one button, the link spelled out. */
function compose(
  to: { email: string; name: string },
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): MailMessage {
  const greeting = to.name.trim() ? `Hello ${to.name.trim()},` : 'Hello,';
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}: ${action.url}`,
    '',
    footer,
    '',
    `— ${BRAND}`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#141d25">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px">
<tr><td style="background:#141d25;color:#fed54b;padding:16px 24px;font-size:20px;font-weight:bold">${BRAND}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1565c0;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { recipient: to.email, subject, text, html };
}

export interface Recipient {
  email: string;
  name: string;
}

/** After self-registration: confirm the address and choose a password. */
export function verificationMail(publicUrl: string, to: Recipient, token: string): MailMessage {
  return compose(
    to,
    `Confirm your e-mail address for ${BRAND}`,
    [
      `Thank you for registering with ${BRAND}, where you can search the legal and public notices published in Michigan newspapers and get alerts for the ones that matter to you.`,
      'Please confirm your e-mail address and choose your password. The link works once and expires in 72 hours.',
    ],
    { label: 'Confirm my e-mail address', url: `${publicUrl}/verify/${token}` },
    'If you did not register, you can ignore this message; no account will be activated.',
  );
}

/** After "forgot password" or an administrator's reset. */
export function resetPasswordMail(publicUrl: string, to: Recipient, token: string): MailMessage {
  return compose(
    to,
    `Reset your ${BRAND} password`,
    [
      'We received a request to reset the password of your account.',
      'The link works once and expires in 1 hour.',
    ],
    { label: 'Choose a new password', url: `${publicUrl}/forget_password/${token}` },
    'If you did not ask for this, you can ignore this message; your password stays the same.',
  );
}

/** When an administrator created the account for someone. */
export function activationMail(publicUrl: string, to: Recipient, token: string): MailMessage {
  return compose(
    to,
    `Your ${BRAND} account is ready`,
    [
      `An administrator created an account for you on ${BRAND}.`,
      'To start, confirm your e-mail address and choose your password. The link works once and expires in 72 hours.',
    ],
    { label: 'Activate my account', url: `${publicUrl}/verify/${token}` },
    'If you were not expecting this, you can ignore this message.',
  );
}

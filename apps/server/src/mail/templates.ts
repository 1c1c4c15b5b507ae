import { fill, messages, productName } from '@plateau/shared';

export type MailContent = {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (notification e-mails: List-Unsubscribe, RFC 8058); transactional mail has none. */
  headers?: Record<string, string>;
};

const m = messages.mail;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const paragraphsHtml = (paragraphs: string[]) =>
  paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');

function layout(paragraphs: string[], link?: { url: string; label: string }, after: string[] = []): string {
  const body = paragraphsHtml(paragraphs);
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(link.url)}</p>`
    : '';
  return `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">${body}${button}${paragraphsHtml(after)}</body></html>`;
}

/** The password-reset e-mail with its one-time link. */
export function resetPasswordMail(name: string, url: string): MailContent {
  const greeting = fill(m.greeting, { name });
  const intro = fill(m.resetIntro, { product: productName });
  const signature = fill(m.signature, { product: productName });
  return {
    subject: m.resetSubject,
    text: [greeting, '', intro, url, '', m.resetValidity, m.resetIgnore, '', signature].join('\n'),
    html: layout([greeting, intro], { url, label: 'Choisir un nouveau mot de passe' }, [
      m.resetValidity,
      m.resetIgnore,
      signature,
    ]),
  };
}

/** Tells the member the password changed and every session was closed. */
export function passwordChangedMail(name: string): MailContent {
  const greeting = fill(m.greeting, { name });
  const body = fill(m.passwordChangedBody, { product: productName });
  const signature = fill(m.signature, { product: productName });
  return {
    subject: m.passwordChangedSubject,
    text: [greeting, '', body, '', signature].join('\n'),
    html: layout([greeting, body, signature]),
  };
}

/** Tells the member the password was changed from the settings: the other devices were signed out. */
export function passwordChangedFromSettingsMail(name: string): MailContent {
  const greeting = fill(m.greeting, { name });
  const body = fill(m.passwordChangedFromSettingsBody, { product: productName });
  const signature = fill(m.signature, { product: productName });
  return {
    subject: m.passwordChangedSubject,
    text: [greeting, '', body, '', signature].join('\n'),
    html: layout([greeting, body, signature]),
  };
}

/** The link to a new address: the account's address changes when it is opened. */
export function changeEmailMail(name: string, url: string): MailContent {
  const greeting = fill(m.greeting, { name });
  const intro = fill(m.changeEmailIntro, { product: productName });
  const signature = fill(m.signature, { product: productName });
  return {
    subject: m.changeEmailSubject,
    text: [greeting, '', intro, url, '', m.confirmValidity, m.changeEmailIgnore, '', signature].join('\n'),
    html: layout([greeting, intro], { url, label: m.changeEmailLink }, [
      m.confirmValidity,
      m.changeEmailIgnore,
      signature,
    ]),
  };
}

/** The notice to the old address that a change of address was asked (no link: nothing to click there). */
export function emailChangeNoticeMail(name: string, newEmail: string): MailContent {
  const greeting = fill(m.greeting, { name });
  const body = fill(m.emailChangeNoticeBody, { product: productName, newEmail });
  const signature = fill(m.signature, { product: productName });
  return {
    subject: m.emailChangeNoticeSubject,
    text: [greeting, '', body, m.emailChangeNoticeIgnore, '', signature].join('\n'),
    html: layout([greeting, body, m.emailChangeNoticeIgnore, signature]),
  };
}

/** Tells a new administrator their account exists, with the sign-in link. */
export function adminCreatedMail(name: string, createdBy: string, loginUrl: string): MailContent {
  const greeting = fill(m.greeting, { name });
  const body = fill(m.adminCreatedBody, { admin: createdBy, product: productName });
  const signature = fill(m.signature, { product: productName });
  return {
    subject: fill(m.adminCreatedSubject, { product: productName }),
    text: [greeting, '', body, loginUrl, '', signature].join('\n'),
    html: layout([greeting, body], { url: loginUrl, label: m.adminCreatedLink }, [signature]),
  };
}

/** The confirmation link mailed at registration (and on 'Renvoyer le lien'). */
export function confirmEmailMail(name: string, url: string): MailContent {
  const greeting = fill(m.greeting, { name });
  const intro = fill(m.confirmIntro, { product: productName });
  const ignore = fill(m.confirmIgnore, { product: productName });
  const signature = fill(m.signature, { product: productName });
  return {
    subject: m.confirmSubject,
    text: [greeting, '', intro, url, '', m.confirmValidity, ignore, '', signature].join('\n'),
    html: layout([greeting, intro], { url, label: m.confirmLink }, [m.confirmValidity, ignore, signature]),
  };
}

/** Sent instead of a reset link to an account in its 30-day grace period: how to reactivate it. */
export function accountPendingDeletionMail(name: string, purgeDay: string, loginUrl: string): MailContent {
  const dm = messages.accountDeletion;
  const greeting = fill(m.greeting, { name });
  const body = fill(dm.mailBody, { product: productName, date: purgeDay });
  const signature = fill(m.signature, { product: productName });
  return {
    subject: dm.mailSubject,
    text: [greeting, '', body, '', dm.mailHowTo, loginUrl, '', dm.mailIgnore, '', signature].join('\n'),
    html: layout([greeting, body, dm.mailHowTo], { url: loginUrl, label: dm.mailLink }, [
      dm.mailIgnore,
      signature,
    ]),
  };
}

import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailContent } from '../templates';

/** Where a notification or summary e-mail's one-click unsubscribe goes (RFC 8058) and the settings page. */
export type UnsubscribeLinks = {
  /** https link: POST turns the category off (one click), GET shows the page asking to confirm. */
  url: string;
  /** mailto: link, for the clients that only write. */
  mailto: string;
  /** The settings page, section 'Notifications par e-mail'. */
  preferencesUrl: string;
};

/** RFC 2369 and RFC 8058 headers: the mail clients' 'Se désabonner' button posts to the https link. */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.url}>, <${links.mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** HTML and plain text of one react-email element, with the subject and the unsubscribe headers. */
export async function renderMail(
  subject: string,
  element: ReactElement,
  links: UnsubscribeLinks,
): Promise<MailContent> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      // Headings as written (html-to-text would shout them in capitals).
      htmlToTextOptions: { selectors: [{ selector: 'h2', options: { uppercase: false } }] },
    }),
  ]);
  return { subject, html, text, headers: unsubscribeHeaders(links) };
}

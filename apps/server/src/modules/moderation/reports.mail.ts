import { fill, messages, productName, reportsMessages } from '@plateau/shared';
import type { MailContent } from '../../mail/templates';

const m = reportsMessages;
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain mail: paragraphs, an optional link, the signature; the text part and the HTML part say the same. */
function mail(
  subject: string,
  name: string,
  paragraphs: string[],
  link?: { url: string; label: string },
): MailContent {
  const greeting = fill(messages.mail.greeting, { name });
  const signature = fill(messages.mail.signature, { product: productName });
  const all = [greeting, ...paragraphs];
  const text = [...all, ...(link ? [link.url] : []), '', signature].join('\n\n');
  const p = (value: string) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(value)}</p>`;
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">${all.map(p).join('')}${button}${p(signature)}</body></html>`;
  return { subject, text, html };
}

/** 'Votre signalement a bien été reçu.' (DSA art. 16: confirmation of receipt). */
export function reportReceivedMail(name: string, kind: string, category: string): MailContent {
  return mail(m.mail.receivedSubject, name, [
    fill(m.mail.receivedBody, { product: productName, kind, category }),
  ]);
}

/** The statement of reasons to the member concerned (DSA art. 17), with the link to contest. */
export function decisionMail(input: {
  name: string;
  kind: string;
  action: string;
  ground: string;
  facts: string;
  url: string;
  contestable: boolean;
}): MailContent {
  const paragraphs = [
    fill(m.mail.decisionBody, { product: productName, kind: input.kind, action: input.action }),
    fill(m.mail.decisionGround, { ground: input.ground }),
    fill(m.mail.decisionFacts, { facts: input.facts }),
    m.decision.automated,
    ...(input.contestable ? [m.mail.decisionContest] : []),
    m.decision.redress,
  ];
  return mail(m.mail.decisionSubject, input.name, paragraphs, {
    url: input.url,
    label: input.contestable ? m.decision.contest : m.decision.title,
  });
}

/** The outcome of a report, to its reporter. */
export function outcomeMail(name: string, kind: string, action: string): MailContent {
  return mail(m.mail.outcomeSubject, name, [
    fill(m.mail.outcomeBody, { product: productName, kind, action }),
    fill(m.mail.outcomeThanks, { product: productName }),
  ]);
}

import { endpoints } from '@plateau/shared/api/index';
import { fill } from '@plateau/shared/messages/fill';
import type { LegalDetails } from '@plateau/shared/schemas/site';
import { api } from '@/lib/api';
import type { TextDocumentContent, TextSection } from './components/TextDocument';

/** GET /api/site/legal: the publisher's details, configured on the server. */
export async function fetchLegalDetails(signal?: AbortSignal): Promise<LegalDetails> {
  return api.call(endpoints.site.legal, { signal });
}

/** The document with its `{companyName}`, `{siret}`… placeholders replaced by the publisher's details. */
export function fillDocument(document: TextDocumentContent, details: LegalDetails): TextDocumentContent {
  // The texts' placeholders are the details given as text (the footer's social addresses are not used here).
  const values = Object.fromEntries(
    Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const text = (value: string) => fill(value, values);
  const section = (value: TextSection): TextSection => ({
    ...value,
    paragraphs: value.paragraphs.map(text),
    items: value.items?.map(text),
    links: value.links?.map((link) => ({ label: text(link.label), href: text(link.href) })),
  });
  return {
    title: text(document.title),
    intro: text(document.intro),
    sections: document.sections.map(section),
  };
}

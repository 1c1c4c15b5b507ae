import { aboutMessages } from '@plateau/shared/messages/landing.fr';
import { legalMessages } from '@plateau/shared/messages/legal.fr';
import type { LegalDetails } from '@plateau/shared/schemas/site';
import { describe, expect, it } from 'vitest';
import type { TextDocumentContent } from './components/TextDocument';
import { fillDocument } from './legal-details';

const details: LegalDetails = {
  companyName: 'Plateau Productions',
  legalForm: 'SARL',
  capital: '10 000 €',
  address: '12 rue des Studios, 69002 Lyon',
  siret: '123 456 789 00012',
  vatNumber: 'FR12 123456789',
  publicationDirector: 'Léa Martin',
  hostName: 'Hébergement Lyonnais SAS',
  hostAddress: '5 quai du Rhône, 69001 Lyon',
  contactEmail: 'bonjour@plateau-productions.fr',
  phone: '04 72 00 00 00',
  hostPhone: '04 78 00 00 00',
  mediatorName: 'CM2C',
  mediatorUrl: 'https://www.cm2c.net',
  updatedAt: '2026-11-26',
  instagramUrl: null,
  xUrl: null,
  linkedinUrl: null,
  youtubeUrl: 'https://www.youtube.com/@plateau',
};

/** What the legal notice names (LCEN art. 6): the publisher, the host, and how to reach both directly. */
const noticeFields = [
  'companyName',
  'legalForm',
  'capital',
  'address',
  'siret',
  'vatNumber',
  'publicationDirector',
  'hostName',
  'hostAddress',
  'contactEmail',
  'phone',
  'hostPhone',
] as const;

/** Every text a visitor reads on the page. */
function textsOf(document: TextDocumentContent): string[] {
  return [
    document.title,
    document.intro,
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.paragraphs,
      ...(section.items ?? []),
      ...(section.links ?? []).flatMap((link) => [link.label, link.href]),
    ]),
  ];
}

const pages = {
  'mentions légales': legalMessages.notice,
  'politique de confidentialité': legalMessages.privacy,
  "conditions d'utilisation": legalMessages.terms,
  'à propos': aboutMessages,
};

describe('the legal pages', () => {
  it.each(Object.entries(pages))('show no bracketed or unfilled placeholder (%s)', (_name, document) => {
    const texts = textsOf(fillDocument(document, details));
    expect(texts.filter((text) => /[[\]{}]/.test(text))).toEqual([]);
  });

  it('name the configured publisher, host and contact on the legal notice', () => {
    const text = textsOf(fillDocument(legalMessages.notice, details)).join('\n');
    for (const field of noticeFields) expect(text).toContain(details[field]);
  });

  it('name the consumer mediator in the terms, and no longer the closed EU dispute platform', () => {
    const terms = fillDocument(legalMessages.terms, details);
    const text = textsOf(terms).join('\n');
    expect(text).toContain('CM2C (https://www.cm2c.net)');
    expect(text).not.toContain('ec.europa.eu/consumers/odr');
    const links = terms.sections.flatMap((section) => section.links ?? []);
    expect(links).toContainEqual({ label: 'CM2C', href: 'https://www.cm2c.net' });
  });

  it('give the configured contact address in the privacy policy and the terms', () => {
    for (const document of [legalMessages.privacy, legalMessages.terms, aboutMessages]) {
      const text = textsOf(fillDocument(document, details)).join('\n');
      expect(text).toContain(details.contactEmail);
      expect(text).not.toContain('contact@plateau.fr');
    }
  });
});

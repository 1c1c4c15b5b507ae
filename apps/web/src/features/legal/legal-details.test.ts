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
};

/** Every text a visitor reads on the page. */
function textsOf(document: TextDocumentContent): string[] {
  return [
    document.title,
    document.intro,
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.paragraphs,
      ...(section.items ?? []),
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
    for (const value of Object.values(details)) expect(text).toContain(value);
  });

  it('give the configured contact address in the privacy policy and the terms', () => {
    for (const document of [legalMessages.privacy, legalMessages.terms, aboutMessages]) {
      const text = textsOf(fillDocument(document, details)).join('\n');
      expect(text).toContain(details.contactEmail);
      expect(text).not.toContain('contact@plateau.fr');
    }
  });
});

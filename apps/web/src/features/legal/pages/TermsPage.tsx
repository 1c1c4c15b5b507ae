import { legalMessages } from '@plateau/shared/messages/legal.fr';
import { LegalTextPage } from '../components/LegalTextPage';

/** Conditions d'utilisation. */
export function TermsPage() {
  return <LegalTextPage document={legalMessages.terms} dated />;
}

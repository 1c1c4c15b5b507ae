import { messages } from '@plateau/shared/messages.fr';
import { LegalTextPage } from '../components/LegalTextPage';

/** Conditions d'utilisation. */
export function TermsPage() {
  return <LegalTextPage document={messages.legal.terms} />;
}

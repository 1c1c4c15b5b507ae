import { messages } from '@plateau/shared/messages.fr';
import { LegalTextPage } from '../components/LegalTextPage';

/** Politique de confidentialité. */
export function PrivacyPage() {
  return <LegalTextPage document={messages.legal.privacy} />;
}

import { legalMessages } from '@plateau/shared/messages/legal.fr';
import { LegalTextPage } from '../components/LegalTextPage';

/** Politique de confidentialité. */
export function PrivacyPage() {
  return <LegalTextPage document={legalMessages.privacy} dated />;
}

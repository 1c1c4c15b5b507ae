import { legalMessages } from '@plateau/shared/messages/legal.fr';
import { LegalTextPage } from '../components/LegalTextPage';

/** Mentions légales. */
export function LegalNoticePage() {
  return <LegalTextPage document={legalMessages.notice} dated />;
}

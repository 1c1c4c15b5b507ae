import { messages } from '@plateau/shared/messages.fr';
import { LegalTextPage } from '../components/LegalTextPage';

/** Mentions légales. */
export function LegalNoticePage() {
  return <LegalTextPage document={messages.legal.notice} />;
}

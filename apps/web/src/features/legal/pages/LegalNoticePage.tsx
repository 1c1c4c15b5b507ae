import { messages } from '@plateau/shared/messages.fr';
import { TextDocument } from '../components/TextDocument';

/** Mentions légales. */
export function LegalNoticePage() {
  return <TextDocument document={messages.legal.notice} />;
}

import { messages } from '@plateau/shared/messages.fr';
import { TextDocument } from '../components/TextDocument';

/** Politique de confidentialité. */
export function PrivacyPage() {
  return <TextDocument document={messages.legal.privacy} />;
}

import { messages } from '@plateau/shared/messages.fr';
import { TextDocument } from '../components/TextDocument';

/** Conditions d'utilisation. */
export function TermsPage() {
  return <TextDocument document={messages.legal.terms} />;
}

import { messages } from '@plateau/shared/messages.fr';
import { TextDocument } from '../components/TextDocument';

/** À propos. */
export function AboutPage() {
  return <TextDocument document={messages.about} />;
}

import { messages } from '@plateau/shared/messages.fr';
import { LegalTextPage } from '../components/LegalTextPage';

/** À propos. */
export function AboutPage() {
  return <LegalTextPage document={messages.about} />;
}

import { aboutMessages } from '@plateau/shared/messages/landing.fr';
import { LegalTextPage } from '../components/LegalTextPage';

/** À propos. */
export function AboutPage() {
  return <LegalTextPage document={aboutMessages} />;
}

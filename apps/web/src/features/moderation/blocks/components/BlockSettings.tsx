import { BlockedMembersSection } from './BlockedMembersSection';
import { MessagingPreferenceSection } from './MessagingPreferenceSection';

/** The settings page's sections of issue 31: 'Qui peut m'écrire', then 'Membres bloqués'. */
export function BlockSettings() {
  return (
    <>
      <MessagingPreferenceSection />
      <BlockedMembersSection />
    </>
  );
}

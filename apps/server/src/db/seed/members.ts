import { type DemoMember, member } from './member-factory';
import { artistMembers } from './members-artists';
import { crewMembers } from './members-crew';

export type { DemoMember } from './member-factory';

export const DEMO_MEMBER_EMAIL = 'camille@demo.fr';
/** The demo's administrator, created with the admin role by the seed itself (whatever ADMIN_EMAIL says). */
export const DEMO_ADMIN_EMAIL = 'admin@demo.fr';
export const ADMIN_FULL_NAME = 'Admin Plateau';

/** The demo members, in avatar order (/demo-avatars/1.svg is the first); the first is the demo account. */
export const demoMembers: DemoMember[] = [
  {
    ...member(
      'Camille Martin',
      'Réalisatrice',
      'Paris',
      'disponible',
      ['Réalisation', 'Scénarisation', 'Direction de casting', 'Montage', 'DaVinci Resolve'],
      'Réalisatrice de courts-métrages et de documentaires, je m’intéresse aux récits intimes tournés en lumière naturelle. Mon dernier film, « Les Heures claires », a été sélectionné dans plusieurs festivals régionaux. Je prépare mon premier long-métrage et je cherche des collaborateurs curieux.',
      { website: true, instagram: true, linkedin: true },
    ),
    email: DEMO_MEMBER_EMAIL,
  },
  ...crewMembers,
  ...artistMembers,
];

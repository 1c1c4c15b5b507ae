import type { TestContext } from './test-app';

/** A full role of the influencer wizard (every field filled); override what a test is about. */
export const influencerRoleBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Monteur vidéo',
  description: 'Monter deux vidéos par semaine',
  responsibilities: 'Dérushage, montage, export',
  requiredSkills: ['Adobe Premiere Pro', 'Sous-titrage'],
  experienceLevel: 'Expérimenté',
  timeCommitment: '10 h par semaine',
  compensationType: 'Rémunéré',
  compensationDetails: '300 € par vidéo',
  positionsAvailable: 1,
  isPriority: true,
  ...overrides,
});

/** The wizard's whole body: a YouTube cooking channel looking for an editor and a community manager. */
export const influencerWizardBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Chaîne cuisine de saison',
  description: 'Une chaîne YouTube de recettes de saison',
  platform: 'YouTube',
  contentTypes: ['Cuisine', 'Lifestyle'],
  projectScope: 'Une vidéo par semaine',
  budgetRange: '500-2000€',
  timeline: 'Janvier à juin',
  locationType: 'Hybride',
  locationCity: 'Lyon',
  collaborationDuration: 'Long terme (3-12 mois)',
  applicationDeadline: '2027-01-15',
  startDate: '2027-02-01',
  deliverables: ['Vidéos YouTube', 'Miniatures / Thumbnails'],
  roles: [
    influencerRoleBody(),
    influencerRoleBody({ title: 'Community Manager', compensationType: 'Bénévole', positionsAvailable: 2 }),
  ],
  ...overrides,
});

/** An application to a role, every field filled. */
export const influencerApplicationBody = (overrides: Record<string, unknown> = {}) => ({
  coverLetter: 'Bonjour, je monte des vidéos culinaires depuis trois ans.',
  relevantExperience: 'Monteur pour deux chaînes de 100 000 abonnés',
  motivation: 'La cuisine de saison me passionne',
  portfolioLinks: ['vimeo.com/moi', '', '  '],
  availabilityStart: '2027-02-01',
  expectedCompensation: '250 € par vidéo',
  additionalInfo: null,
  ...overrides,
});

/** Publishes an influencer project through the wizard's API, as the member of the cookie. */
export const publishInfluencerProject = (
  ctx: TestContext,
  cookie: string,
  body: object = influencerWizardBody(),
) => ctx.request({ method: 'POST', url: '/api/influencer/projects', payload: body, cookie });

/** Applies to a role of an influencer project, as the member of the cookie. */
export const applyToInfluencerRole = (
  ctx: TestContext,
  cookie: string,
  projectId: string,
  roleId: string,
  body: object = influencerApplicationBody(),
) =>
  ctx.request({
    method: 'POST',
    url: `/api/influencer/projects/${projectId}/roles/${roleId}/applications`,
    payload: body,
    cookie,
  });

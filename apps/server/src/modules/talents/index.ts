// The talents area as other areas see it.

export { talentRoutes } from './talents.routes';
export { forgetSkills } from './talents.service';
export { isListedTalent } from './talents.service';

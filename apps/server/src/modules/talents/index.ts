// The talents area as other areas see it.

export { talentRoutes } from './talents.routes';
export { forgetSkills, isListedTalent } from './talents.service';

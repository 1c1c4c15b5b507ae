import { skillsListSchema, talentsPageSchema, talentsQuerySchema } from '../schemas/talents';
import { endpoint } from './endpoint';

/** The members directory (spec 1 §2, /talents). */
export const talentsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/talents',
    query: talentsQuerySchema,
    response: talentsPageSchema,
  }),
  skills: endpoint({ method: 'GET', path: '/api/skills', response: skillsListSchema }),
};

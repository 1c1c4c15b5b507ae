import { legalDetailsSchema } from '../schemas/site';
import { endpoint } from './endpoint';

/** Public site information (the legal pages' publisher details). */
export const siteEndpoints = {
  legal: endpoint({ method: 'GET', path: '/api/site/legal', response: legalDetailsSchema }),
};

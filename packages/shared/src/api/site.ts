import { healthSchema, readinessSchema } from '../schemas/common';
import { legalDetailsSchema } from '../schemas/site';
import { endpoint } from './endpoint';

/** Public site information (the legal pages' publisher details) and the server's state for operators. */
export const siteEndpoints = {
  legal: endpoint({ method: 'GET', path: '/api/site/legal', response: legalDetailsSchema }),
  /** Liveness: the server is up and its database answers. */
  health: endpoint({ method: 'GET', path: '/api/health', response: healthSchema }),
  /** Readiness, for a load balancer: 200 when every part answers, 503 (same shape) naming the failing part. */
  ready: endpoint({ method: 'GET', path: '/api/ready', response: readinessSchema }),
};

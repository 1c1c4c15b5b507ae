import { apiErrorSchema } from '@plateau/shared';

// Temporary until the route kit's errorResponses (lib/route-kit.ts) is merged.
export const tags = ['Projets'];
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
} as const;

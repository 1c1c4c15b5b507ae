import { siteDetailsKey } from '@/lib/site';

/** Query keys of the legal pages (the details are the footer's query too). */
export const legalKeys = {
  all: ['legal'] as const,
  details: siteDetailsKey,
};

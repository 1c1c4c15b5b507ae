// The talents feature's public surface (its pages are lazy-loaded by app/router.tsx).
export { talentKeys } from './query-keys';

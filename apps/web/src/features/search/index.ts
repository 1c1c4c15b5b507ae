// The search feature's public surface (its page is lazy-loaded by app/router.tsx).
export { searchKeys } from './query-keys';

// The magazine feature's public surface (its pages are lazy-loaded by app/router.tsx).
export { magazineLive } from './live';

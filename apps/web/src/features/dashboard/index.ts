// The dashboard feature's public surface (its page is lazy-loaded by app/router.tsx).
export { dashboardLive } from './live';

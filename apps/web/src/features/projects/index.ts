// The projects feature's public surface (its pages are lazy-loaded by app/router.tsx).
export { ProjectStatusBadge } from './components/ProjectStatusBadge';
export { projectsLive } from './live';
export { projectKeys } from './query-keys';

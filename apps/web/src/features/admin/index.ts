// The administration feature's public surface (its pages are lazy-loaded by app/router.tsx).
export { AdminForbidden } from './components/AdminForbidden';
export { AdminLayout } from './components/AdminLayout';

// The network feature's public surface (its pages are lazy-loaded by app/router.tsx).
export { ConnectionActions } from './components/ConnectionActions';
export { useAcceptRequest, useRefuseRequest, useSendRequest } from './hooks/useConnectionMutations';
export { networkLive } from './live';

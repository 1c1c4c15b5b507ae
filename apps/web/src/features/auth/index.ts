// The auth feature's public surface: other features and app/ import only from here.
export { AuthChecking } from './components/AuthChecking';
export { AuthDialogsProvider } from './components/AuthDialogsProvider';
export { AuthProvider } from './components/AuthProvider';
export { DebugAdvice } from './components/DebugAdvice';
export { EmailConfirmationBanner } from './components/EmailConfirmationBanner';
export { MembersOnlyGate } from './components/MembersOnlyGate';
export { NotSignedIn } from './components/NotSignedIn';
export { useAuth } from './hooks/useAuth';
export { useAuthDialogs } from './hooks/useAuthDialogs';
export { useSignOut } from './hooks/useSignOut';
export { clearSession, pageSession, seedSessionFromPage } from './me-query';
export { authKeys } from './query-keys';
export { returnState, useCurrentPath, useReturnTarget } from './return-target';

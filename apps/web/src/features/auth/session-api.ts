import type { authEndpoints } from '@plateau/shared/api/auth';
import { api } from '@/lib/api';

/** Spec 1, section 9: the profile query gives up after 10 s. */
export const meTimeoutMs = 10_000;

/**
 * The auth endpoints every page may call (the session check, the sign-out of the navigation bar, the
 * confirmation banner's 'Renvoyer le lien'),
 * written as their method and path so the first load does not carry the contract's zod schemas (the client
 * only sends method and path; the types stay the contract's, session-api.test.ts checks they match it).
 */
export const sessionEndpoints = {
  me: { method: 'GET', path: '/api/me' },
  signOut: { method: 'POST', path: '/api/auth/sign-out' },
  resendConfirmation: { method: 'POST', path: '/api/auth/send-verification-email' },
} as Pick<typeof authEndpoints, 'me' | 'signOut' | 'resendConfirmation'>;

/** The session's calls: who is signed in, and signing out. */
export const sessionApi = {
  me: (signal?: AbortSignal) => api.call(sessionEndpoints.me, { signal, timeoutMs: meTimeoutMs }),
  signOut: (timeoutMs?: number) => api.call(sessionEndpoints.signOut, { timeoutMs }),
  resendConfirmation: () => api.call(sessionEndpoints.resendConfirmation),
};

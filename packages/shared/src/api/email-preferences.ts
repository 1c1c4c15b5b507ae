import {
  emailPreferencesResponseSchema,
  emailPreferencesSchema,
  unsubscribeBodySchema,
  unsubscribeInfoSchema,
  unsubscribeQuerySchema,
} from '../schemas/email-preferences';
import { endpoint } from './endpoint';

/** The member's notification e-mail settings and the one-click unsubscribe (issue 30). */
export const emailPreferencesEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/me/notification-preferences',
    response: emailPreferencesResponseSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/me/notification-preferences',
    body: emailPreferencesSchema,
    response: emailPreferencesResponseSchema,
  }),
  /** What an unsubscribe link would turn off (the page asks before the member confirms); no session. */
  unsubscribeInfo: endpoint({
    method: 'GET',
    path: '/api/email-unsubscribe',
    query: unsubscribeQuerySchema,
    response: unsubscribeInfoSchema,
  }),
  /** Turns the link's category (or summary) off; no session, the signed token is the proof. */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/email-unsubscribe',
    body: unsubscribeBodySchema,
    response: unsubscribeInfoSchema,
  }),
};

import { authEndpoints } from '@plateau/shared/api/auth';
import { describe, expect, it } from 'vitest';
import { sessionEndpoints } from './session-api';

describe('sessionEndpoints', () => {
  it('calls the same method and path as the shared contract', () => {
    for (const name of ['me', 'signOut', 'resendConfirmation'] as const) {
      expect(sessionEndpoints[name].method).toBe(authEndpoints[name].method);
      expect(sessionEndpoints[name].path).toBe(authEndpoints[name].path);
    }
  });
});

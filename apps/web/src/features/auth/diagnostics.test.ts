import { diagnosticsMessages } from '@plateau/shared/messages/diagnostics.fr';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { diagnoseAuth, logExportFileName } from './diagnostics';

const m = diagnosticsMessages;
const user = {
  id: 'u1',
  email: 'camille@demo.fr',
  fullName: 'Camille Martin',
  role: 'user' as const,
  avatarUrl: null,
  profession: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
};
const session = { id: 's1', expiresAt: '2026-12-01T00:00:00.000Z', createdAt: '2026-11-01T00:00:00.000Z' };

describe('diagnoseAuth', () => {
  it('is valid with a session and its member', () => {
    expect(diagnoseAuth({ user, session, loadError: null })).toEqual({
      valid: true,
      issues: [],
      recommendations: [],
    });
  });

  it('reports a missing session with French recommendations', () => {
    const diagnosis = diagnoseAuth({ user: null, session: null, loadError: null });
    expect(diagnosis.valid).toBe(false);
    expect(diagnosis.issues).toEqual([m.issueNoSession]);
    expect(diagnosis.recommendations).toEqual([m.recoLogin, m.recoForceLogout]);
  });

  it('reports a session without profile and an unreachable server', () => {
    const loadError = new ApiRequestError(0, 'network', 'network error');
    const diagnosis = diagnoseAuth({ user: null, session, loadError });
    expect(diagnosis.issues).toEqual([m.issueLoadError, m.issueNoProfile]);
    expect(diagnosis.recommendations).toContain(m.recoCheckConnection);
  });
});

describe('logExportFileName', () => {
  it('names the export with the date', () => {
    expect(logExportFileName(new Date(2026, 10, 22, 15, 30))).toBe('auth-logs-2026-11-22.json');
  });
});

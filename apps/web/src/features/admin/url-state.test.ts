import { describe, expect, it } from 'vitest';
import { adminLogUrl, adminProjectsUrl, adminTasksUrl, adminUsersUrl } from './url-state';

const parse = <T>(codec: { parse: (params: URLSearchParams) => T }, search: string) =>
  codec.parse(new URLSearchParams(search));

describe('the administration lists in the address', () => {
  it('reads known filters and trims the search', () => {
    expect(parse(adminUsersUrl, 'q=%20Ada%20&role=admin')).toEqual({ q: 'Ada', role: 'admin' });
    expect(parse(adminProjectsUrl, 'category=Influenceur&status=en%20cours')).toEqual({
      q: '',
      category: 'Influenceur',
      status: 'en cours',
    });
    expect(parse(adminLogUrl, 'action=user.delete&from=2026-01-01&to=2026-01-31')).toEqual({
      action: 'user.delete',
      adminId: '',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('ignores an unknown role, category, status or action instead of sending it to the API', () => {
    expect(parse(adminUsersUrl, 'role=superadmin')).toEqual({ q: '', role: '' });
    expect(parse(adminProjectsUrl, 'category=Jardinage&status=fini')).toEqual({
      q: '',
      category: '',
      status: '',
    });
    expect(parse(adminTasksUrl, 'status=urgent&projectId=abc')).toEqual({
      q: '',
      status: '',
      projectId: 'abc',
    });
    expect(parse(adminLogUrl, 'action=user.hack').action).toBe('');
  });
});

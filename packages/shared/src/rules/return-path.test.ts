import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of the site with its query and hash', () => {
    expect(safeReturnPath('/messages/3f1c')).toBe('/messages/3f1c');
    expect(safeReturnPath('/talents?q=jean&skills=Son#liste')).toBe('/talents?q=jean&skills=Son#liste');
  });

  it('refuses other sites, schemes and relative paths', () => {
    for (const value of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example',
      'javascript:alert(1)',
      'messages/1',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it('refuses the sign-in pages themselves', () => {
    expect(safeReturnPath('/login?retour=/x')).toBeNull();
    expect(safeReturnPath('/register')).toBeNull();
  });
});

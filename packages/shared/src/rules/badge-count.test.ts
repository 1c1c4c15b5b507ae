import { describe, expect, it } from 'vitest';
import { badgeCount } from './badge-count';

describe('badgeCount', () => {
  it('shows nothing without unread items', () => {
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(-3)).toBeNull();
  });
  it('shows the count up to 9', () => {
    expect(badgeCount(1)).toBe('1');
    expect(badgeCount(9)).toBe('9');
  });
  it("shows '9+' above 9", () => {
    expect(badgeCount(10)).toBe('9+');
    expect(badgeCount(250)).toBe('9+');
  });
});

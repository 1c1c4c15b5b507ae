import { describe, expect, it } from 'vitest';
import type { Actor } from '../../auth/actor';
import { refusalToActOn } from './admin.policy';

const admin = { id: 'a', role: 'admin' } as Actor;

describe('refusalToActOn (spec 2 §6)', () => {
  it.each([
    ['a member', { id: 'm', role: 'user' as const, adminCount: 1 }, null],
    ['another admin while two remain', { id: 'b', role: 'admin' as const, adminCount: 2 }, null],
    ['oneself', { id: 'a', role: 'admin' as const, adminCount: 3 }, 'notYourself'],
    ['the last admin', { id: 'b', role: 'admin' as const, adminCount: 1 }, 'lastAdmin'],
  ])('%s gives %s', (_label, target, expected) => {
    expect(refusalToActOn(admin, target)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { Actor } from '../../auth/actor';
import { canDecide, canReport, contestRefusal } from './reports.policy';

const actor = (id: string, role: 'user' | 'admin' = 'user') => ({ id, role }) as Actor;
const decision = { ownerId: 'alice', action: 'remove', contestedAt: null, appealOf: null };

describe('reports policy (issue 31)', () => {
  it('anyone reports, never their own content', () => {
    expect(canReport(null, { ownerId: 'alice' })).toBe(true);
    expect(canReport(actor('bruno'), { ownerId: 'alice' })).toBe(true);
    expect(canReport(actor('alice'), { ownerId: 'alice' })).toBe(false);
  });

  it('administrators decide; a contest goes to another administrator when there is one', () => {
    const report = { contestedDecisionBy: null, isAppeal: false, adminCount: 2 };
    expect(canDecide(null, report)).toBe(false);
    expect(canDecide(actor('bruno'), report)).toBe(false);
    expect(canDecide(actor('root', 'admin'), report)).toBe(true);
    const appeal = { contestedDecisionBy: 'root', isAppeal: true, adminCount: 2 };
    expect(canDecide(actor('root', 'admin'), appeal)).toBe(false);
    expect(canDecide(actor('other', 'admin'), appeal)).toBe(true);
    expect(canDecide(actor('root', 'admin'), { ...appeal, adminCount: 1 })).toBe(true);
  });

  it('the member concerned contests once a decision that restricted something', () => {
    expect(contestRefusal(actor('alice'), decision)).toBeNull();
    expect(contestRefusal(actor('bruno'), decision)).toBe('notFound');
    expect(contestRefusal(actor('alice'), { ...decision, contestedAt: new Date() })).toBe('alreadyContested');
    expect(contestRefusal(actor('alice'), { ...decision, action: 'none' })).toBe('notContestable');
    expect(contestRefusal(actor('alice'), { ...decision, appealOf: 'x' })).toBe('notContestable');
  });
});

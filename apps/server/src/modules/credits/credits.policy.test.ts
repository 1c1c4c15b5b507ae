import type { CreditStatus } from '@plateau/shared';
import { describe, expect, it } from 'vitest';
import { actorFor } from '../../test/actors';
import { canSeeCredit, creditAbilities } from './credits.policy';

const alice = actorFor('alice');
const bruno = actorFor('bruno');
const credit = (status: CreditStatus) => ({ userId: 'alice', status });

describe('credits policy (issue 33)', () => {
  it.each([
    ['proposé', true, false],
    ['confirmé', true, true],
    ['refusé', false, false],
    ['déclaré', true, true],
  ] as const)('a %s credit: seen by its member %s, by another member %s', (status, own, other) => {
    expect(canSeeCredit(alice, credit(status))).toBe(own);
    expect(canSeeCredit(bruno, credit(status))).toBe(other);
    expect(canSeeCredit(null, credit(status))).toBe(false);
  });

  it.each([
    ['proposé', { confirm: true, decline: true, edit: false, delete: true }],
    ['confirmé', { confirm: false, decline: false, edit: false, delete: true }],
    ['refusé', { confirm: true, decline: false, edit: false, delete: true }],
    ['déclaré', { confirm: false, decline: false, edit: true, delete: true }],
  ] as const)('a %s credit: what its member may do', (status, abilities) => {
    expect(creditAbilities(alice, credit(status))).toEqual(abilities);
  });

  it('another member may do nothing with it', () => {
    for (const status of ['proposé', 'confirmé', 'refusé', 'déclaré'] as const) {
      expect(creditAbilities(bruno, credit(status))).toEqual({
        confirm: false,
        decline: false,
        edit: false,
        delete: false,
      });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { creditRoleLabel } from './credit-rules';

describe('creditRoleLabel', () => {
  it('names the role in the feminine when the profession says so', () => {
    expect(creditRoleLabel('monteur', 'Monteuse')).toBe('Monteuse');
    expect(creditRoleLabel('réalisateur', 'Réalisatrice et scénariste')).toBe('Réalisatrice');
    expect(creditRoleLabel('ingénieur son', 'Ingenieure son')).toBe('Ingénieure son');
  });

  it('keeps the stored role otherwise, and the profession for « autre »', () => {
    expect(creditRoleLabel('monteur', 'Monteur truquiste')).toBe('Monteur');
    expect(creditRoleLabel('acteur', null)).toBe('Acteur');
    expect(creditRoleLabel('autre', 'Régisseuse')).toBe('Régisseuse');
    expect(creditRoleLabel('autre', null)).toBe('Autre');
  });

  it('gives no credit to a member without a role', () => {
    expect(creditRoleLabel('membre', 'Monteuse')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name';

describe('greetingName', () => {
  it('greets with the first name as written', () => {
    expect(greetingName('Camille Martin')).toBe('Camille');
    expect(greetingName('  Jean-Luc   Picard ')).toBe('Jean-Luc');
    expect(greetingName('Zoé')).toBe('Zoé');
  });

  it('greets with the full name when the first word is a particle', () => {
    expect(greetingName('Le Patron')).toBe('Le Patron');
    expect(greetingName('de  Villiers')).toBe('de Villiers');
    expect(greetingName('Van Damme')).toBe('Van Damme');
    expect(greetingName('D’Artagnan Gascon')).toBe('D’Artagnan Gascon');
  });
});

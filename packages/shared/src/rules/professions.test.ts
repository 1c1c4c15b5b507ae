import { describe, expect, it } from 'vitest';
import { popularProfessions } from '../enums';
import { creditRoleFilters } from '../schemas/talents';
import { creditRoleLabel } from './credit-rules';
import {
  creditRoleNames,
  expandProfessionWords,
  findProfession,
  foldProfession,
  professionNames,
  professionSuggestions,
  professions,
} from './professions';

describe('the professions table', () => {
  it('gives each profession a masculine and a feminine form', () => {
    for (const profession of professions) {
      expect(profession.masculine.trim()).not.toBe('');
      expect(profession.feminine.trim()).not.toBe('');
    }
    expect(findProfession('Réalisatrice')?.masculine).toBe('Réalisateur');
    expect(findProfession('monteuse')?.masculine).toBe('Monteur');
    expect(findProfession('COMEDIENNE')?.masculine).toBe('Comédien');
    expect(findProfession('Actrice')?.masculine).toBe('Acteur');
    expect(findProfession('Cheffe opératrice')?.masculine).toBe('Directeur de la photographie');
    expect(findProfession('directeur photo')?.feminine).toBe('Directrice de la photographie');
    expect(findProfession('Metteuse en scène')?.masculine).toBe('Metteur en scène');
  });

  it('names no form twice across professions', () => {
    const seen = new Map<string, string>();
    for (const profession of professions) {
      for (const form of new Set([profession.masculine, profession.feminine, ...(profession.also ?? [])])) {
        const folded = foldProfession(form);
        expect(seen.get(folded) ?? profession.masculine).toBe(profession.masculine);
        seen.set(folded, profession.masculine);
      }
    }
  });

  it("matches a filter's profession in both forms, any other text as it is", () => {
    expect(professionNames('Réalisateur')).toEqual(['Réalisateur', 'Réalisatrice', 'Cinéaste']);
    expect(professionNames('monteuse')).toContain('Monteur');
    expect(professionNames('Dresseur de chevaux')).toEqual(['Dresseur de chevaux']);
  });

  it('suggests both forms, the popular professions among them', () => {
    expect(professionSuggestions).toContain('Réalisatrice');
    expect(professionSuggestions).toContain('Cadreuse');
    for (const popular of popularProfessions) expect(findProfession(popular)).toBeDefined();
  });

  it("groups a search's words: a profession's words become all its forms", () => {
    const [profession, city] = expandProfessionWords(['directeur', 'photo', 'lyon']);
    expect(profession).toContainEqual(['directrice', 'de', 'la', 'photographie']);
    expect(profession).toContainEqual(['directrice', 'photo']);
    expect(profession).toContainEqual(['cheffe', 'operatrice']);
    expect(city).toEqual([['lyon']]);
    expect(expandProfessionWords(['realisatrice'])[0]).toContainEqual(['realisateur']);
    expect(expandProfessionWords(['clip'])).toEqual([[['clip']]]);
    expect(expandProfessionWords([])).toEqual([]);
  });

  it("matches a credit role filter with the credit's role in either form", () => {
    for (const role of creditRoleFilters) {
      const names = creditRoleNames(role);
      expect(names).toContain(creditRoleLabel(role, null));
      const feminine = findProfession(creditRoleLabel(role, null) ?? '')?.feminine ?? '';
      expect(names).toContain(creditRoleLabel(role, feminine));
    }
  });
});

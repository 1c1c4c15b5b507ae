import { describe, expect, it } from 'vitest';
import { availabilityLabel, availabilityTone, isAvailabilityStatus } from './availability';
import { isValidLink, normalizeLink } from './normalize-link';
import { skillsPreview } from './skills-preview';

describe('normalizeLink', () => {
  it('prefixes https:// when no http or https scheme is present', () => {
    expect(normalizeLink('exemple.fr')).toBe('https://exemple.fr');
    expect(normalizeLink('  www.instagram.com/lea ')).toBe('https://www.instagram.com/lea');
    expect(normalizeLink('//exemple.fr')).toBe('https://exemple.fr');
  });
  it('keeps http and https links', () => {
    expect(normalizeLink('http://exemple.fr')).toBe('http://exemple.fr');
    expect(normalizeLink('HTTPS://exemple.fr/a')).toBe('HTTPS://exemple.fr/a');
  });
  it('leaves a blank link empty', () => {
    expect(normalizeLink('')).toBe('');
    expect(normalizeLink('   ')).toBe('');
    expect(normalizeLink(null)).toBe('');
    expect(normalizeLink(undefined)).toBe('');
  });
  it('validates the normalised address', () => {
    expect(isValidLink('https://exemple.fr')).toBe(true);
    expect(isValidLink('https://pas une adresse')).toBe(false);
    expect(isValidLink('https://sanspoint')).toBe(false);
    expect(isValidLink('javascript:alert(1)')).toBe(false);
  });
});

describe('availabilityLabel', () => {
  it('labels the three known values', () => {
    expect(availabilityLabel('disponible')).toBe('Disponible');
    expect(availabilityLabel('sur un projet')).toBe('Sur un projet');
    expect(availabilityLabel('indisponible')).toBe('Indisponible');
  });
  it("shows 'Statut inconnu' for any other value", () => {
    expect(availabilityLabel('en vacances')).toBe('Statut inconnu');
    expect(availabilityLabel(null)).toBe('Statut inconnu');
    expect(isAvailabilityStatus('Disponible')).toBe(false);
  });
  it('gives each value a badge tone', () => {
    expect(availabilityTone('disponible')).toBe('success');
    expect(availabilityTone('sur un projet')).toBe('warning');
    expect(availabilityTone('indisponible')).toBe('error');
    expect(availabilityTone('autre')).toBe('default');
  });
});

describe('skillsPreview', () => {
  it('shows the first 4 skills and counts the rest', () => {
    expect(skillsPreview(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
  });
  it('has no counter at 4 skills or fewer', () => {
    expect(skillsPreview(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 0 });
    expect(skillsPreview([])).toEqual({ shown: [], more: 0 });
    expect(skillsPreview(null)).toEqual({ shown: [], more: 0 });
  });
  it('takes another count (network cards show 3)', () => {
    expect(skillsPreview(['a', 'b', 'c', 'd'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 1 });
  });
});

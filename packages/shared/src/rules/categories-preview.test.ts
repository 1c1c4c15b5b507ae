import { describe, expect, it } from 'vitest';
import { categoriesPreview, previewMoreLabel } from './categories-preview';

describe('categoriesPreview', () => {
  it('shows every category up to 2', () => {
    expect(categoriesPreview([])).toEqual({ shown: [], more: 0 });
    expect(categoriesPreview(['Actualités'])).toEqual({ shown: ['Actualités'], more: 0 });
    expect(categoriesPreview(['Actualités', 'Tendances'])).toEqual({
      shown: ['Actualités', 'Tendances'],
      more: 0,
    });
  });
  it('shows 2 categories and counts the others', () => {
    expect(categoriesPreview(['Événements', 'Scénario', 'Formation', 'Réseau'])).toEqual({
      shown: ['Événements', 'Scénario'],
      more: 2,
    });
  });
  it('accepts another maximum (talent cards show 4, network cards 3)', () => {
    expect(categoriesPreview(['a', 'b', 'c', 'd', 'e'], 4)).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 1 });
    expect(categoriesPreview(['a', 'b'], 0)).toEqual({ shown: [], more: 2 });
  });
});

describe('previewMoreLabel', () => {
  it("gives '+N' only when something is hidden", () => {
    expect(previewMoreLabel(0)).toBeNull();
    expect(previewMoreLabel(3)).toBe('+3');
  });
});

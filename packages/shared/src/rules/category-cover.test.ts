import { describe, expect, it } from 'vitest';
import { magazineCategories } from '../enums';
import { categoryCoverUrl, categoryOfSlug, categorySlug, projectCoverSources } from './category-cover';

describe('category covers', () => {
  it('gives each of the 23 categories its own address', () => {
    const slugs = magazineCategories.map(categorySlug);
    expect(new Set(slugs).size).toBe(magazineCategories.length);
    expect(categorySlug("Portraits d'Artistes")).toBe('portraits-d-artistes');
    expect(categorySlug('Événements')).toBe('evenements');
    for (const category of magazineCategories) expect(categoryOfSlug(categorySlug(category))).toBe(category);
  });

  it('falls back to the first category for an article without a known one', () => {
    expect(categoryCoverUrl('Théâtre')).toBe('/api/covers/v2/theatre.webp');
    expect(categoryCoverUrl(null)).toBe('/api/covers/v2/actualites.webp');
    expect(categoryCoverUrl('Inconnue')).toBe('/api/covers/v2/actualites.webp');
    expect(categoryOfSlug('inconnue')).toBeNull();
  });

  it("shows a project's own image, else the cover drawn from its category, at a phone's width too", () => {
    expect(projectCoverSources('/uploads/project-images/a1/affiche.webp', 'Film')).toEqual({
      src: '/uploads/project-images/a1/affiche.webp',
      srcSet: null,
      sizes: null,
    });
    expect(projectCoverSources(null, 'Court-métrage')).toEqual({
      src: '/api/covers/v2/projet-court-metrage.webp',
      srcSet:
        '/api/covers/v2/w800/projet-court-metrage.webp 800w, /api/covers/v2/projet-court-metrage.webp 1200w',
      sizes: '(min-width: 640px) 800px, 100vw',
    });
    expect(projectCoverSources(null, null).src).toBe('/api/covers/v2/projet-autre.webp');
  });
});

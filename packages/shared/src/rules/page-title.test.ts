import { describe, expect, it } from 'vitest';
import { pageTitleOf } from './page-title';
import { routeTitles } from './route-titles';

describe('pageTitleOf', () => {
  it('ends a page title with the site name, the most particular part first', () => {
    expect(pageTitleOf('Talents')).toBe('Talents · Plateau');
    expect(pageTitleOf('Membres', 'Administration')).toBe('Membres · Administration · Plateau');
  });

  it('is the rule of the route titles', () => {
    expect(routeTitles['/talents']).toBe(pageTitleOf('Talents'));
  });
});

/// <reference types="node" />
// Node types for this test only: it reads index.html.
import { readFileSync } from 'node:fs';
import { siteDescription } from '@plateau/shared/messages/descriptions.fr';
import { descriptionOfRoute } from '@plateau/shared/rules/route-descriptions';
import { routeTitles } from '@plateau/shared/rules/route-titles';
import { describe, expect, it } from 'vitest';
import { pages } from './pages';
import { metaOfPath, routePathOf } from './route-meta';

const routePaths = pages.map((page) => page.path);

describe('route titles and descriptions', () => {
  it('give every page of app/pages.ts a French title ending in · Plateau (the landing its own)', () => {
    expect(routePaths.length).toBeGreaterThan(10);
    for (const path of routePaths) {
      const title = routeTitles[path];
      expect(title, path).toBeTruthy();
      if (path !== '/') expect(title, path).toMatch(/ · Plateau$/);
    }
    expect(Object.keys(routeTitles).sort()).toEqual([...routePaths].sort());
  });

  it('describe every public page, the others by the site description of index.html', () => {
    for (const path of [
      '/',
      '/login',
      '/register',
      '/magazine',
      '/mentions-legales',
      '/confidentialite',
      '/conditions',
      '/a-propos',
      '/influencer',
    ]) {
      expect(descriptionOfRoute(path), path).toMatch(/Plateau/);
      expect(descriptionOfRoute(path), path).not.toBe(siteDescription);
    }
    expect(descriptionOfRoute('/talents')).toBe(siteDescription);
    const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(indexHtml).toContain(`<meta name="description" content="${siteDescription}" />`);
  });

  it('find the route of an address by the ranking of paths', () => {
    expect(routePathOf('/projets/nouveau')).toBe('/projets/nouveau');
    expect(routePathOf('/projets/0b9c')).toBe('/projets/:id');
    expect(routePathOf('/messages')).toBe('/messages/:id?');
    expect(routePathOf('/messages/42')).toBe('/messages/:id?');
    expect(routePathOf('/nulle-part')).toBe('*');
    expect(metaOfPath('/')).toEqual({ title: routeTitles['/'], description: descriptionOfRoute('/') });
    expect(metaOfPath('/talents/42')).toEqual({
      title: routeTitles['/talents/:id'],
      description: siteDescription,
    });
  });
});

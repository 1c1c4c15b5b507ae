/// <reference types="node" />
// Node types for this test only: it reads router.tsx.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { metaOfPath, routeMeta } from './route-meta';

const routerSource = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
const routePaths = [...routerSource.matchAll(/path: '([^']+)'/g)].map((match) => match[1] ?? '');

describe('routeMeta', () => {
  it('gives every route of the router a French title ending in · Plateau (the landing its own)', () => {
    expect(routePaths.length).toBeGreaterThan(10);
    for (const path of routePaths) {
      const title = routeMeta[path]?.title;
      expect(title, path).toBeTruthy();
      if (path !== '/') expect(title, path).toMatch(/ · Plateau$/);
    }
  });

  it('describes every public page', () => {
    for (const path of [
      '/',
      '/login',
      '/register',
      '/magazine',
      '/mentions-legales',
      '/confidentialite',
      '/conditions',
      '/a-propos',
    ]) {
      expect(routeMeta[path]?.description, path).toMatch(/Plateau/);
    }
  });

  it('finds the meta of an address by the ranking of paths', () => {
    expect(metaOfPath('/projets/nouveau')).toBe(routeMeta['/projets/nouveau']);
    expect(metaOfPath('/projets/0b9c')).toBe(routeMeta['/projets/:id']);
    expect(metaOfPath('/messages')).toBe(routeMeta['/messages/:id?']);
    expect(metaOfPath('/messages/42')).toBe(routeMeta['/messages/:id?']);
    expect(metaOfPath('/nulle-part')).toBe(routeMeta['*']);
    expect(metaOfPath('/')).toBe(routeMeta['/']);
  });
});

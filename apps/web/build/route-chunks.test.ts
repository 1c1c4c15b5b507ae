/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePages } from './route-chunks';

const routerSource = readFileSync(new URL('../src/app/router.tsx', import.meta.url), 'utf8');

describe('routePages (the routes whose code the server preloads)', () => {
  const pages = routePages(routerSource);
  const byPath = new Map(pages.map((page) => [page.path, page]));

  it('finds the page module of every route of the router', () => {
    const paths = [...routerSource.matchAll(/path: '([^']+)'/g)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThan(30);
    expect(pages.map((page) => page.path)).toEqual(paths);
    expect(byPath.get('/')?.module).toBe('features/home/pages/LandingPage');
    expect(byPath.get('/projets/:id')?.module).toBe('features/projects/pages/ProjectPage');
  });

  it('tells who each page is for', () => {
    expect(byPath.get('/')?.audience).toBe('visitor');
    expect(byPath.get('/login')?.audience).toBe('visitor');
    expect(byPath.get('/talents')?.audience).toBe('member');
    expect(byPath.get('/admin/users')?.audience).toBe('member');
    expect(byPath.get('/projets/:id')?.audience).toBe('anyone');
    expect(byPath.get('*')?.audience).toBe('anyone');
  });
});

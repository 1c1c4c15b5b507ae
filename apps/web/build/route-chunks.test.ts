import { describe, expect, it } from 'vitest';
import { pages } from '../src/app/pages';
import { routePages } from './route-chunks';

describe('routePages (the routes whose code the server preloads)', () => {
  const routes = routePages();
  const byPath = new Map(routes.map((route) => [route.path, route]));

  it('names the page module of every page of app/pages.ts', () => {
    expect(routes.map((route) => route.path)).toEqual(pages.map((page) => page.path));
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

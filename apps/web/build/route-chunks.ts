import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { audienceOf, pages } from '../src/app/pages';

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
/**
 * What every page shows a signed-in member besides its own: the bar's member part. (The realtime link loads
 * once the page has painted: app/providers/LiveProvider.tsx.)
 */
const memberShell = ['features/shell/components/MemberNav'];

/** Who a route's page is for: a members-only page, a page a member is sent away from, or anyone. */
export type RouteAudience = 'member' | 'visitor' | 'anyone';

/** One line of dist/route-chunks.json, read by the server (apps/server/src/web/route-preload.ts). */
export interface RouteChunks {
  path: string;
  audience: RouteAudience;
  files: string[];
  /** A members' page: what a visitor gets there instead, the gates of app/visitor-gates.tsx. */
  visitorFiles?: string[];
  /** A page for anyone: what a signed-in member gets besides (the bar's member part). */
  memberFiles?: string[];
}

/** Each page of app/pages.ts (the router's own table) with its module and who it is for. */
export function routePages(): { path: string; audience: RouteAudience; module: string }[] {
  return pages.map((page) => ({ path: page.path, audience: audienceOf(page.access), module: page.module }));
}

/**
 * Writes dist/route-chunks.json: for each route, the files of its page's chunk (and the chunks it imports,
 * not those of index.html). The server names them in a `Link: rel=modulepreload` header of the page, so a
 * phone downloads the page's code with the entry script instead of after it has run.
 */
export function routeChunks(): Plugin {
  return {
    name: 'plateau:route-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[], seen = new Set<string>()) => {
        for (const file of start) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(byName.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const byModule = new Map(
        chunks
          .filter((chunk) => chunk.facadeModuleId)
          .map((chunk) => [(chunk.facadeModuleId ?? '').replace(/\.tsx?$/, ''), chunk.fileName]),
      );
      const visitorGates = byModule.get(`${srcDir}app/visitor-gates`);
      const routes: RouteChunks[] = routePages().flatMap((route): RouteChunks[] => {
        const file = byModule.get(`${srcDir}${route.module}`);
        if (!file) this.error(`${route.path}: no chunk for its page ${route.module} (app/pages.ts)`);
        const shellModules = memberShell
          .map((module) => byModule.get(`${srcDir}${module}`))
          .filter((name): name is string => name !== undefined);
        const outside = (names: Set<string>, except = new Set<string>()) =>
          [...names].filter((name) => !initial.has(name) && !except.has(name)).map((name) => `/${name}`);
        if (route.audience === 'member') {
          const files = outside(closure([file, ...shellModules]));
          const visitorFiles = visitorGates ? outside(closure([visitorGates])) : [];
          return [{ path: route.path, audience: route.audience, files, visitorFiles }];
        }
        const own = closure([file]);
        const files = outside(own);
        if (route.audience === 'visitor') return [{ path: route.path, audience: route.audience, files }];
        // A page for anyone: a signed-in member also gets the bar's member part.
        const memberFiles = outside(closure(shellModules), own);
        return [{ path: route.path, audience: route.audience, files, memberFiles }];
      });
      this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: `${JSON.stringify(routes)}\n` });
    },
  };
}

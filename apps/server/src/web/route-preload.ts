import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A line of the web build's route-chunks.json (apps/web/build/route-chunks.ts). */
interface RouteChunks {
  path: string;
  /** `member`: members-only page; `visitor`: a page a member is sent away from; `anyone`. */
  audience: 'member' | 'visitor' | 'anyone';
  files: string[];
}

interface Route extends RouteChunks {
  pattern: RegExp;
  /** Lower for a more specific route: fixed segments win over parameters, `*` comes last. */
  rank: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The address pattern of a React Router path: `:name` one segment, `:name?` an optional one, `*` any. */
export function routePattern(routePath: string): RegExp {
  if (routePath === '*') return /^\/.*$/;
  const segments = routePath.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
}

/**
 * The `Link` header naming the current page's code (`rel=modulepreload`), so the browser downloads it with
 * the entry script rather than once that has run and asked for it. Members-only pages preload only for a
 * request with a session cookie, the login and landing pages only without one (a visitor there sees no
 * page of theirs, a member is sent elsewhere). Undefined without a route-chunks.json (an older build).
 */
export function routePreloader(webDist: string): (url: string, signedIn: boolean) => string | undefined {
  const file = path.join(webDist, 'route-chunks.json');
  if (!existsSync(file)) return () => undefined;
  const routes: Route[] = (JSON.parse(readFileSync(file, 'utf8')) as RouteChunks[]).map((route) => ({
    ...route,
    pattern: routePattern(route.path),
    rank: route.path === '*' ? 1000 : (route.path.match(/:/g)?.length ?? 0),
  }));
  return (url, signedIn) => {
    const pathname = decodeURI(url.split('?')[0] ?? '/');
    const route = routes
      .filter((candidate) => candidate.pattern.test(pathname))
      .sort((a, b) => a.rank - b.rank)[0];
    if (!route || route.files.length === 0) return undefined;
    if (route.audience === 'member' && !signedIn) return undefined;
    if (route.audience === 'visitor' && signedIn) return undefined;
    return route.files.map((name) => `<${name}>; rel=modulepreload`).join(', ');
  };
}

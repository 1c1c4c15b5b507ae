import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { memberBarReads, pageFirstReads } from '@plateau/shared/api/page-reads';

/** A line of the web build's route-chunks.json (apps/web/build/route-chunks.ts). */
interface RouteChunks {
  path: string;
  /** `member`: members-only page; `visitor`: a page a member is sent away from; `anyone`. */
  audience: 'member' | 'visitor' | 'anyone';
  files: string[];
  /** A members' page: the code of what a visitor sees there instead (the visitors' gates). */
  visitorFiles?: string[];
  /** A page for anyone: the code a signed-in member gets besides (the bar's member part). */
  memberFiles?: string[];
}

/** The decoded path of an address ('/talents/%C3%A9' → '/talents/é'), or the path as it is if it is malformed. */
export function decodedPath(rawPath: string): string {
  try {
    return decodeURI(rawPath);
  } catch {
    return rawPath;
  }
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

/** The most specific of `items` whose route path matches `pathname` (fixed segments before parameters, `*` last). */
export function matchRoute<T extends { path: string }>(items: T[], pathname: string): T | undefined {
  const rank = (routePath: string) => (routePath === '*' ? 1000 : (routePath.match(/:/g)?.length ?? 0));
  return items
    .filter((item) => routePattern(item.path).test(pathname))
    .sort((a, b) => rank(a.path) - rank(b.path))[0];
}

const firstReads = Object.entries(pageFirstReads).map(([routePath, urls]) => ({ path: routePath, urls }));

/** The values of a route path's `:name` segments in an address ('/projets/:id', '/projets/42' → { id: '42' }). */
export function routeParams(routePath: string, pathname: string): Record<string, string> {
  const names: string[] = [];
  const source = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      names.push(segment.replace(/^:|\?$/g, ''));
      return segment.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  const match = new RegExp(`^${source || '/'}/?$`).exec(pathname);
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    const value = match?.[index + 1];
    if (value !== undefined) params[name] = value;
  });
  return params;
}

/** A read's address with the page's parameters ('/api/projects/:id' → '/api/projects/42'); undefined if one is missing. */
function withParams(url: string, params: Record<string, string>): string | undefined {
  let missing = false;
  const filled = url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : filled;
}

/**
 * The entry's style sheet and scripts that index.html names, as `Link` preloads (with its `crossorigin`, so
 * the browser uses the same download for the tags): named first, they take the first of the six
 * connections a browser opens over HTTP/1.1, before the route's code and reads, which need them to run.
 */
export function entryLinks(indexHtml: string): string[] {
  const styles = [...indexHtml.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"/g)];
  // The bundle index.html preloads (the largest file) first, then the entry script that imports it.
  const bundles = [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].reverse();
  const scripts = [...indexHtml.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)];
  return [
    ...styles.map(([, href]) => `<${href}>; rel=preload; as=style; crossorigin`),
    ...[...bundles, ...scripts].map(([, src]) => `<${src}>; rel=modulepreload`),
  ];
}

/** Who asks for the page: a session cookie at all (valid or not, the page's code is the same). */
export interface PageReader {
  hasSessionCookie: boolean;
}

/**
 * The API reads a member's page makes first: the page's own in its default state (an address without a query
 * string, whose requests are known; packages/shared/src/api/page-reads.ts, with the page's `:name` values)
 * and the bar's unread counts. The server answers them inside the page (serve-web-app.ts).
 */
export function pageReadsOf(url: string): string[] {
  const [rawPath = '/', query] = url.split('?');
  const pathname = decodedPath(rawPath);
  const page = query === undefined ? matchRoute(firstReads, pathname) : undefined;
  const params = page ? routeParams(page.path, pathname) : {};
  const reads = (page?.urls ?? []).flatMap((read) => withParams(read, params) ?? []);
  return [...reads, ...memberBarReads];
}

/**
 * The `Link` header of a page: its code (`rel=modulepreload`), so the browser downloads it with the entry
 * script rather than once that has run and asked for it: members-only pages only for a request with a
 * session cookie (without one, the code of the visitors' gate shown there instead), the login and landing
 * pages only without one (a visitor there sees no page of theirs, a member is sent elsewhere). Undefined
 * without a route-chunks.json (an older build) and nothing to name.
 */
export function routePreloader(webDist: string): (url: string, reader: PageReader) => string | undefined {
  const file = path.join(webDist, 'route-chunks.json');
  const routes: RouteChunks[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const indexFile = path.join(webDist, 'index.html');
  const entry = existsSync(indexFile) ? entryLinks(readFileSync(indexFile, 'utf8')) : [];
  return (url, reader) => {
    const pathname = decodedPath(url.split('?')[0] ?? '/');
    const links: string[] = [...entry];
    const route = matchRoute(routes, pathname);
    const codeWanted =
      route &&
      !(route.audience === 'member' && !reader.hasSessionCookie) &&
      !(route.audience === 'visitor' && reader.hasSessionCookie);
    if (route && codeWanted) links.push(...route.files.map((name) => `<${name}>; rel=modulepreload`));
    if (route?.audience === 'member' && !reader.hasSessionCookie) {
      links.push(...(route.visitorFiles ?? []).map((name) => `<${name}>; rel=modulepreload`));
    }
    if (route?.audience === 'anyone' && reader.hasSessionCookie) {
      links.push(...(route.memberFiles ?? []).map((name) => `<${name}>; rel=modulepreload`));
    }
    return links.length > 0 ? links.join(', ') : undefined;
  };
}

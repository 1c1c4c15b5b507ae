import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

type RouteMetaModule = typeof import('../route-meta');
/** The routes' titles and descriptions, once loaded (they stay for the tab's life). */
let loaded: RouteMetaModule | null = null;
/** The address of the page the server sent: its title and description are already in it. */
const firstPathname = window.location.pathname;

/**
 * The current route's tab title and description on each navigation, set as soon as the address changes,
 * before the page's code loads (a page may still render its own `<title>`, an article's, a member's name:
 * mounted later, it wins while shown). The server wrote the first page's into the page it sent, so the
 * table of every route (app/route-meta.ts) loads at the first navigation, not with the first page.
 */
export function RouteMeta() {
  const { pathname } = useLocation();
  const [meta, setMeta] = useState<RouteMetaModule | null>(loaded);

  useEffect(() => {
    if (meta || pathname === firstPathname) return undefined;
    let current = true;
    void import('../route-meta').then((module) => {
      loaded = module;
      if (current) setMeta(module);
    });
    return () => {
      current = false;
    };
  }, [meta, pathname]);

  const routeMeta = meta?.metaOfPath(pathname);
  const description = routeMeta?.description;
  useEffect(() => {
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);

  return routeMeta?.title ? <title>{routeMeta.title}</title> : null;
}

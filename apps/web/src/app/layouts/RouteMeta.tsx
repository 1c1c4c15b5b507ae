import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { routePathOf, titleOfPath } from '../route-meta';

/**
 * The current route's tab title, set as soon as the address changes, before the page's code loads (a page
 * may still render its own `<title>`, an article's, a member's name: mounted later, it wins while shown).
 * The server wrote the first page's title and description into the page it sent; on each later navigation
 * the description follows too, from packages/shared/src/rules/route-descriptions.ts, loaded then.
 */
export function RouteMeta() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const tag = document.querySelector('meta[name="description"]');
    if (!tag) return;
    let current = true;
    void import('@plateau/shared/rules/route-descriptions').then(({ descriptionOfRoute }) => {
      if (current) tag.setAttribute('content', descriptionOfRoute(routePathOf(pathname)));
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  const title = titleOfPath(pathname);
  return title ? <title>{title}</title> : null;
}

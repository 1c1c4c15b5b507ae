import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { metaOfPath } from '../route-meta';

/** The default description of index.html, kept for the pages that have none of their own. */
let defaultDescription: string | null = null;

/**
 * The current route's tab title and meta description (its `handle`, app/route-meta.ts), set as soon as the
 * router knows the route, before the page's code loads. A page may still render its own `<title>` (an
 * article's, a member's name): mounted later, it takes precedence while shown.
 */
export function RouteMeta() {
  const meta = metaOfPath(useLocation().pathname);
  const description = meta?.description;
  useEffect(() => {
    const tag = document.querySelector('meta[name="description"]');
    if (!tag) return;
    defaultDescription ??= tag.getAttribute('content');
    tag.setAttribute('content', description ?? defaultDescription ?? '');
  }, [description]);
  return meta ? <title>{meta.title}</title> : null;
}

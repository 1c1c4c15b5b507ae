import { pageTitleOf } from '@plateau/shared/rules/page-title';

/**
 * The tab's title while the page (or a state of it: not found, a member's name) is shown, made by the rule
 * of every page title (packages/shared/src/rules/page-title.ts): its words, the most particular first, then
 * the site's name. React puts it in the head; mounted after RouteMeta's, it wins while shown.
 */
export function PageTitle({ title }: { title: string | readonly string[] }) {
  return <title>{pageTitleOf(...(typeof title === 'string' ? [title] : title))}</title>;
}

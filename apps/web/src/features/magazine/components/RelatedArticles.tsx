import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import { useRelatedArticles } from '../hooks/useArticle';
import { ArticleCardItem } from './ArticleCardItem';

/** The 3 similar articles under an article; a failure is only logged (spec 1 §8). */
export function RelatedArticles({ articleId }: { articleId: string }) {
  const related = useRelatedArticles(articleId, true);
  if (related.isError) console.error(related.error);
  const items = related.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-14">
      <h2 id="related-title" className="text-2xl font-semibold text-slate-900">
        {mm.related}
      </h2>
      <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((article) => (
          <li key={article.id}>
            <ArticleCardItem article={article} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}

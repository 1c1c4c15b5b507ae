import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import type { ArticleDetail } from '@plateau/shared/schemas/magazine';
import { Bookmark, BookmarkCheck, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { useToggleFavorite } from '../hooks/useFavorites';
import { useShareArticle } from '../hooks/useShareArticle';

/** Favourite toggle and share, under the article's title. */
export function ArticleActions({ article }: { article: ArticleDetail }) {
  const toggle = useToggleFavorite(article.id);
  const share = useShareArticle();
  const saved = article.isFavorite;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={saved ? 'secondary' : 'outline'}
        aria-pressed={saved}
        loading={toggle.isPending}
        onClick={() => toggle.mutate(!saved)}
      >
        {saved ? (
          <BookmarkCheck className="size-4" aria-hidden="true" />
        ) : (
          <Bookmark className="size-4" aria-hidden="true" />
        )}
        {saved ? mm.removeFavorite : mm.addFavorite}
      </Button>
      <Button
        variant="outline"
        onClick={() => void share({ title: article.title, summary: article.summary })}
      >
        <Share2 className="size-4" aria-hidden="true" />
        {mm.share}
      </Button>
    </div>
  );
}

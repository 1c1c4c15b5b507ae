import { countTexts } from '@plateau/shared/counts.fr';
import { categoriesPreview, previewMoreLabel } from '@plateau/shared/rules/categories-preview';
import { plural } from '@plateau/shared/rules/plural';
import { Badge } from '@/components/ui/Badge';

interface CategoryBadgesProps {
  categories: readonly string[];
  /** Cards show 2 and a '+N' counter (spec 1 §9); the article page shows them all. */
  max?: number;
}

export function CategoryBadges({ categories, max }: CategoryBadgesProps) {
  const { shown, more } = categoriesPreview(categories, max ?? categories.length);
  const moreText = previewMoreLabel(more);
  if (categories.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {shown.map((category) => (
        <li key={category}>
          <Badge variant="secondary">{category}</Badge>
        </li>
      ))}
      {moreText ? (
        <li>
          <Badge variant="default" title={categories.slice(shown.length).join(', ')}>
            <span aria-hidden="true">{moreText}</span>
            <span className="sr-only">{plural(more, countTexts.moreCategories)}</span>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

import { editorialTeamLabel } from '@plateau/shared/messages/common.fr';
import { readingTimeLabel } from '@plateau/shared/rules/reading-time';
import type { ArticleCard } from '@plateau/shared/schemas/magazine';
import { CalendarDays, Clock } from 'lucide-react';
import { Avatar } from '@/components/ui/Avatar';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';

interface ArticleBylineProps {
  article: Pick<ArticleCard, 'author' | 'publishDate' | 'createdAt' | 'readingMinutes'>;
  withAvatar?: boolean;
  className?: string;
}

/** Author (or the editorial team), publication date in French, reading time. */
export function ArticleByline({ article, withAvatar = false, className }: ArticleBylineProps) {
  const authorName = article.author?.fullName ?? editorialTeamLabel;
  const date = article.publishDate ?? article.createdAt;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-slate-600', className)}>
      <span className="inline-flex min-w-0 items-center gap-2 font-medium text-slate-800">
        {withAvatar ? (
          <Avatar name={authorName} src={article.author?.avatarUrl} size="sm" decorative />
        ) : null}
        <span className="truncate">{authorName}</span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={date}>{formatDate(date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {readingTimeLabel(article.readingMinutes)}
      </span>
    </div>
  );
}

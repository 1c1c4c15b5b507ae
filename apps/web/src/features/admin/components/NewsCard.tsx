import type { AdminNews } from '@plateau/shared';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/format';
import { stateOf } from '../news-draft';

const t = a.news;

/** An article of /admin/news: its state, categories, title, summary, date and author, edit and delete. */
export function NewsCard({
  article,
  onEdit,
  onDelete,
}: {
  article: AdminNews;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const status = stateOf(article);
  return (
    <li
      key={article.id}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {article.imageUrl ? (
        <img src={article.imageUrl} alt="" className="aspect-video w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={status.tone}>{status.label}</Badge>
          {article.categories.slice(0, 2).map((category) => (
            <span key={category} className="text-xs font-medium text-violet-700">
              {category}
            </span>
          ))}
        </div>
        <h2 className="font-display text-lg font-semibold break-words text-slate-900">{article.title}</h2>
        {article.summary ? <p className="line-clamp-3 text-sm text-slate-600">{article.summary}</p> : null}
        <p className="mt-auto text-xs text-slate-500">
          {formatDate(article.publishDate ?? article.createdAt)}
          {article.authorName ? ` · ${article.authorName}` : ''}
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onEdit}>
            {t.edit}
          </Button>
          <Button size="sm" variant="danger" onClick={onDelete}>
            {t.delete}
          </Button>
        </div>
      </div>
    </li>
  );
}

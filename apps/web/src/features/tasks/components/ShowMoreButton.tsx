import { fill } from '@plateau/shared/messages/fill';
import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';

/**
 * 'Afficher plus (N de plus)': the next page of a column or of the list, from the server. N is what is left
 * to load, at most a page (at least one while the server says there is more).
 */
export function ShowMoreButton(props: {
  pageSize: number;
  total: number;
  shown: number;
  loading: boolean;
  onClick: () => void;
  className?: string;
}) {
  const count = Math.min(props.pageSize, Math.max(1, props.total - props.shown));
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn(props.className)}
      loading={props.loading}
      onClick={props.onClick}
    >
      {fill(m.showMore, { count })}
    </Button>
  );
}

import { commonMessages } from '@plateau/shared/messages/common.fr';
import { cn } from '@/lib/cn';
import { Button } from './Button';
import type { ButtonSize, ButtonVariant } from './button-styles';

/** What an infinite query offers to load its next page. */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreButtonProps {
  pages: NextPages;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** 'Charger plus' under a list while the server has more pages; nothing once the last page is in. */
export function LoadMoreButton({
  pages,
  label = commonMessages.loadMore,
  variant = 'outline',
  size = 'md',
  className,
}: LoadMoreButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <div className={cn('flex justify-center', className)}>
      <Button
        variant={variant}
        size={size}
        loading={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {label}
      </Button>
    </div>
  );
}

import { commonMessages } from '@plateau/shared/messages/common.fr';
import { Alert } from './Alert';
import { Button } from './Button';

/** A list that failed to load: the French message and a 'Réessayer' button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="error" title={message}>
      <Button variant="outline" size="sm" className="mt-1" onClick={onRetry}>
        {commonMessages.retry}
      </Button>
    </Alert>
  );
}

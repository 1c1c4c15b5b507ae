import { blockMessages as bm } from '@plateau/shared/messages/blocks.fr';
import { type MessagePolicy, messagePolicies } from '@plateau/shared/schemas/blocks';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toaster';
import { useMessagingPreferences, useUpdateMessagingPreferences } from '../hooks/useMessagingPreferences';

/** 'Qui peut m'écrire' (settings): 'Tout le monde' or 'Mes connexions uniquement', saved when chosen. */
export function MessagingPreferenceSection() {
  const preferences = useMessagingPreferences();
  const update = useUpdateMessagingPreferences();
  const choose = (policy: MessagePolicy) =>
    update.mutate(policy, {
      onSuccess: () => toast.success(bm.messagingSaved),
      onError: () => toast.error(bm.messagingSaveError),
    });
  const current = update.isPending ? update.variables : preferences.data?.messagePolicy;
  return (
    <Card>
      <CardHeader>
        <h2 id="messaging-preference-title" className="text-lg font-semibold text-slate-900">
          {bm.messagingTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{bm.messagingSubtitle}</p>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : preferences.isError ? (
          <LoadError message={bm.messagingLoadError} onRetry={() => void preferences.refetch()} />
        ) : (
          <fieldset aria-labelledby="messaging-preference-title" className="grid gap-2 sm:grid-cols-2">
            {messagePolicies.map((policy) => (
              <label
                key={policy}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium',
                  current === policy
                    ? 'border-indigo-600 bg-indigo-50 text-indigo-900'
                    : 'border-slate-300 text-slate-800 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name="message-policy"
                  value={policy}
                  checked={current === policy}
                  disabled={update.isPending}
                  onChange={() => choose(policy)}
                  className="size-4 accent-indigo-700"
                />
                {bm.messagePolicies[policy]}
              </label>
            ))}
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}

import {
  type EmailCategory,
  type EmailFrequency,
  emailCategories,
  emailFrequencies,
} from '@plateau/shared/enums';
import { emailPreferenceMessages as m } from '@plateau/shared/messages/email-notifications.fr';
import { fill } from '@plateau/shared/messages/fill';
import type { EmailPreferencesResponse } from '@plateau/shared/schemas/email-preferences';
import { Mail } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { useEmailPreferences } from '../hooks/useEmailPreferences';

const frequencyOptions = emailFrequencies.map((value) => ({ value, label: m.frequencyNames[value] }));

/** How long a message waits unread before it is mailed: '10 min', or '30 s' under a minute. */
function delayText(data: EmailPreferencesResponse | undefined): string {
  const seconds = data?.messageDelaySeconds ?? 600;
  return seconds < 60
    ? fill(m.delaySeconds, { count: seconds })
    : fill(m.delayMinutes, { count: data?.messageDelayMinutes ?? Math.round(seconds / 60) });
}

/** The anchor the e-mails' 'Gérer mes préférences' link opens. */
export const emailPreferencesAnchor = 'notifications-email';

/**
 * 'Notifications par e-mail' (account settings, issue 30): for each type, Immédiat, Résumé quotidien,
 * Résumé hebdomadaire or Jamais; each change is saved at once.
 */
export function EmailPreferencesSection() {
  const { query, save } = useEmailPreferences();
  const data = query.data;

  const choose = (category: EmailCategory, frequency: EmailFrequency | '') => {
    if (!data || !frequency || data.preferences[category] === frequency) return;
    save.mutate({ ...data.preferences, [category]: frequency });
  };

  return (
    <Card id={emailPreferencesAnchor} className="scroll-mt-24" aria-labelledby="email-preferences-title">
      <CardHeader>
        <h2
          id="email-preferences-title"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <Mail className="size-5 text-indigo-700" aria-hidden="true" />
          {m.sectionTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{m.sectionIntro}</p>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <LoadError message={m.loadError} onRetry={() => void query.refetch()} />
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {emailCategories.map((category) => {
              const id = `email-frequency-${category}`;
              const hint =
                category === 'messages'
                  ? fill(m.categoryHints.messages, { delay: delayText(data) })
                  : m.categoryHints[category];
              return (
                <li
                  key={category}
                  className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <label htmlFor={id} className="font-medium text-slate-900">
                      {m.categoryNames[category]}
                    </label>
                    <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
                      {hint}
                    </p>
                  </div>
                  {data ? (
                    <Select
                      id={id}
                      aria-describedby={`${id}-hint`}
                      className="sm:w-56"
                      value={data.preferences[category]}
                      options={frequencyOptions}
                      onValueChange={(value) => choose(category, value)}
                    />
                  ) : (
                    <Skeleton className="h-10 sm:w-56" />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

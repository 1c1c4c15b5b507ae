import { type NotificationType, notificationTypes } from '@plateau/shared/enums';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { NotificationFiltersValue } from '../query-keys';

const stateParams = { unread: 'non-lues', read: 'lues' } as const;

const isType = (value: string | null): value is NotificationType =>
  value !== null && (notificationTypes as readonly string[]).includes(value);

/** The type and state filters of /notifications, kept in the address (?type=message&etat=non-lues). */
export function useNotificationFilters() {
  const [params, setParams] = useSearchParams();
  const rawType = params.get('type');
  const rawState = params.get('etat');
  const filters = useMemo<NotificationFiltersValue>(
    () => ({
      type: isType(rawType) ? rawType : '',
      state: rawState === stateParams.unread ? 'unread' : rawState === stateParams.read ? 'read' : '',
    }),
    [rawType, rawState],
  );
  const setFilters = useCallback(
    (next: NotificationFiltersValue) => {
      const search = new URLSearchParams();
      if (next.type) search.set('type', next.type);
      if (next.state) search.set('etat', stateParams[next.state]);
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return { filters, setFilters };
}

import { type NotificationType, notificationTypes } from '@plateau/shared/enums';
import type { UrlStateCodec } from '@/hooks/useUrlState';
import type { NotificationFiltersValue } from './query-keys';

const stateParams = { unread: 'non-lues', read: 'lues' } as const;

const isType = (value: string | null): value is NotificationType =>
  value !== null && (notificationTypes as readonly string[]).includes(value);

/** /notifications?type=message&etat=non-lues */
export const notificationFiltersUrl: UrlStateCodec<NotificationFiltersValue> = {
  parse: (params) => {
    const type = params.get('type');
    const state = params.get('etat');
    return {
      type: isType(type) ? type : '',
      state: state === stateParams.unread ? 'unread' : state === stateParams.read ? 'read' : '',
    };
  },
  serialize: ({ type, state }) => ({ type, etat: state ? stateParams[state] : '' }),
};

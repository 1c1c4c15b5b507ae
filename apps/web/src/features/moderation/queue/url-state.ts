import type { queueSorts, queueStatuses } from '@plateau/shared/schemas/reports';
import type { UrlStateCodec } from '@/hooks/useUrlState';

export type QueueView = { status: (typeof queueStatuses)[number]; sort: (typeof queueSorts)[number] };

/** /admin/moderation?statut=traites&tri=signalements: the tab and the order, in the address. */
export const queueUrl: UrlStateCodec<QueueView> = {
  parse: (params) => ({
    status: params.get('statut') === 'traites' ? 'decided' : 'open',
    sort: params.get('tri') === 'signalements' ? 'mostReported' : 'newest',
  }),
  serialize: (state) => ({
    statut: state.status === 'decided' ? 'traites' : '',
    tri: state.sort === 'mostReported' ? 'signalements' : '',
  }),
};

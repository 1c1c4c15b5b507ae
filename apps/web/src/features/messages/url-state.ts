import type { ConversationBox } from '@plateau/shared/schemas/blocks';
import type { UrlStateCodec } from '@/hooks/useUrlState';

/** The tab of /messages in the address: `?boite=demandes` for 'Demandes', nothing for the main list. */
export const messagesBoxCodec: UrlStateCodec<{ box: ConversationBox }> = {
  parse: (params) => ({ box: params.get('boite') === 'demandes' ? 'demandes' : 'principal' }),
  serialize: ({ box }) => ({ boite: box === 'demandes' ? box : undefined }),
};

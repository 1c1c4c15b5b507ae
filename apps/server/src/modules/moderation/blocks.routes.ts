import { endpoints } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import { registerAccountData } from '../../lib/account-data';
import { runCommand } from '../../lib/command';
import { keysetCursor } from '../../lib/cursor';
import { membersOnly, route } from '../../lib/route-kit';
import { blocksAccountData } from './blocks.account-data';
import { blockMember, unblockMember } from './blocks.commands';
import { presentBlockedMember } from './blocks.presenter';
import { listBlockedMembers } from './blocks.service';

const tags = ['Blocages'];
const api = endpoints.blocks;

/** POST /api/blocks, DELETE /api/blocks/{userId}, GET /api/me/blocks (issue 31, part 1). */
export async function blockRoutes(app: FastifyInstance): Promise<void> {
  membersOnly(app);
  registerAccountData(app, blocksAccountData);

  route(app, api.block, {
    tags,
    summary: 'Bloquer un membre (les demandes en attente entre les deux sont retirées)',
    handler: async (request) => {
      const { actor } = request;
      const block = await runCommand(app, (tx, events) =>
        blockMember(tx, events, { actor, userId: request.body.userId }),
      );
      return { block: presentBlockedMember(block) };
    },
  });

  route(app, api.unblock, {
    tags,
    summary: 'Débloquer un membre',
    handler: async (request) => {
      const { actor } = request;
      await runCommand(app, (tx, events) =>
        unblockMember(tx, events, { actor, userId: request.params.userId }),
      );
      return undefined;
    },
  });

  route(app, api.list, {
    tags,
    summary: 'Membres que j’ai bloqués, le plus récent d’abord, par pages (curseur)',
    handler: async (request) => {
      const { cursor, limit, userId } = request.query;
      const page = await listBlockedMembers(app.db, request.actor.id, {
        cursor: keysetCursor.decode(cursor),
        limit,
        onlyId: userId,
      });
      return { items: page.rows.map(presentBlockedMember), nextCursor: page.nextCursor };
    },
  });
}

import { endpoints } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAccountData } from '../../lib/account-data';
import { runCommand } from '../../lib/command';
import { membersOnly, route } from '../../lib/route-kit';
import { requireCreditsOwner, requireOwnCredit } from './credits.access';
import { creditsAccountData } from './credits.account-data';
import { createCredit, deleteCredit, updateCredit } from './credits.commands';
import { canSeeCredit } from './credits.policy';
import { presentCredit } from './credits.presenter';
import { listCredits } from './credits.service';

/** /api/users/{userId}/credits, /api/me/credits, /api/credits/{id}: the filmography (issue 33). */
export async function creditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['crédits'];
  const api = endpoints.credits;
  membersOnly(app);
  registerAccountData(app, creditsAccountData);

  route(app, api.list, {
    tags,
    summary: 'Filmographie d’un membre : crédits vérifiés et déclarés (et, pour soi, ceux à confirmer)',
    handler: async (request) => {
      const { actor } = request;
      const owner = await requireCreditsOwner(app.db, request.params.userId);
      const own = owner.id === actor.id;
      const rows = await listCredits(
        app.db,
        owner.id,
        own ? ['proposé', 'confirmé', 'déclaré'] : ['confirmé', 'déclaré'],
      );
      return {
        items: rows.filter((row) => canSeeCredit(actor, row)).map((row) => presentCredit(row, actor)),
      };
    },
  });

  route(app, api.create, {
    tags,
    summary:
      'Ajoute un crédit : une œuvre hors Plateau (déclaré) ou un projet terminé de son équipe (vérifié)',
    handler: async (request, _reply) => {
      const { actor } = request;
      const row = await runCommand(app, (tx) => createCredit(tx, { userId: actor.id, body: request.body }));
      return { credit: presentCredit(row, actor) };
    },
  });

  route(app, api.update, {
    tags,
    summary: 'Confirme ou refuse un crédit proposé, ou modifie un crédit déclaré (le membre crédité)',
    handler: async (request) => {
      const { actor } = request;
      const row = await runCommand(app, async (tx) => {
        const credit = await requireOwnCredit(tx, actor, request.params.id, request.body.action);
        return updateCredit(tx, { credit, body: request.body });
      });
      return { credit: presentCredit(row, actor) };
    },
  });

  route(app, api.remove, {
    tags,
    summary: 'Retire un crédit de sa filmographie',
    handler: async (request, _reply) => {
      const { actor } = request;
      await runCommand(app, async (tx) => {
        const credit = await requireOwnCredit(tx, actor, request.params.id, 'supprimer');
        await deleteCredit(tx, credit.id);
      });
      return undefined;
    },
  });
}

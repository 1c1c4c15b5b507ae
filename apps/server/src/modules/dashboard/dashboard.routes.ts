import { defaultDashboardLayout, endpoints, dashboardPageSizes as sizes } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAccountData } from '../../lib/account-data';
import { membersOnly, route } from '../../lib/route-kit';
import {
  presentContent,
  presentNetwork,
  presentProjects,
  presentStatistics,
  statisticsCalendar,
} from './dashboard.presenter';
import {
  countDailyActivity,
  findLayout,
  listMyProjects,
  loadContent,
  loadNetwork,
  saveLayout,
  todayInParis,
} from './dashboard.service';

const tags = ['Tableau de bord'];

/** The member dashboard (spec 2 §2, §7, §9): widgets' data, weekly statistics and the saved layout. */
export async function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);
  registerAccountData(app, {
    export: async (db, userId) => ({ dashboardLayout: await findLayout(db, userId) }),
  });

  route(app, endpoints.dashboard.widgets, {
    tags,
    summary: 'Données des widgets (un seul avec ?widget=, tailles agrandies avec ?expanded=true)',
    compiledSerializer: true,
    handler: async (request) => {
      const { actor } = request;
      const { widget, expanded = false } = request.query;
      const size = (sizeOf: { normal: number; expanded: number }) =>
        expanded ? sizeOf.expanded : sizeOf.normal;
      const wants = (name: 'projects' | 'network' | 'content') => widget === undefined || widget === name;
      const [projects, network, content] = await Promise.all([
        wants('projects')
          ? listMyProjects(app.db, actor.id, size(sizes.projects)).then(presentProjects)
          : undefined,
        wants('network')
          ? loadNetwork(app.db, actor.id, {
              pending: size(sizes.pending),
              recent: size(sizes.recent),
              suggestions: size(sizes.suggestions),
            }).then(({ pending, recent, suggestions }) => presentNetwork(pending, recent, suggestions))
          : undefined,
        wants('content')
          ? loadContent(app.db, {
              articles: size(sizes.articles),
              events: size(sizes.events),
              trendTags: size(sizes.trendTags),
            }).then(({ articles, events, trendTags }) => presentContent(articles, events, trendTags))
          : undefined,
      ]);
      return { projects, network, content };
    },
  });

  route(app, endpoints.dashboard.statistics, {
    tags,
    summary: 'Statistiques des 7 derniers jours comparées aux 7 précédents, et activité jour par jour',
    compiledSerializer: true,
    handler: async (request) => {
      const today = todayInParis();
      const rows = await countDailyActivity(app.db, request.actor.id, statisticsCalendar(today).firstDay);
      return presentStatistics(rows, today);
    },
  });

  route(app, endpoints.dashboard.layout, {
    tags,
    summary: 'Disposition enregistrée du tableau de bord (celle par défaut sinon)',
    // Read on every dashboard visit; the layout was checked when saved (or is the default).
    compiledSerializer: true,
    handler: async (request) => ({
      layout: (await findLayout(app.db, request.actor.id)) ?? defaultDashboardLayout,
    }),
  });

  route(app, endpoints.dashboard.saveLayout, {
    tags,
    summary: 'Enregistrer la disposition (ordre, tailles, widget agrandi), la même sur chaque appareil',
    handler: async (request) => {
      await saveLayout(app.db, request.actor.id, request.body);
      return { layout: request.body };
    },
  });
}

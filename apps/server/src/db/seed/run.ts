import path from 'node:path';
import { count } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { lockDataDir } from '../../lib/data-dir-lock';
import { createStorage } from '../../storage/create-storage';
import { type Database, openDatabase } from '../client';
import { users } from '../schema';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL, DEMO_PASSWORD, type SeedSummary, seedDemo } from './index';

// `npm run seed -w apps/server`: fills an empty database with the demo data, opened as the server opens it
// (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite).

const labels: Record<keyof SeedSummary, string> = {
  users: 'membres (dont l’administrateur)',
  accounts: 'comptes de connexion',
  portfolioItems: 'éléments de portfolio',
  connections: 'connexions',
  messages: 'messages',
  notifications: 'notifications',
  articles: 'articles et événements',
  publishedArticles: 'dont publiés',
  events: 'dont événements',
  favoriteArticles: 'articles favoris',
  articleComments: 'commentaires d’articles',
  projects: 'projets',
  projectMembers: 'membres de projets',
  joinRequests: 'demandes de participation',
  tasks: 'tâches',
  taskComments: 'commentaires de tâches',
  influencerRoles: 'rôles influenceur',
  influencerApplications: 'candidatures influenceur',
  profileViews: 'vues de profil',
  covers: 'couvertures dessinées (articles et portfolios)',
  auditEntries: 'entrées de l’historique d’administration',
  blocks: 'membres bloqués',
  messageRequests: 'demandes de message',
  reports: 'signalements et contestations',
  moderationDecisions: 'décisions de modération',
  credits: 'crédits (filmographies)',
  teamMessages: 'messages de discussions d’équipe',
};

async function run(): Promise<void> {
  const config = loadConfig();
  const release = config.databaseUrl ? null : lockDataDir(config.dataDir, 'le seed');
  let database: Database | null = null;
  try {
    database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`;

    const [existing] = await database.db.select({ value: count() }).from(users);
    const members = existing?.value ?? 0;
    if (members > 0) {
      console.error(
        `La base ${where} contient déjà ${members} membre${members > 1 ? 's' : ''} : ` +
          'les données de démonstration ne sont ajoutées qu’à une base vide. Rien n’a été modifié.',
      );
      process.exitCode = 1;
      return;
    }

    const startedAt = Date.now();
    const summary = await seedDemo(database.db, {
      demoPassword: DEMO_PASSWORD,
      storage: await createStorage(config),
    });
    console.log(`Données de démonstration créées dans ${where} en ${Date.now() - startedAt} ms :`);
    for (const key of Object.keys(labels) as Array<keyof SeedSummary>) {
      console.log(`  ${String(summary[key]).padStart(5)}  ${labels[key]}`);
    }
    console.log(
      `\nComptes (mot de passe : ${DEMO_PASSWORD}) : membre ${DEMO_MEMBER_EMAIL}, administrateur ${DEMO_ADMIN_EMAIL}`,
    );
  } finally {
    await database?.close();
    release?.();
  }
}

run().catch((error: unknown) => {
  console.error('Le seed a échoué :', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

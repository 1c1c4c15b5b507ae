import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { messages } from '@plateau/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAccountDataRegistry } from './lib/account-data';
import { registerErrorHandling } from './lib/error-handler';
import { errorBody } from './lib/errors';
import { registerRouteKit } from './lib/route-kit';
import { createMailer, type Mailer } from './mail/mailer';
import { connectionRoutes } from './modules/connections';
import { healthRoutes } from './modules/health';
import { magazineRoutes } from './modules/magazine';
import { messageRoutes } from './modules/messages';
import { notificationRoutes } from './modules/notifications';
import { portfolioRoutes } from './modules/portfolio';
import { projectsArea } from './modules/projects';
import { talentRoutes } from './modules/talents';
import { uploadRoutes } from './modules/uploads';
import { demoAvatarRoutes, userRoutes } from './modules/users';
import { registerRealtime } from './realtime/register-realtime';
import { createStorage } from './storage/create-storage';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
};

const apiVersion = '0.1.0';

/** Builds the Fastify instance: API, WebSocket and the built web app on one port. */
export async function buildApp({
  config,
  database,
  logger,
  mailer,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // Per-request log lines only when debugging; errors are always logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const appMailer =
    mailer ??
    createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'mail') },
      app.log,
    );
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', appMailer);
  app.decorate('storage', await createStorage(config));
  app.decorate('auth', createAuth({ db: database.db, config, mailer: appMailer, logger: app.log }));

  registerErrorHandling(app);
  registerRouteKit(app);
  registerAccountDataRegistry(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  // Before the areas: they publish through app.realtime and register their rooms.
  await registerRealtime(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API Plateau',
        description: 'API REST du réseau professionnel des créatifs (réponses et erreurs en français).',
        version: apiVersion,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  await app.register(healthRoutes, { version: apiVersion });
  await app.register(authRoutes);
  await app.register(demoAvatarRoutes);
  await app.register(userRoutes);
  await app.register(talentRoutes);
  await app.register(portfolioRoutes);
  await app.register(uploadRoutes);
  await app.register(magazineRoutes);
  await app.register(messageRoutes);
  await app.register(connectionRoutes);
  await app.register(notificationRoutes);
  await projectsArea(app);

  registerWebApp(app, config.webDist);
  return app;
}

/** Serves the built SPA with long-lived caching of hashed assets, and index.html for client routes. */
function registerWebApp(app: FastifyInstance, webDist: string): void {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET') {
      return reply.status(404).send(errorBody('not_found', messages.api.routeNotFound));
    }
    if (!hasWeb) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send("L'application web n'est pas construite : lancez `npm run build` puis redémarrez.");
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

import path from 'node:path';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { accountSecurityRoutes } from './auth/account-security.routes';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import { registerNoStoreForSessions } from './auth/no-store';
import { registerSuspensionNoticeRegistry } from './auth/suspension-notice';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerJobs } from './jobs/register-jobs';
import { registerAccountDataRegistry } from './lib/account-data';
import { releaseAuthStoragesWhenIdle } from './lib/async-context';
import { registerBlockRule } from './lib/block-rule';
import { answerSerializerCompiler } from './lib/compiled-serializer';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './lib/error-handler';
import { serializeError } from './lib/log-redaction';
import { registerMetrics } from './lib/metrics';
import { openApiOptions } from './lib/openapi';
import { registerOriginCheck } from './lib/origin-check';
import { registerPageImagesRegistry } from './lib/page-images';
import { registerPageMetaRegistry } from './lib/page-meta';
import { parseQueryString, registerJsonBody } from './lib/request-encoding';
import { registerRouteKit } from './lib/route-kit';
import { registerSecurityHeaders } from './lib/security-headers';
import { createMailTransport, createQueuedMailer, type MailTransport } from './mail/mailer';
import { adminRoutes } from './modules/admin';
import { connectionRoutes } from './modules/connections';
import { creditRoutes } from './modules/credits';
import { dashboardRoutes } from './modules/dashboard';
import { healthRoutes } from './modules/health';
import { influencerArea } from './modules/influencer';
import { magazineRoutes } from './modules/magazine';
import { messageRoutes, privateAttachmentRoutes } from './modules/messages';
import { blockRoutes, messageRequestRoutes, noBlockBetween, reportsArea } from './modules/moderation';
import { emailPreferenceRoutes, notificationRoutes, unsubscribeRoutes } from './modules/notifications';
import { portfolioRoutes } from './modules/portfolio';
import { projectsArea } from './modules/projects';
import { searchRoutes } from './modules/search';
import { sitemapRoutes, siteRoutes } from './modules/site';
import { talentRoutes } from './modules/talents';
import { tasksArea } from './modules/tasks';
import { teamConversationRoutes } from './modules/team-conversation';
import { coverRoutes, uploadRoutes } from './modules/uploads';
import { demoAvatarRoutes, userRoutes } from './modules/users';
import { registerRealtime } from './realtime/register-realtime';
import { createStorage } from './storage/create-storage';
import { registerCompression } from './web/compression';
import { registerWebApp } from './web/serve-web-app';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the 'mail' job delivers (tests keep the mail in memory); SMTP or the outbox otherwise. */
  mailTransport?: MailTransport;
  /** Prefix of the job names (test apps sharing one database each keep their own jobs). */
  jobPrefix?: string;
};

const apiVersion = '0.1.0';

/** The logger options with errors serialized without the parameter values of failed queries. */
function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: serializeError } };
}

/** Builds the Fastify instance: API, WebSocket and the built web app on one port. */
export async function buildApp({
  config,
  database,
  logger,
  mailTransport,
  jobPrefix,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(logger ?? { level: config.logLevel }),
    frameworkErrors,
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: parseQueryString },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // Per-request log lines only when debugging; errors are always logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);

  const transport =
    mailTransport ??
    createMailTransport(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'mail') },
      app.log,
    );
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  registerJobs(app, jobPrefix ? { prefix: jobPrefix } : {});
  // After the workers have stopped (onClose hooks run in order): no delivery is under way any more.
  app.addHook('onClose', async () => transport.close?.());
  // Every e-mail goes through the durable queue: `send` stores a 'mail' job, its worker delivers.
  const appMailer = createQueuedMailer(app.jobs, transport, config.mailRetry, app.log);
  app.decorate('mailer', appMailer);
  app.decorate('storage', await createStorage(config));
  app.decorate('auth', createAuth({ db: database.db, config, mailer: appMailer, logger: app.log }));
  await releaseAuthStoragesWhenIdle();

  registerErrorHandling(app);
  registerJsonBody(app);
  registerRouteKit(app);
  registerAccountDataRegistry(app);
  registerBlockRule(app, noBlockBetween);
  registerSuspensionNoticeRegistry(app);
  registerPageImagesRegistry(app);
  registerPageMetaRegistry(app);
  registerOriginCheck(app);

  registerSecurityHeaders(app, config);
  await app.register(cookie);
  registerNoStoreForSessions(app);
  await registerCompression(app);
  // Before the areas: they publish through app.realtime and register their rooms.
  await registerRealtime(app);
  await registerMetrics(app, config.metricsToken);
  await app.register(swagger, openApiOptions({ version: apiVersion, publicUrl: config.publicUrl }));
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  await app.register(healthRoutes, { version: apiVersion });
  await app.register(authRoutes);
  await app.register(accountSecurityRoutes);
  await app.register(demoAvatarRoutes);
  await app.register(userRoutes);
  await app.register(talentRoutes);
  await app.register(searchRoutes);
  await app.register(portfolioRoutes);
  await app.register(creditRoutes);
  await app.register(uploadRoutes);
  await app.register(coverRoutes);
  await app.register(magazineRoutes);
  await app.register(messageRoutes);
  await app.register(privateAttachmentRoutes);
  await app.register(teamConversationRoutes);
  await app.register(messageRequestRoutes);
  await app.register(blockRoutes);
  await app.register(connectionRoutes);
  await app.register(dashboardRoutes);
  await app.register(adminRoutes);
  await app.register(notificationRoutes);
  await app.register(reportsArea);
  await app.register(emailPreferenceRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(siteRoutes);
  await app.register(sitemapRoutes);
  await projectsArea(app);
  await influencerArea(app);
  await tasksArea(app);

  await registerWebApp(app, config.webDist);
  return app;
}

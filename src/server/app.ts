// Builds the Fastify app from its parts. main.ts calls it with the real config; tests call it with a
// temporary database, a fake clock and in-memory providers. Nothing here opens ports or databases.
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@domain/api';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/database';
import type { DialectName } from './db/open-db';
import { registerDocs } from './http/docs';
import { registerErrorHandler } from './http/error-handler';
import { registerSpa } from './http/spa';
import { specValidatorCompiler } from './http/validation';
import type { CounterStore } from './limits/counter-store';
import { openCounterStore } from './limits/open-counter-store';
import { systemClock, type Clock } from './lib/time';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { configRoutes } from './modules/config/routes';
import { createLedger } from './modules/credit/ledger';
import { creditRoutes } from './modules/credit/routes';
import { reportingRoutes } from './modules/reporting/routes';
import { statusRoutes } from './modules/status/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { usersRoutes } from './modules/users/routes';
import type { ChatNotifier } from './providers/chat/chat-notifier';
import { LogChatNotifier } from './providers/chat/log-chat-notifier';
import { WebhookChatNotifier } from './providers/chat/webhook-chat-notifier';
import type { Mailer } from './providers/mail/mailer';
import { OutboxMailer } from './providers/mail/outbox-mailer';
import { SmtpMailer } from './providers/mail/smtp-mailer';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  dialect: DialectName;
  /** The clock every expiry is measured against; tests move it instead of sleeping. */
  now?: Clock;
  mailer?: Mailer;
  chat?: ChatNotifier;
  /** Where rate-limit and lockout counters live; by default chosen from config (database or Redis). */
  counters?: CounterStore;
  /** The built web app to serve (index.html + assets); skipped when the folder has no index.html. */
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? false,
    // Rate limits key on request.ip; see AppConfig.trustProxy for when a proxy header may set it.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  const outbox = config.smtpUrl ? null : new OutboxMailer(path.join(config.dataDir, 'outbox'), now);
  const mailer =
    options.mailer ?? (config.smtpUrl ? new SmtpMailer(config.smtpUrl, `no-reply@${new URL(config.publicUrl).hostname}`) : outbox);
  if (!mailer) throw new Error('No mailer configured');
  const chat =
    options.chat ?? (config.slackWebhookUrl ? new WebhookChatNotifier(config.slackWebhookUrl) : new LogChatNotifier(app.log));

  const counters = options.counters ?? openCounterStore(config, db, now);
  const ctx: AppContext = { config, db, dialect: options.dialect, now, mailer, outbox, chat, ledger: createLedger(db, now), counters };
  app.decorate('ctx', ctx);
  // A store the app opened itself (a Redis connection) closes with it; one passed in belongs to the caller.
  if (!options.counters) app.addHook('onClose', () => counters.close());
  app.decorateRequest('auth', null);

  // A POST with Content-Type: application/json and no body (logout, mfa-status from some clients) is
  // an empty request, not malformed JSON; everything else goes to Fastify's safe JSON parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.setValidatorCompiler(specValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // Limits are applied per route (auth calls, reports); global limiting stays off.
  await app.register(rateLimit, { global: false });
  await registerDocs(app, config.appVersion);

  await app.register(
    async (api) => {
      await api.register(statusRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(creditRoutes);
      await api.register(configRoutes);
      await api.register(trackingRoutes);
      await api.register(reportingRoutes);
      await api.register(adminRoutes);
    },
    { prefix: API_BASE },
  );

  await registerSpa(app, options.webDir);
  return app;
}

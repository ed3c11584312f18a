// Builds the Fastify app from its parts. main.ts calls it with the real config; tests call it with a
// temporary database, a fake clock and in-memory providers. Nothing here opens ports or databases.
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@domain/api';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/database';
import type { DialectName } from './db/open-db';
import { registerDocs } from './http/docs';
import { handleClientError, handleError, registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { specValidatorCompiler } from './http/validation';
import type { CounterStore } from './limits/counter-store';
import { openCounterStore } from './limits/open-counter-store';
import { systemClock, type Clock } from './lib/time';
import { MailJobs } from './mail-jobs/mail-jobs';
import { performMailJob } from './mail-jobs/perform-mail-job';
import { LocalTaskRunner } from './tasks/local-task-runner';
import { adminRoutes } from './modules/admin/routes';
import { backgroundTaskRoutes } from './modules/background-tasks/routes';
import { contactRoutes } from './modules/contacts/routes';
import { didRoutes } from './modules/dids/routes';
import { didPurchaseTask } from './modules/dids/purchase';
import { didScrubTask } from './modules/dids/scrub';
import { mediaRoutes } from './modules/media/routes';
import { audioBuilderRoutes } from './modules/audio-builder/routes';
import { userAdminRoutes } from './modules/user-admin/routes';
import { adminApiTokenRoutes } from './modules/user-admin/admin-api-tokens';
import { registerShortLinkRedirects } from './modules/short-links/redirect-routes';
import { shortLinkRoutes } from './modules/short-links/routes';
import { ShortLinksRuntime } from './modules/short-links/short-links-runtime';
import { creativeRoutes } from './modules/content/creatives-routes';
import { offerRoutes } from './modules/content/offers-routes';
import { optoutLinkRoutes } from './modules/content/optout-links-routes';
import { optoutSecretSource } from './modules/content/optout-secret';
import { publicOptoutRoutes } from './modules/content/public-optout-routes';
import type { CreativeAssistant } from './providers/assistant/creative-assistant';
import { OpenAiAssistant } from './providers/assistant/openai-assistant';
import { TemplateAssistant } from './providers/assistant/template-assistant';
import { domainRoutes } from './modules/domains/routes';
import { aiAssistantRoutes } from './modules/responders/ai-routes';
import { dialogRoutes } from './modules/responders/dialog-routes';
import { onFlyRoutes } from './modules/responders/on-fly-routes';
import { responderRoutes } from './modules/responders/routes';
import { composeOptionsRoutes } from './modules/campaigns/options-routes';
import { campaignRoutes } from './modules/campaigns/routes';
import { domainPurchaseTask } from './modules/domains/buying';
import { contactTaskHandlers } from './modules/contacts/task-handlers';
import { authRoutes } from './modules/auth/routes';
import { configRoutes } from './modules/config/routes';
import { createLedger } from './modules/credit/ledger';
import { creditRoutes } from './modules/credit/routes';
import { reportingRoutes } from './modules/reporting/routes';
import { statusRoutes } from './modules/status/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { userAnalyticsRoutes } from './modules/user-analytics/routes';
import { usersRoutes } from './modules/users/routes';
import { registerAuditLog } from './modules/user-tools/audit-log';
import { userToolsTaskHandlers } from './modules/user-tools/exports';
import { userToolsRoutes } from './modules/user-tools/routes';
import type { ChatNotifier } from './providers/chat/chat-notifier';
import { LogChatNotifier } from './providers/chat/log-chat-notifier';
import { WebhookChatNotifier } from './providers/chat/webhook-chat-notifier';
import type { SlackWebhooks } from './providers/chat/slack-webhooks';
import { SimulatedSlackWebhooks } from './providers/chat/simulated-slack-webhooks';
import { LiveSlackWebhooks } from './providers/chat/live-slack-webhooks';
import type { LiveFeedPoster } from './providers/live-feed/live-feed-poster';
import { SimulatedLiveFeedPoster } from './providers/live-feed/simulated-live-feed-poster';
import { HttpLiveFeedPoster } from './providers/live-feed/http-live-feed-poster';
import { userSettingsRoutes } from './modules/user-settings/routes';
import { orderServiceAdminRoutes, orderServiceRoutes } from './modules/order-service/routes';
import { tollFreeRoutes } from './modules/toll-free/routes';
import { tenDlcRoutes } from './modules/ten-dlc/routes';
import { guideRoutes } from './modules/guides/routes';
import { ticketRoutes } from './modules/tickets/routes';
import { feedbackRoutes } from './modules/tickets/feedback-routes';
import type { IssueTracker } from './providers/issue-tracker/issue-tracker';
import { BuiltInIssueTracker } from './providers/issue-tracker/built-in-issue-tracker';
import { publicReferralRoutes, referralRoutes } from './modules/referral/routes';
import type { PhoneLookup } from './providers/lookup/phone-lookup';
import { SimulatedPhoneLookup } from './providers/lookup/simulated-phone-lookup';
import type { NumberVendor } from './providers/numbers/number-vendor';
import { SimulatedNumberVendor } from './providers/numbers/simulated-number-vendor';
import type { IpIntel } from './providers/ip-intel/ip-intel';
import { SimulatedIpIntel } from './providers/ip-intel/simulated-ip-intel';
import type { Registrar } from './providers/registrar/registrar';
import type { Carrier } from './providers/carrier/carrier';
import { SimulatedCarrier } from './providers/carrier/simulated-carrier';
import { parseSimSettings } from './providers/carrier/sim-settings';
import { SendingEngine } from './engine/sending-engine';
import { inProcessHttp, inProcessPaymentEvents } from './engine/in-process-http';
import { carrierTokenSource } from './engine/carrier-token';
import { recordClicks } from './engine/engagement';
import { campaignActionRoutes } from './modules/campaigns/action-routes';
import { monitoringRoutes } from './modules/monitoring/routes';
import { carrierRoutes } from './modules/sending/carrier-routes';
import { inboxRoutes } from './modules/inbox/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { billingProfileRoutes, kycRoutes } from './modules/billing-profile/routes';
import { orderAdminRoutes } from './modules/orders/admin-routes';
import { orderRoutes } from './modules/orders/routes';
import { apiSettingsRoutes } from './modules/api-settings/routes';
import { publicApiRoutes } from './modules/public-api/routes';
import { notifyTaskEnded } from './modules/notifications/task-events';
import { dashboardRoutes, statsRoutes } from './modules/stats/routes';
import { errorTrackerRoutes, performanceTrackerRoutes } from './modules/trackers/routes';
import { SimulatedRegistrar } from './providers/registrar/simulated-registrar';
import type { PaymentProcessor } from './providers/payments/payment-processor';
import { SANDBOX_CALLBACK_MS, SandboxProcessor } from './providers/payments/sandbox-processor';
import { paymentWebhookRoutes } from './modules/payments/webhook-routes';
import { paymentsWebhookSecretSource } from './modules/payments/webhook-secret';
import { paymentRoutes } from './modules/payments/routes';
import { autoRechargeTask } from './modules/payments/auto-recharge';
import type { Mailer } from './providers/mail/mailer';
import { OutboxMailer } from './providers/mail/outbox-mailer';
import { SmtpMailer } from './providers/mail/smtp-mailer';
import { backupRoutes } from './modules/backup/routes';
import { accountRoutes } from './modules/account/routes';
import type { RevenueProvider } from './providers/revenue/revenue-provider';
import { SimulatedRevenueProvider } from './providers/revenue/simulated-revenue-provider';
import type { RegistrationVendor } from './providers/registration/registration-vendor';
import { SimulatedRegistrationVendor } from './providers/registration/simulated-registration-vendor';
import { scheduleRegistrations } from './modules/registrations/registration-sweep';
import { revenuePullTask } from './modules/revenue-tracking/pull-task';
import { revenueTrackingRoutes } from './modules/revenue-tracking/routes';
import { voluumRoutes } from './modules/revenue-tracking/voluum-routes';

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
  /** The phone-lookup provider scrubs ask; the simulator by default. */
  lookup?: PhoneLookup;
  /** The number vendor DID purchases buy from; the simulator by default. */
  numbers?: NumberVendor;
  /** Where click addresses get their risk facts; the simulator by default. */
  ipIntel?: IpIntel;
  /** The creative assistant; by default chosen from config (the template writer unless ASSISTANT_URL). */
  assistant?: CreativeAssistant;
  /** The domain registrar domain buying and verifying talk to; the simulator by default. */
  registrar?: Registrar;
  /** Start the background-task runner with the app (default); tests pass false and call ctx.tasks.drain(). */
  runTasks?: boolean;
  /** The carrier messages go to; the built-in simulator by default. */
  carrier?: Carrier;
  /** Start the sending engine with the app (default); tests pass false and call ctx.engine.drain(). */
  runEngine?: boolean;
  /** The card processor; the sandbox by default. */
  payments?: PaymentProcessor;
  /** Let the sandbox processor post its callbacks on its own (default); tests pass false and call drain(). */
  runProcessorCallbacks?: boolean;
  /** The tracking vendors' reporting APIs; the simulator by default. */
  revenue?: RevenueProvider;
  /** Users' own Slack webhooks (the settings tab's test); by default chosen from config (the simulator unless live). */
  slackWebhooks?: SlackWebhooks;
  /** The 10DLC and toll-free registration vendor; the simulator by default. */
  registrationVendor?: RegistrationVendor;
  /** Run the registrations sweep on a timer (default); tests pass false and call runDueRegistrations(). */
  runRegistrations?: boolean;
  /** Where users' live feeds go; by default chosen from config (the recorder unless live). */
  liveFeed?: LiveFeedPoster;
  issueTracker?: IssueTracker;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? false,
    // Rate limits key on request.ip; see AppConfig.trustProxy for when a proxy header may set it.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // What Node's HTTP parser refuses (headers or a query string over 16 KB), and what the router
    // refuses (a path that does not decode, a path parameter over 100 characters), answer in the
    // API's shape like every other error.
    clientErrorHandler: handleClientError,
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();

  const outbox = config.smtpUrl ? null : new OutboxMailer(path.join(config.dataDir, 'outbox'), now);
  const mailer =
    options.mailer ?? (config.smtpUrl ? new SmtpMailer(config.smtpUrl, `no-reply@${new URL(config.publicUrl).hostname}`) : outbox);
  if (!mailer) throw new Error('No mailer configured');
  const chat =
    options.chat ?? (config.slackWebhookUrl ? new WebhookChatNotifier(config.slackWebhookUrl) : new LogChatNotifier(app.log));

  const counters = options.counters ?? openCounterStore(config, db, now);
  // The worker reaches the mailer and the database through ctx, built on the next line.
  const mailJobs = new MailJobs({ db, now, log: app.log, perform: (job) => performMailJob(ctx, job) });
  const tasks = new LocalTaskRunner({ db, now, log: app.log, handlers: { ...contactTaskHandlers, DID_PURCHASE: didPurchaseTask, DID_SCRUB: didScrubTask, DOMAIN_PURCHASE: domainPurchaseTask, AUTO_RECHARGE: autoRechargeTask, ...userToolsTaskHandlers, REVENUE_PULL: revenuePullTask }, context: () => ctx, onEnded: notifyTaskEnded });
  const carrierToken = carrierTokenSource(config);
  // The simulator reaches the product's public endpoints through the app itself (in-process requests).
  const carrier =
    options.carrier ??
    new SimulatedCarrier({
      db,
      now,
      settings: parseSimSettings(config.carrierSim),
      http: inProcessHttp(app, carrierToken),
      inboundUrl: `${config.publicUrl}${API_BASE}/carrier/inbound`,
      postbackUrl: `${config.publicUrl}${API_BASE}/carrier/postback`,
      callEventUrl: `${config.publicUrl}${API_BASE}/carrier/call-event`,
      log: app.log,
    });
  const paymentsWebhookSecret = paymentsWebhookSecretSource(config);
  // The sandbox posts its callbacks to the app's own webhook, signed, as the carrier simulator does.
  const payments =
    options.payments ??
    new SandboxProcessor({ deliver: inProcessPaymentEvents(app, paymentsWebhookSecret), callbackDelayMs: options.runProcessorCallbacks === false ? null : SANDBOX_CALLBACK_MS });
  if (payments instanceof SandboxProcessor) app.addHook('onClose', async () => payments.stop());
  const engine = new SendingEngine({ context: () => ctx, carrier, log: app.log, batchSize: config.engineBatchSize, tickMs: config.engineTickMs, leaseMs: config.engineLeaseMs });
  const ctx: AppContext = {
    config,
    db,
    dialect: options.dialect,
    now,
    mailer,
    outbox,
    chat,
    ledger: createLedger(db, now),
    counters,
    mailJobs,
    tasks,
    lookup: options.lookup ?? new SimulatedPhoneLookup(),
    numbers: options.numbers ?? new SimulatedNumberVendor(),
    shortLinks: new ShortLinksRuntime({ db, log: app.log, ipIntel: options.ipIntel ?? new SimulatedIpIntel(), afterClicks: async (rows) => void (await engine.responders.clicked(await recordClicks(db, rows))) }),
    assistant: options.assistant ?? chooseAssistant(config),
    optoutSecret: optoutSecretSource(config),
    registrar: options.registrar ?? new SimulatedRegistrar(),
    carrier,
    engine,
    carrierToken,
    payments,
    paymentsWebhookSecret,
    revenue: options.revenue ?? new SimulatedRevenueProvider(db),
    slackWebhooks: options.slackWebhooks ?? (config.slackConnectionTest === 'live' ? new LiveSlackWebhooks() : new SimulatedSlackWebhooks()),
    registrationVendor: options.registrationVendor ?? new SimulatedRegistrationVendor({ now, reviewMs: config.registrationReviewMs }),
    liveFeed: options.liveFeed ?? (config.liveFeedForward === 'live' ? new HttpLiveFeedPoster({ allowPrivate: config.webhookAllowPrivate, timeoutMs: config.webhookTimeoutMs }) : new SimulatedLiveFeedPoster()),
    issueTracker: options.issueTracker ?? new BuiltInIssueTracker(db, now),
  };
  app.decorate('ctx', ctx);
  // A store the app opened itself (a Redis connection) closes with it; one passed in belongs to the caller.
  if (!options.counters) app.addHook('onClose', () => counters.close());
  // The mail queue's worker runs while the app is up; closing waits for the mail in hand.
  app.addHook('onReady', async () => mailJobs.start());
  app.addHook('onClose', () => mailJobs.stop());
  // Tasks run while the app is up (not in tests that drain them: options.runTasks false).
  if (options.runTasks !== false) app.addHook('onReady', async () => tasks.start());
  app.addHook('onClose', () => tasks.stop());
  // The engine sends while the app is up; closing lets go of the campaigns it holds.
  // With REDIS_URL the campaigns go to the `npm run worker` processes through the queue instead (queue-dispatcher.ts).
  if (options.runEngine !== false && !config.redisUrl) app.addHook('onReady', async () => ctx.engine.start());
  app.addHook('onClose', () => ctx.engine.stop());
  // Clicks still queued are written before the app lets go of the database.
  app.addHook('onClose', () => ctx.shortLinks.close());
  if (options.runRegistrations !== false) scheduleRegistrations(app);
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
  // Before any route, so every answer (pages, API, docs, errors, 404s) carries them.
  registerSecurityHeaders(app);
  // Mutating calls made while a Super-Admin is logged in as a user are recorded (decision 40).
  registerAuditLog(app);

  // Rate limits are per route, on ctx.counters (src/server/http/rate-limits.ts), shared by every process.
  await registerDocs(app, config.appVersion);

  await app.register(
    async (api) => {
      await api.register(statusRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(creditRoutes);
      await api.register(configRoutes);
      await api.register(trackingRoutes);
      await api.register(userAnalyticsRoutes);
      await api.register(reportingRoutes);
      await api.register(adminRoutes);
      await api.register(backgroundTaskRoutes);
      await api.register(contactRoutes);
      await api.register(didRoutes);
      await api.register(mediaRoutes);
      await api.register(audioBuilderRoutes);
      await api.register(shortLinkRoutes);
      await api.register(offerRoutes);
      await api.register(creativeRoutes);
      await api.register(composeOptionsRoutes);
      await api.register(optoutLinkRoutes);
      await api.register(publicOptoutRoutes);
      await api.register(domainRoutes);
      await api.register(responderRoutes);
      await api.register(aiAssistantRoutes);
      await api.register(onFlyRoutes);
      await api.register(dialogRoutes);
      await api.register(campaignRoutes);
      await api.register(campaignActionRoutes);
      await api.register(monitoringRoutes);
      await api.register(carrierRoutes);
      await api.register(inboxRoutes);
      await api.register(notificationRoutes);
      await api.register(orderRoutes);
      await api.register(orderAdminRoutes);
      await api.register(statsRoutes);
      await api.register(dashboardRoutes);
      await api.register(performanceTrackerRoutes);
      await api.register(errorTrackerRoutes);
      await api.register(paymentRoutes);
      await api.register(paymentWebhookRoutes);
      await api.register(billingProfileRoutes);
      await api.register(kycRoutes);
      await api.register(userToolsRoutes);
      await api.register(apiSettingsRoutes);
      await api.register(backupRoutes);
      await api.register(accountRoutes);
      await api.register(userAdminRoutes);
      await api.register(adminApiTokenRoutes);
      await api.register(revenueTrackingRoutes);
      await api.register(voluumRoutes);
      await api.register(userSettingsRoutes);
      await api.register(orderServiceRoutes);
      await api.register(orderServiceAdminRoutes);
      await api.register(tollFreeRoutes);
      await api.register(tenDlcRoutes);
      await api.register(guideRoutes);
      await api.register(ticketRoutes);
      await api.register(feedbackRoutes);
      await api.register(referralRoutes);
      await api.register(publicReferralRoutes);
    },
    { prefix: API_BASE },
  );
  await app.register(publicApiRoutes);

  registerShortLinkRedirects(app);
  await registerSpa(app, options.webDir);
  return app;
}

/** The OpenAI-compatible assistant when ASSISTANT_URL is set, else the deterministic template writer. */
function chooseAssistant(config: AppConfig): CreativeAssistant {
  return config.assistantUrl
    ? new OpenAiAssistant({ url: config.assistantUrl, apiKey: config.assistantApiKey, model: config.assistantModel })
    : new TemplateAssistant();
}

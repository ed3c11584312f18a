// What every route and guard can reach through the Fastify instance (app.ctx / request.server.ctx):
// config, database, clock and the outside-world providers. Tests swap the clock and providers.
import type { Role, UserStatus, BillingStatus } from '@domain/user';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { DialectName } from './db/open-db';
import type { CounterStore } from './limits/counter-store';
import type { Clock } from './lib/time';
import type { MailJobs } from './mail-jobs/mail-jobs';
import type { TaskRunner } from './tasks/task-runner';
import type { CreditLedger } from './modules/credit/ledger';
import type { ChatNotifier } from './providers/chat/chat-notifier';
import type { SlackWebhooks } from './providers/chat/slack-webhooks';
import type { LiveFeedPoster } from './providers/live-feed/live-feed-poster';
import type { Mailer } from './providers/mail/mailer';
import type { OutboxMailer } from './providers/mail/outbox-mailer';
import type { PhoneLookup } from './providers/lookup/phone-lookup';
import type { NumberVendor } from './providers/numbers/number-vendor';
import type { PaymentProcessor } from './providers/payments/payment-processor';
import type { ShortLinksRuntime } from './modules/short-links/short-links-runtime';
import type { CreativeAssistant } from './providers/assistant/creative-assistant';
import type { Registrar } from './providers/registrar/registrar';
import type { Carrier } from './providers/carrier/carrier';
import type { SendingEngine } from './engine/sending-engine';
import type { RevenueProvider } from './providers/revenue/revenue-provider';
import type { RegistrationVendor } from './providers/registration/registration-vendor';
import type { IssueTracker } from './providers/issue-tracker/issue-tracker';

export interface AppContext {
  config: AppConfig;
  db: Db;
  dialect: DialectName;
  now: Clock;
  mailer: Mailer;
  /** The local outbox when mail is not sent by SMTP (the admin outbox reads it). */
  outbox: OutboxMailer | null;
  chat: ChatNotifier;
  /** The only way to change a balance: charge / credit in integer cents. */
  ledger: CreditLedger;
  /** Rate-limit and lockout counters, shared by every server process (database or Redis). */
  counters: CounterStore;
  /** Mails sent in the background (reset links, lock notices); tests run them with drain(). */
  mailJobs: MailJobs;
  /** Background tasks (imports, scrubs, splits ...): queued here, run by the runner; tests run them with drain(). */
  tasks: TaskRunner;
  /** Carrier and line type of numbers, for scrubs (the built-in simulator by default). */
  lookup: PhoneLookup;
  /** The number vendor DID purchases buy from (the built-in simulator by default). */
  numbers: NumberVendor;
  /** Short-link redirects: link and settings caches, click limits and the batching click writer. */
  shortLinks: ShortLinksRuntime;
  /** Writes creatives about a prompt (the template writer by default, or an OpenAI-compatible endpoint). */
  assistant: CreativeAssistant;
  /** The secret that signs opt-out links (config, or one kept in DATA_DIR). */
  optoutSecret: () => Promise<string>;
  /** The domain registrar domain buying and verifying talk to (the built-in simulator by default). */
  registrar: Registrar;
  /** The carrier messages go to (the built-in simulator by default). */
  carrier: Carrier;
  /** The sending engine: runs sent campaigns; tests drive it with drain(). */
  engine: SendingEngine;
  /** What the carrier's webhooks must carry in x-carrier-token. */
  carrierToken: () => Promise<string>;
  /** The card processor purchases and auto-recharges charge (the built-in sandbox by default). */
  payments: PaymentProcessor;
  /** The secret the processor's callbacks are signed with (config, or one kept in DATA_DIR). */
  paymentsWebhookSecret: () => Promise<string>;
  /** The tracking vendors' reporting APIs "Update revenue" reads (the built-in simulator by default). */
  revenue: RevenueProvider;
  /** Users' own Slack webhooks, for the Advanced settings tab's test (the built-in simulator by default). */
  slackWebhooks: SlackWebhooks;
  /** The registry 10DLC brands, use cases and toll-free verifications are sent to (the built-in simulator by default). */
  registrationVendor: RegistrationVendor;
  /** Where users' live feeds go (the built-in recorder by default; decision 46). */
  liveFeed: LiveFeedPoster;
  /** Where feedback is filed as an issue (the built-in tracker by default; decision 51). */
  issueTracker: IssueTracker;
}

/** The signed-in user as guards see it, loaded with the session in one query. */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  status: UserStatus;
  billingStatus: BillingStatus;
}

export interface AuthContext {
  sessionId: number;
  user: AuthUser;
  /** The Super-Admin acting as this user, if any. */
  rootUserId: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by requireAuth; null on public routes. */
    auth: AuthContext | null;
  }
}

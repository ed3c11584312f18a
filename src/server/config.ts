// Environment -> typed config, parsed once at start. A bad value stops the server with a message
// naming the variable, rather than surfacing later as a confusing runtime error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const packageVersion = (): string => {
  const raw: unknown = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const parsed = z.object({ version: z.string() }).safeParse(raw);
  return parsed.success ? parsed.data.version : '0.0.0';
};

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  SLACK_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SLACK_CHANNEL: optionalText.pipe(z.string().max(200).optional()),
  SLACK_USERNAME: optionalText.pipe(z.string().max(200).optional()),
  SLACK_ICON_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SESSION_TTL_HOURS: positiveInt(12),
  PASSWORD_MAX_AGE_DAYS: positiveInt(90),
  LOGIN_RATE_LIMIT: positiveInt(10),
  LOGIN_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().optional(),
  LOGIN_LOCKOUT_FAILURES: positiveInt(10),
  OTP_LOCKOUT_FAILURES: positiveInt(5),
  LOCKOUT_WINDOW_MINUTES: positiveInt(15),
  LOCKOUT_MINUTES: positiveInt(15),
  TRACKING_RETENTION_DAYS: positiveInt(90),
  TRACKING_EVENTS_PER_DAY: positiveInt(20_000),
  APP_VERSION: optionalText,
  TRUST_PROXY: z.enum(['true', 'false', '1', '0', '']).default('false'),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_PREFIX: z.string().max(100).default('campaign:'),
  ASSISTANT_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ASSISTANT_API_KEY: optionalText,
  ASSISTANT_MODEL: z.string().trim().min(1).max(200).default('gpt-4o-mini'),
  OPTOUT_SECRET: optionalText.pipe(z.string().min(16).optional()),
  CARRIER_SIM: optionalText,
  CARRIER_WEBHOOK_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  PAYMENTS_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16).optional()),
  ENGINE_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(1000),
  ENGINE_TICK_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  ENGINE_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  RESPONDER_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  RESPONDER_WEBHOOK_PRIVATE: z.enum(['allow', 'deny']).default('deny'),
  REVENUE_PULL_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(200),
  SLACK_CONNECTION_TEST: z.enum(['live', 'simulator']).default('simulator'),
  REGISTRATION_REVIEW_MS: z.coerce.number().int().min(0).max(7 * 24 * 3_600_000).default(300_000),
  REGISTRATION_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  LIVE_FEED_FORWARD: z.enum(['live', 'simulator']).default('simulator'),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  slackWebhookUrl?: string;
  /** Channel, sender name and icon of error reports; the webhook's own defaults when unset. */
  slackChannel?: string;
  slackUsername?: string;
  slackIconUrl?: string;
  publicUrl: string;
  sessionTtlHours: number;
  passwordMaxAgeDays: number;
  /** Login attempts per minute for one IP and email. */
  loginRateLimit: number;
  /**
   * Attempts per minute from one IP whatever the email (ten times loginRateLimit unless set): the
   * e2e suite, which signs in dozens of times a minute from 127.0.0.1, raises it.
   */
  loginRateLimitPerAddress: number;
  /** Wrong passwords for one email (from any address) within the lockout window that lock it. */
  loginLockoutFailures: number;
  /** Wrong one-time codes for one account within the lockout window that lock it. */
  otpLockoutFailures: number;
  /** The window in which failures of one email are counted. */
  lockoutWindowMinutes: number;
  /** How long a locked account refuses every sign-in (a password reset ends it sooner). */
  lockoutMinutes: number;
  /** Click events older than this many days are deleted (hourly, not per request). */
  trackingRetentionDays: number;
  /** Click events one user may store per UTC day; the rest of a batch is dropped (accepted: 0). */
  trackingEventsPerDay: number;
  appVersion: string;
  /**
   * Take the client address from X-Forwarded-For. Only behind a proxy that sets it: otherwise a
   * client could pick its own address and walk around the per-IP rate limits.
   */
  trustProxy: boolean;
  /** Redis for what several server processes must share (rate limits, lockouts); unset: the database. */
  redisUrl?: string;
  /** Prefix of every Redis key this deployment writes. */
  redisPrefix: string;
  /** An OpenAI-compatible endpoint for the creative assistant; unset: the built-in template writer. */
  assistantUrl?: string;
  assistantApiKey?: string;
  assistantModel: string;
  /** Signs opt-out links (HMAC); unset: a random secret kept in DATA_DIR/optout-secret. */
  optoutSecret?: string;
  /** The built-in carrier simulator's settings as JSON (rates, latency, audience, time factor); unset: its defaults. */
  carrierSim?: string;
  /** What the carrier sends in x-carrier-token on its webhooks; unset: derived from the opt-out secret. */
  carrierWebhookToken?: string;
  /** Signs the card processor's callbacks (HMAC); unset: a random secret kept in DATA_DIR/payments-webhook-secret. */
  paymentsWebhookSecret?: string;
  /** Messages per batch handed to the carrier. */
  engineBatchSize: number;
  /** The sending engine's planning window and idle pause. */
  engineTickMs: number;
  /** How long a process holds a campaign it stopped renewing (a crash) before another takes it over. */
  engineLeaseMs: number;
  /** How long a responder's fire_request waits for an answer before the attempt counts as failed. */
  webhookTimeoutMs: number;
  /** Whether fire_request may call private and loopback addresses (tests, an intranet); denied by default. */
  webhookAllowPrivate: boolean;
  /** "Update revenue" waits this many ms per page entry between pages (001 §9: 200); tests set 0. */
  revenuePullWaitMs: number;
  /** Where the Advanced settings tab's 'Test connection' posts: the built-in simulator (default) or the user's real Slack URL. */
  slackConnectionTest: 'live' | 'simulator';
  /** How long the simulated registration vendor reviews a 10DLC or toll-free request (minutes; the demo shortens it). */
  registrationReviewMs: number;
  /** The first retry delay when the registration vendor is down; it doubles up to an hour. */
  registrationRetryMs: number;
  /** Where users' live feeds are posted: the built-in recorder (default) or the users' real URLs (decision 46). */
  liveFeedForward: 'live' | 'simulator';
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    slackWebhookUrl: e.SLACK_WEBHOOK_URL,
    slackChannel: e.SLACK_CHANNEL,
    slackUsername: e.SLACK_USERNAME,
    slackIconUrl: e.SLACK_ICON_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginRateLimitPerAddress: e.LOGIN_RATE_LIMIT_PER_ADDRESS ?? e.LOGIN_RATE_LIMIT * 10,
    loginLockoutFailures: e.LOGIN_LOCKOUT_FAILURES,
    otpLockoutFailures: e.OTP_LOCKOUT_FAILURES,
    lockoutWindowMinutes: e.LOCKOUT_WINDOW_MINUTES,
    lockoutMinutes: e.LOCKOUT_MINUTES,
    trackingRetentionDays: e.TRACKING_RETENTION_DAYS,
    trackingEventsPerDay: e.TRACKING_EVENTS_PER_DAY,
    appVersion: e.APP_VERSION ?? packageVersion(),
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    assistantUrl: e.ASSISTANT_URL,
    assistantApiKey: e.ASSISTANT_API_KEY,
    assistantModel: e.ASSISTANT_MODEL,
    optoutSecret: e.OPTOUT_SECRET,
    carrierSim: e.CARRIER_SIM,
    carrierWebhookToken: e.CARRIER_WEBHOOK_TOKEN,
    paymentsWebhookSecret: e.PAYMENTS_WEBHOOK_SECRET,
    engineBatchSize: e.ENGINE_BATCH_SIZE,
    engineTickMs: e.ENGINE_TICK_MS,
    engineLeaseMs: e.ENGINE_LEASE_MS,
    webhookTimeoutMs: e.RESPONDER_WEBHOOK_TIMEOUT_MS,
    webhookAllowPrivate: e.RESPONDER_WEBHOOK_PRIVATE === 'allow',
    revenuePullWaitMs: e.REVENUE_PULL_WAIT_MS,
    slackConnectionTest: e.SLACK_CONNECTION_TEST,
    registrationReviewMs: e.REGISTRATION_REVIEW_MS,
    registrationRetryMs: e.REGISTRATION_RETRY_MS,
    liveFeedForward: e.LIVE_FEED_FORWARD,
  };
}

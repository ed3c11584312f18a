// The Advanced settings tab (000 §2 "advanced-settings"; 001 §7 Settings "updateSettings",
// "testSlackConnection (slackURL)"): the user's own sending preferences, shared by the tab's form and
// the server's routes. The two-way daily limit is the spec's 100-15,000 (000 §5 "User admin");
// the auto-scrub interval defaults to 1 like the DID groups' (000 §3). autoStopThreshold and
// sendSpeed are the campaign wizard's defaults for a new compose (000 §3 "Defaults come from user
// settings"). Why a table of its own: docs/decisions/0043-settings-tabs.md.
import { z } from 'zod';
import { messages } from './messages';
import { isTimeZone } from './sending/zone-clock';

export const DAILY_LIMIT_MIN = 100;
export const DAILY_LIMIT_MAX = 15_000;
export const AUTO_SCRUB_INTERVAL_DEFAULT = 1;
export const AUTO_SCRUB_INTERVAL_MAX = 365;

export const userSettingsMessages = {
  unknownTimezone: 'Timezone is not a known time zone',
  failoverRouteRequired: 'Failover route is required field!',
  failoverRouteUnknown: 'Failover route is not existed',
  slackSent: 'Test message sent to Slack',
  slackFailed: 'Slack did not accept the test message',
  liveFeedPrivate: 'Live feed forward must be a public address, not a private or local one',
} as const;

/** A number field: a whole number in [min, max], with the spec's messages under the field's label. */
export const intIn = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} ${messages.numberType}` })
    .int(`${label} ${messages.integer}`)
    .min(min, `${label} ${messages.atLeast(min)}`)
    .max(max, `${label} ${messages.atMost(max)}`);

/** A setting that may be unset: null, or absent (a form's emptied number field), is none. */
const orNone = <T extends z.ZodType<number>>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** An http(s) URL or empty (the setting is off). */
const urlText = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} ${messages.maxChars(2000)}`)
    .refine((text) => {
      if (text === '') return true;
      try {
        const url = new URL(text);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, `${label} ${messages.incorrectFormat}`);

/** urlText, absent reading as empty (Formik validates an emptied field as undefined). */
export const optionalUrl = (label: string) => urlText(label).default('');

export const advancedSettingsSchema = z
  .object({
    /** The user's timezone (the users row's column the profile shows too). */
    timezone: z
      .string()
      .trim()
      .max(64)
      .refine((zone) => zone !== '' && isTimeZone(zone), userSettingsMessages.unknownTimezone),
    /** The existing skip-scrub flag: US and CA groups may be sent without a recent scrub (decision 13). */
    skipScrub: z.boolean(),
    skipScrubDNC: z.boolean(),
    skipScrubLandline: z.boolean(),
    enableAutoScrub: z.boolean(),
    /** Days between automatic scrubs. */
    autoScrubInterval: intIn('Auto scrub interval', 1, AUTO_SCRUB_INTERVAL_MAX),
    /** Two-way messages a day at most. */
    limitNumberMessagePerDay: intIn('Limit number message per day', DAILY_LIMIT_MIN, DAILY_LIMIT_MAX),
    failoverRouteEnable: z.boolean(),
    failoverRouteId: orNone(z.number().int().positive()),
    liveFeedForward: optionalUrl('Live feed forward'),
    /** The wizard's default auto-stop threshold; null: none. */
    autoStopThreshold: orNone(intIn('Auto-stop threshold', 1, 100_000_000)),
    /** The wizard's default send speed (messages an hour); null: set by the route. */
    sendSpeed: orNone(intIn('Send speed', 1, 100_000_000)),
    slackUrl: optionalUrl('Slack URL'),
  })
  .superRefine((s, ctx) => {
    if (s.failoverRouteEnable && s.failoverRouteId === null) {
      ctx.addIssue({ code: 'custom', path: ['failoverRouteId'], message: userSettingsMessages.failoverRouteRequired });
    }
  });
export type AdvancedSettings = z.output<typeof advancedSettingsSchema>;
export type AdvancedSettingsInput = z.input<typeof advancedSettingsSchema>;

export const testSlackConnectionSchema = z.object({
  slackURL: z
    .string({ error: messages.required('Slack URL') })
    .trim()
    .min(1, messages.required('Slack URL'))
    .pipe(urlText('Slack URL')),
});
export const testSlackAnswerSchema = z.object({ message: z.string() });

/** The wizard's defaults for a new compose, from these settings. */
export const composeDefaultsSchema = z.object({
  autoStopThreshold: z.number().int().nullable(),
  sendSpeed: z.number().int().nullable(),
});
export type ComposeDefaults = z.infer<typeof composeDefaultsSchema>;

// On-the-fly responder settings (000 §3 "responderOnFly", 001 §3 "On-the-fly responder"): one per
// user, what a campaign sent with modeResponder 'onfly' answers with: forward an inbound call to
// one number, an outbound (answered) call to another, and play an audio to inbound callers (a
// media file or an audio-builder config, as play_audio takes). The campaign wizard requires both
// numbers (000 §5 "responder on the fly needs inbound and outbound forward numbers"); here they may
// stay empty until the user fills them in.
import { z } from 'zod';
import { messages } from './messages';

export const onFlyMessages = {
  audioNotYours: 'Media is not one of your audio files',
  configNotYours: 'Audio builder config is not one of your audio builder configs',
  notBoth: 'Media and audio builder config: choose one, not both',
  number: (label: string) => `${label} must start with + and hold 6 to 15 digits`,
} as const;

/** "Phones: start with +" (000 §5): + and 6 to 15 digits, spaces and dashes dropped. */
const forwardNumber = (label: string) =>
  z
    .string({ error: `${label} ${messages.incorrectFormat}` })
    .max(40, `${label} ${messages.maxChars(40)}`)
    .transform((v) => v.replace(/[\s()-]/g, ''))
    .refine((v) => v === '' || /^\+\d{6,15}$/.test(v), onFlyMessages.number(label))
    .default('');

export const onFlySettingInputSchema = z.object({
  inboundForwardNumber: forwardNumber('Inbound forward number'),
  outboundForwardNumber: forwardNumber('Outbound forward number'),
  inboundMediaWithConfigs: z
    .object({
      mediaId: z.number().int().positive().nullable().default(null),
      audioBuilderConfigId: z.number().int().positive().nullable().default(null),
    })
    .refine((v) => v.mediaId === null || v.audioBuilderConfigId === null, {
      message: onFlyMessages.notBoth,
      path: ['mediaId'],
    })
    .default({ mediaId: null, audioBuilderConfigId: null }),
});
export type OnFlySettingInput = z.input<typeof onFlySettingInputSchema>;

export const onFlySettingSchema = z.object({
  inboundForwardNumber: z.string(),
  outboundForwardNumber: z.string(),
  inboundMediaWithConfigs: z.object({ mediaId: z.number().int().nullable(), audioBuilderConfigId: z.number().int().nullable() }),
  updatedAt: z.string().nullable(),
});
export type OnFlySetting = z.infer<typeof onFlySettingSchema>;

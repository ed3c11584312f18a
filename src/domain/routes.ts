// Carrier routes a campaign is sent through, in the spec's shape: Route (id, status, details
// {sendMethod, country, messageTypes, supportAttachment, setting.creativeApprovalRequired}) (000 §3).
import { z } from 'zod';

export const MESSAGE_TYPES = ['SMS', 'SMS2', 'MMS', 'MMSE', 'VOICE', 'RVM'] as const;
export const messageTypeSchema = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof messageTypeSchema>;

/** oneWay = 1, twoWays = 2 (000 §3 Campaign compose). */
export const SEND_METHODS = { oneWay: 1, twoWays: 2 } as const;
export const sendMethodSchema = z.union([z.literal(1), z.literal(2)]);
export type SendMethod = z.infer<typeof sendMethodSchema>;

export const routeStatusSchema = z.enum(['active', 'inactive']);

export const routeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: routeStatusSchema,
  details: z.object({
    sendMethod: sendMethodSchema,
    country: z.string(),
    messageTypes: z.array(messageTypeSchema),
    supportAttachment: z.boolean(),
    is10dlc: z.boolean(),
    setting: z.object({ creativeApprovalRequired: z.boolean() }),
  }),
});
export type Route = z.infer<typeof routeSchema>;

// Click tracking: the web app batches click events and uploads them every 30 s (001 §4).
import { z } from 'zod';
import { messages } from './messages';

export const TRACKING_UPLOAD_MS = 30_000;
export const MAX_TRACKING_EVENTS = 500;

export const trackingEventSchema = z.object({
  /** What was clicked, e.g. a button's label or test id. */
  target: z.string().trim().min(1).max(500),
  /** The page's path when it was clicked. */
  path: z.string().trim().min(1).max(2000),
  /** When: ISO-8601 text or epoch milliseconds. */
  at: z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const trackingRequestSchema = z.object({
  events: z.array(trackingEventSchema).max(MAX_TRACKING_EVENTS, messages.atMost(MAX_TRACKING_EVENTS)),
});
export type TrackingRequest = z.infer<typeof trackingRequestSchema>;

export const trackingResponseSchema = z.object({ accepted: z.number().int() });

// Click tracking: the web app batches click events and uploads them every 30 s (001 §4). The
// server takes a few batches a minute per session and a daily number of events per user
// (TRACKING_EVENTS_PER_DAY), so no signed-in caller can grow the database without bound.
import { z } from 'zod';
import { messages } from './messages';

export const TRACKING_UPLOAD_MS = 30_000;
export const MAX_TRACKING_EVENTS = 500;
/**
 * Batches one session may upload a minute: the app sends two (one per 30 s, and only when there
 * were clicks); the rest is room for a few tabs clicked at once and the last batch at logout.
 */
export const MAX_TRACKING_BATCHES_PER_MINUTE = 10;

// Sized for what the app sends (targets are cut to 80 characters, paths are route paths), so a
// day's allowance of events stays a few megabytes however an uploader fills them.
export const trackingEventSchema = z.object({
  /** What was clicked, e.g. a button's label or test id. */
  target: z.string().trim().min(1).max(200),
  /** The page's path when it was clicked. */
  path: z.string().trim().min(1).max(500),
  /** When: ISO-8601 text or epoch milliseconds. */
  at: z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const trackingRequestSchema = z.object({
  events: z.array(trackingEventSchema).max(MAX_TRACKING_EVENTS, messages.atMost(MAX_TRACKING_EVENTS)),
});
export type TrackingRequest = z.infer<typeof trackingRequestSchema>;

export const trackingResponseSchema = z.object({ accepted: z.number().int() });

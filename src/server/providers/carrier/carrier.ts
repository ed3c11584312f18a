// The carrier the sending engine hands messages and calls to (issue 10; decision 29). A real
// carrier sits behind an HTTP API; the built-in simulator (simulated-carrier.ts) is the default and
// the engine cannot tell them apart. Batches carry an idempotency key: a batch submitted twice
// (the engine crashed after the carrier took it and before it wrote that down) is taken once.
//
// Delivery reports come back to the listener the engine registers (a real carrier posts them to a
// webhook that calls the same listener). What the recipients then do (click the short link, reply,
// convert, call back) reaches the product the way it would from a real phone: through its public
// endpoints (the short-link redirect, the inbound webhook, the postback URL).
import type { MessageType } from '@domain/routes';

export interface OutboundMessage {
  /** The message's own idempotency key (campaign:round:phone). */
  key: string;
  /** Our id of the message, echoed in its report (a carrier's "client reference"). */
  ref: number;
  /** E.164 recipient. */
  to: string;
  /** The sending DID or ANI, E.164; null lets the route choose. */
  from: string | null;
  routeId: number | null;
  type: MessageType;
  body: string;
  /** The per-contact short link inside the body, if any (the audience clicks it). */
  shortUrl: string | null;
  /** The recipient's carrier as the contact list knows it (delivery rates may differ by carrier). */
  recipientCarrier: string | null;
}

export interface OutboundBatch {
  /** The batch's idempotency key. */
  key: string;
  /** The sending user (a carrier sub-account). */
  account: string;
  messages: readonly OutboundMessage[];
}

export interface SubmitAnswer {
  /** False when the key was seen before: the batch was taken then, and is not taken again. */
  accepted: boolean;
}

/** One message's fate: a delivery result code 0-12 (src/domain/sending/delivery-results.ts). */
export interface DeliveryReport {
  key: string;
  ref: number;
  code: number;
  at: Date;
}

export interface CarrierListener {
  /** Reports of one account's messages; called again for the same reports after a crash, so it must be idempotent. */
  onReports(account: string, reports: readonly DeliveryReport[]): Promise<void>;
}

export interface Carrier {
  submit(batch: OutboundBatch): Promise<SubmitAnswer>;
  /** Where reports go. */
  listen(listener: CarrierListener): void;
  /**
   * Does what is due by `now`: sends reports whose latency has passed, plays the audience's clicks,
   * replies, conversions and calls whose time has come. Answers how many things it did. The server
   * calls it on a timer; tests call it with a moved clock.
   */
  pump(now: Date): Promise<number>;
}

/**
 * How the built-in simulator reaches the product's public endpoints, as a recipient's phone would
 * (the short-link redirect, the inbound webhook, the postback and call-event URLs). Only the status
 * and headers matter: a click needs the redirect's 302, nothing reads a body.
 */
export type SimHttp = (request: {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}) => Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>;

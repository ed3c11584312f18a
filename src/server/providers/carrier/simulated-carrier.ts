// The built-in carrier (decision 29): what a real carrier keeps on its side of the wire, in our own
// database so a restart loses nothing. It takes batches once per key, reports every message of a
// batch together once the slowest report is due, and then plays the simulated audience (clicks,
// replies, conversions, calls) against the product's public endpoints, the way real phones would
// reach them. Outcomes come from audience-model.ts, so they repeat for the same seed.
//
// Nothing here runs by itself: the server calls pump() on its timer and tests call it with a moved
// clock. Every step is safe to repeat after a crash: a batch is marked reported only after its
// listener took the reports (the listener is idempotent), and its audience is queued in the same
// transaction as the mark, so a batch's audience is queued exactly once.
import { z } from 'zod';
import { messageTypeSchema } from '@domain/routes';
import { codeOfDeliveryResult } from '@domain/sending/delivery-results';
import type { Db } from '@server/db/database';
import { deliveryOf, reactionOf, type AudienceAction, type Delivery } from './audience-model';
import type { Carrier, CarrierListener, DeliveryReport, OutboundBatch, SimHttp, SubmitAnswer } from './carrier';
import type { SimSettings } from './sim-settings';

export interface SimulatedCarrierOptions {
  db: Db;
  now: () => Date;
  settings: SimSettings;
  http: SimHttp;
  /** The product's inbound SMS webhook: replies are posted there. */
  inboundUrl: string;
  /** The affiliate postback: conversions GET it with ?click_id=<message key>&payout=<dollars>. */
  postbackUrl: string;
  /** Where the outcome of each voice call is posted. */
  callEventUrl: string;
  log?: { warn(obj: unknown, msg?: string): void };
}

// Bounds per pump, so one call stays short however far behind the simulator is; the rest waits for
// the next pump.
const BATCHES_PER_PUMP = 50;
const EVENTS_PER_PUMP = 500;
// Rows per insert: well under SQLite's limit on bound parameters.
const EVENT_ROWS_PER_INSERT = 500;
const DELIVERED = codeOfDeliveryResult('DELIVERED');

/** What a batch row keeps of each message: what the model and the audience need. */
const storedMessageSchema = z.object({
  key: z.string(),
  ref: z.number(),
  to: z.string(),
  from: z.string().nullable(),
  routeId: z.number().nullable(),
  type: messageTypeSchema,
  shortUrl: z.string().nullable(),
  recipientCarrier: z.string().nullable(),
});
type StoredMessage = z.infer<typeof storedMessageSchema>;
const storedBatchSchema = z.array(storedMessageSchema);

/** An audience event as its row keeps it: enough to make the request when its time comes. */
const eventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('click'), payload: z.object({ key: z.string(), url: z.string() }) }),
  z.object({ kind: z.literal('convert'), payload: z.object({ key: z.string(), payoutCents: z.number().int() }) }),
  z.object({ kind: z.literal('reply'), payload: z.object({ key: z.string(), from: z.string(), to: z.string(), text: z.string() }) }),
  z.object({
    kind: z.literal('call'),
    payload: z.object({
      key: z.string(),
      ref: z.number(),
      from: z.string().nullable(),
      to: z.string(),
      outcome: z.enum(['answered', 'machine', 'missed']),
      listenSeconds: z.number(),
      dtmf: z.string().nullable(),
      callback: z.boolean(),
    }),
  }),
]);
type SimEvent = z.infer<typeof eventSchema>;

interface Fate {
  message: StoredMessage;
  delivery: Delivery;
}

function storedMessage(m: OutboundBatch['messages'][number]): StoredMessage {
  return { key: m.key, ref: m.ref, to: m.to, from: m.from, routeId: m.routeId, type: m.type, shortUrl: m.shortUrl, recipientCarrier: m.recipientCarrier };
}

/** The event a recipient's action becomes; null when the simulator cannot play it. */
function eventOf(message: StoredMessage, action: AudienceAction): SimEvent | null {
  switch (action.kind) {
    case 'click':
      return message.shortUrl === null ? null : { kind: 'click', payload: { key: message.key, url: message.shortUrl } };
    case 'convert':
      return { kind: 'convert', payload: { key: message.key, payoutCents: action.payoutCents } };
    case 'reply':
      // Sent without a DID, the message went out from a number the route chose and the simulator
      // never learns: there is no number to reply to.
      return message.from === null ? null : { kind: 'reply', payload: { key: message.key, from: message.to, to: message.from, text: action.text } };
    case 'call': {
      const { outcome, listenSeconds, dtmf, callback } = action;
      return { kind: 'call', payload: { key: message.key, ref: message.ref, from: message.from, to: message.to, outcome, listenSeconds, dtmf, callback } };
    }
  }
}

export class SimulatedCarrier implements Carrier {
  private listener: CarrierListener | null = null;

  constructor(private readonly options: SimulatedCarrierOptions) {}

  async submit(batch: OutboundBatch): Promise<SubmitAnswer> {
    const { db, settings } = this.options;
    const acceptedAt = this.options.now();
    const messages = batch.messages.map(storedMessage);
    // The batch's reports go together, when the slowest of them is due.
    const slowest = messages.reduce((max, m) => Math.max(max, deliveryOf(settings, m).latencyMs), 0);
    // Two processes may submit the same key at once: the primary key lets exactly one insert win.
    const inserted = await db
      .insertInto('sim_carrier_batches')
      .values({
        key: batch.key,
        account: batch.account,
        payload: JSON.stringify(messages),
        count: messages.length,
        accepted_at: acceptedAt.toISOString(),
        report_due_at: new Date(acceptedAt.getTime() + slowest).toISOString(),
        reported_at: null,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return { accepted: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
  }

  listen(listener: CarrierListener): void {
    this.listener = listener;
  }

  async pump(now: Date): Promise<number> {
    // Without a listener the reports would have nowhere to go: batches wait for one.
    const reported = this.listener ? await this.reportDue(this.listener, now) : 0;
    return reported + (await this.playDue(now));
  }

  private async reportDue(listener: CarrierListener, now: Date): Promise<number> {
    const { db, settings } = this.options;
    const batches = await db
      .selectFrom('sim_carrier_batches')
      .selectAll()
      .where('reported_at', 'is', null)
      .where('report_due_at', '<=', now.toISOString())
      .orderBy('report_due_at')
      .orderBy('key')
      .limit(BATCHES_PER_PUMP)
      .execute();
    let handled = 0;
    for (const batch of batches) {
      const acceptedAt = Date.parse(batch.accepted_at);
      const fates: Fate[] = storedBatchSchema.parse(JSON.parse(batch.payload)).map((message) => ({ message, delivery: deliveryOf(settings, message) }));
      const reports: DeliveryReport[] = fates.map(({ message, delivery }) => ({
        key: message.key,
        ref: message.ref,
        code: delivery.code,
        at: new Date(acceptedAt + delivery.latencyMs),
      }));
      try {
        if (reports.length > 0) await listener.onReports(batch.account, reports);
      } catch (error) {
        // As a carrier retries a failing webhook: the batch stays unreported and goes again next pump.
        this.options.log?.warn({ err: error, batch: batch.key }, 'carrier simulator: the listener refused the reports; retrying next pump');
        continue;
      }
      await this.markReported(batch.key, acceptedAt, fates, now);
      handled += reports.length;
      // In the server's own process (the embedded mode), a request waiting meanwhile goes next.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return handled;
  }

  /** Marks the batch reported and queues its audience, unless another process got there first. */
  private async markReported(key: string, acceptedAt: number, fates: readonly Fate[], now: Date): Promise<void> {
    const { db, settings } = this.options;
    const rows = fates
      .filter(({ delivery }) => delivery.code === DELIVERED)
      .flatMap(({ message, delivery }) =>
        reactionOf(settings, message).flatMap((action) => {
          const event = eventOf(message, action);
          if (!event) return [];
          const dueAt = new Date(acceptedAt + delivery.latencyMs + action.afterMs);
          return [{ kind: event.kind, payload: JSON.stringify(event.payload), due_at: dueAt.toISOString(), done_at: null }];
        }),
      );
    await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('sim_carrier_batches')
        .set({ reported_at: now.toISOString() })
        .where('key', '=', key)
        .where('reported_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return;
      for (let i = 0; i < rows.length; i += EVENT_ROWS_PER_INSERT) {
        await trx.insertInto('sim_carrier_events').values(rows.slice(i, i + EVENT_ROWS_PER_INSERT)).execute();
      }
    });
  }

  private async playDue(now: Date): Promise<number> {
    const { db } = this.options;
    const due = await db
      .selectFrom('sim_carrier_events')
      .selectAll()
      .where('done_at', 'is', null)
      .where('due_at', '<=', now.toISOString())
      .orderBy('due_at')
      .orderBy('id')
      .limit(EVENTS_PER_PUMP)
      .execute();
    for (const row of due) {
      try {
        const request = this.requestOf(eventSchema.parse({ kind: row.kind, payload: JSON.parse(row.payload) }), Number(row.id));
        const answer = await this.options.http(request);
        if (answer.status >= 400) this.options.log?.warn({ event: row.id, kind: row.kind, url: request.url, status: answer.status }, 'carrier simulator: the product refused an audience event');
      } catch (error) {
        this.options.log?.warn({ err: error, event: row.id, kind: row.kind }, 'carrier simulator: an audience event failed');
      }
      // Played once whatever the answer: a phone does not click again because the page failed.
      await db.updateTable('sim_carrier_events').set({ done_at: now.toISOString() }).where('id', '=', row.id).execute();
    }
    return due.length;
  }

  /** The request a phone's action makes; `id` is the event's, the carrier's reference of a reply. */
  private requestOf(event: SimEvent, id: number): Parameters<SimHttp>[0] {
    switch (event.kind) {
      case 'click':
        return { method: 'GET', url: event.payload.url };
      case 'reply': {
        const { from, to, text } = event.payload;
        return { method: 'POST', url: this.options.inboundUrl, body: { from, to, text, id: `sim-${id}` } };
      }
      case 'convert': {
        const url = new URL(this.options.postbackUrl);
        url.searchParams.set('click_id', event.payload.key);
        url.searchParams.set('payout', (event.payload.payoutCents / 100).toFixed(2));
        return { method: 'GET', url: url.toString() };
      }
      case 'call':
        return { method: 'POST', url: this.options.callEventUrl, body: event.payload };
    }
  }
}

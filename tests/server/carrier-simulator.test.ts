// The built-in carrier as the sending engine and the product see it, on each database: a batch is
// taken once per key even from two processes, its reports arrive together when due (not before),
// again after a listener crash, and then the simulated audience reaches the product's public
// endpoints at its own times, with the requests a real phone would make.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from '@server/db/open-db';
import { deliveryOf, reactionOf } from '@server/providers/carrier/audience-model';
import type { CarrierListener, DeliveryReport, OutboundMessage, SimHttp } from '@server/providers/carrier/carrier';
import { SimulatedCarrier } from '@server/providers/carrier/simulated-carrier';
import { simSettingsSchema, type SimSettingsInput } from '@server/providers/carrier/sim-settings';
import { createTestApp, dialects, type TestApp } from './fixtures/test-app';

const INBOUND = 'https://app.test/api/v1/inbound/sms';
const POSTBACK = 'https://app.test/api/v1/postback';
const CALL_EVENTS = 'https://app.test/api/v1/inbound/call';
const STOP_WORDS = ['STOP', 'Stop', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'];
const MINUTE = 60_000;

type Request = Parameters<SimHttp>[0];

/** The product's endpoints as the simulator meets them: every request recorded, the answer chosen by the test. */
function fakeHttp(answer: (r: Request) => number | Error = () => 302) {
  const calls: Request[] = [];
  const http: SimHttp = async (request) => {
    calls.push(request);
    const status = answer(request);
    if (status instanceof Error) throw status;
    return { status, headers: {} };
  };
  return { http, calls };
}

/** The engine's side: every report it was handed, per account. */
function recordingListener(failures = 0): CarrierListener & { received: { account: string; reports: readonly DeliveryReport[] }[] } {
  let left = failures;
  const received: { account: string; reports: readonly DeliveryReport[] }[] = [];
  return {
    received,
    async onReports(account, reports) {
      received.push({ account, reports });
      if (left-- > 0) throw new Error('the engine crashed before writing the reports');
    },
  };
}

function message(i: number, over: Partial<OutboundMessage> = {}): OutboundMessage {
  const to = `+1555${String(i).padStart(7, '0')}`;
  return { key: `7:0:${to}`, ref: 1000 + i, to, from: '+15550001111', routeId: 3, type: 'SMS', body: 'Hi {name}', shortUrl: `https://go.test/s${i}`, recipientCarrier: null, ...over };
}

describe.each(dialects)('carrier simulator on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('sim_carrier_events').execute();
    await t.db.deleteFrom('sim_carrier_batches').execute();
  });

  function simulator(settings: SimSettingsInput = {}, http: SimHttp = fakeHttp().http, warnings: unknown[] = []) {
    return new SimulatedCarrier({
      db: t.db,
      now: t.clock.now,
      settings: simSettingsSchema.parse(settings),
      http,
      inboundUrl: INBOUND,
      postbackUrl: POSTBACK,
      callEventUrl: CALL_EVENTS,
      log: { warn: (obj) => warnings.push(obj) },
    });
  }

  /** Pumps at `at` until nothing is left to do, answering how much was done. */
  async function drain(carrier: SimulatedCarrier, at: Date): Promise<number> {
    let total = 0;
    for (let done = await carrier.pump(at); done > 0; done = await carrier.pump(at)) total += done;
    return total;
  }

  const later = (ms: number) => new Date(t.clock.now().getTime() + ms);

  it('takes a batch once per key, even from two processes at once, and reports each message once', async () => {
    const carrier = simulator();
    const listener = recordingListener();
    carrier.listen(listener);
    const batch = { key: 'batch-1', account: 'user-5', messages: [message(1), message(2), message(3)] };
    const second = openDb(t.target);
    try {
      const other = new SimulatedCarrier({ db: second.db, now: t.clock.now, settings: simSettingsSchema.parse({}), http: fakeHttp().http, inboundUrl: INBOUND, postbackUrl: POSTBACK, callEventUrl: CALL_EVENTS });
      const answers = await Promise.all([carrier.submit(batch), other.submit(batch)]);
      expect(answers.map((a) => a.accepted).sort()).toEqual([false, true]);
    } finally {
      await second.db.destroy();
    }
    expect(await carrier.submit(batch)).toEqual({ accepted: false });

    expect(await drain(carrier, later(20 * MINUTE))).toBeGreaterThanOrEqual(3);
    expect(listener.received.length).toBe(1);
    expect(listener.received[0].account).toBe('user-5');
    expect(listener.received[0].reports.map((r) => [r.key, r.ref])).toEqual([1, 2, 3].map((i) => [message(i).key, message(i).ref]));
    expect(await carrier.pump(later(60 * MINUTE))).toBe(0);
    expect(listener.received.length).toBe(1);
  });

  it('sends the reports of a batch together when the slowest is due, each dated by its own latency', async () => {
    const settings = simSettingsSchema.parse({});
    const carrier = simulator();
    const listener = recordingListener();
    carrier.listen(listener);
    const sent = [message(1), message(2), message(3), message(4)];
    const acceptedAt = t.clock.now().getTime();
    await carrier.submit({ key: 'batch-due', account: 'user-5', messages: sent });
    const fates = sent.map((m) => deliveryOf(settings, m));
    const slowest = Math.max(...fates.map((f) => f.latencyMs));

    expect(await carrier.pump(later(slowest - 1))).toBe(0);
    expect(listener.received).toEqual([]);
    expect(await carrier.pump(later(slowest))).toBeGreaterThanOrEqual(4);
    expect(listener.received[0].reports).toEqual(
      sent.map((m, i) => ({ key: m.key, ref: m.ref, code: fates[i].code, at: new Date(acceptedAt + fates[i].latencyMs) })),
    );
  });

  it('divides the wait by the time factor', async () => {
    const carrier = simulator({ timeFactor: 100 });
    const listener = recordingListener();
    carrier.listen(listener);
    await carrier.submit({ key: 'batch-fast', account: 'user-5', messages: [message(1), message(2)] });
    // 15 s at most, a hundred times faster.
    expect(await carrier.pump(later(150))).toBe(2);
    expect(listener.received.length).toBe(1);
  });

  it('keeps batches while nobody listens, and reports them once someone does', async () => {
    const carrier = simulator();
    await carrier.submit({ key: 'batch-wait', account: 'user-5', messages: [message(1)] });
    expect(await carrier.pump(later(20 * MINUTE))).toBe(0);
    const listener = recordingListener();
    carrier.listen(listener);
    expect(await carrier.pump(later(20 * MINUTE))).toBeGreaterThanOrEqual(1);
    expect(listener.received.length).toBe(1);
  });

  it('reports the same batch again after the listener crashed, and queues its audience once', async () => {
    const warnings: unknown[] = [];
    const { http, calls } = fakeHttp();
    const carrier = simulator({ results: { DELIVERED: 1 }, audience: { clickRate: 1 } }, http, warnings);
    const listener = recordingListener(1);
    carrier.listen(listener);
    await carrier.submit({ key: 'batch-crash', account: 'user-5', messages: [message(1), message(2)] });
    const due = later(20 * MINUTE);

    expect(await carrier.pump(later(15_000))).toBe(0);
    expect(warnings.length).toBe(1);
    expect(await t.db.selectFrom('sim_carrier_events').selectAll().execute()).toEqual([]);
    expect(await carrier.pump(later(15_000))).toBe(2);
    expect(listener.received.length).toBe(2);
    expect(listener.received[1]).toEqual(listener.received[0]);

    await drain(carrier, due);
    expect(calls.filter((c) => c.method === 'GET' && c.url.startsWith('https://go.test/')).map((c) => c.url).sort()).toEqual(['https://go.test/s1', 'https://go.test/s2']);
    expect(listener.received.length).toBe(2);
  });

  it('plays clicks, conversions and replies at their due times, with the requests a phone would make', async () => {
    const input: SimSettingsInput = { results: { DELIVERED: 1 }, audience: { clickRate: 1, convertShareOfClicks: 1, replyRate: 1 } };
    const settings = simSettingsSchema.parse(input);
    const { http, calls } = fakeHttp((r) => (r.method === 'GET' && r.url.startsWith('https://go.test/') ? 302 : 200));
    const carrier = simulator(input, http);
    carrier.listen(recordingListener());
    const sent = message(9, { key: 'camp:1:+15550000009' });
    const start = t.clock.now().getTime();
    await carrier.submit({ key: 'batch-audience', account: 'user-5', messages: [sent] });
    const { latencyMs } = deliveryOf(settings, sent);
    const actions = reactionOf(settings, sent);
    expect(actions.map((a) => a.kind).sort()).toEqual(['click', 'convert', 'reply']);

    expect(await carrier.pump(new Date(start + latencyMs))).toBe(1);
    expect(calls).toEqual([]);
    for (const action of [...actions].sort((a, b) => a.afterMs - b.afterMs)) {
      const dueAt = start + latencyMs + action.afterMs;
      expect(await carrier.pump(new Date(dueAt - 1))).toBe(0);
      expect(await carrier.pump(new Date(dueAt))).toBe(1);
      const request = calls.at(-1);
      if (action.kind === 'click') expect(request).toEqual({ method: 'GET', url: sent.shortUrl });
      if (action.kind === 'reply') expect(request).toEqual({ method: 'POST', url: INBOUND, body: { from: sent.to, to: sent.from, text: action.text, id: expect.stringMatching(/^sim-\d+$/) } });
      if (action.kind === 'convert') {
        const payout = (action.payoutCents / 100).toFixed(2);
        expect(request).toEqual({ method: 'GET', url: `${POSTBACK}?click_id=${encodeURIComponent(sent.key)}&payout=${payout}` });
      }
    }
    expect(calls.length).toBe(3);
    expect(await carrier.pump(new Date(start + 24 * 60 * MINUTE))).toBe(0);
  });

  it('opts out at roughly the configured share of replies, and never replies for an undelivered message', async () => {
    const { http, calls } = fakeHttp(() => 200);
    const carrier = simulator({ results: { DELIVERED: 0.5, FAILED: 0.5 }, audience: { replyRate: 1, stopShareOfReplies: 0.25 } }, http);
    const listener = recordingListener();
    carrier.listen(listener);
    await carrier.submit({ key: 'batch-replies', account: 'user-5', messages: Array.from({ length: 800 }, (_, i) => message(i)) });
    await drain(carrier, later(24 * 60 * MINUTE));

    const delivered = listener.received.flatMap((r) => r.reports).filter((r) => r.code === 0);
    const replies = calls.filter((c) => c.url === INBOUND);
    expect(replies.length).toBe(delivered.length);
    const texts = replies.map((c) => (c.body && typeof c.body === 'object' && 'text' in c.body ? c.body.text : null));
    const stops = texts.filter((text) => typeof text === 'string' && STOP_WORDS.includes(text)).length;
    expect(Math.abs(stops / replies.length - 0.25)).toBeLessThan(0.07);
  });

  it('calls for voice messages: one call event each, posted to the call URL, and no clicks', async () => {
    const input: SimSettingsInput = { results: { DELIVERED: 1 }, audience: { clickRate: 1, replyRate: 1 } };
    const settings = simSettingsSchema.parse(input);
    const { http, calls } = fakeHttp(() => 200);
    const carrier = simulator(input, http);
    carrier.listen(recordingListener());
    const sent = Array.from({ length: 20 }, (_, i) => message(i, { type: i % 2 ? 'VOICE' : 'RVM' }));
    await carrier.submit({ key: 'batch-voice', account: 'user-5', messages: sent });
    await drain(carrier, later(24 * 60 * MINUTE));

    expect(calls.length).toBe(20);
    expect(calls.every((c) => c.method === 'POST' && c.url === CALL_EVENTS)).toBe(true);
    const expected = sent.map((m) => {
      const [call] = reactionOf(settings, m);
      if (call.kind !== 'call') throw new Error('a voice message gets a call');
      const { outcome, listenSeconds, dtmf, callback } = call;
      return { key: m.key, ref: m.ref, from: m.from, to: m.to, outcome, listenSeconds, dtmf, callback };
    });
    expect(calls.map((c) => c.body)).toEqual(expect.arrayContaining(expected));
  });

  it('marks an event played whatever the product answers, warns, and never throws', async () => {
    const warnings: unknown[] = [];
    const { http, calls } = fakeHttp((r) => (r.url.endsWith('s1') ? 500 : new Error('connection refused')));
    const carrier = simulator({ results: { DELIVERED: 1 }, audience: { clickRate: 1 } }, http, warnings);
    carrier.listen(recordingListener());
    await carrier.submit({ key: 'batch-errors', account: 'user-5', messages: [message(1), message(2)] });
    expect(await drain(carrier, later(24 * 60 * MINUTE))).toBe(4);
    expect(calls.length).toBe(2);
    expect(warnings.length).toBe(2);
    const events = await t.db.selectFrom('sim_carrier_events').select('done_at').execute();
    expect(events.map((e) => e.done_at)).toEqual([later(24 * 60 * MINUTE).toISOString(), later(24 * 60 * MINUTE).toISOString()]);
  });

  it('does not reply for a message sent without a DID: there is no number to answer', async () => {
    const { http, calls } = fakeHttp(() => 200);
    const carrier = simulator({ results: { DELIVERED: 1 }, audience: { replyRate: 1, clickRate: 0 } }, http);
    carrier.listen(recordingListener());
    await carrier.submit({ key: 'batch-no-did', account: 'user-5', messages: [message(1, { from: null })] });
    expect(await drain(carrier, later(24 * 60 * MINUTE))).toBe(1);
    expect(calls).toEqual([]);
  });
});

// The distributed mode (REDIS_URL): two worker "processes" (two engines with their own ids, each
// with its queue dispatcher) share the campaigns through BullMQ on the machine's Redis, on both
// databases. Every contact is sent exactly once, both workers took jobs, and the credit charged is
// the cost. Runs when REDIS_URL_TEST is set (.ci/run sets it).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { QueueDispatcher } from '@server/engine/queue-dispatcher';
import { SendingEngine } from '@server/engine/sending-engine';
import { dialects, type TestApp } from '../fixtures/test-app';
import { EngineClient, engineSuite, newYorkers } from './engine-client';

const redisUrl = process.env.REDIS_URL_TEST;
const silentLog = { error: () => undefined };

describe.skipIf(!redisUrl).each(dialects)('queue mode (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  const prefix = `test-${randomBytes(4).toString('hex')}:`;

  // Reports at once and no audience: the clock is frozen while the workers run on real time.
  engineSuite(dialect, (app, client) => ((t = app), (e = client)), { config: { redisUrl, redisPrefix: prefix, carrierSim: JSON.stringify({ latencyMs: { min: 0, max: 0 }, audience: { clickRate: 0, replyRate: 0 } }) } });

  it('two workers share the campaigns and send every contact exactly once', async () => {
    const campaigns = [await e.send('Queue one', newYorkers(120, 7000)), await e.send('Queue two', newYorkers(120, 7200))];
    const ctx = t.app.ctx;
    const workers = [0, 1].map(
      () => new QueueDispatcher({ engine: new SendingEngine({ context: () => ctx, carrier: ctx.carrier, log: silentLog, batchSize: 20, maxPerPass: 20 }), redisUrl: redisUrl!, prefix, log: silentLog, sweepMs: 50 }),
    );
    workers.forEach((w) => w.start());
    try {
      const deadline = Date.now() + 25_000;
      for (;;) {
        const all = await Promise.all(campaigns.map((c) => e.progress(c.id)));
        if (all.every((p) => p.status === 'completed' && p.delivered + p.failed + p.blocked + p.optout + p.attemptFailed === 120)) break;
        if (Date.now() > deadline) throw new Error(`not done: ${JSON.stringify(all)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    for (const c of campaigns) {
      const messages = await e.messages(c.id);
      expect(messages).toHaveLength(120);
      expect(new Set(messages.map((m) => m.phone)).size).toBe(120);
      expect(await e.campaignCharges(c.id)).toBe(Math.ceil(messages.reduce((s, m) => s + Number(m.cost_millicents), 0) / 1000));
    }
    // Small passes (20 messages a job): both workers took their share of the jobs.
    expect(workers.every((w) => w.processed > 0)).toBe(true);
  });
});

// Crash safety on both databases: a process that dies after writing a batch and before the carrier
// took it, or after the carrier took it and before it wrote that down, leaves the campaign for the
// next process, which sends every contact exactly once; the carrier's own records (the simulator's
// batches) and the credit charged agree.
import { describe, expect, it } from 'vitest';
import { SendingEngine } from '@server/engine/sending-engine';
import type { Carrier } from '@server/providers/carrier/carrier';
import { dialects, type TestApp } from '../fixtures/test-app';
import { EngineClient, engineSuite, newYorkers } from './engine-client';

/** The carrier as a process that dies around its n-th submit sees it. */
function dying(real: Carrier, when: 'before' | 'after', atSubmit: number): Carrier {
  let submits = 0;
  return {
    listen: (l) => real.listen(l),
    pump: (now) => real.pump(now),
    async submit(batch) {
      submits += 1;
      if (submits === atSubmit && when === 'before') throw new Error('killed before the carrier answered');
      const answer = await real.submit(batch);
      if (submits === atSubmit) throw new Error('killed after the carrier took the batch');
      return answer;
    },
  };
}

const silentLog = { error: () => undefined };

describe.each(dialects)('crash safety (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;

  engineSuite(dialect, (app, client) => ((t = app), (e = client)));

  /** Phones in the carrier's accepted batches for this campaign's messages, with how often each was taken. */
  async function carrierTook(campaignId: number): Promise<Map<string, number>> {
    const keys = new Set((await e.messages(campaignId)).map((m) => m.idem_key));
    const taken = new Map<string, number>();
    for (const b of await t.db.selectFrom('sim_carrier_batches').select('payload').execute()) {
      for (const m of JSON.parse(b.payload) as { key: string; to: string }[]) if (keys.has(m.key)) taken.set(m.to, (taken.get(m.to) ?? 0) + 1);
    }
    return taken;
  }

  for (const when of ['before', 'after'] as const) {
    it(`sends every contact once when the process dies ${when} the carrier takes a batch`, async () => {
      const contacts = newYorkers(25, when === 'before' ? 1000 : 2000);
      const campaign = await e.send(`Crash ${when}`, contacts);
      const ctx = t.app.ctx;
      const first = new SendingEngine({ context: () => ctx, carrier: dying(ctx.carrier, when, 2), log: silentLog, batchSize: 10 });
      await expect(first.drain()).rejects.toThrow(/killed/);

      // The next process starts once the dead one's lease has run out.
      t.clock.advance(31_000);
      const next = new SendingEngine({ context: () => ctx, carrier: ctx.carrier, log: silentLog, batchSize: 10 });
      for (let i = 0; i < 20; i++) {
        await next.drain();
        t.clock.advance(60_000);
      }
      const messages = await e.messages(campaign.id);
      expect(messages).toHaveLength(25);
      expect(messages.every((m) => m.state === 'reported')).toBe(true);
      const taken = await carrierTook(campaign.id);
      expect([...taken.keys()].sort()).toEqual(contacts.map((c) => c.phone).sort());
      expect([...taken.values()].every((n) => n === 1)).toBe(true);
      const progress = await e.progress(campaign.id);
      expect(progress).toMatchObject({ status: 'completed', sent: 25 });
      expect(progress.delivered + progress.failed + progress.blocked + progress.optout + progress.attemptFailed).toBe(25);
      expect(await e.campaignCharges(campaign.id)).toBe(Math.ceil(progress.costMillicents / 1000));
    });
  }
});

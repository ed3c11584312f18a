// The sending engine as a server test drives it: a campaign sent to a fresh group of known
// contacts, the engine's passes run with the fake clock moved between them (the carrier's reports
// and the audience come after their latency), and the figures the sender would read.
import type { Campaign } from '@domain/campaigns';
import type { ComposeInput } from '@domain/campaign-compose';
import type { CampaignProgress } from '@domain/sending/campaign-progress';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from '../fixtures/test-app';
import type { DialectName } from '@server/db/open-db';
import { CampaignsClient, type SeedContact } from '../campaigns/campaigns-client';

/** A weekday afternoon in the US: 14:00 New York, 11:00 Los Angeles, 09:00 Honolulu; inside every state's quiet-hours window. */
export const US_AFTERNOON = new Date('2026-03-03T19:00:00.000Z');

/** n US mobile numbers in New York (212), numbered from `from`. */
export const newYorkers = (n: number, from = 0): SeedContact[] =>
  Array.from({ length: n }, (_, i) => ({ phone: `+1212555${String(from + i).padStart(4, '0')}`, type: 'MOBILE', firstName: `Pat${from + i}`, stateCode: 'NY' }));

export class EngineClient {
  constructor(public campaigns: CampaignsClient) {}

  /** Signs the demo user in, with the seeded queued campaign set aside so it does not share the numbers with the test's. */
  static async start(t: TestApp): Promise<EngineClient> {
    await t.db.updateTable('campaigns').set({ status: 'completed' }).where('status', '=', 'queued').execute();
    return new EngineClient(await CampaignsClient.signIn(t));
  }

  get t(): TestApp {
    return this.campaigns.t;
  }

  /** Sets the fake clock to an instant (forward only) and signs in again (a day later the session has expired). */
  async at(instant: Date) {
    const ms = instant.getTime() - this.t.clock.now().getTime();
    if (ms > 0) this.t.clock.advance(ms);
    this.campaigns = await CampaignsClient.signIn(this.t);
  }

  /** Sends the seeded ready compose to a new group of these contacts. */
  async send(name: string, contacts: SeedContact[], changes: ComposeInput = {}): Promise<Campaign> {
    const group = await this.campaigns.groupId(name);
    await this.campaigns.addContacts(group, contacts);
    await this.t.db.updateTable('contact_groups').set({ scrub_date: this.t.clock.now().toISOString(), contacts_count: contacts.length }).where('id', '=', group).execute();
    const compose = await this.campaigns.readyCompose({ contactGroups: [group], campaignTitle: name, ...changes });
    const res = await this.campaigns.call('POST', '/campaigns/send', { compose });
    if (res.status !== 200) throw new Error(`send answered ${res.status}: ${res.raw.body}`);
    return res.body as Campaign;
  }

  /** Engine passes until nothing is due, then the clock moves `stepMs` and again, `steps` times. */
  async run(steps = 1, stepMs = 60_000) {
    for (let i = 0; i < steps; i++) {
      await this.t.app.ctx.engine.drain();
      await this.t.app.ctx.shortLinks.writer.flush();
      this.t.clock.advance(stepMs);
    }
    await this.t.app.ctx.engine.drain();
    await this.t.app.ctx.shortLinks.writer.flush();
  }

  async progress(campaignId: number): Promise<CampaignProgress> {
    const res = await this.campaigns.call('GET', `/campaigns/${campaignId}/progress`);
    if (res.status !== 200) throw new Error(`progress answered ${res.status}: ${res.raw.body}`);
    return res.body as CampaignProgress;
  }

  async messages(campaignId: number) {
    return this.t.db.selectFrom('messages').selectAll().where('campaign_id', '=', campaignId).orderBy('id').execute();
  }

  async balance(userId: number) {
    return this.t.app.ctx.ledger.balance(userId);
  }

  async campaignCharges(campaignId: number) {
    const rows = await this.t.db.selectFrom('credit_ledger').select('amount_cents').where('kind', '=', 'campaign').where('reference', 'like', `campaign:${campaignId}:%`).execute();
    return -rows.reduce((sum, r) => sum + Number(r.amount_cents), 0);
  }
}

/**
 * A suite's app on `dialect` and its engine client, made before the suite's tests (the clock at a
 * US afternoon, the seeded queued campaign set aside) and closed after; `bind` hands them to the
 * suite's variables.
 */
export function engineSuite(dialect: DialectName, bind: (t: TestApp, e: EngineClient) => void, options: TestAppOptions = {}): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(dialect, options);
    const client = await EngineClient.start(app);
    await client.at(US_AFTERNOON);
    bind(app, client);
  });
  afterAll(async () => app?.close());
}

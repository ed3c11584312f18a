// The sending engine's loop (decision 29): on each pass it opens runs for newly sent campaigns,
// takes the campaigns whose time has come under a lease (so two processes never dispatch one
// campaign at once), sends what their speed, schedule and sleep timer allow in batches, hands over
// batches a crash left unsent, applies the carrier's reports and lets the carrier play what is due.
// No state lives in memory that a restart would need: the cursor, the counters, the throttle's
// anchor and every message's state are rows.
import { randomUUID } from 'node:crypto';
import { nextSendTime, sendBudget } from '@domain/sending/dispatch-plan';
import type { CampaignState } from '@domain/sending/campaign-states';
import type { AppContext } from '../context';
import { InsufficientCreditError } from '../http/errors';
import type { Carrier } from '../providers/carrier/carrier';
import { cursorAfterOffset } from './audience-page';
import { loadCampaignPlan, type CampaignPlan } from './campaign-plan';
import { getRun, moveCampaign, recordEvent, type RunRow } from './campaign-run';
import { applyReports } from './delivery-reports';
import { failOver } from './failover';
import { createMessageWriter, type MessageWriter } from './message-writer';
import { DidSenders } from './did-senders';
import { judgeDueLap, roomBeforeLap } from './optimization-laps';
import { checkDidHealth } from './did-health-check';
import { twoWayRoomToday } from './daily-limit';
import { HELD, dispatchBatch, type DispatchDeps } from './dispatch-batch';
import { submitBatch, unsubmittedBatches } from './hand-over';
import { LiveRuntime } from './responders/live-runtime';
import { notifyCampaignFinished, notifyCampaignPaused } from '../modules/notifications/campaign-events';

export interface EngineOptions {
  /** The app's context (a function: the engine is made before the context that holds it). */
  context: () => AppContext;
  carrier: Carrier;
  log: { error(obj: unknown, msg?: string): void };
  /** Messages per batch handed to the carrier. */
  batchSize?: number;
  /** The window one pass plans sends for, and the pause between passes with nothing to do. */
  tickMs?: number;
  /** The most one campaign sends in one pass (unlimited speed is still shared between campaigns). */
  maxPerPass?: number;
  /** How long a process holds a campaign without renewing. */
  leaseMs?: number;
}

const SENDING: readonly CampaignState[] = ['queued', 'scheduled', 'running'];

export class SendingEngine {
  readonly id = randomUUID();
  private readonly batchSize: number;
  private readonly tickMs: number;
  private readonly maxPerPass: number;
  private readonly leaseMs: number;
  private readonly plans = new Map<number, CampaignPlan>();
  private running = false;
  private writer: MessageWriter | null = null;
  private readonly senders = new DidSenders();
  private readonly checkedAt = new Map<number, number>();
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  private readonly context: () => AppContext;
  readonly carrier: Carrier;
  /** The responders answering live contacts; their timers and actions run in housekeeping. */
  readonly responders: LiveRuntime;
  private readonly log: EngineOptions['log'];

  constructor(options: EngineOptions) {
    this.context = options.context;
    this.carrier = options.carrier;
    this.log = options.log;
    this.batchSize = options.batchSize ?? 1000;
    this.tickMs = options.tickMs ?? 1000;
    this.maxPerPass = options.maxPerPass ?? 20_000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.responders = new LiveRuntime({ context: options.context, carrier: options.carrier, log: options.log });
    this.carrier.listen({
      onReports: async (_account, reports) => {
        await applyReports(this.ctx.db, reports, this.ctx.now());
        // What the route could not carry goes once over the user's failover route (failover.ts).
        await failOver({ ctx: this.ctx, carrier: this.carrier }, reports);
      },
    });
  }

  private get ctx(): AppContext {
    return this.context();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        let busy = 0;
        try {
          busy = await this.tick();
        } catch (error) {
          this.log.error({ err: error }, 'sending engine: a pass failed');
        }
        if (!this.running) break;
        if (busy === 0) await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.tickMs / 4);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        else await new Promise<void>((resolve) => setImmediate(resolve));
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
    await this.responders.settled();
    // Campaigns this process held are free for another at once.
    await this.ctx.db.updateTable('campaign_runs').set({ lease_owner: null, lease_until: null }).where('lease_owner', '=', this.id).execute();
  }

  /** Forget what was read of a campaign (its compose, DIDs, creatives ...): the next pass reads it again. */
  forget(campaignId: number): void {
    this.plans.delete(campaignId);
    this.wake?.();
  }

  /** One pass; answers how much it did (0: nothing was due). */
  async tick(): Promise<number> {
    const now = this.ctx.now();
    let done = await this.housekeeping(now);
    for (const campaignId of await this.dueCampaigns(now)) done += await this.runCampaign(campaignId, now);
    done += await this.carrier.pump(now);
    return done;
  }

  /** What does not belong to one campaign: runs for newly sent campaigns, batches a crash left unsent, the responders' timers and actions. */
  async housekeeping(now = this.ctx.now()): Promise<number> {
    return (await this.openRuns(now)) + (await this.resubmit(now)) + (await this.responders.due(now));
  }

  /** The carrier's due reports and audience, now. */
  async pumpCarrier(): Promise<number> {
    return this.carrier.pump(this.ctx.now());
  }

  /** Campaigns whose time has come and that no live process holds. */
  async dueCampaigns(now = this.ctx.now(), limit = 50): Promise<number[]> {
    const due = await this.ctx.db
      .selectFrom('campaign_runs as r')
      .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
      .select('r.campaign_id')
      .where('c.status', 'in', [...SENDING])
      .where((eb) => eb.or([eb('r.next_at', 'is', null), eb('r.next_at', '<=', now.toISOString())]))
      .where((eb) => eb.or([eb('r.lease_owner', 'is', null), eb('r.lease_owner', '=', this.id), eb('r.lease_until', '<', now.toISOString())]))
      .orderBy('r.campaign_id')
      .limit(limit)
      .execute();
    return due.map((d) => Number(d.campaign_id));
  }

  /** One pass of one campaign under its lease (nothing when another process holds it); answers how much it did. */
  async runCampaign(campaignId: number, now = this.ctx.now()): Promise<number> {
    if (!(await this.claim(campaignId, now))) return 0;
    return this.sendDue(campaignId, now);
  }

  /** Passes until nothing is due now (tests and benchmarks; the clock does not move). */
  async drain(maxPasses = 10_000): Promise<void> {
    for (let i = 0; i < maxPasses; i++) if ((await this.tick()) === 0) return;
    throw new Error('The sending engine did not settle');
  }

  private async openRuns(now: Date): Promise<number> {
    const fresh = await this.ctx.db
      .selectFrom('campaigns as c')
      .leftJoin('campaign_runs as r', 'r.campaign_id', 'c.id')
      .select(['c.id', 'c.user_id', 'c.audience'])
      .where('c.status', 'in', ['queued', 'scheduled'])
      .where('r.campaign_id', 'is', null)
      .limit(100)
      .execute();
    for (const c of fresh) {
      const plan = await this.plan(Number(c.id));
      if (!plan) continue;
      const offset = Number.parseInt(plan.compose.campaignOffset, 10);
      const cursor = await cursorAfterOffset(this.ctx.db, plan, Number.isFinite(offset) ? offset : 0);
      await this.ctx.db
        .insertInto('campaign_runs')
        .values({ campaign_id: Number(c.id), user_id: Number(c.user_id), cursor_group: cursor.group, cursor: cursor.id, total: Number(c.audience ?? 0) })
        .onConflict((oc) => oc.column('campaign_id').doNothing())
        .execute();
      await recordEvent(this.ctx.db, Number(c.id), Number(c.user_id), 'queued', 'Campaign queued for sending', now);
    }
    return fresh.length;
  }

  /** Batches written before a crash (or while the carrier was down) and never taken: handed over again under their key. */
  private async resubmit(now: Date): Promise<number> {
    const stale = await unsubmittedBatches(this.ctx.db, new Date(now.getTime() - 5_000), 20);
    for (const id of stale) await submitBatch(this.deps(await this.ctx.optoutSecret()), id);
    return stale.length;
  }

  private async claim(campaignId: number, now: Date): Promise<boolean> {
    const result = await this.ctx.db
      .updateTable('campaign_runs')
      .set({ lease_owner: this.id, lease_until: new Date(now.getTime() + this.leaseMs).toISOString() })
      .where('campaign_id', '=', campaignId)
      .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_owner', '=', this.id), eb('lease_until', '<', now.toISOString())]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private async plan(campaignId: number): Promise<CampaignPlan | null> {
    const known = this.plans.get(campaignId);
    if (known) return known;
    const plan = await loadCampaignPlan(this.ctx, campaignId);
    if (plan) this.plans.set(campaignId, plan);
    return plan;
  }

  private deps(optoutSecret: string): DispatchDeps {
    this.writer ??= createMessageWriter(this.ctx.db);
    return { ctx: this.ctx, carrier: this.carrier, optoutSecret, writeMessages: this.writer, senders: this.senders };
  }

  private async sendDue(campaignId: number, now: Date): Promise<number> {
    const plan = await this.plan(campaignId);
    let run = await getRun(this.ctx.db, campaignId);
    if (!plan || !run) return 0;
    if (await this.autoStopped(plan, run, now)) return 1;
    await this.healthCheck(plan, now);
    if (plan.compose.autoOp && (await judgeDueLap(this.ctx.db, plan, run, now))) run = (await getRun(this.ctx.db, campaignId))!;
    const lastSent = run.last_sent_at === null ? null : Date.parse(run.last_sent_at);
    const room = roomBeforeLap(plan, run);
    if (room === 0) {
      // The lap's test went out: wait for its results to be judged.
      await this.ctx.db.updateTable('campaign_runs').set({ next_at: new Date(now.getTime() + 5_000).toISOString() }).where('campaign_id', '=', campaignId).execute();
      return 0;
    }
    const speedBudget = Math.min(sendBudget(now.getTime(), now.getTime() + this.tickMs, lastSent, plan.timing), this.maxPerPass, room);
    if (speedBudget === 0) return this.waitOrEnd(plan, run, now);
    // The two-way daily limit (daily-limit.ts): at the limit the campaign waits for the user's next day.
    const daily = plan.sendMethod === 2 ? await twoWayRoomToday(this.ctx.db, plan.userId, now) : null;
    if (daily !== null && daily.room === 0) return this.waitForNextDay(plan, daily.nextDayAt);
    const budget = Math.min(speedBudget, daily?.room ?? speedBudget);

    const deps = this.deps(await this.ctx.optoutSecret());
    let left = budget;
    let sent = 0;
    while (left > 0) {
      try {
        const batch = await dispatchBatch(deps, plan, run, Math.min(left, this.batchSize), now);
        sent += batch.sent + batch.held + batch.skipped;
        left -= Math.max(batch.sent, 1);
        if (batch.noSender) return this.pauseFor(plan, 'number_unavailable', now);
        if (batch.sleeping) {
          // Every DID group sleeps (or its cycle is full): look again in a minute.
          await this.ctx.db
            .updateTable('campaign_runs')
            .set({ next_at: new Date(now.getTime() + 60_000).toISOString(), pause_reason: 'numbers_asleep' })
            .where('campaign_id', '=', campaignId)
            .execute();
          return sent;
        }
        if (batch.creditShort) {
          await this.pauseFor(plan, 'credit', now);
          return sent + 1;
        }
        run = (await getRun(this.ctx.db, campaignId))!;
        if (batch.exhausted || batch.sent + batch.held + batch.skipped === 0) break;
        // SQLite answers synchronously, so a pass would otherwise never let a request in: one batch at most.
        await new Promise<void>((resolve) => setImmediate(resolve));
      } catch (error) {
        if (error instanceof InsufficientCreditError) return this.pauseFor(plan, 'credit', now);
        throw error;
      }
    }
    await this.afterPass(plan, run, now);
    return sent;
  }

  /** The DID groups' campaign checks, at most once a minute per campaign. */
  private async healthCheck(plan: CampaignPlan, now: Date): Promise<void> {
    const last = this.checkedAt.get(plan.campaignId) ?? 0;
    if (now.getTime() - last < 60_000) return;
    this.checkedAt.set(plan.campaignId, now.getTime());
    await checkDidHealth(this.ctx, plan, now);
  }

  /** Nothing may go now: when it may (next_at), or the end when the stop time has come. */
  private async waitOrEnd(plan: CampaignPlan, run: RunRow, now: Date): Promise<number> {
    const lastSent = run.last_sent_at === null ? null : Date.parse(run.last_sent_at);
    const next = nextSendTime(now.getTime(), lastSent, plan.timing);
    if (next === null) {
      await this.finish(plan, run, 'uncompleted', 'The stop time came before every contact was sent to', now);
      return 1;
    }
    await this.ctx.db.updateTable('campaign_runs').set({ next_at: new Date(next).toISOString() }).where('campaign_id', '=', plan.campaignId).execute();
    return 0;
  }

  /** The daily limit is reached: look again when the user's next day starts (the schedule still rules then). */
  private async waitForNextDay(plan: CampaignPlan, nextDayAt: Date): Promise<number> {
    await this.ctx.db
      .updateTable('campaign_runs')
      .set({ next_at: nextDayAt.toISOString(), pause_reason: 'daily_limit' })
      .where('campaign_id', '=', plan.campaignId)
      .execute();
    return 0;
  }

  /** After sending: completed once every contact was taken and none is held; else when to look again. */
  private async afterPass(plan: CampaignPlan, run: RunRow, now: Date): Promise<void> {
    if (run.audience_done === 1) {
      if (Number(run.held) === 0) {
        await this.finish(plan, run, 'completed', 'Every contact was sent to', now);
        return;
      }
      const first = await this.ctx.db
        .selectFrom('messages')
        .select((eb) => eb.fn.min('hold_until').as('at'))
        .where('campaign_id', '=', plan.campaignId)
        .where(HELD)
        .executeTakeFirst();
      if (first?.at) await this.ctx.db.updateTable('campaign_runs').set({ next_at: first.at }).where('campaign_id', '=', plan.campaignId).execute();
      return;
    }
    await this.ctx.db.updateTable('campaign_runs').set({ next_at: null }).where('campaign_id', '=', plan.campaignId).execute();
  }

  private async finish(plan: CampaignPlan, run: RunRow, to: 'completed' | 'uncompleted', why: string, now: Date): Promise<void> {
    if (!(await moveCampaign(this.ctx.db, plan.campaignId, SENDING, to, now))) return;
    await this.ctx.db.updateTable('campaign_runs').set({ finished_at: now.toISOString(), next_at: null }).where('campaign_id', '=', plan.campaignId).execute();
    await recordEvent(this.ctx.db, plan.campaignId, Number(run.user_id), to, why, now);
    this.plans.delete(plan.campaignId);
    await notifyCampaignFinished(this.ctx, plan, why);
  }

  private async pauseFor(plan: CampaignPlan, reason: 'credit' | 'number_unavailable', now: Date): Promise<number> {
    const to: CampaignState = reason === 'credit' ? 'paused' : 'paused_number_unavailable';
    const moved = await moveCampaign(this.ctx.db, plan.campaignId, SENDING, to, now);
    if (moved) {
      await this.ctx.db.updateTable('campaign_runs').set({ pause_reason: reason, lease_owner: null, lease_until: null }).where('campaign_id', '=', plan.campaignId).execute();
      const detail = reason === 'credit' ? 'Paused: the balance does not cover the next message' : 'Paused: no number of the campaign can send';
      await recordEvent(this.ctx.db, plan.campaignId, plan.userId, 'paused', detail, now);
    }
    this.plans.delete(plan.campaignId);
    if (moved && reason === 'credit') await notifyCampaignPaused(this.ctx, plan);
    return 1;
  }

  /** The auto-stop threshold: this many failed messages (failed, blocked, attempt failed) end the campaign early. */
  private async autoStopped(plan: CampaignPlan, run: RunRow, now: Date): Promise<boolean> {
    const threshold = plan.compose.autoStopThreshold;
    if (threshold === null || threshold <= 0) return false;
    const failed = Number(run.failed) + Number(run.blocked) + Number(run.attempt_failed);
    if (failed < threshold) return false;
    await this.finish(plan, run, 'uncompleted', `Stopped: ${failed} failed messages reached the auto-stop threshold of ${threshold}`, now);
    return true;
  }
}

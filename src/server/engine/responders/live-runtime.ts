// The responder runtime on live events (issue 10, decision 30). What a contact does reaches it as
// an event (a reply, a click, a call's outcome); it moves the contact's conversation by the
// simulator's rules (flows/conversation.ts) and queues the entered nodes' actions; the engine's
// housekeeping pass (due) fires timers that fell due, starts campaign conversations on no click or
// no reply, and runs due actions. Which responder answers:
// 1. an open conversation of the contact whose active node has a child taking the event;
// 2. else the responder of the campaign whose message the contact answered, then the published
//    responders linked to the contact's groups or the number's DID group, smaller priority first,
//    the first with a root taking the event; a root the contact already played starts again only
//    with loopback on.
// Nothing is kept in memory that a restart needs: conversations, actions and cursors are rows.
import type { ContactEvent } from '@flows/simulation';
import { answerEvent, fireDueTimers, minutesSince, startAtRoot } from '@flows/conversation';
import type { AppContext } from '../../context';
import type { Carrier } from '../../providers/carrier/carrier';
import { runAction, type ActionRow } from './action-runner';
import { sweepCampaignStart, timeoutRoots, type TimeoutRoot } from './campaign-starts';
import { MoveConflict, conversationWith, openConversations, saveMove, stateOf, type ConversationRow, type Target } from './conversations';
import type { EngagedMessage } from '../engagement';
import { actionIdOfKey, isResponderKey } from './responder-figures';
import { PlayableResponders, linkedResponders, responderOfCompose, type PlayableResponder } from './playable';

export interface LiveRuntimeOptions {
  context: () => AppContext;
  carrier: Carrier;
  log: { error(obj: unknown, msg?: string): void };
}

const TIMERS_PER_PASS = 200;
const ACTIONS_PER_PASS = 100;
const SWEEP_EVERY_MS = 15_000;
const CAMPAIGN_CACHE_MS = 60_000;
/** Campaigns finished longer ago than this no longer start conversations on no click or no reply. */
const SWEEP_AFTER_FINISH_MS = 31 * 24 * 3600_000;

export class LiveRuntime {
  private readonly playable: PlayableResponders;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly campaigns = new Map<number, { at: number; responderId: number | null }>();
  private lastSweep = 0;

  constructor(private readonly options: LiveRuntimeOptions) {
    this.playable = new PlayableResponders(() => this.ctx.db);
  }

  private get ctx(): AppContext {
    return this.options.context();
  }

  /** The responder a campaign's compose names, if any (read once a minute). */
  async campaignResponder(campaignId: number): Promise<number | null> {
    const now = this.ctx.now().getTime();
    const known = this.campaigns.get(campaignId);
    if (known && now - known.at < CAMPAIGN_CACHE_MS && now >= known.at) return known.responderId;
    const row = await this.ctx.db.selectFrom('campaigns').select('compose').where('id', '=', campaignId).executeTakeFirst();
    const responderId = row ? responderOfCompose(row.compose) : null;
    this.campaigns.set(campaignId, { at: now, responderId });
    return responderId;
  }

  /**
   * The campaign a message belongs to: its own, or for a responder's message the campaign whose
   * conversation sent it (a contact answering the responder is still answering that campaign).
   */
  async campaignOfMessage(message: { key: string; campaignId: number | null }): Promise<number | null> {
    if (message.campaignId !== null) return message.campaignId;
    const actionId = actionIdOfKey(message.key);
    if (actionId === null) return null;
    const row = await this.ctx.db
      .selectFrom('responder_actions as a')
      .innerJoin('responder_conversations as c', 'c.id', 'a.conversation_id')
      .select('c.campaign_id')
      .where('a.id', '=', actionId)
      .executeTakeFirst();
    return row?.campaign_id == null ? null : Number(row.campaign_id);
  }

  /** The contact did something; answers whether a responder took it. */
  async deliver(target: Target, event: ContactEvent, inbound: string | null = null): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await this.deliverOnce(target, event, inbound);
      } catch (error) {
        // Another event moved the conversation meanwhile: compute again from where it is now.
        if (!(error instanceof MoveConflict)) throw error;
      }
    }
    return false;
  }

  private async deliverOnce(target: Target, event: ContactEvent, inbound: string | null): Promise<boolean> {
    const { db } = this.ctx;
    const now = this.ctx.now().getTime();
    for (const conversation of await openConversations(db, target.userId, target.phone)) {
      const responder = await this.playable.get(Number(conversation.responder_id), now);
      if (!responder) continue;
      const startedAt = Date.parse(conversation.started_at);
      const move = answerEvent(responder.doc, stateOf(conversation), event, minutesSince(startedAt, now), null);
      if (move) {
        await saveMove(db, { responder, from: conversation, target, move, startedAt, now, inbound });
        return true;
      }
    }
    const candidates = await linkedResponders(db, target.userId, target.phone, target.did);
    const fromCampaign = target.campaignId === null ? null : await this.campaignResponder(target.campaignId);
    if (fromCampaign !== null) candidates.unshift({ responderId: fromCampaign, contactGroupId: target.contactGroupId });
    for (const candidate of candidates) {
      const responder = await this.playable.get(candidate.responderId, now);
      if (!responder || responder.userId !== target.userId) continue;
      const existing = await conversationWith(db, responder.id, target.phone);
      const played = existing ? stateOf(existing).roots : [];
      const move = answerEvent(responder.doc, { active: [], roots: played }, event, 0, { loopback: responder.setting.enableLoopback });
      if (!move) continue;
      await saveMove(db, { responder, from: existing, target: { ...target, contactGroupId: candidate.contactGroupId ?? target.contactGroupId }, move, startedAt: now, now, inbound });
      return true;
    }
    return false;
  }

  /**
   * Things the contact did with one of our messages (a click, a call's outcome), in order. A
   * campaign's message is answered by the campaign's responder only (a campaign without one costs no
   * lookups per click); a responder's own message by the conversation it belongs to.
   */
  async onMessage(message: EngagedMessage, events: readonly ContactEvent[]): Promise<number> {
    if (isResponderKey(message.key)) {
      // A responder's message: its conversation is the contact's open one.
    } else if (message.campaignId === null || (await this.campaignResponder(message.campaignId)) === null) {
      return 0;
    }
    const target: Target = { userId: message.userId, phone: message.phone, did: message.did, campaignId: await this.campaignOfMessage(message), contactGroupId: message.groupId };
    let taken = 0;
    for (const event of events) if (await this.deliver(target, event)) taken++;
    return taken;
  }

  /** The messages first clicked now. */
  async clicked(messages: readonly EngagedMessage[]): Promise<void> {
    for (const message of messages) await this.onMessage(message, [{ kind: 'signal', trigger: 'click_link' }]);
  }

  /** STOP: the contact's conversations end and nothing queued for them goes out. */
  async stop(userId: number, phone: string): Promise<void> {
    const at = this.ctx.now().toISOString();
    await this.ctx.db.transaction().execute(async (trx) => {
      const ids = (await trx.selectFrom('responder_conversations').select('id').where('user_id', '=', userId).where('phone', '=', phone).execute()).map((r) => Number(r.id));
      if (ids.length === 0) return;
      await trx.updateTable('responder_conversations').set({ status: 'finished', next_due_at: null, updated_at: at }).where('id', 'in', ids).execute();
      await trx
        .updateTable('responder_actions')
        .set({ state: 'cancelled', detail: JSON.stringify({ reason: 'The contact opted out' }), done_at: at })
        .where('conversation_id', 'in', ids)
        .where('state', '=', 'pending')
        .execute();
    });
  }

  /** One pass: timers that fell due, campaign starts, due actions. Answers how much it did. */
  async due(now = this.ctx.now()): Promise<number> {
    let done = await this.fireTimers(now.getTime());
    if (now.getTime() - this.lastSweep >= SWEEP_EVERY_MS || now.getTime() < this.lastSweep) {
      this.lastSweep = now.getTime();
      done += await this.sweepCampaigns(now.getTime());
    }
    return done + (await this.runDueActions(now));
  }

  /** Webhooks still in flight (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Forget what was read (a test moved the clock back, a responder was edited). */
  forget(): void {
    this.lastSweep = 0;
    this.campaigns.clear();
    this.playable.clear();
  }

  private async fireTimers(now: number): Promise<number> {
    const { db } = this.ctx;
    const due = await db
      .selectFrom('responder_conversations')
      .selectAll()
      .where('status', '=', 'open')
      .where('next_due_at', '<=', new Date(now).toISOString())
      .orderBy('next_due_at')
      .limit(TIMERS_PER_PASS)
      .execute();
    for (const conversation of due) {
      const responder = await this.playable.get(Number(conversation.responder_id), now);
      if (!responder) {
        await db.updateTable('responder_conversations').set({ next_due_at: null }).where('id', '=', conversation.id).execute();
        continue;
      }
      const startedAt = Date.parse(conversation.started_at);
      const move = fireDueTimers(responder.doc, stateOf(conversation), minutesSince(startedAt, now));
      try {
        await saveMove(db, { responder, from: conversation, target: targetOf(conversation), move, startedAt, now, inbound: null });
      } catch (error) {
        if (!(error instanceof MoveConflict)) throw error;
      }
    }
    return due.length;
  }

  private async sweepCampaigns(now: number): Promise<number> {
    const { db } = this.ctx;
    const runs = await db
      .selectFrom('campaign_runs')
      .select(['campaign_id', 'user_id'])
      .where('started_at', 'is not', null)
      .where((eb) => eb.or([eb('finished_at', 'is', null), eb('finished_at', '>', new Date(now - SWEEP_AFTER_FINISH_MS).toISOString())]))
      .orderBy('campaign_id')
      .limit(500)
      .execute();
    let started = 0;
    for (const run of runs) {
      const responderId = await this.campaignResponder(Number(run.campaign_id));
      if (responderId === null) continue;
      const responder = await this.playable.get(responderId, now);
      if (!responder) continue;
      for (const root of timeoutRoots(responder.doc.nodes)) {
        started += await sweepCampaignStart(db, { id: Number(run.campaign_id), userId: Number(run.user_id) }, root, now, (target, r) => this.startAt(responder, target, r, now));
      }
    }
    return started;
  }

  private async startAt(responder: PlayableResponder, target: Target, root: TimeoutRoot, now: number): Promise<void> {
    const existing = await conversationWith(this.ctx.db, responder.id, target.phone);
    // Already talking: the contact wrote or clicked meanwhile.
    if (existing?.status === 'open') return;
    const move = startAtRoot(responder.doc, existing ? stateOf(existing) : { active: [], roots: [] }, root.trigger.id, responder.setting.enableLoopback);
    if (!move) return;
    try {
      await saveMove(this.ctx.db, { responder, from: existing, target, move, startedAt: now, now, inbound: null });
    } catch (error) {
      if (!(error instanceof MoveConflict)) throw error;
    }
  }

  private async runDueActions(now: Date): Promise<number> {
    const { db } = this.ctx;
    const due = await db.selectFrom('responder_actions').selectAll().where('state', '=', 'pending').where('due_at', '<=', now.toISOString()).orderBy('due_at').orderBy('id').limit(ACTIONS_PER_PASS).execute();
    for (const row of due) {
      try {
        await this.runOne(row, now);
      } catch (error) {
        this.options.log.error({ err: error, action: row.id }, 'responder runtime: an action failed; trying again in a minute');
        await db.updateTable('responder_actions').set({ due_at: new Date(now.getTime() + 60_000).toISOString() }).where('id', '=', row.id).where('state', '=', 'pending').execute();
      }
    }
    return due.length;
  }

  private async runOne(row: ActionRow, now: Date): Promise<void> {
    const { db } = this.ctx;
    const fail = (reason: string) =>
      db.updateTable('responder_actions').set({ state: 'failed', detail: JSON.stringify({ reason }), done_at: now.toISOString() }).where('id', '=', row.id).where('state', '=', 'pending').execute();
    const conversation = await db.selectFrom('responder_conversations').selectAll().where('id', '=', row.conversation_id).executeTakeFirst();
    if (!conversation) return void (await fail('The conversation is gone'));
    const responder = await this.playable.get(Number(row.responder_id), now.getTime());
    const node = responder?.doc.nodes.find((n) => n.id === row.node_id);
    const action = node?.actions.find((a) => a.id === row.action_id);
    if (!responder || !node || !action) return void (await fail('The responder no longer has this action'));
    const optedOut = await db.selectFrom('opt_outs').select('phone').where('user_id', '=', Number(row.user_id)).where('phone', '=', conversation.phone).executeTakeFirst();
    if (optedOut && action.type !== 'fire_request') return void (await fail('The contact opted out'));
    const optoutSecret = await this.ctx.optoutSecret();
    await runAction({
      deps: { ctx: this.ctx, carrier: this.options.carrier, optoutSecret, track: (work) => this.track(work) },
      row,
      conversation,
      responder,
      node,
      action,
    });
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.catch((error: unknown) => this.options.log.error({ err: error }, 'responder runtime: a webhook attempt failed to record'));
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }
}

function targetOf(conversation: ConversationRow): Target {
  return {
    userId: Number(conversation.user_id),
    phone: conversation.phone,
    did: conversation.did,
    campaignId: conversation.campaign_id === null ? null : Number(conversation.campaign_id),
    contactGroupId: conversation.contact_group_id === null ? null : Number(conversation.contact_group_id),
  };
}

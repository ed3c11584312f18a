// Runs a responder's due actions for real (decision 30). The runtime renders each action as the
// test-run panel does (responder-runtime.ts), with the contact's own fields, a real short link and
// opt-out link; then:
// - send_message and ai_agent send the text, send_voice places the call, each as a message of its
//   own under the key resp:<action id> (direct-message.ts: written, charged and handed to the
//   carrier; a re-run after a crash finds the key and sends nothing again);
// - fire_request calls the URL (webhook-call.ts), each attempt logged, retried on no answer or a 5xx;
// - play_audio and forward_call happen inside the call the carrier holds: recorded as done.
// Each outcome is a row of responder_action_events, the figures paidActionStats sums.
import type { Action, FlowNode } from '@domain/responder-flow';
import type { ActionOutcome } from '@domain/responder-simulation';
import type { MessageType } from '@domain/routes';
import type { Selectable } from 'kysely';
import type { Db, ResponderActionsTable } from '../../db/database';
import { contactFields } from '../../modules/contacts/contact-fields';
import { signOptoutToken } from '../../modules/content/optout-token';
import { shortUrl } from '../../modules/short-links/link-paths';
import { sendDirect } from '../direct-message';
import type { CarrierDeps } from '../hand-over';
import { messageLinkCode } from '../message-builder';
import { renderAction, type RuntimeLibrary } from '../responder-runtime';
import { loadRuntimeLibrary } from '../runtime-library';
import type { ConversationRow } from './conversations';
import type { PlayableResponder } from './playable';
import { callWebhook, retryDelayMinutes } from './webhook-call';

export type ActionRow = Selectable<ResponderActionsTable>;

export interface RunnerDeps extends CarrierDeps {
  optoutSecret: string;
  /** Webhooks in flight: the engine does not wait for them, tests and shutdown do. */
  track(work: Promise<unknown>): void;
}

interface Sender {
  from: string | null;
  didId: number | null;
  routeId: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function recordOutcome(db: Db, action: Pick<ActionRow, 'responder_id' | 'node_id' | 'action_id' | 'action_type'>, outcome: string, phone: string, costMillicents: number, at: Date): Promise<void> {
  await db
    .insertInto('responder_action_events')
    .values({ responder_id: action.responder_id, node_id: action.node_id, action_id: action.action_id, action_type: action.action_type, outcome, phone, cost_millicents: costMillicents, created_at: at.toISOString() })
    .execute();
}

async function finish(db: Db, row: ActionRow, state: 'done' | 'failed' | 'cancelled', detail: unknown, at: Date, messageId: number | null = null): Promise<void> {
  await db.updateTable('responder_actions').set({ state, detail: JSON.stringify(detail), done_at: at.toISOString(), message_id: messageId }).where('id', '=', row.id).where('state', '=', 'pending').execute();
}

/**
 * The contact as its group holds it (variables fill from it), and the country its prices are read
 * in. A conversation that did not start from a campaign's message knows no group: the contact is
 * then the newest of the user's contacts with that phone (each group probed on its phone index).
 */
async function playedContact(db: Db, conversation: ConversationRow): Promise<{ contact: Record<string, string>; country: string; contactId: number | null }> {
  let query = db
    .selectFrom('contacts as c')
    .innerJoin('contact_groups as g', 'g.id', 'c.group_id')
    .select(['c.id', 'c.data', 'c.first_name', 'c.last_name', 'c.email', 'c.city', 'c.state_code', 'c.zip_code', 'g.country'])
    .where('c.phone', '=', conversation.phone);
  query = conversation.contact_group_id !== null ? query.where('c.group_id', '=', conversation.contact_group_id) : query.where('g.user_id', '=', conversation.user_id).orderBy('c.id', 'desc').limit(1);
  const row = await query.executeTakeFirst();
  if (row) return { contact: { ...contactFields(row), phone: conversation.phone }, country: row.country, contactId: Number(row.id) };
  return { contact: { phone: conversation.phone }, country: 'US', contactId: null };
}

/** The number the message goes from: the action's own route, else the conversation's number, else one of the responder's DID groups. */
async function senderFor(db: Db, responder: PlayableResponder, conversation: ConversationRow, action: Action): Promise<Sender> {
  const alt = 'altRouteSetting' in action ? action.altRouteSetting : undefined;
  if ((alt?.sendMethod ?? responder.sendMethod) === 1) return { from: alt?.ani || null, didId: null, routeId: alt?.routeId ?? null };
  const base = db
    .selectFrom('dids as d')
    .innerJoin('did_groups as g', 'g.id', 'd.group_id')
    .select(['d.id', 'd.phone', 'g.route_id'])
    .where('g.user_id', '=', responder.userId)
    .where('d.status', '=', 'ACTIVE');
  const groups = alt?.didGroupId !== undefined ? [alt.didGroupId] : [];
  const own = groups.length === 0 && conversation.did !== null ? await base.where('d.phone', '=', conversation.did).executeTakeFirst() : undefined;
  const pool = groups.length > 0 ? groups : responder.didGroupIds;
  const found = own ?? (pool.length > 0 ? await base.where('d.group_id', 'in', [...pool]).orderBy('d.id').executeTakeFirst() : undefined);
  if (!found) return { from: conversation.did, didId: null, routeId: alt?.routeId ?? null };
  return { from: found.phone, didId: Number(found.id), routeId: alt?.routeId ?? (found.route_id === null ? null : Number(found.route_id)) };
}

export interface RunContext {
  deps: RunnerDeps;
  row: ActionRow;
  conversation: ConversationRow;
  responder: PlayableResponder;
  node: FlowNode;
  action: Action;
}

export async function runAction(run: RunContext): Promise<void> {
  const { deps, row, conversation, responder, action } = run;
  const { db } = deps.ctx;
  const now = deps.ctx.now();
  const played = await playedContact(db, conversation);
  const key = `resp:${row.id}`;
  const code = messageLinkCode(key);
  let linkDomain: string | null = null;
  const base = await loadRuntimeLibrary(deps.ctx, responder.userId, responder.id, responder.doc, played);
  const library: RuntimeLibrary = {
    ...base,
    live: {
      linkUrl: (domain) => {
        linkDomain = domain;
        return shortUrl({ code, domain, subDomain: '', path: '' }, deps.ctx.config.publicUrl);
      },
      optoutUrl: (id) => `${deps.ctx.config.publicUrl}/public/optout/confirm?token=${signOptoutToken(deps.optoutSecret, id, conversation.phone)}`,
    },
  };
  const outcome = renderAction(action, library, { sendMethod: responder.sendMethod, inbound: row.inbound });

  if (outcome.type === 'fire_request') return fire(run, outcome);
  if (outcome.type === 'play_audio' || outcome.type === 'forward_call') {
    await db.transaction().execute(async (trx) => {
      await finish(trx, row, 'done', outcome, now);
      await recordOutcome(trx, row, 'sent', conversation.phone, 0, now);
    });
    return;
  }
  const message = messageOf(outcome, base);
  if (message.body.trim() === '') {
    await finish(db, row, 'failed', { reason: 'The action has nothing to send' }, now);
    return;
  }
  const offerId = action.type === 'send_message' ? (action.offerId ?? null) : null;
  const offer = offerId === null ? undefined : base.offers.get(offerId);
  const sender = await senderFor(db, responder, conversation, action);
  const sent = await sendDirect(
    deps,
    {
      userId: responder.userId,
      key,
      to: conversation.phone,
      ...sender,
      type: message.type,
      body: message.body,
      segments: message.segments,
      costMillicents: message.costMillicents,
      link: outcome.type === 'send_message' && outcome.shortLink && offer ? { code, domain: linkDomain, targetUrl: offer.url, offerId } : null,
      contactId: played.contactId,
      // The contact group's figures are its campaigns'; a responder's reply counts on its action.
      groupId: null,
    },
    async (trx, messageId, fresh) => {
      await finish(trx, row, 'done', { messageId }, now, messageId);
      if (fresh) await recordOutcome(trx, row, 'sent', conversation.phone, message.costMillicents, now);
    },
  );
  if (!sent.sent) await finish(db, row, 'failed', { reason: 'Not enough credit to send' }, now);
}

function messageOf(outcome: Exclude<ActionOutcome, { type: 'fire_request' | 'play_audio' | 'forward_call' }>, library: RuntimeLibrary): { type: MessageType; body: string; segments: number; costMillicents: number } {
  switch (outcome.type) {
    case 'send_message':
      return { type: outcome.messageType === 'MMS' ? 'MMS' : 'SMS', body: outcome.text, segments: outcome.segments, costMillicents: outcome.costMillicents };
    case 'send_voice':
      return { type: 'VOICE', body: outcome.audio, segments: 1, costMillicents: outcome.costMillicents };
    case 'ai_agent': {
      const price = library.prices.find((p) => p.country === library.country && p.messageType === 'SMS') ?? library.prices.find((p) => p.messageType === 'SMS');
      return { type: 'SMS', body: outcome.reply, segments: 1, costMillicents: price?.unitPriceMillicents ?? 0 };
    }
  }
}

/**
 * One attempt of a webhook, in the background: the action's due time moves past the attempt first,
 * so a crash mid-request retries it later rather than never.
 */
async function fire(run: RunContext, outcome: Extract<ActionOutcome, { type: 'fire_request' }>): Promise<void> {
  const { deps, row } = run;
  const { db, config } = deps.ctx;
  const attempt = Number(row.attempts) + 1;
  const startedAt = deps.ctx.now().getTime();
  const claimed = await db
    .updateTable('responder_actions')
    .set({ attempts: attempt, due_at: iso(startedAt + config.webhookTimeoutMs + 60_000) })
    .where('id', '=', row.id)
    .where('state', '=', 'pending')
    .where('attempts', '=', Number(row.attempts))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return;
  deps.track(
    (async () => {
      const result = await callWebhook(outcome, { timeoutMs: config.webhookTimeoutMs, allowPrivate: config.webhookAllowPrivate });
      const now = deps.ctx.now();
      await db
        .insertInto('responder_request_log')
        .values({ responder_action_id: row.id, user_id: row.user_id, attempt, method: outcome.method, url: outcome.url, status: result.status, duration_ms: result.durationMs, error: result.error, created_at: now.toISOString() })
        .execute();
      const detail = { status: result.status, attempts: attempt, error: result.error };
      if (result.ok) {
        await db.transaction().execute(async (trx) => {
          await finish(trx, row, 'done', detail, now);
          await recordOutcome(trx, row, 'sent', run.conversation.phone, 0, now);
        });
        return;
      }
      const wait = result.retryable ? retryDelayMinutes(attempt) : null;
      if (wait === null) {
        await db.transaction().execute(async (trx) => {
          await finish(trx, row, 'failed', detail, now);
          await recordOutcome(trx, row, 'failed', run.conversation.phone, 0, now);
        });
        return;
      }
      await db.updateTable('responder_actions').set({ due_at: iso(now.getTime() + wait * 60_000), detail: JSON.stringify(detail) }).where('id', '=', row.id).where('state', '=', 'pending').execute();
    })(),
  );
}

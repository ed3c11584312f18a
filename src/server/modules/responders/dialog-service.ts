// The legacy dialog calls (001 §7) told in the responder service's terms: a dialog is a responder
// with at most one contact group and one DID group shown, its contents are the nodes. Nothing here
// stores anything the /responder-v2 calls do not: every write goes through the same services.
import type { z } from 'zod';
import type { Dialog, loadDialogsSchema, saveDialogSchema } from '@domain/responder-dialogs';
import type { ResponderView } from '@domain/responder-api';
import { RESPONDER_STATUSES } from '@domain/responders';
import type { AppContext } from '../../context';
import { aiReply } from '../../engine/ai-reply';
import { aiSettingValuesSchema } from '@domain/responder-ai';
import { containsPhrase, wordsOf } from '@flows/simulation';
import { ownGroupRow } from '../contacts/groups-service';
import { rowToNode } from './document-store';
import { ownResponder, readSetting } from './responders-repo';
import { saveResponder, searchResponders, switchStatus } from './responders-service';

/** The dialogs of responders, with their root nodes as children. */
export async function toDialogs(ctx: AppContext, responders: readonly ResponderView[]): Promise<Dialog[]> {
  const ids = responders.map((x) => x.id);
  const roots =
    ids.length === 0
      ? []
      : await ctx.db
          .selectFrom('responder_nodes')
          .select(['responder_id', 'node_id', 'label', 'level', 'parent_id', 'parent_action_id', 'trigger', 'actions', 'position'])
          .where('responder_id', 'in', ids)
          .where('parent_id', 'is', null)
          .where('deleted', '=', 0)
          .orderBy('id')
          .execute();
  return responders.map((x) => ({
    id: x.id,
    title: x.title,
    published: x.published,
    status: x.status,
    type: x.sendMethod,
    contactGroupId: x.contactGroups[0]?.contactGroupId ?? null,
    contactGroupName: x.contactGroups[0]?.name ?? null,
    didGroupId: x.didGroups[0]?.didGroupId ?? null,
    didGroupName: x.didGroups[0]?.name ?? null,
    created: x.createdAt,
    children: roots.filter((n) => Number(n.responder_id) === x.id).map(rowToNode),
  }));
}

export async function loadDialogs(ctx: AppContext, userId: number, q: z.output<typeof loadDialogsSchema>): Promise<{ items: Dialog[]; total: number }> {
  const found = await searchResponders(ctx, userId, q);
  return { items: await toDialogs(ctx, found.items), total: found.total };
}

/** Create, update, switch and set the DID group in one call, as the old client sends it. */
export async function saveDialog(ctx: AppContext, userId: number, input: z.output<typeof saveDialogSchema>): Promise<Dialog> {
  const existing = input.id === undefined ? null : await ownResponder(ctx.db, userId, input.id);
  const current: { contacts: number[]; dids: number[] } = { contacts: [], dids: [] };
  if (existing) {
    const id = Number(existing.id);
    const [contacts, dids] = await Promise.all([
      ctx.db.selectFrom('responder_contact_groups').select('contact_group_id').where('responder_id', '=', id).execute(),
      ctx.db.selectFrom('responder_did_groups').select('did_group_id').where('responder_id', '=', id).execute(),
    ]);
    current.contacts = contacts.map((r) => Number(r.contact_group_id));
    current.dids = dids.map((r) => Number(r.did_group_id));
  }
  // Left out: kept as it is; null: none; an id: that one group.
  const chosen = (given: number | null | undefined, kept: number[]) => (given === undefined ? kept : given === null ? [] : [given]);
  let saved = await saveResponder(ctx, userId, {
    id: input.id,
    title: input.title,
    published: input.published ?? (existing ? existing.published === 1 : true),
    setting: existing ? readSetting(existing.setting) : { enableSleep: false, enableLoopback: false, priority: 0 },
    contactGroupIds: chosen(input.contactGroupId, current.contacts),
    didGroupIds: chosen(input.didGroupId, current.dids),
    sendMethod: input.type,
  });
  if (input.status !== undefined && input.status !== RESPONDER_STATUSES.enabled) saved = await switchStatus(ctx, userId, saved.id, input.status);
  const [dialog] = await toDialogs(ctx, [saved]);
  return dialog;
}

/** flushDialogContext: every contact of the group starts the responder afresh. */
export async function flushDialogContext(ctx: AppContext, userId: number, contactGroupId: number): Promise<number> {
  await ownGroupRow(ctx.db, userId, contactGroupId);
  const result = await ctx.db.deleteFrom('responder_conversations').where('contact_group_id', '=', contactGroupId).executeTakeFirst();
  return Number(result.numDeletedRows);
}


/** aiTest: the built-in assistant's reply, and the first of the user's intents the text holds. */
export async function aiTest(ctx: AppContext, userId: number, text: string, type: 'reply' | 'intent'): Promise<{ reply: string; intent: string | null }> {
  const { reply } = aiReply(aiSettingValuesSchema.parse({}), text, []);
  if (type === 'reply') return { reply, intent: null };
  const rows = await ctx.db
    .selectFrom('responder_nodes as n')
    .innerJoin('responders as r', 'r.id', 'n.responder_id')
    .select(['n.node_id', 'n.label', 'n.level', 'n.parent_id', 'n.parent_action_id', 'n.trigger', 'n.actions', 'n.position'])
    .where('r.user_id', '=', userId)
    .where('r.deleted_at', 'is', null)
    .where('n.deleted', '=', 0)
    .where('n.trigger_type', '=', 'inbound_message')
    .orderBy('n.id')
    .execute();
  // The simulator's matching: an intent's words together, in order, whatever their case.
  const said = wordsOf(text);
  for (const node of rows.map(rowToNode)) {
    if (node.trigger.type !== 'inbound_message') continue;
    const intent = node.trigger.intents.find((i) => containsPhrase(said, i.replaceAll('_', ' ')));
    if (intent) return { reply, intent };
  }
  return { reply, intent: null };
}

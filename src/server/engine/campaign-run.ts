// The engine's row of a sent campaign (campaign_runs) and the few writes every part of the engine
// makes to it: counters added in place (never read-modify-write, so two processes adding at once
// both count), the campaign's status moved only from the states it may leave, and its history.
import type { Selectable } from 'kysely';
import type { CampaignState } from '@domain/sending/campaign-states';
import type { CampaignRunsTable, Db } from '../db/database';

export type RunRow = Selectable<CampaignRunsTable>;

export const RUN_COUNTERS = [
  'total',
  'queued',
  'held',
  'sent',
  'delivered',
  'failed',
  'blocked',
  'optout',
  'attempt_failed',
  'rejected',
  'clicked',
  'replied',
  'convertor',
  'callback',
  'skipped',
  'cost_millicents',
  'charged_cents',
  'revenue_cents',
] as const;
export type RunCounter = (typeof RUN_COUNTERS)[number];

/** Adds to counters in one UPDATE (zeros left out). */
export async function addToRun(db: Db, campaignId: number, deltas: Partial<Record<RunCounter, number>>, extra: Partial<Pick<RunRow, 'cursor' | 'cursor_group' | 'last_sent_at' | 'audience_done' | 'next_at'>> = {}): Promise<void> {
  const entries = Object.entries(deltas).filter(([, v]) => v !== undefined && v !== 0) as [RunCounter, number][];
  if (entries.length === 0 && Object.keys(extra).length === 0) return;
  await db
    .updateTable('campaign_runs')
    .set((eb) => ({ ...Object.fromEntries(entries.map(([k, v]) => [k, eb(k, '+', v)])), ...extra }))
    .where('campaign_id', '=', campaignId)
    .execute();
}

/** Moves the campaign to `to` only from one of `from`; answers whether it moved. */
export async function moveCampaign(db: Db, campaignId: number, from: readonly CampaignState[], to: CampaignState, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('campaigns')
    .set({ status: to, updated_at: at.toISOString() })
    .where('id', '=', campaignId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recordEvent(db: Db, campaignId: number, userId: number, kind: string, detail: string, at: Date): Promise<void> {
  await db.insertInto('campaign_events').values({ campaign_id: campaignId, user_id: userId, kind, detail, created_at: at.toISOString() }).execute();
}

export async function getRun(db: Db, campaignId: number): Promise<RunRow | undefined> {
  return db.selectFrom('campaign_runs').selectAll().where('campaign_id', '=', campaignId).executeTakeFirst();
}

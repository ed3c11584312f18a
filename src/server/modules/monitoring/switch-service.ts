// Switching a part of a sent campaign on or off (001 §4 "Creatives, offers, domain groups, routes
// and contact groups inside a campaign each have an on/off status that can be switched"; issue 11).
// A switched-off element is a row of campaign_paused_elements, the table auto-optimization already
// writes its pauses to, with reason 'manual' and a paused_until no campaign reaches: the dispatcher
// skips paused creatives and offers on every batch; the engine's plan leaves out switched-off
// routes, the domain group (links then go on the app's own host) and contact groups (their contacts
// are passed over) when it next reads the campaign, which ctx.engine.forget makes now. Switching
// on deletes the row, so it also lifts an auto-optimization pause: the sender's word is the last.
// Decision 32 says what the engine honours.
import { composeSchema, type Compose } from '@domain/campaign-compose';
import { SWITCHABLE_ELEMENTS, switchMessages, switchRefusals, type CampaignElement, type SwitchAnswer, type SwitchInput, type SwitchableElement } from '@domain/monitoring';
import type { AppContext } from '../../context';
import { getRun, recordEvent } from '../../engine/campaign-run';
import { FOR_GOOD } from '../../engine/optimization-laps';
import { HttpError, badRequest } from '../../http/errors';
import { ownCampaign } from '../campaigns/campaigns-repo';

export const MANUAL = 'manual';

const LABELS: Readonly<Record<SwitchableElement, string>> = {
  route: 'Route',
  creative: 'Creative',
  offer: 'Offer',
  domainGroup: 'Domain group',
  contactGroup: 'Contact group',
};

/** The ids of each kind of element the compose sends with, in the compose's order. */
export function elementIds(c: Compose): Record<SwitchableElement, number[]> {
  return {
    route: c.sendMethod === 1 ? c.routesOneWay.map((r) => r.routeId) : c.routesTwoWays.map((r) => r.routeId),
    creative: c.creativeMode === 'creatives' ? c.creativeIds : [],
    offer: c.offerOption === 'offer' || c.offerOption === 'prefill' ? c.offerIds : [],
    domainGroup: c.urlShortened && c.domain !== null ? [c.domain] : [],
    contactGroup: c.contactGroups,
  };
}

type Named = { id: number; name: string };
const ids = (list: number[]) => (list.length > 0 ? [...new Set(list)] : [0]);

async function namesOf(ctx: AppContext, userId: number, wanted: Record<SwitchableElement, number[]>): Promise<Record<SwitchableElement, Named[]>> {
  const db = ctx.db;
  const [route, creative, offer, domainGroup, contactGroup] = await Promise.all([
    db.selectFrom('routes').select(['id', 'name']).where('id', 'in', ids(wanted.route)).execute(),
    db.selectFrom('creatives').select(['id', 'title as name']).where('user_id', '=', userId).where('id', 'in', ids(wanted.creative)).execute(),
    db.selectFrom('offers').select(['id', 'title as name']).where('user_id', '=', userId).where('id', 'in', ids(wanted.offer)).execute(),
    db.selectFrom('domain_groups').select(['id', 'name']).where('user_id', '=', userId).where('id', 'in', ids(wanted.domainGroup)).execute(),
    db.selectFrom('contact_groups').select(['id', 'name']).where('user_id', '=', userId).where('id', 'in', ids(wanted.contactGroup)).execute(),
  ]);
  return { route, creative, offer, domainGroup, contactGroup };
}

/** Every element of the campaign with its state now, in the compose's order. */
async function elementsOf(ctx: AppContext, userId: number, campaignId: number, compose: Compose): Promise<CampaignElement[]> {
  const wanted = elementIds(compose);
  const [named, paused] = await Promise.all([
    namesOf(ctx, userId, wanted),
    ctx.db
      .selectFrom('campaign_paused_elements')
      .select(['element', 'element_id', 'reason', 'paused_until'])
      .where('campaign_id', '=', campaignId)
      .where('paused_until', '>', ctx.now().toISOString())
      .execute(),
  ]);
  return SWITCHABLE_ELEMENTS.flatMap((element) =>
    [...new Set(wanted[element])].map((id) => {
      const pause = paused.find((p) => p.element === element && Number(p.element_id) === id);
      return {
        element,
        id,
        name: named[element].find((n) => Number(n.id) === id)?.name ?? `#${id}`,
        on: pause === undefined,
        reason: pause?.reason ?? null,
        pausedUntil: pause === undefined || pause.paused_until === FOR_GOOD ? null : pause.paused_until,
      };
    }),
  );
}

async function sentCompose(ctx: AppContext, userId: number, campaignId: number): Promise<Compose> {
  const campaign = await ownCampaign(ctx, userId, campaignId);
  if (campaign.status === 'draft') throw new HttpError(409, switchRefusals.notSent);
  return composeSchema.parse(JSON.parse(campaign.compose));
}

export async function campaignElements(ctx: AppContext, userId: number, campaignId: number): Promise<CampaignElement[]> {
  return elementsOf(ctx, userId, campaignId, await sentCompose(ctx, userId, campaignId));
}

export async function switchElement(ctx: AppContext, userId: number, campaignId: number, input: SwitchInput): Promise<SwitchAnswer> {
  const compose = await sentCompose(ctx, userId, campaignId);
  const before = await elementsOf(ctx, userId, campaignId, compose);
  const target = before.find((e) => e.element === input.element && e.id === input.id);
  if (!target) throw badRequest('id', switchRefusals.notInCampaign);
  // A campaign sends with at least one of each kind it has. The domain group is the exception: a
  // compose has one, and without it links go on the app's own host.
  const othersOn = before.filter((e) => e.element === input.element && e.id !== input.id && e.on).length;
  if (!input.on && target.on && input.element !== 'domainGroup' && othersOn === 0) throw new HttpError(409, switchRefusals.lastOn[input.element]);

  const now = ctx.now();
  const run = await getRun(ctx.db, campaignId);
  await ctx.db.transaction().execute(async (trx) => {
    const rows = trx.deleteFrom('campaign_paused_elements').where('campaign_id', '=', campaignId).where('element', '=', input.element).where('element_id', '=', input.id);
    if (input.on) await rows.execute();
    else {
      await trx
        .insertInto('campaign_paused_elements')
        .values({ campaign_id: campaignId, element: input.element, element_id: input.id, lap: Number(run?.lap ?? 0), reason: MANUAL, paused_until: FOR_GOOD })
        .onConflict((oc) => oc.columns(['campaign_id', 'element', 'element_id']).doUpdateSet({ reason: MANUAL, paused_until: FOR_GOOD }))
        .execute();
    }
    await recordEvent(trx, campaignId, userId, 'switch', `${LABELS[input.element]} ${target.name} switched ${input.on ? 'on' : 'off'} by the sender`, now);
  });
  // The engine reads the campaign's routes, domain group and contact groups again on its next pass.
  ctx.engine.forget(campaignId);
  return { message: switchMessages[input.element], items: await elementsOf(ctx, userId, campaignId, compose) };
}

// What the engine needs to send one campaign, read once per campaign (and again on refresh or
// continue): the stored compose, its routes with their senders (a two-way route's DIDs, a one-way
// route's ANIs), creatives, offers, the short-links' domain group, the opt-out link, the price and the
// send timing. Everything is read for the campaign's own user, so another user's rows never reach it.
import { composeSchema, normalizeCompose, type Compose } from '@domain/campaign-compose';
import type { MessageType } from '@domain/routes';
import type { SendTiming } from '@domain/sending/dispatch-plan';
import { scheduleWindow } from '@domain/sending/schedule-window';
import { cappedSpeed, registeredSpeedPerHour } from '@domain/sending/registered-throughput';
import { z } from 'zod';
import type { AppContext } from '../context';
import { toRoute } from '../modules/config/repo';
import { inIdRange } from '../modules/campaigns/audience';
import { registeredUseCases } from '../modules/ten-dlc/registered-use-cases';

export interface PlanRoute {
  id: number;
  name: string;
  sendMethod: number;
  is10dlc: boolean;
  /** Toll-free routes need the opt-out word too; read from the route's name until routes carry a kind (issue 14). */
  tollFree: boolean;
}

export interface PlanSender {
  routeId: number;
  /** The DID row, or null for a one-way ANI. */
  didId: number | null;
  didGroupId: number | null;
  phone: string;
}

export interface PlanCreative {
  id: number | null;
  message: string;
  variables: readonly { name: string; value: string }[];
}

export interface PlanOffer {
  id: number | null;
  url: string;
}

export interface CampaignPlan {
  campaignId: number;
  userId: number;
  title: string;
  compose: Compose;
  messageType: MessageType;
  sendMethod: number;
  routes: PlanRoute[];
  /** Who may send, route by route, in a stable order (rotation walks it). */
  senders: PlanSender[];
  creatives: PlanCreative[];
  offers: PlanOffer[];
  /** The domain group short links go on (domain-links.ts places each link); null: the app's own host. */
  domainGroupId: number | null;
  optoutLinkId: number | null;
  unitPriceMillicents: number;
  timing: SendTiming;
  /** The name the first message to a contact on a route opens with. */
  senderName: string;
  contactGroups: number[];
  suppressionGroups: number[];
  /** Contact groups the sender switched off (monitoring): their contacts are passed over; the cursor's group positions stay. */
  switchedOffGroups?: ReadonlySet<number>;
}

const variablesJson = z.array(z.object({ name: z.string(), value: z.string() })).catch([]);

const parse = <T>(schema: z.ZodType<T>, text: string): T => {
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    return schema.parse(undefined);
  }
};

/** The ANIs of a one-way compose: comma or newline separated, spaces stripped, each with its +. */
export const anisOf = (text: string): string[] =>
  text
    .split(/[,;\n]/)
    .map((p) => p.replace(/\s+/g, ''))
    .filter((p) => p !== '')
    .map((p) => (p.startsWith('+') ? p : `+${p}`));

async function loadRoutes(ctx: AppContext, ids: number[]): Promise<PlanRoute[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.selectFrom('routes').selectAll().where('id', 'in', inIdRange(ids)).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), toRoute(r)]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id, name: r.name, sendMethod: r.details.sendMethod, is10dlc: r.details.is10dlc, tollFree: /toll.?free/i.test(r.name) }] : [];
  });
}

async function loadSenders(ctx: AppContext, userId: number, compose: Compose): Promise<PlanSender[]> {
  if (compose.sendMethod === 1) {
    const anis = anisOf(compose.anis);
    return compose.routesOneWay.flatMap((r) => anis.map((phone) => ({ routeId: r.routeId, didId: null, didGroupId: null, phone })));
  }
  const senders: PlanSender[] = [];
  for (const route of compose.routesTwoWays) {
    const groups = inIdRange(route.didGroupIds);
    if (groups.length === 0) continue;
    const dids = await ctx.db
      .selectFrom('dids')
      .innerJoin('did_groups', 'did_groups.id', 'dids.group_id')
      .select(['dids.id', 'dids.phone', 'dids.group_id'])
      .where('did_groups.user_id', '=', userId)
      .where('dids.group_id', 'in', groups)
      .where('dids.status', '=', 'ACTIVE')
      .orderBy('dids.group_id')
      .orderBy('dids.id')
      .execute();
    for (const d of dids) senders.push({ routeId: route.routeId, didId: Number(d.id), didGroupId: Number(d.group_id), phone: d.phone });
  }
  return senders;
}

async function loadCreatives(ctx: AppContext, userId: number, compose: Compose): Promise<PlanCreative[]> {
  if (compose.creativeMode === 'onfly') return [{ id: null, message: compose.onflyMessage, variables: [] }];
  const ids = inIdRange(compose.creativeIds);
  if (ids.length === 0) return [];
  const rows = await ctx.db.selectFrom('creatives').select(['id', 'message', 'variables']).where('user_id', '=', userId).where('id', 'in', ids).orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), message: r.message, variables: parse(variablesJson, r.variables) }));
}

async function loadOffers(ctx: AppContext, userId: number, compose: Compose): Promise<PlanOffer[]> {
  if (compose.offerOption === 'no') return [];
  if (compose.offerOption === 'onfly') return compose.onflyOfferUrl.trim() ? [{ id: null, url: compose.onflyOfferUrl.trim() }] : [];
  const ids = inIdRange(compose.offerIds);
  if (ids.length === 0) return [];
  const rows = await ctx.db.selectFrom('offers').select(['id', 'url']).where('user_id', '=', userId).where('id', 'in', ids).orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), url: r.url }));
}

async function unitPrice(ctx: AppContext, country: string, messageType: MessageType): Promise<number> {
  const type = messageType === 'SMS2' ? 'SMS' : messageType === 'MMSE' ? 'MMS' : messageType;
  const rows = await ctx.db.selectFrom('prices').select(['country', 'unit_price_millicents']).where('message_type', '=', type).execute();
  const own = rows.find((r) => r.country === country) ?? rows[0];
  return own ? Number(own.unit_price_millicents) : 0;
}

export async function loadCampaignPlan(ctx: AppContext, campaignId: number): Promise<CampaignPlan | null> {
  const campaign = await ctx.db.selectFrom('campaigns').select(['id', 'user_id', 'title', 'compose']).where('id', '=', campaignId).executeTakeFirst();
  if (!campaign) return null;
  // What the sender switched off in monitoring (campaign_paused_elements, reason 'manual'): the plan
  // sends without those routes and that domain group, and passes over those contact groups.
  // Creatives and offers are not here: the dispatcher reads their pauses on every batch.
  const off = await ctx.db
    .selectFrom('campaign_paused_elements')
    .select(['element', 'element_id'])
    .where('campaign_id', '=', campaignId)
    .where('element', 'in', ['route', 'domainGroup', 'contactGroup'])
    .where('paused_until', '>', ctx.now().toISOString())
    .execute();
  const offIds = (element: string) => new Set(off.filter((o) => o.element === element).map((o) => Number(o.element_id)));
  const [routesOff, domainGroupsOff] = [offIds('route'), offIds('domainGroup')];
  const stored = composeSchema.parse(JSON.parse(campaign.compose));
  const compose = {
    ...stored,
    routesTwoWays: stored.routesTwoWays.filter((r) => !routesOff.has(r.routeId)),
    routesOneWay: stored.routesOneWay.filter((r) => !routesOff.has(r.routeId)),
    domain: stored.domain !== null && domainGroupsOff.has(stored.domain) ? null : stored.domain,
  };
  const plan = await planOfCompose(ctx, { campaignId, userId: Number(campaign.user_id), title: campaign.title, compose });
  return { ...plan, switchedOffGroups: offIds('contactGroup') };
}

/** The plan of a compose not stored as a campaign (a test send: campaignId 0, which no campaign has). */
export async function planOfCompose(ctx: AppContext, input: { campaignId: number; userId: number; title: string; compose: Compose }): Promise<CampaignPlan> {
  const { campaignId, userId, title } = input;
  const compose = normalizeCompose(input.compose, { totalTarget: null });
  const routeIds = compose.sendMethod === 1 ? compose.routesOneWay.map((r) => r.routeId) : compose.routesTwoWays.map((r) => r.routeId);
  const [routes, senders, creatives, offers, price, user, useCases] = await Promise.all([
    loadRoutes(ctx, routeIds),
    loadSenders(ctx, userId, compose),
    loadCreatives(ctx, userId, compose),
    loadOffers(ctx, userId, compose),
    unitPrice(ctx, compose.country, compose.messageType),
    ctx.db.selectFrom('users').select(['firstname', 'lastname', 'username']).where('id', '=', userId).executeTakeFirst(),
    registeredUseCases(ctx.db, userId),
  ]);
  // A 10DLC route goes no faster than the registered use cases of its DID groups allow (issue 14).
  const tenDlcRoutes = new Set(routes.filter((r) => r.is10dlc).map((r) => r.id));
  const tenDlcGroups = compose.sendMethod === 2 ? compose.routesTwoWays.filter((r) => tenDlcRoutes.has(r.routeId)).flatMap((r) => r.didGroupIds) : [];
  const registeredCap = tenDlcGroups.length === 0 ? null : registeredSpeedPerHour(useCases, tenDlcGroups);
  const senderName = user ? `${user.firstname} ${user.lastname}`.trim() || user.username : 'Sender';
  return {
    campaignId,
    userId,
    title,
    compose,
    messageType: compose.messageType,
    sendMethod: compose.sendMethod,
    routes,
    senders,
    creatives,
    offers,
    domainGroupId: compose.urlShortened ? compose.domain : null,
    optoutLinkId: compose.optoutLinkType === 'optoutLink' ? compose.optoutLink : null,
    unitPriceMillicents: price,
    timing: { speedPerHour: cappedSpeed(compose.sendSpeed, registeredCap), sleepTimer: compose.sleepTimer, timeName: compose.timeName, window: scheduleWindow(compose) },
    senderName,
    contactGroups: inIdRange(compose.contactGroups),
    suppressionGroups: compose.suppressionContactEnabled ? inIdRange(compose.suppressionGroupIds) : [],
  };
}

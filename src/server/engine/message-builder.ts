// One contact's message as it goes out: the creative and offer its turn in the rotation gives it
// (src/domain/sending/content-rotation.ts), spintax spun from the message's own key (so a crash and
// a re-render give the same words), the variables filled from the contact, its own short link on
// the campaign's domain, the opt-out link, the sender's name on the first message to the contact on the route and the opt-out word
// where the route needs it (src/domain/sending/compliance). The cost is the price table's, per
// segment for texts and per message for MMS, calls and voicemail.
import { createHash } from 'node:crypto';
import { channelOfSendMethod, countMessage } from '@domain/message-segments';
import type { MessageType } from '@domain/routes';
import { identifySender } from '@domain/sending/compliance/sender-identification';
import { optOutLanguageText } from '@domain/sending/compliance/opt-out-language';
import { fillVariables, pickContent, renderMessage } from '@domain/sending/content-rotation';
import { signOptoutToken } from '../modules/content/optout-token';
import { shortUrl } from '../modules/short-links/link-paths';
import type { AudienceContact } from './audience-page';
import type { CampaignPlan, PlanRoute, PlanSender } from './campaign-plan';

export interface BuiltMessage {
  key: string;
  messageType: MessageType;
  contact: AudienceContact;
  route: PlanRoute | null;
  sender: PlanSender | null;
  creativeId: number | null;
  offerId: number | null;
  /** The per-contact short link, or null when the message carries no offer. */
  link: { code: string; domain: string | null; url: string; targetUrl: string } | null;
  body: string;
  segments: number;
  costMillicents: number;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A message's short-link code: 10 characters from a hash of its key. Users' own links are 7
 * characters, so the two never meet; 62^10 codes make a clash between messages negligible, and the
 * same key always gives the same code (a re-render after a crash writes the same link).
 */
export function messageLinkCode(key: string): string {
  const digest = createHash('sha256').update(`link:${key}`).digest();
  return Array.from(digest.subarray(0, 10), (b) => ALPHABET[b % 62]).join('');
}

export const messageKey = (campaignId: number, round: number, phone: string) => `${campaignId}:${round}:${phone}`;

export interface BuildInput {
  plan: CampaignPlan;
  /** The message's idempotency key; campaign:round:phone unless given (a test send's own). */
  key?: string;
  contact: AudienceContact;
  round: number;
  /** The message's place in the campaign: creatives and offers take turns by it. */
  seq: number;
  sender: PlanSender | null;
  /** The domain the message's short link goes on (domain-links.ts); null: the app's own host. */
  domain: string | null;
  /** Messages this user sent the contact on this route before (0: the first carries the sender's name). */
  sentBeforeOnRoute: number;
  pausedCreatives: ReadonlySet<number>;
  pausedOffers: ReadonlySet<number>;
  optoutSecret: string;
  publicUrl: string;
}

export function buildMessage(input: BuildInput): BuiltMessage {
  const { plan, contact, seq } = input;
  const key = input.key ?? messageKey(plan.campaignId, input.round, contact.phone);
  // An on-the-fly creative or offer has no id: 0 stands for it, which no pause ever names.
  const { creative, offer } = pickContent(
    seq,
    plan.creatives.map((c) => ({ ...c, id: c.id ?? 0 })),
    plan.offers.map((o) => ({ ...o, id: o.id ?? 0 })),
    input.pausedCreatives,
    input.pausedOffers,
  );
  const route = input.sender ? (plan.routes.find((r) => r.id === input.sender?.routeId) ?? null) : (plan.routes[0] ?? null);

  let link: BuiltMessage['link'] = null;
  if (offer) {
    const code = messageLinkCode(key);
    const domain = input.domain;
    const targetUrl = fillVariables(offer.url, contact.fields);
    link = { code, domain, url: shortUrl({ code, domain, subDomain: '', path: '' }, input.publicUrl), targetUrl };
  }
  const optout =
    plan.optoutLinkId !== null ? `Opt out: ${input.publicUrl}/public/optout/confirm?token=${signOptoutToken(input.optoutSecret, plan.optoutLinkId, contact.phone)}` : null;
  const words = renderMessage({
    template: creative?.message ?? '',
    variables: creative?.variables ?? [],
    contact: contact.fields,
    shortUrl: link?.url ?? null,
    optoutText: optout,
    spinSeed: key,
  });
  const channel = channelOfSendMethod(plan.sendMethod);
  const named = identifySender(words, plan.senderName, input.sentBeforeOnRoute).text;
  const body = route ? optOutLanguageText(named, route) : named;
  const text = plan.messageType === 'SMS' || plan.messageType === 'SMS2';
  const segments = text ? countMessage(body, channel).segments : 1;
  return {
    key,
    messageType: plan.messageType,
    contact,
    route,
    sender: input.sender,
    creativeId: creative?.id || null,
    offerId: offer?.id || null,
    link,
    body,
    segments,
    costMillicents: plan.unitPriceMillicents * segments,
  };
}

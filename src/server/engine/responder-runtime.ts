// The responder runtime: what each action of an entered node does for one contact, rendered as an
// ActionOutcome (src/domain/responder-simulation.ts). Which nodes a contact enters is flows'
// simulateStep; this says what their actions would send, call or request. Pure over a
// RuntimeLibrary (the user's creatives, offers, media ... and the contact, loaded by
// runtime-library.ts), so the test-run panel and the sending engine render alike. It never sends,
// never creates a short link, never charges: the link is a preview and the cost an estimate from the
// price table.
import { createHash } from 'node:crypto';
import { channelOfSendMethod, countMessage } from '@domain/message-segments';
import type { PriceEntry } from '@domain/pricing';
import type { AiSettingValues } from '@domain/responder-ai';
import { aiSettingValuesSchema } from '@domain/responder-ai';
import type { Action, ActionOf, ResponderDocument } from '@domain/responder-flow';
import type { ActionOutcome, SimulationStep } from '@domain/responder-simulation';
import { allVariations } from '@domain/spintax';
import { fillVariables } from '@domain/sending/content-rotation';
import { aiReply, type KnowledgeText } from './ai-reply';

export interface RuntimeLibrary {
  creatives: ReadonlyMap<number, { message: string; variables: readonly { name: string; value: string }[] }>;
  offers: ReadonlyMap<number, { url: string; domains: readonly string[] }>;
  optoutLinks: ReadonlyMap<number, { title: string }>;
  media: ReadonlyMap<number, { name: string }>;
  audioConfigs: ReadonlyMap<number, { name: string }>;
  aiSettings: ReadonlyMap<number, { values: AiSettingValues; knowledge: readonly KnowledgeText[] }>;
  prices: readonly PriceEntry[];
  /** The contact played: its fields by variable name without brackets (fName, phone, ...). */
  contact: Readonly<Record<string, string>>;
  /** The contact's country, for the price row. */
  country: string;
  /** The app's public address: embedded short links and opt-out pages live under it. */
  publicUrl: string;
  /** For a real contact (decision 30): the message's own short link and opt-out link instead of previews. */
  live?: {
    linkUrl(domain: string | null): string;
    optoutUrl(optoutLinkId: number): string;
  };
}

export interface RuntimeContext {
  /** How the responder sends (1 one way, A2P; 2 two ways, P2P) unless an action's own route says. */
  sendMethod: number;
  /** What the contact last wrote or said, which an AI reply answers. */
  inbound: string | null;
}

/** Variables filled as a sent message fills them (src/domain/sending/content-rotation.ts). */
export { fillVariables };

/** A stable 7-character code per action, so a preview link reads like the real one and repeats. */
function previewCode(actionId: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(createHash('sha256').update(actionId).digest().subarray(0, 7), (b) => alphabet[b % alphabet.length]).join('');
}

function shortLinkPreview(action: ActionOf<'send_message'>, library: RuntimeLibrary): string | null {
  if (action.offerId === undefined) return null;
  const offer = library.offers.get(action.offerId);
  if (!offer) return null;
  const domain = offer.domains[0];
  if (library.live) return library.live.linkUrl(domain ?? null);
  const base = domain ? `https://${domain}` : `${library.publicUrl.replace(/\/$/, '')}/l`;
  return `${base}/${previewCode(action.id)}`;
}

const unitPrice = (library: RuntimeLibrary, messageType: PriceEntry['messageType']) =>
  (library.prices.find((p) => p.country === library.country && p.messageType === messageType) ?? library.prices.find((p) => p.messageType === messageType))?.unitPriceMillicents ?? 0;

const firstSpin = (text: string) => allVariations(text, 1)[0] ?? text;

function messageText(action: ActionOf<'send_message'>, library: RuntimeLibrary, context: RuntimeContext): string {
  if (action.source === 'ai') {
    const setting = action.aiAssistantId === undefined ? undefined : library.aiSettings.get(action.aiAssistantId);
    return setting ? aiReply(setting.values, context.inbound ?? '', setting.knowledge).reply : '';
  }
  if (action.source === 'onfly') return firstSpin(action.message ?? '');
  const creative = action.creativeId === undefined ? undefined : library.creatives.get(action.creativeId);
  return creative ? fillVariables(firstSpin(creative.message), library.contact, creative.variables) : '';
}

function sendMessage(action: ActionOf<'send_message'>, library: RuntimeLibrary, context: RuntimeContext): ActionOutcome {
  const shortLink = shortLinkPreview(action, library);
  const optoutId = action.optoutLinkId;
  const optout =
    optoutId !== undefined && library.optoutLinks.has(optoutId)
      ? (library.live?.optoutUrl(optoutId) ?? `${library.publicUrl.replace(/\/$/, '')}/public/optout/confirm?token=preview`)
      : null;
  const text = [fillVariables(messageText(action, library, context), library.contact), shortLink, optout ? `Opt out: ${optout}` : null]
    .filter((part): part is string => part !== null && part !== '')
    .join(' ');
  const mms = action.messageType === 'MMS';
  const segments = mms ? 1 : countMessage(text, channelOfSendMethod(action.altRouteSetting?.sendMethod ?? context.sendMethod)).segments;
  return {
    type: 'send_message',
    actionId: action.id,
    messageType: action.messageType,
    text,
    shortLink,
    segments,
    costMillicents: unitPrice(library, mms ? 'MMS' : 'SMS') * segments,
    media: mms ? action.medias.map((id) => library.media.get(id)?.name ?? `#${id}`) : [],
    delayedMinute: action.delayedMinute,
  };
}

/** The webhook as it would be called: params in the query, headers trimmed and empty names dropped. */
function fireRequest(action: ActionOf<'fire_request'>, library: RuntimeLibrary): ActionOutcome {
  const fill = (text: string) => fillVariables(text, library.contact);
  const params = action.params.filter((p) => p.name.trim() !== '').map((p) => `${encodeURIComponent(p.name.trim())}=${encodeURIComponent(fill(p.value.trim()))}`);
  // A variable inside the address is a value in it: '+1 212...' must arrive as typed, not as a space.
  const encoded = Object.fromEntries(Object.entries(library.contact).map(([k, v]) => [k, encodeURIComponent(v)]));
  const url = fillVariables(action.url.trim(), encoded);
  const joined = params.length === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}${params.join('&')}`;
  const headers = action.headers.map((h) => ({ name: h.name.trim(), value: fill(h.value.trim()) })).filter((h) => h.name !== '');
  return { type: 'fire_request', actionId: action.id, method: action.method, url: joined, headers };
}

function audioName(library: RuntimeLibrary, mediaId: number | undefined, configId: number | undefined): string {
  if (mediaId !== undefined) return library.media.get(mediaId)?.name ?? `#${mediaId}`;
  if (configId !== undefined) return library.audioConfigs.get(configId)?.name ?? `#${configId}`;
  return '';
}

export function renderAction(action: Action, library: RuntimeLibrary, context: RuntimeContext): ActionOutcome {
  switch (action.type) {
    case 'send_message':
      return sendMessage(action, library, context);
    case 'fire_request':
      return fireRequest(action, library);
    case 'send_voice':
      return { type: 'send_voice', actionId: action.id, audio: audioName(library, action.mediaId, action.audioBuilderConfigId), delayedMinute: action.delayedMinute, costMillicents: unitPrice(library, 'VOICE') };
    case 'play_audio':
      return { type: 'play_audio', actionId: action.id, audio: audioName(library, action.mediaId, action.audioBuilderConfigId) };
    case 'forward_call': {
      const fromVariable = action.variable ? fillVariables(action.variable, library.contact) : '';
      const phone = action.phone || (fromVariable && fromVariable !== action.variable ? fromVariable : '') || action.alternativeSip || '';
      return { type: 'forward_call', actionId: action.id, phone };
    }
    case 'ai_agent': {
      const creative = action.creativeId === undefined ? undefined : library.creatives.get(action.creativeId);
      const values = aiSettingValuesSchema.parse({ winningCreative: creative?.message ?? '' });
      return { type: 'ai_agent', actionId: action.id, reply: fillVariables(aiReply(values, context.inbound ?? '', []).reply, library.contact, creative?.variables) };
    }
  }
}

/** Each entered node with what its actions would do, in the order entered. */
export function renderSteps(doc: ResponderDocument, entered: readonly { nodeId: string; triggerId: string }[], library: RuntimeLibrary, context: RuntimeContext): SimulationStep[] {
  const byId = new Map(doc.nodes.map((n) => [n.id, n]));
  return entered.flatMap(({ nodeId, triggerId }) => {
    const node = byId.get(nodeId);
    if (!node) return [];
    return [{ nodeId, label: node.label, triggerId, trigger: node.trigger.type, outcomes: node.actions.map((a) => renderAction(a, library, context)) }];
  });
}

// Segments and estimated cost of what one action sends (issue 8: "message segments and estimated
// cost per message node from the price table"). The text is counted as written (decision 17's
// counter: A2P 160/70, P2P 160): variables filled per contact and the short link change it a little,
// which is why this is an estimate. MMS and voice are priced per message or call, not per segment.
import { channelOfSendMethod, countMessage } from '@domain/message-segments';
import type { PriceEntry } from '@domain/pricing';
import type { Action, ActionOf } from '@domain/responder-flow';

export interface EstimateContext {
  creatives?: readonly { id: number; message: string }[];
  prices?: readonly PriceEntry[];
  /** The contacts' country, to pick the price row; the first row of the message type otherwise. */
  country?: string;
  /** How the responder sends when an action has no alternative route (1 one way: A2P, 2: P2P). */
  sendMethod?: number;
}

export interface MessageEstimate {
  segments: number;
  /** segments x the unit price; 0 when the price table has no row for it (see `priced`). */
  costMillicents: number;
  characters: number;
  unicode: boolean;
  priced: boolean;
}

type Estimated = ActionOf<'send_message'> | ActionOf<'send_voice'>;

export function messageEstimate(action: Estimated, context?: EstimateContext): MessageEstimate;
export function messageEstimate(action: Action, context?: EstimateContext): MessageEstimate | null;
export function messageEstimate(action: Action, context: EstimateContext = {}): MessageEstimate | null {
  if (action.type === 'send_voice') return priced(context, 'VOICE', { segments: 1, characters: 0, unicode: false });
  if (action.type !== 'send_message') return null;
  const text = messageText(action, context);
  if (action.messageType === 'MMS') return priced(context, 'MMS', { segments: 1, characters: text ? Array.from(text).length : 0, unicode: false });
  if (text === null) return priced(context, 'SMS', { segments: 1, characters: 0, unicode: false });
  const count = countMessage(text, channelOfSendMethod(action.altRouteSetting?.sendMethod ?? context.sendMethod));
  return priced(context, 'SMS', { segments: count.segments, characters: count.characters, unicode: count.unicode });
}

/** The text the action sends, when it is known before sending (an AI reply is not). */
export function messageText(action: ActionOf<'send_message'>, context: Pick<EstimateContext, 'creatives'>): string | null {
  if (action.source === 'onfly') return action.message ?? '';
  if (action.source === 'creative' && action.creativeId !== undefined) {
    return context.creatives?.find((c) => c.id === action.creativeId)?.message ?? null;
  }
  return null;
}

function priced(context: EstimateContext, messageType: PriceEntry['messageType'], count: Omit<MessageEstimate, 'costMillicents' | 'priced'>): MessageEstimate {
  const rows = (context.prices ?? []).filter((p) => p.messageType === messageType);
  const row = rows.find((p) => p.country === context.country) ?? rows[0];
  if (!row) return { ...count, costMillicents: 0, priced: false };
  return { ...count, costMillicents: row.unitPriceMillicents * count.segments, priced: true };
}

// The payment area's calls (base /api/v1, docs/api.md "Payments"), typed and parsed by the zod
// schemas of src/domain/payments.ts the server validates with. Card details go only to the
// sandbox provider's tokenize call (the card element's); the cards call receives the token.
import {
  cardSchema,
  cardTokenSchema,
  challengeAnswerSchema,
  orderCreatedSchema,
  packagesAnswerSchema,
  paymentSettingsSchema,
  purchaseAnswerSchema,
  type AddCard,
  type Card,
  type CardDetails,
  type CardToken,
  type ChallengeAnswer,
  type PaymentSettings,
  type PurchaseAnswer,
} from '@domain/payments';
import type { CreditPackage } from '@domain/pricing';
import { z } from 'zod';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const cards = z.array(cardSchema);
const quiet = { ignoreShowMessage: true } as const;

export async function getCards(signal?: AbortSignal): Promise<Card[]> {
  return parseAnswer(cards, (await api.get<unknown>('/payments/cards', { signal })).data);
}

/** What the provider's card element does: the details go to the provider, a token comes back. */
export async function tokenizeCard(details: CardDetails): Promise<CardToken> {
  return parseAnswer(cardTokenSchema, (await api.post<unknown>('/payments/sandbox/tokens', details, quiet)).data);
}

export async function addCard(card: AddCard): Promise<Card> {
  return parseAnswer(cardSchema, (await api.post<unknown>('/payments/cards', card, quiet)).data);
}

export async function setDefaultCard(cardId: number): Promise<Card[]> {
  return parseAnswer(cards, (await api.post<unknown>('/payments/cards/default', undefined, { params: { cardId }, ...quiet })).data);
}

export async function deleteCard(cardId: number): Promise<Card[]> {
  return parseAnswer(cards, (await api.delete<unknown>('/payments/cards', { params: { cardId } })).data);
}

export async function getPaymentSettings(signal?: AbortSignal): Promise<PaymentSettings> {
  return parseAnswer(paymentSettingsSchema, (await api.get<unknown>('/payments/settings', { signal })).data);
}

export async function saveAutoRecharge(settings: PaymentSettings): Promise<PaymentSettings> {
  const params = { recharge: settings.autoRecharge ? 'on' : 'off', volume: settings.rechargeVolume, threshold: settings.threshold };
  return parseAnswer(paymentSettingsSchema, (await api.post<unknown>('/payments/auto-recharge', undefined, { params })).data);
}

export async function getPackages(signal?: AbortSignal): Promise<CreditPackage[]> {
  return parseAnswer(packagesAnswerSchema, (await api.get<unknown>('/payments/packages', { signal })).data);
}

export async function getChallenge(signal?: AbortSignal): Promise<ChallengeAnswer> {
  return parseAnswer(challengeAnswerSchema, (await api.get<unknown>('/payments/challenge', { signal })).data);
}

export async function verifyChallenge(challengeId: number, answer: string, signal?: AbortSignal): Promise<void> {
  await api.post('/payments/challenge/verify', { challengeId, answer }, { signal, ...quiet });
}

export async function purchasePackage(packageId: number, body: { idempotencyKey: string; challengeId?: number }): Promise<PurchaseAnswer> {
  return parseAnswer(purchaseAnswerSchema, (await api.post<unknown>('/payments/purchase', body, { params: { packageId }, ...quiet })).data);
}

/** The orders slice's call: a bank-transfer order of whole dollars (001 §7 "GET {order base}/add?amount"). */
export async function createBankOrder(amountDollars: number, packageId: number | null, idempotencyKey: string): Promise<{ id: number }> {
  const params = { amount: amountDollars, ...(packageId === null ? {} : { packageId }), idempotencyKey };
  const { data } = await api.get<unknown>('/orders/add', { params, headers: { 'Idempotency-Key': idempotencyKey } });
  return parseAnswer(orderCreatedSchema, data).data;
}

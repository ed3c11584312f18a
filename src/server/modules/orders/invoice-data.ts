// What an invoice says, whatever its format (decision 38): seller, buyer (the user's billing fields
// from user_profiles when given, else their name and email), number, dates, lines, processing fee
// and total, all in integer cents. The PDF and the UBL XML are both drawn from this one object.
import { invoicesOf, orderMessages, orderStatusSchema, orderTypeSchema, type InvoiceKind, type InvoiceQuery } from '@domain/orders';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { findOrder } from './orders-repo';

export interface Party {
  name: string;
  lines: string[];
  vatNo: string;
  country: string;
}

export interface InvoiceLine {
  description: string;
  cents: number;
}

export interface InvoiceDoc {
  kind: InvoiceKind;
  /** 'PRE-2026-000012', 'INV-…', 'CRN-…' (credit), 'CC-…' (a card charge). */
  number: string;
  title: string;
  issueDate: string;
  dueDate: string | null;
  status: 'OPEN' | 'PAID';
  seller: Party;
  buyer: Party;
  lines: InvoiceLine[];
  amountCents: number;
  feeCents: number;
  totalCents: number;
  currency: string;
  note: string;
}

/** The platform as seller; one company for every invoice. */
export const SELLER: Party = {
  name: 'Campaign Platform Ltd.',
  lines: ['12 Harbour Street', 'Dublin D02 X285', 'Ireland'],
  vatNo: 'IE3668997OH',
  country: 'IE',
};

const TITLES: Record<InvoiceKind, string> = { 'pre-payment': 'Pre-payment invoice', final: 'Invoice', credit: 'Credit invoice' };
const PREFIX: Record<InvoiceKind, string> = { 'pre-payment': 'PRE', final: 'INV', credit: 'CRN' };
const DAY_MS = 24 * 60 * 60 * 1000;

const numberOf = (prefix: string, at: string, id: number) => `${prefix}-${at.slice(0, 4)}-${String(id).padStart(6, '0')}`;

async function buyerOf(db: Db, userId: number): Promise<Party> {
  const [user, profile] = await Promise.all([
    db.selectFrom('users').select(['firstname', 'lastname', 'email']).where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('user_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const person = `${user.firstname} ${user.lastname}`.trim();
  const name = profile?.entity_name || profile?.billing_name || profile?.company || person;
  const lines = [profile?.billing_address || profile?.address1 || '', profile?.billing_country || profile?.country || '', user.email].filter(Boolean);
  if (name !== person) lines.unshift(person);
  return { name, lines, vatNo: profile?.billing_vat_no ?? '', country: profile?.billing_country || profile?.country || '' };
}

/** The invoice of an order, or of a succeeded card charge, if the user owns it; 404 otherwise. */
export async function invoiceOf(ctx: Pick<AppContext, 'db'>, userId: number, query: InvoiceQuery): Promise<InvoiceDoc> {
  const isCard = query.type === 'credit card' || query.type === 'card';
  if (isCard) {
    const charge = await ctx.db.selectFrom('card_charges').selectAll().where('id', '=', query.id).where('user_id', '=', userId).executeTakeFirst();
    if (!charge) throw notFound();
    if (charge.status !== 'succeeded') throw badRequest('id', orderMessages.chargeNotSucceeded);
    const amountCents = Number(charge.amount_cents);
    const feeCents = Number(charge.fee_cents);
    return {
      kind: 'final', number: numberOf('CC', charge.created_at, Number(charge.id)), title: TITLES.final,
      issueDate: charge.created_at.slice(0, 10), dueDate: null, status: 'PAID',
      seller: SELLER, buyer: await buyerOf(ctx.db, userId),
      lines: [{ description: `Prepaid credit, card ${charge.card_brand} ending ${charge.card_last4}`, cents: amountCents }],
      amountCents, feeCents, totalCents: amountCents + feeCents, currency: charge.currency || 'USD',
      note: charge.description || 'Paid by card.',
    };
  }
  const row = await findOrder(ctx.db, query.id, userId);
  const type = orderTypeSchema.parse(row.type);
  const status = orderStatusSchema.parse(row.status);
  const offered = invoicesOf(type, status).filter((k): k is InvoiceKind => k !== 'e-invoice');
  const kind = query.kind ?? offered[offered.length - 1]!;
  if (!offered.includes(kind)) throw badRequest('kind', orderMessages.notAnInvoice);
  const sign = kind === 'credit' ? -1 : 1;
  const amountCents = Number(row.amount_cents);
  const feeCents = Number(row.processing_fee_cents);
  const issued = kind === 'final' ? (row.succeeded_at ?? row.updated_at) : kind === 'credit' ? row.updated_at : row.created_at;
  const what = type === 'bank' ? `Prepaid credit, bank transfer order #${row.id}` : `Referral earnings, order #${row.id}`;
  const lines: InvoiceLine[] = [{ description: what, cents: sign * amountCents }];
  if (feeCents > 0) lines.push({ description: 'Processing fee', cents: sign * feeCents });
  const notes: Record<InvoiceKind, string> = {
    'pre-payment': `Please transfer the total with reference ${numberOf(PREFIX['pre-payment'], row.created_at, Number(row.id))}. Credit is released when the money arrives.`,
    final: `Paid. ${(Number(row.released_cents) / 100).toFixed(2)} USD of credit released.`,
    credit: `Cancels pre-payment invoice ${numberOf(PREFIX['pre-payment'], row.created_at, Number(row.id))}${row.failure_message ? `: ${row.failure_message}` : ''}.`,
  };
  return {
    kind, number: numberOf(PREFIX[kind], issued, Number(row.id)), title: TITLES[kind],
    issueDate: issued.slice(0, 10), dueDate: kind === 'pre-payment' ? new Date(Date.parse(row.created_at) + 14 * DAY_MS).toISOString().slice(0, 10) : null,
    status: kind === 'final' ? 'PAID' : 'OPEN',
    seller: SELLER, buyer: await buyerOf(ctx.db, Number(row.user_id)),
    lines, amountCents: sign * amountCents, feeCents: sign * feeCents, totalCents: sign * (amountCents + feeCents), currency: 'USD', note: notes[kind],
  };
}

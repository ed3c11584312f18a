// A user's side of orders (decision 38): creating a bank order, the Transactions tab's list (orders
// by offset, card charges by afterId), and the proofs of payment (PDF only, 16MB, only while the
// order waits for payment or is processing; a new proof replaces the old one, and the first one
// moves a waiting order to processing).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatCents } from '@domain/money';
import {
  BANK_MIN_DOLLARS,
  BANK_PROCESSING_FEE_CENTS,
  canUploadProof,
  orderMessages,
  orderTypeOf,
  PROOF_MAX_BYTES,
  transactionFilterSchema,
  transactionTypeOf,
  type AddOrderQuery,
  type Transaction,
  type TransactionPage,
} from '@domain/orders';
import { orderTypeSchema } from '@domain/orders';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { dollars, findOrder, orderAnswer } from './orders-repo';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config'>;

export const proofFile = (ctx: Pick<AppContext, 'config'>, proofId: number) => path.join(ctx.config.dataDir, 'proofs', String(proofId));

/** GET /orders/add: a bank order waiting for payment; the same key answers the same order. */
export async function createBankOrder(ctx: Ctx, userId: number, query: AddOrderQuery): Promise<{ data: { id: number } }> {
  if (query.key) {
    const earlier = await ctx.db.selectFrom('orders').select('id').where('user_id', '=', userId).where('idempotency_key', '=', query.key).executeTakeFirst();
    if (earlier) return { data: { id: Number(earlier.id) } };
  }
  const amountCents = query.amount * 100;
  let packageId: number | null = null;
  if (query.packageId !== undefined) {
    const pkg = await ctx.db.selectFrom('credit_packages').select(['id', 'amount_cents']).where('id', '=', query.packageId).where('active', '=', 1).executeTakeFirst();
    if (!pkg) throw badRequest('packageId', orderMessages.packageNotFound);
    packageId = Number(pkg.id);
  }
  // A package's own amount may be below the custom minimum; any other amount may not.
  const isPackageAmount = await ctx.db.selectFrom('credit_packages').select('id').where('amount_cents', '=', amountCents).where('active', '=', 1).executeTakeFirst();
  if (query.amount < BANK_MIN_DOLLARS && !isPackageAmount) throw badRequest('amount', orderMessages.bankMinimum);
  const at = ctx.now().toISOString();
  const row = await ctx.db
    .insertInto('orders')
    .values({
      user_id: userId, type: 'bank', amount_cents: amountCents, processing_fee_cents: BANK_PROCESSING_FEE_CENTS, status: 'wait-payment',
      package_id: packageId, idempotency_key: query.key ?? null, created_at: at, updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { data: { id: Number(row.id) } };
}

const statusKey = (s: string) => s.trim().toLowerCase().replace(/[\s_]+/g, '-');
const isoOf = (s: string | undefined) => (s === undefined ? undefined : new Date(s).toISOString());

/** POST /orders/list. */
export async function listTransactions(ctx: Ctx, userId: number, filter: z.output<typeof transactionFilterSchema>): Promise<TransactionPage> {
  const start = isoOf(filter.start);
  const end = isoOf(filter.end);
  const statuses = filter.statuses.map(statusKey);
  const orderType = orderTypeOf(filter.type);
  if (orderType === null) {
    let query = ctx.db.selectFrom('card_charges').selectAll().where('user_id', '=', userId);
    if (start) query = query.where('created_at', '>=', start);
    if (end) query = query.where('created_at', '<=', end);
    if (statuses.length > 0) query = query.where('status', 'in', statuses);
    if (filter.afterId !== undefined) query = query.where('id', '<', filter.afterId);
    const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
    const result: Transaction[] = rows.map((r) => ({
      id: Number(r.id),
      amount: dollars(Number(r.amount_cents)),
      released: dollars(Number(r.amount_cents)),
      amountInCent: Number(r.amount_cents),
      currency: r.currency === 'USD' ? '$' : r.currency,
      type: 'credit card',
      created: r.created_at,
      status: r.status,
      description: r.description || `${r.card_brand} •••• ${r.card_last4}`,
      failureMessage: r.failure_message,
    }));
    return { result, type: filter.type };
  }
  let query = ctx.db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('type', '=', orderType);
  if (start) query = query.where('created_at', '>=', start);
  if (end) query = query.where('created_at', '<=', end);
  if (statuses.length > 0) query = query.where('status', 'in', statuses);
  const rows = await query.orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute();
  const result: Transaction[] = rows.map((r) => ({
    id: Number(r.id),
    amount: dollars(Number(r.amount_cents)),
    released: dollars(Number(r.released_cents)),
    amountInCent: Number(r.amount_cents),
    currency: '$',
    type: transactionTypeOf(orderTypeSchema.parse(r.type)),
    created: r.created_at,
    status: r.status,
    description: `${orderType === 'bank' ? 'Bank transfer' : 'Referral'} order of ${formatCents(Number(r.amount_cents))}`,
    failureMessage: r.failure_message,
  }));
  return { result, type: filter.type };
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** The file's bytes must start a PDF; a name or a content type proves nothing. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/** POST /orders/proof: replaces the order's proof; a waiting order moves to processing. */
export async function uploadProof(ctx: Ctx, userId: number, orderId: number, file: UploadedFile | undefined) {
  const order = await findOrder(ctx.db, orderId, userId);
  if (!file) throw badRequest('file', orderMessages.proofRequired);
  if (file.bytes.length > PROOF_MAX_BYTES) throw badRequest('file', orderMessages.proofTooBig);
  if (!isPdf(file.bytes)) throw badRequest('file', orderMessages.proofPdfOnly);
  if (!canUploadProof(order.status)) throw new HttpError(409, orderMessages.proofStatus, { field: 'orderId' });
  const at = ctx.now().toISOString();
  const fileName = path.basename(file.fileName || 'proof.pdf').slice(0, 200);
  const { id, replaced } = await ctx.db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('order_proofs').select('id').where('order_id', '=', orderId).execute();
    await trx.deleteFrom('order_proofs').where('order_id', '=', orderId).execute();
    const row = await trx
      .insertInto('order_proofs')
      .values({ order_id: orderId, user_id: userId, file_name: fileName, size_bytes: file.bytes.length, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('orders').set({ status: 'processing', updated_at: at }).where('id', '=', orderId).where('status', '=', 'wait-payment').execute();
    return { id: Number(row.id), replaced: old.map((o) => Number(o.id)) };
  });
  await mkdir(path.dirname(proofFile(ctx, id)), { recursive: true });
  await writeFile(proofFile(ctx, id), file.bytes);
  for (const old of replaced) await rm(proofFile(ctx, old), { force: true });
  return { message: orderMessages.uploaded, order: await orderAnswer(ctx.db, await findOrder(ctx.db, orderId, userId)) };
}

async function findProof(ctx: Ctx, userId: number | null, orderId: number, proofId: number) {
  await findOrder(ctx.db, orderId, userId);
  const proof = await ctx.db.selectFrom('order_proofs').selectAll().where('id', '=', proofId).where('order_id', '=', orderId).executeTakeFirst();
  if (!proof) throw notFound();
  return proof;
}

/** GET /orders/pop/download (a Super-Admin may read any order's proof). */
export async function readProof(ctx: Ctx, userId: number | null, orderId: number, proofId: number) {
  const proof = await findProof(ctx, userId, orderId, proofId);
  const bytes = await readFile(proofFile(ctx, Number(proof.id))).catch(() => {
    throw notFound();
  });
  return { fileName: proof.file_name, bytes };
}

/** GET /orders/pop/delete: only while a proof may still be uploaded. */
export async function deleteProof(ctx: Ctx, userId: number, orderId: number, proofId: number) {
  const order = await findOrder(ctx.db, orderId, userId);
  const proof = await findProof(ctx, userId, orderId, proofId);
  if (!canUploadProof(order.status)) throw new HttpError(409, orderMessages.proofStatus, { field: 'proofId' });
  await ctx.db.deleteFrom('order_proofs').where('id', '=', proof.id).execute();
  await rm(proofFile(ctx, Number(proof.id)), { force: true });
  return { message: orderMessages.deleted };
}

// The demo user's orders (issue 12; decision 38): a succeeded bank order with its credit released
// (final invoice and eInvoice), one waiting for payment, one processing with a proof for the
// Super-Admin to review, and an open referral order. Balances are not touched: the seeded credit
// of seed-logins.ts already stands for what the succeeded order bought.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BANK_PROCESSING_FEE_CENTS } from '@domain/orders';
import type { Db } from './database';
import { DAY_MS, type Clock } from '../lib/time';

/** A one-page PDF that says what it is. */
const PROOF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 100]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 52>>stream\nBT /F1 12 Tf 20 50 Td (Bank transfer receipt) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function seedOrders(db: Db, now: Clock, userId: number, dataDir?: string): Promise<void> {
  const at = now().getTime();
  const iso = (daysAgo: number) => new Date(at - daysAgo * DAY_MS).toISOString();
  const orders = [
    { type: 'bank', amount_cents: 250_000, released_cents: 250_000, status: 'succeeded', created: 20, received: 18, succeeded: 17 },
    { type: 'bank', amount_cents: 300_000, released_cents: 0, status: 'processing', created: 3, received: null, succeeded: null },
    { type: 'bank', amount_cents: 200_000, released_cents: 0, status: 'wait-payment', created: 1, received: null, succeeded: null },
    { type: 'referral', amount_cents: 12_500, released_cents: 0, status: 'open', created: 6, received: null, succeeded: null },
  ];
  for (const o of orders) {
    const row = await db
      .insertInto('orders')
      .values({
        user_id: userId, type: o.type, amount_cents: o.amount_cents, released_cents: o.released_cents,
        processing_fee_cents: o.type === 'bank' ? BANK_PROCESSING_FEE_CENTS : 0, status: o.status,
        received_at: o.received === null ? null : iso(o.received), succeeded_at: o.succeeded === null ? null : iso(o.succeeded),
        created_at: iso(o.created), updated_at: iso(o.succeeded ?? o.created),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (o.status !== 'processing' || !dataDir) continue;
    const proof = await db
      .insertInto('order_proofs')
      .values({ order_id: row.id, user_id: userId, file_name: 'transfer-receipt.pdf', size_bytes: PROOF_PDF.length, created_at: iso(2) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await mkdir(path.join(dataDir, 'proofs'), { recursive: true });
    await writeFile(path.join(dataDir, 'proofs', String(proof.id)), PROOF_PDF);
  }
}

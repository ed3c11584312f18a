// Billing (issue 12; decisions 36, 37, 38): profiles and billing verification, KYC, cards and card charges,
// the purchase challenge, auto-recharge, bank and referral orders with their proofs, and the
// ledger's idempotency keys.
// - user_profiles: the personal and the verified billing fields of a user (000 §3 Profile user), one
//   row per user once they saved anything.
// - billing_requests: a requested change of the billing fields, reviewed by a Super-Admin (PENDING,
//   APPROVED, REJECTED, RELEASED); `original` keeps the values it would replace, for 'See reason'.
// - kyc_applications / kyc_documents: the KYC code (000 §4 KYC codes), the information given and
//   the documents uploaded (bytes in DATA_DIR/kyc/<id>).
// - payment_cards: the provider's tokens of saved cards, never a card number; one default per user.
// - card_charges: every charge attempt on a card, succeeded or not, with its idempotency key (one
//   charge per key per user) and the ledger rows it wrote.
// - purchase_challenges: the 6-character challenge a purchase must solve; only its hash is kept.
// - payment_settings: auto-recharge (on, threshold, amount) and the ledger row of the last crossing
//   it answered, so one crossing recharges once.
// - orders / order_proofs: bank-transfer and referral orders, their releases and the PDF proofs of
//   payment (bytes in DATA_DIR/proofs/<id>).
// - credit_ledger.idempotency_key: a retried credit change finds the row it wrote instead of writing
//   a second one (unique per user; NULL for the engine's own charges, which are keyed by batch).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function billing(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('credit_ledger').addColumn('idempotency_key', 'text').execute();
      await db.schema
        .createIndex('credit_ledger_idempotency')
        .on('credit_ledger')
        .columns(['user_id', 'idempotency_key'])
        .unique()
        .execute();

      const profile = db.schema
        .createTable('user_profiles')
        .addColumn('user_id', BIGINT, (c) => c.primaryKey().references('users.id').onDelete('cascade'));
      let withFields = profile;
      for (const column of PROFILE_COLUMNS) withFields = withFields.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
      await withFields.addColumn('updated_at', 'text', (c) => c.notNull()).execute();

      await withId(db.schema.createTable('billing_requests'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('requested', 'text', (c) => c.notNull())
        .addColumn('original', 'text', (c) => c.notNull())
        .addColumn('reject_reason', 'text')
        .addColumn('reviewed_by', BIGINT, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('reviewed_at', 'text')
        .execute();
      await db.schema.createIndex('billing_requests_user').on('billing_requests').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('billing_requests_status').on('billing_requests').columns(['status', 'id']).execute();

      await db.schema
        .createTable('kyc_applications')
        .addColumn('user_id', BIGINT, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('code', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('information', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('submitted_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('kyc_documents'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', BIGINT, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('kyc_documents_user').on('kyc_documents').columns(['user_id', 'id']).execute();

      await withId(db.schema.createTable('payment_cards'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider_token', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('exp_month', 'integer', (c) => c.notNull())
        .addColumn('exp_year', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payment_cards_user').on('payment_cards').columns(['user_id', 'id']).execute();

      await withId(db.schema.createTable('card_charges'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('card_id', BIGINT, (c) => c.references('payment_cards.id').onDelete('set null'))
        .addColumn('card_brand', 'text', (c) => c.notNull())
        .addColumn('card_last4', 'text', (c) => c.notNull())
        .addColumn('package_id', BIGINT)
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('amount_cents', BIGINT, (c) => c.notNull())
        .addColumn('fee_cents', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('failure_message', 'text')
        .addColumn('provider_charge_id', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('credit_entry_id', BIGINT)
        .addColumn('fee_entry_id', BIGINT)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('card_charges_idempotency', ['user_id', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('card_charges_user').on('card_charges').columns(['user_id', 'id']).execute();
      // The processor's callbacks name its charge id.
      await db.schema.createIndex('card_charges_provider').on('card_charges').column('provider_charge_id').execute();

      await withId(db.schema.createTable('purchase_challenges'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('answer_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('solved_at', 'text')
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('purchase_challenges_user').on('purchase_challenges').columns(['user_id', 'id']).execute();

      await db.schema
        .createTable('payment_settings')
        .addColumn('user_id', BIGINT, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('auto_recharge', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('threshold_cents', BIGINT, (c) => c.notNull())
        .addColumn('recharge_cents', BIGINT, (c) => c.notNull())
        .addColumn('last_crossing_entry_id', BIGINT)
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('orders'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('amount_cents', BIGINT, (c) => c.notNull())
        .addColumn('released_cents', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('processing_fee_cents', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('failure_message', 'text')
        .addColumn('package_id', BIGINT)
        .addColumn('idempotency_key', 'text')
        .addColumn('received_at', 'text')
        .addColumn('succeeded_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('orders_user_type').on('orders').columns(['user_id', 'type', 'id']).execute();
      await db.schema.createIndex('orders_status').on('orders').columns(['status', 'id']).execute();
      await db.schema.createIndex('orders_idempotency').on('orders').columns(['user_id', 'idempotency_key']).unique().execute();

      await withId(db.schema.createTable('order_proofs'), dialect)
        .addColumn('order_id', BIGINT, (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('size_bytes', BIGINT, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_proofs_order').on('order_proofs').columns(['order_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      const tables = ['order_proofs', 'orders', 'payment_settings', 'purchase_challenges', 'card_charges', 'payment_cards',
        'kyc_documents', 'kyc_applications', 'billing_requests', 'user_profiles'];
      for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
      await db.schema.dropIndex('credit_ledger_idempotency').ifExists().execute();
      await db.schema.alterTable('credit_ledger').dropColumn('idempotency_key').execute();
    },
  };
}

/** The profile's text columns: personal fields, then the billing fields a Super-Admin verifies. */
export const PROFILE_COLUMNS = [
  'address1', 'address2', 'city', 'state', 'zip', 'gender', 'phone', 'country', 'company', 'company_description',
  'company_phone', 'industry',
  'billing_address', 'billing_name', 'billing_country', 'billing_reg_no', 'billing_vat_no', 'billing_iban', 'billing_bic',
  'billing_intermediary_bic', 'billing_bank', 'billing_bank_address', 'entity_name',
] as const;

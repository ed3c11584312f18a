// Billing profiles at first start (issue 12, decision 36): demo has a complete verified profile with
// an entity name; reviewing@ waits for its first verification and expired@ for a change of its
// verified values, so a Super-Admin has requests to review; nobilling@ has nothing and can complete
// verification through the billing warning.
import type { StoredBilling } from '@domain/billing-profile';
import type { Db } from './database';
import type { Clock } from '../lib/time';
import { DAY_MS } from '../lib/time';

const demoBilling: StoredBilling = {
  entityName: 'Demo Marketing LLC',
  billingName: 'Dana Demo',
  billingAddress: '100 Main Street, Springfield, IL 62701',
  billingCountry: 'United States',
  billingRegNo: 'IL-20260101',
  billingVatNo: '',
  billingIBAN: '',
  billingBIC: '',
  billingIntermediaryBIC: '',
  billingBank: 'First Springfield Bank',
  billingBankAddress: '1 Bank Plaza, Springfield, IL 62701',
};

const expiredBilling: StoredBilling = {
  ...demoBilling,
  entityName: 'Eli Trading Ltd',
  billingName: 'Eli Expired',
  billingAddress: '12 Harbour Road, Bristol BS1 5TY',
  billingCountry: 'United Kingdom',
  billingRegNo: '09876543',
  billingVatNo: 'GB123456789',
  billingIBAN: 'GB33BUKB20201555555555',
  billingBIC: 'BUKBGB22',
  billingBank: 'Barclays',
  billingBankAddress: '1 Churchill Place, London E14 5HP',
};

const columns = (b: StoredBilling) => ({
  entity_name: b.entityName,
  billing_name: b.billingName,
  billing_address: b.billingAddress,
  billing_country: b.billingCountry,
  billing_reg_no: b.billingRegNo,
  billing_vat_no: b.billingVatNo,
  billing_iban: b.billingIBAN,
  billing_bic: b.billingBIC,
  billing_intermediary_bic: b.billingIntermediaryBIC,
  billing_bank: b.billingBank,
  billing_bank_address: b.billingBankAddress,
});

const EMPTY: StoredBilling = { ...demoBilling, ...Object.fromEntries(Object.keys(demoBilling).map((k) => [k, ''])) };

export async function seedBillingProfiles(db: Db, now: Clock): Promise<void> {
  const at = now();
  const ids = Object.fromEntries(
    (await db.selectFrom('users').select(['id', 'email']).execute()).map((u) => [u.email, Number(u.id)]),
  );
  const demo = ids['demo@example.com'];
  const expired = ids['expired@example.com'];
  const reviewing = ids['reviewing@example.com'];
  if (demo) {
    await db
      .insertInto('user_profiles')
      .values({
        user_id: demo, address1: '100 Main Street', city: 'Springfield', state: 'IL', zip: '62701', gender: 'Female',
        phone: '+12175550100', country: 'United States', company: 'Demo Marketing', company_description: 'Promotions for local shops',
        company_phone: '+12175550101', industry: 'Retail', ...columns(demoBilling), updated_at: at.toISOString(),
      })
      .execute();
  }
  if (expired) {
    await db.insertInto('user_profiles').values({ user_id: expired, country: 'United Kingdom', ...columns(expiredBilling), updated_at: at.toISOString() }).execute();
    await db
      .insertInto('billing_requests')
      .values({
        user_id: expired, status: 'PENDING',
        requested: JSON.stringify({ ...expiredBilling, billingAddress: '7 Queen Square, Bristol BS1 4JE', billingBank: 'Lloyds' }),
        original: JSON.stringify(expiredBilling), created_at: new Date(at.getTime() - DAY_MS).toISOString(),
      })
      .execute();
  }
  if (reviewing) {
    await db
      .insertInto('billing_requests')
      .values({
        user_id: reviewing, status: 'PENDING',
        requested: JSON.stringify({ ...EMPTY, entityName: 'Rita Reviews GmbH', billingName: 'Rita Reviewing', billingAddress: 'Hauptstrasse 5, 10115 Berlin', billingCountry: 'Germany', billingVatNo: 'DE123456789' }),
        original: JSON.stringify(EMPTY), created_at: at.toISOString(),
      })
      .execute();
  }
}

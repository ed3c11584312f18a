// The demo user's 10DLC area (issue 14; decision 48): an ACTIVE brand with a registered use case
// covering 'Chicago pool' (the carriers' standard throughput), a brand the registry is still
// reviewing (register pending; the sweep reads it again in 30 days, when its simulated reference
// starts the review) and a brand it turned down, with the reason. The registration rows are written in their states directly,
// with their fees recorded on the request but not taken from the demo's credit (the seed's $500.00).
import { REGISTRATION_FEE_CENTS, type RegistrationKind, type RegistrationState } from '@domain/registrations';
import type { BrandFields } from '@domain/ten-dlc/brand';
import type { UseCaseFields } from '@domain/ten-dlc/use-case';
import type { Db } from './database';
import { DAY_MS, type Clock } from '../lib/time';
import { REJECTION_REASONS } from '../providers/registration/simulated-registration-vendor';

const brandFields = (over: Partial<BrandFields>): BrandFields => ({
  firstName: 'Dana', lastName: 'Miller', brandName: 'Demo Marketing', companyName: 'Demo Marketing LLC',
  website: 'https://demo-marketing.example.com', email: 'compliance@demo-marketing.example.com', phone: '+13125550143',
  street: '233 S Wacker Dr', city: 'Chicago', state: 'IL', postalCode: '60606', country: 'US',
  entityType: 'PRIVATE_PROFIT', vertical: 'PROFESSIONAL', customerType: 'DIRECT', brandType: 'STANDARD',
  businessType: 'LIMITED_LIABILITY_CORPORATION', businessRegistrationIdType: 'EIN', ein: '36-4812345', einIssuingCountry: 'US',
  seniority: 'MEDIUM_ACCOUNT', stockExchange: '', stockSymbol: '',
  ...over,
});

const USE_CASE: UseCaseFields = {
  usecaseName: 'Spring promo alerts',
  usecaseType: 'MARKETING',
  vertical: 'PROFESSIONAL',
  customerCareEmail: 'care@demo-marketing.example.com',
  customerCarePhone: '+13125550144',
  termsAndConditionsUrl: 'https://demo-marketing.example.com/sms-terms',
  description: 'Seasonal offers and reminders for customers who asked for texts from Demo Marketing on its website.',
  initSIDs: '',
  sample1: 'Demo Marketing: spring deals are live, 20% off all plans this week. Reply STOP to opt out.',
  sample2: 'Demo Marketing: your loyalty reward is waiting at demo-marketing.example.com. Reply STOP to opt out, HELP for help.',
  messageFlow: 'Customers tick an unchecked SMS consent box on the sign-up form at demo-marketing.example.com/join, which states the message frequency and that rates may apply.',
  optInType: 'WEB_FORM',
  optInKeywords: 'START',
  optOutKeywords: 'STOP, END, QUIT',
  helpKeywords: 'HELP, INFO',
  optInMessage: 'Demo Marketing: you are subscribed to offers, up to 4 msgs/month. Reply STOP to opt out.',
  optOutMessage: 'Demo Marketing: you are unsubscribed and will receive no more messages.',
  helpMessage: 'Demo Marketing: help at care@demo-marketing.example.com or +1 312 555 0144. Reply STOP to opt out.',
  didGroupIds: [],
};

interface SeededRequest {
  kind: RegistrationKind;
  subjectId: number;
  name: string;
  link: string;
  state: RegistrationState;
  fields: Record<string, unknown>;
  reason?: string;
  throughput?: number;
}

export async function seedTenDlc(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now();
  const iso = (ms: number) => new Date(at.getTime() + ms).toISOString();
  const insertBrand = async (fields: BrandFields, agoMs: number) =>
    Number((await db.insertInto('ten_dlc_brands').values({ user_id: userId, brand_name: fields.brandName, fields: JSON.stringify(fields), created_at: iso(-agoMs), updated_at: iso(-agoMs) }).returning('id').executeTakeFirstOrThrow()).id);

  const active = await insertBrand(brandFields({}), 9 * DAY_MS);
  const pendingFields = brandFields({ brandName: 'Lakeview Auto', companyName: 'Lakeview Auto Group Inc', website: 'https://lakeview-auto.example.com', email: 'owner@lakeview-auto.example.com', ein: '36-5550198', vertical: 'RETAIL', businessType: 'CORPORATION', seniority: 'SMALL_ACCOUNT' });
  const failedFields = brandFields({ brandName: 'Test Promotions', companyName: 'Test Promotions', website: 'https://promotions.example.com', email: 'hello@promotions.example.com', ein: '36-7770123', seniority: 'BASIC_ACCOUNT' });
  const pending = await insertBrand(pendingFields, DAY_MS);
  const failed = await insertBrand(failedFields, 3 * DAY_MS);

  const pool = await db.selectFrom('did_groups').select('id').where('user_id', '=', userId).where('name', '=', 'Chicago pool').executeTakeFirst();
  const { didGroupIds: _none, ...useCaseFields } = USE_CASE;
  const useCase = Number(
    (await db.insertInto('ten_dlc_use_cases').values({ user_id: userId, brand_id: active, usecase_name: USE_CASE.usecaseName, usecase_type: USE_CASE.usecaseType, fields: JSON.stringify(useCaseFields), created_at: iso(-8 * DAY_MS), updated_at: iso(-8 * DAY_MS) }).returning('id').executeTakeFirstOrThrow()).id,
  );
  if (pool) await db.insertInto('ten_dlc_use_case_did_groups').values({ use_case_id: useCase, did_group_id: Number(pool.id) }).execute();

  const requests: SeededRequest[] = [
    { kind: 'brand', subjectId: active, name: 'Demo Marketing', link: `/10-dlc/${active}`, state: 'registered', fields: brandFields({}) },
    { kind: 'use-case', subjectId: useCase, name: USE_CASE.usecaseName, link: `/10-dlc/${active}/use-case/${useCase}`, state: 'registered', fields: { ...useCaseFields, brandName: 'Demo Marketing', samples: [USE_CASE.sample1, USE_CASE.sample2] }, throughput: 4500 },
    { kind: 'brand', subjectId: pending, name: 'Lakeview Auto', link: `/10-dlc/${pending}`, state: 'register pending', fields: pendingFields },
    { kind: 'brand', subjectId: failed, name: 'Test Promotions', link: `/10-dlc/${failed}`, state: 'rejected', fields: failedFields, reason: REJECTION_REASONS[1] },
  ];
  for (const [i, r] of requests.entries()) {
    const sent = iso(-(8 - i) * DAY_MS);
    const decided = r.state === 'registered' || r.state === 'rejected';
    await db
      .insertInto('registration_requests')
      .values({
        user_id: userId, kind: r.kind, subject_id: r.subjectId, subject_name: r.name, link: r.link, vendor_id: 'registry-direct',
        fields: JSON.stringify(r.fields), state: r.state, reason: r.reason ?? null,
        // The pending brand's reference says it was submitted 30 days from now, so the simulated registry keeps reviewing it.
        vendor_ref: r.state === 'register pending' ? `registry-direct.brand.${(at.getTime() + 30 * DAY_MS).toString(36)}.AN` : `registry-direct.${r.kind}.${new Date(sent).getTime().toString(36)}.${r.state === 'rejected' ? 'R1' : 'AN'}`,
        throughput_per_minute: r.throughput ?? null, fee_cents: REGISTRATION_FEE_CENTS[r.kind], attempts: 0,
        // The sweep reads it again when that review would start, not before.
        next_attempt_at: r.state === 'register pending' ? iso(30 * DAY_MS) : null,
        created_at: sent, updated_at: sent, submitted_at: sent, decided_at: decided ? iso(-(7 - i) * DAY_MS) : null,
      })
      .execute();
  }
}

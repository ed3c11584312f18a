// The demo user's toll-free verification (issue 14; decision 49): a DID group 'Toll-free numbers'
// with six numbers from the simulated vendor's 800 stock, the profile of Demo Marketing LLC, and
// three requests: one verified, one in review (its aggregator decides two days after the seed, as
// real toll-free reviews take days), one rejected for an opt-in proof that is not https (to edit and
// resubmit). Three numbers stay free for a new request.
import { defaultDidGroupSetting } from '@domain/dids';
import { REJECTION_REASONS } from '../providers/registration/simulated-registration-vendor';
import { SimulatedNumberVendor } from '../providers/numbers/simulated-number-vendor';
import type { Db } from './database';
import { DAY_MS, HOUR_MS, type Clock } from '../lib/time';

const VENDOR = 'toll-free-aggregator';

type Seeded = {
  useCase: string;
  summary: string;
  volume: string;
  workflow: string;
  proofUrl: string;
  samples: string[];
  state: 'registered' | 'register pending' | 'rejected';
};

const REQUESTS: Seeded[] = [
  {
    useCase: 'Account Notifications',
    summary: 'Account alerts for Demo Marketing customers: order confirmations, shipping updates and billing reminders.',
    volume: '10,000',
    workflow: 'Customers tick an unchecked SMS consent box at checkout on demomarketing.example.com, with the terms and the STOP instructions beside it.',
    proofUrl: 'https://demomarketing.example.com/checkout-consent.png',
    samples: ['Demo Marketing: your order #4821 has shipped. Track it at https://dm.example/t/4821. Reply STOP to opt out.'],
    state: 'registered',
  },
  {
    useCase: 'General Marketing',
    summary: 'Weekly offers from Demo Marketing to subscribers who joined the SMS club on our website or in store.',
    volume: '100,000',
    workflow: 'Shoppers text JOIN to our toll-free number or fill in the SMS club form; a confirmation message repeats the terms and how to opt out.',
    proofUrl: 'https://demomarketing.example.com/sms-club',
    samples: ['Demo Marketing: 20% off everything this weekend with code SPRING20. Reply STOP to opt out.', 'Demo Marketing: thanks for joining the SMS club! Up to 4 msgs/month. Reply HELP for help, STOP to cancel.'],
    state: 'register pending',
  },
  {
    useCase: 'Customer Care',
    summary: 'Two-way customer support conversations started by customers who text our support line about their orders.',
    volume: '1,000',
    workflow: 'Customers start the conversation by texting the support number printed on their receipt; the first answer says how to stop.',
    proofUrl: 'http://demomarketing.example.com/support',
    samples: ['Demo Marketing support: thanks for your message, an agent will answer within 10 minutes. Reply STOP to opt out.'],
    state: 'rejected',
  },
];

export async function seedTollFree(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now();
  const created = new Date(at.getTime() - 6 * DAY_MS).toISOString();
  const group = await db
    .insertInto('did_groups')
    .values({ user_id: userId, name: 'Toll-free numbers', name_key: 'toll-free numbers', country: 'US', route_id: null, voice_enabled: 1, setting: JSON.stringify(defaultDidGroupSetting()), created_at: created })
    .returning('id')
    .executeTakeFirstOrThrow();
  const phones = new SimulatedNumberVendor(0).stock('US', '800').slice(0, 6);
  await db
    .insertInto('dids')
    .values(phones.map((phone) => ({ group_id: Number(group.id), phone, country: 'US', voice_enabled: 1 as const, created_at: created })))
    .execute();

  const profile = await db
    .insertInto('toll_free_profiles')
    .values({
      user_id: userId, business_name: 'Demo Marketing LLC', street: '233 S Wacker Dr', city: 'Chicago', state: 'IL', postal_code: '60606', country: 'US',
      website: 'https://demomarketing.example.com', first_name: 'Dana', last_name: 'Miller', email: 'compliance@demomarketing.example.com', phone: '+13125550143',
      created_at: created, updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  for (const [i, r] of REQUESTS.entries()) {
    const sentAt = new Date(at.getTime() - (5 - i) * DAY_MS);
    const sent = sentAt.toISOString();
    const request = await db
      .insertInto('toll_free_requests')
      .values({
        user_id: userId, profile_id: Number(profile.id), use_case: r.useCase, use_case_summary: r.summary, expected_monthly_volume: r.volume, opt_in_type: 'WEB_FORM',
        opt_in_workflow: r.workflow, opt_in_proof_url: r.proofUrl, sample_messages: JSON.stringify(r.samples), additional_information: '', vendor_id: VENDOR, created_at: sent, updated_at: sent,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const requestId = Number(request.id);
    await db.insertInto('toll_free_request_numbers').values({ request_id: requestId, user_id: userId, phone: phones[i], position: 0 }).execute();
    const decided = r.state === 'register pending' ? null : new Date(sentAt.getTime() + DAY_MS).toISOString();
    // The simulator's reference (decision 45): vendor, kind, submission time in base 36, decision. The one
    // in review is stamped so that its review ends two days after the seed, whatever the review time.
    const stamp = r.state === 'register pending' ? at.getTime() + 2 * DAY_MS : sentAt.getTime();
    await db
      .insertInto('registration_requests')
      .values({
        user_id: userId, kind: 'toll-free', subject_id: requestId, subject_name: 'Demo Marketing LLC toll-free verification', link: `/tfn/${requestId}`, vendor_id: VENDOR,
        fields: JSON.stringify({ businessName: 'Demo Marketing LLC', useCaseCategory: r.useCase, optInProofUrl: r.proofUrl, sampleMessages: r.samples, tollFreeNumbers: [phones[i]] }),
        state: r.state, reason: r.state === 'rejected' ? REJECTION_REASONS[3] : null,
        vendor_ref: `${VENDOR}.toll-free.${stamp.toString(36)}.${r.state === 'rejected' ? 'R3' : 'AN'}`,
        throughput_per_minute: null, fee_cents: 0, attempts: 0,
        next_attempt_at: r.state === 'register pending' ? new Date(at.getTime() + HOUR_MS).toISOString() : null,
        created_at: sent, updated_at: decided ?? sent, submitted_at: sent, decided_at: decided,
      })
      .execute();
  }
}

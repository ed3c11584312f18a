// The demo user's tracking vendors (issue 13; decision 44): Voluum connected and enabled, with the
// phone, campaign name, DID and message ID mapped to its custom variables, so the Voluum tab, the
// tracking tab's postback URL and "Update revenue" work at once; Binom saved but disabled. The
// access keys are the simulated vendor's; any key of 8 characters or more works with it.
import { vendorInfo } from '@domain/revenue-vendors';
import type { Db } from './database';
import type { Clock } from '../lib/time';

export async function seedRevenueTracking(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now().toISOString();
  const voluum = vendorInfo('voluum');
  const binom = vendorInfo('binom');
  await db
    .insertInto('revenue_tracking_accounts')
    .values([
      {
        user_id: userId, vendor: 'voluum', active: 1, sub_domain: 'demo.voluumtrk.com', access_id: 'demo-access-id', access_key: 'vlm-demo-key-5f2c9a71',
        mapping: JSON.stringify({ phone: 'var1', campaignName: 'var2', did: 'var3', domain: '', creative: '', route: '', messageId: 'var4' }),
        vendor_parameters: JSON.stringify({ pathParams: [...voluum.pathParams], queryParams: [...voluum.queryParams] }),
        settings: JSON.stringify({ workspace: 'Demo workspace', defaultMapping: 'campaignName' }),
        created_at: at, updated_at: at,
      },
      {
        user_id: userId, vendor: 'binom', active: 0, sub_domain: 'track.demo-offers.com', access_id: 'demo-binom', access_key: 'bnm-demo-key-0c41e2d8',
        mapping: JSON.stringify({ phone: 't1', campaignName: '', did: '', domain: '', creative: '', route: '', messageId: 't2' }),
        vendor_parameters: JSON.stringify({ pathParams: [...binom.pathParams], queryParams: [...binom.queryParams] }),
        settings: '{}',
        created_at: at, updated_at: at,
      },
    ])
    .execute();
}

// The demo user's DID groups (issue 7): 'Chicago pool' with 15 numbers from the simulated vendor's
// stock of area code 312, their sent/delivered/clicked per hour over the last three days, and
// settings that show each section in use, scrubbed yesterday (the carrier's marks on its numbers); 'Spare numbers', empty, to move numbers into.
// Deterministic, so every fresh start shows the same numbers.
import { defaultDidGroupSetting, zeroDisabledSettings, type DidGroupSetting } from '@domain/dids';
import { SimulatedNumberVendor } from '../providers/numbers/simulated-number-vendor';
import type { Db } from './database';
import { DAY_MS, HOUR_MS, type Clock } from '../lib/time';
import { dateHour } from '../engine/stat-keys';

const POOL_SETTING: DidGroupSetting = zeroDisabledSettings({
  ...defaultDidGroupSetting(),
  campaignCheck: true,
  deliveredThreshold: 60,
  clickedThreshold: 1,
  didGroupOptimizationSettings: { enable: true, concurrentCheck: true, rotation: true, maxConcurrent: 5, messagePerCycle: 200 },
  forwardCallSetting: { phone: '+13125550143', workingWeekDays: [2, 3, 4, 5, 6], workingHourFrom: '09:00', workingHourTo: '18:00', timezone: 'America/Chicago' },
  sleepTimerSetting: { chkSleepTimer: true, startSleepTime: '21:00', endSleepTime: '08:00', weekDays: [1] },
});

export async function seedDidGroups(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now();
  const created = new Date(at.getTime() - 10 * DAY_MS).toISOString();
  const route = await db.selectFrom('routes').select('id').where('country', '=', 'US').where('status', '=', 'active').orderBy('id').executeTakeFirst();
  const [pool] = await Promise.all(
    [
      { name: 'Chicago pool', setting: POOL_SETTING },
      { name: 'Spare numbers', setting: defaultDidGroupSetting() },
    ].map((g) =>
      db
        .insertInto('did_groups')
        .values({
          user_id: userId, name: g.name, name_key: g.name.toLowerCase(), country: 'US', route_id: route ? Number(route.id) : null,
          voice_enabled: 1, setting: JSON.stringify(g.setting), created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  const vendor = new SimulatedNumberVendor(0);
  const phones = vendor.stock('US', '312').slice(0, 15);
  // Scrubbed yesterday: the carrier check's marks, and counts in the current rotation cycle.
  const carrier = await vendor.check(phones);
  const scrubbed = new Date(at.getTime() - DAY_MS).toISOString();
  await db.updateTable('did_groups').set({ scrubbed_at: scrubbed, cycle_reset_at: scrubbed }).where('id', '=', Number(pool!.id)).execute();
  const dids = await db
    .insertInto('dids')
    .values(
      phones.map((phone, i) => {
        const reason = carrier.get(phone) ?? null;
        return {
          group_id: Number(pool!.id), phone, country: 'US', voice_enabled: 1 as const, created_at: created,
          status: reason ? ('BAD' as const) : ('ACTIVE' as const), bad_reason: reason, checked_at: scrubbed, cycle_sent: (i * 37) % 200,
        };
      }),
    )
    .returning(['id'])
    .execute();
  // Three days of traffic, a few hours a day; each number with its own delivery rate.
  const stats = [];
  for (const [i, did] of dids.entries()) {
    for (let day = 0; day < 3; day++) {
      for (const hour of [10, 13, 16]) {
        const moment = new Date(at.getTime() - day * DAY_MS);
        moment.setUTCHours(hour, 0, 0, 0);
        if (moment.getTime() > at.getTime()) continue;
        const sent = 40 + ((i * 7 + day * 3 + hour) % 30);
        const delivered = Math.round(sent * (0.55 + ((i * 13) % 40) / 100));
        stats.push({ did_id: Number(did.id), hour: dateHour(new Date(moment.getTime() - (moment.getTime() % HOUR_MS))), sent, delivered, clicked: Math.round(delivered * 0.06) });
      }
    }
  }
  await db.insertInto('did_hourly_stats').values(stats).execute();
}

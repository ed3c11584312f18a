// The two-way daily limit acted on (decision 46): a two-way user's campaigns stop at the limit for
// the rest of the user's day and go on when the next day starts (waiting, not paused or failed);
// one-way messages are not counted; a user the admin has not made two-way has no limit.
import { beforeAll, describe, expect, it } from 'vitest';
import { updateUserSettings } from '@server/modules/user-settings/repo';
import { userDay } from '@server/engine/daily-limit';
import { minuteKey } from '@server/engine/stat-keys';
import { dialects, type TestApp } from '../fixtures/test-app';
import { EngineClient, engineSuite, newYorkers } from '../engine/engine-client';

describe.each(dialects)('two-way daily limit (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let userId: number;
  let earlier: number;

  engineSuite(dialect, (app, client) => ((t = app), (e = client)));
  beforeAll(async () => {
    userId = Number((await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).id);
    await t.db.updateTable('users').set({ timezone: 'America/New_York' }).where('id', '=', userId).execute();
    await updateUserSettings(t.db, userId, { limitNumberMessagePerDay: 100 });
  });
  const twoWay = async (on: boolean) => {
    await t.db.deleteFrom('user_admin_settings').where('user_id', '=', userId).execute();
    await t.db.insertInto('user_admin_settings').values({ user_id: userId, agent_acc: null, speed: null, two_way: on ? 1 : 0, updated_at: t.clock.now().toISOString() }).execute();
  };

  it("the user's day runs from midnight to midnight in the user's timezone, DST included", () => {
    const day = userDay(new Date('2026-03-08T12:00:00Z'), 'America/New_York'); // the spring-forward day
    expect(day.startsAt.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(day.nextDayAt.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('a user who is not two-way has no limit', async () => {
    await twoWay(false);
    const campaign = await e.send('No limit', newYorkers(120, 1000));
    earlier = campaign.id;
    await e.run(10);
    expect(await e.progress(campaign.id)).toMatchObject({ status: 'completed', sent: 120 });
  });

  it("stops at the limit until the user's next day, then sends the rest; one-way messages are not counted", async () => {
    // A new day in New York (the 120 of the last test were yesterday's), the user now two-way, and
    // 30 one-way messages sent today, which do not count.
    await e.at(new Date('2026-03-04T19:00:00.000Z'));
    await twoWay(true);
    const oneWay = await t.db.selectFrom('routes').select('id').where('send_method', '=', 1).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    await t.db.insertInto('route_minute_stats').values({ campaign_id: earlier, route_id: Number(oneWay.id), user_id: userId, minute: minuteKey(t.clock.now()), sent: 30 }).execute();

    const campaign = await e.send('Daily limit', newYorkers(150, 2000));
    await e.run(10);
    let progress = await e.progress(campaign.id);
    expect(progress).toMatchObject({ status: 'running', sent: 100, pauseReason: null, waitReason: 'daily_limit' });
    const run = await t.db.selectFrom('campaign_runs').select(['next_at', 'pause_reason']).where('campaign_id', '=', campaign.id).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ next_at: '2026-03-05T05:00:00.000Z', pause_reason: 'daily_limit' }); // midnight in New York
    expect((await e.messages(campaign.id)).filter((m) => m.result !== null && m.state === 'reported')).toHaveLength(100);

    // Later the same day: still nothing.
    await e.at(new Date('2026-03-04T23:00:00.000Z'));
    await e.run(3);
    expect(await e.progress(campaign.id)).toMatchObject({ sent: 100, waitReason: 'daily_limit' });

    // The next afternoon in New York: the rest goes, and the wait reason is gone.
    await e.at(new Date('2026-03-05T19:00:00.000Z'));
    await e.run(10);
    progress = await e.progress(campaign.id);
    expect(progress).toMatchObject({ status: 'completed', sent: 150, waitReason: null });
    expect(progress.failed).toBeGreaterThanOrEqual(0);
  });
});

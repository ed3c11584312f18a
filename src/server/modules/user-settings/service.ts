// The Advanced settings tab's calls (001 §7 "updateSettings", "testSlackConnection (slackURL)"): the
// timezone and skip-scrub flag live on the users row, the rest in user_settings; one transaction
// saves both. The failover route must be one of the routes open to users (the active ones).
import { userSettingsMessages, type AdvancedSettings, type ComposeDefaults } from '@domain/user-settings';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { getUserSettings, updateUserSettings } from './repo';
import { isPrivateUrl } from '../../lib/public-address';

export async function readAdvancedSettings(db: Db, userId: number): Promise<AdvancedSettings> {
  const [user, s] = await Promise.all([
    db.selectFrom('users').select(['timezone', 'skip_scrub']).where('id', '=', userId).executeTakeFirstOrThrow(),
    getUserSettings(db, userId),
  ]);
  return {
    timezone: user.timezone || 'Etc/GMT',
    skipScrub: user.skip_scrub === 1,
    skipScrubDNC: s.skipScrubDNC,
    skipScrubLandline: s.skipScrubLandline,
    enableAutoScrub: s.enableAutoScrub,
    autoScrubInterval: s.autoScrubInterval,
    limitNumberMessagePerDay: s.limitNumberMessagePerDay,
    failoverRouteEnable: s.failoverRouteEnable,
    failoverRouteId: s.failoverRouteId,
    liveFeedForward: s.liveFeedForward,
    autoStopThreshold: s.autoStopThreshold,
    sendSpeed: s.sendSpeed,
    slackUrl: s.slackUrl,
  };
}

export async function saveAdvancedSettings(ctx: AppContext, userId: number, input: AdvancedSettings): Promise<AdvancedSettings> {
  if (input.failoverRouteId !== null) {
    const route = await ctx.db.selectFrom('routes').select('id').where('id', '=', input.failoverRouteId).where('status', '=', 'active').executeTakeFirst();
    if (!route) throw badRequest('failoverRouteId', userSettingsMessages.failoverRouteUnknown);
  }
  // The live feed is posted from the server: never to its own network (decision 46).
  if (await isPrivateUrl(input.liveFeedForward, { allowPrivate: ctx.config.webhookAllowPrivate, timeoutMs: 2_000 })) {
    throw badRequest('liveFeedForward', userSettingsMessages.liveFeedPrivate);
  }
  const { timezone, skipScrub, ...rest } = input;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ timezone, skip_scrub: skipScrub ? 1 : 0 }).where('id', '=', userId).execute();
    await updateUserSettings(trx, userId, rest, ctx.now());
  });
  return readAdvancedSettings(ctx.db, userId);
}

/** Posts a test message to the Slack URL typed (saved or not); a URL that refuses it is a 400 on slackURL. */
export async function testSlackConnection(ctx: AppContext, userId: number, url: string): Promise<{ message: string }> {
  const user = await ctx.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
  try {
    await ctx.slackWebhooks.post(url, { text: `Test message from the campaign platform for ${user.username}: your Slack connection works.` });
  } catch {
    throw badRequest('slackURL', userSettingsMessages.slackFailed);
  }
  return { message: userSettingsMessages.slackSent };
}

/** The campaign wizard's defaults for a new compose. */
export async function composeDefaults(db: Db, userId: number): Promise<ComposeDefaults> {
  const s = await getUserSettings(db, userId);
  return { autoStopThreshold: s.autoStopThreshold, sendSpeed: s.sendSpeed };
}

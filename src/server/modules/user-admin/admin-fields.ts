// Reading and writing the admin view of a user (000 §3 "User (admin view)") across the tables that
// hold its fields: users (names, role, status, time zone, e-mail, skip-scrub, both layouts),
// user_profiles (phone, country), user_settings (what the user edits on the Advanced settings tab
// too: daily limit, failover route, auto-scrub, scrub skips), api_settings (the request key) and
// user_admin_settings (the rest). Writes run in the caller's transaction, so an update lands whole
// or not at all.
import type { AdminUser, AdminUserFields } from '@domain/user-admin';
import { roleSchema, userStatusSchema } from '@domain/user';
import type { Updateable } from 'kysely';
import type { Db, UserAdminSettingsTable } from '../../db/database';
import type { Flag } from '../../db/column-types';
import { apiSettingsRow } from '../api-settings/settings-service';
import { getUserSettings, updateUserSettings } from '../user-settings/repo';

const bit = (b: boolean): Flag => (b ? 1 : 0);

export async function readAdminUser(db: Db, userId: number): Promise<AdminUser | undefined> {
  const r = await db
    .selectFrom('users as u')
    .leftJoin('user_admin_settings as s', 's.user_id', 'u.id')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('credit_accounts as ca', 'ca.user_id', 'u.id')
    .selectAll('s')
    .select([
      'u.id', 'u.email', 'u.username', 'u.firstname', 'u.lastname', 'u.role', 'u.status', 'u.timezone', 'u.created_at', 'u.skip_scrub',
      'u.campaign_monitoring_layout', 'u.contact_group_layout', 'p.phone', 'p.country', 'ca.balance_cents',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!r) return undefined;
  const own = await getUserSettings(db, userId);
  const api = await db.selectFrom('api_settings').select('api_key').where('user_id', '=', userId).executeTakeFirst();
  const on = (n: number | null | undefined) => n === 1;
  return {
    id: Number(r.id),
    username: r.username,
    createDate: r.created_at,
    balanceCents: Number(r.balance_cents ?? 0),
    email: r.email,
    firstname: r.firstname,
    lastname: r.lastname,
    agentAcc: r.agent_acc ?? '',
    phone: r.phone ?? '',
    phoneType: r.phone_type ?? '',
    speed: r.speed ?? null,
    statusName: userStatusSchema.parse(r.status),
    role: roleSchema.parse(r.role),
    country: r.country ?? '',
    timeName: r.timezone,
    referrerId: r.referrer_id ?? '',
    opHours: r.op_hours ?? '',
    apiRequestKey: api?.api_key ?? '',
    note: r.note ?? '',
    linkAccountUser: r.link_account_user ?? '',
    showCreditUser: on(r.show_credit_user),
    showBTEmailUser: on(r.show_bt_email_user),
    activateCreditPooling: on(r.activate_credit_pooling),
    enableCreditPooling: on(r.enable_credit_pooling),
    useAgencyCredit: on(r.use_agency_credit),
    hasActivatedEmailLink: on(r.has_activated_email_link),
    hasActivatedText: on(r.has_activated_text),
    twoWay: on(r.two_way),
    enableAutoScrub: own.enableAutoScrub,
    skipScrub: r.skip_scrub === 1,
    skipScrubDNC: own.skipScrubDNC,
    skipScrubLandline: own.skipScrubLandline,
    enableDummyCampaign: on(r.enable_dummy_campaign),
    liveFeedForward: on(r.live_feed_forward),
    limitNumberMessagePerDay: own.limitNumberMessagePerDay,
    failoverRouteEnable: own.failoverRouteEnable,
    failoverRouteId: own.failoverRouteId,
    dataConsumerEnabled: on(r.data_consumer_enabled),
    campaignMonitoringLayout: r.campaign_monitoring_layout ?? '',
    contactGroupLayout: r.contact_group_layout ?? '',
  };
}

/** The fields of user_admin_settings from the admin view; a field left undefined is not written. */
export function settingsColumns(f: Partial<AdminUserFields>): Updateable<UserAdminSettingsTable> {
  const flag = (b: boolean | undefined) => (b === undefined ? undefined : bit(b));
  return {
    agent_acc: f.agentAcc === undefined ? undefined : f.agentAcc || null,
    speed: f.speed,
    phone_type: f.phoneType,
    referrer_id: f.referrerId,
    op_hours: f.opHours,
    note: f.note,
    link_account_user: f.linkAccountUser,
    show_credit_user: flag(f.showCreditUser),
    show_bt_email_user: flag(f.showBTEmailUser),
    activate_credit_pooling: flag(f.activateCreditPooling),
    enable_credit_pooling: flag(f.enableCreditPooling),
    use_agency_credit: flag(f.useAgencyCredit),
    has_activated_email_link: flag(f.hasActivatedEmailLink),
    has_activated_text: flag(f.hasActivatedText),
    two_way: flag(f.twoWay),
    enable_dummy_campaign: flag(f.enableDummyCampaign),
    live_feed_forward: flag(f.liveFeedForward),
    data_consumer_enabled: flag(f.dataConsumerEnabled),
  };
}

/** Writes user_admin_settings (creating the row), the user's own settings, the request key and the profile's phone and country. */
export async function writeSettings(trx: Db, userId: number, f: Partial<AdminUserFields>, at: string): Promise<void> {
  const values = { ...settingsColumns(f), updated_at: at };
  const own = {
    enableAutoScrub: f.enableAutoScrub,
    skipScrubDNC: f.skipScrubDNC,
    skipScrubLandline: f.skipScrubLandline,
    failoverRouteEnable: f.failoverRouteEnable,
    failoverRouteId: f.failoverRouteId,
    ...(f.limitNumberMessagePerDay === null || f.limitNumberMessagePerDay === undefined ? {} : { limitNumberMessagePerDay: f.limitNumberMessagePerDay }),
  };
  await updateUserSettings(trx, userId, Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined)), new Date(at));
  if (f.apiRequestKey?.trim()) {
    await apiSettingsRow(trx, userId, new Date(at));
    await trx.updateTable('api_settings').set({ api_key: f.apiRequestKey.trim(), updated_at: at }).where('user_id', '=', userId).execute();
  }
  const updated = await trx.updateTable('user_admin_settings').set(values).where('user_id', '=', userId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('user_admin_settings').values({ user_id: userId, ...values }).execute();
  if (f.phone === undefined && f.country === undefined) return;
  const profile = { ...(f.phone === undefined ? {} : { phone: f.phone }), ...(f.country === undefined ? {} : { country: f.country }), updated_at: at };
  const changed = await trx.updateTable('user_profiles').set(profile).where('user_id', '=', userId).executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) await trx.insertInto('user_profiles').values({ user_id: userId, ...profile }).execute();
}

/** The users-table part of an update. */
export async function writeUserColumns(trx: Db, userId: number, f: AdminUserFields): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      email: f.email,
      firstname: f.firstname,
      lastname: f.lastname,
      role: f.role,
      status: f.statusName,
      timezone: f.timeName,
      skip_scrub: bit(f.skipScrub),
      campaign_monitoring_layout: f.campaignMonitoringLayout.trim() || null,
      contact_group_layout: f.contactGroupLayout.trim() || null,
    })
    .where('id', '=', userId)
    .execute();
}

// The Vietnamese catalogue, one file per area so pages and features add their texts side by side.
import { adminMore } from './admin-more';
import { app } from './app';
import { billingPayments } from './billing-payments';
import { billingProfile } from './billing-profile';
import { billingOrders } from './billing-orders';
import { campaignStepsA } from './campaign-steps-a';
import { campaignStepsB } from './campaign-steps-b';
import { campaigns } from './campaigns';
import { common } from './common';
import { contactImport } from './contact-import';
import { contacts } from './contacts';
import { content } from './content';
import { dids } from './dids';
import { media } from './media';
import { monitoring } from './monitoring';
import { domains } from './domains';
import { inbox } from './inbox';
import { notifications } from './notifications';
import { processes } from './processes';
import { responderCanvas } from './responder-canvas';
import { responders } from './responders';
import { revenueTracking } from './revenue-tracking';
import { settingsRates } from './settings-rates';
import { settingsSecurity } from './settings-security';
import { settingsApi } from './settings-api';
import { settingsAccount } from './settings-account';
import { settingsTabsMore } from './settings-tabs-more';
import { shortLinks } from './short-links';
import { stats } from './stats';
import { trackers } from './trackers';
import { tollFree } from './toll-free';
import { guides } from './guides';
import { tickets } from './tickets';
import { referral } from './referral';
import { ui } from './ui';
import { userTools } from './user-tools';
import { users } from './users';
import { tenDlc } from './ten-dlc';

export const vi: Record<string, string> = {
  // First, so a text another area translated already keeps its translation there.
  ...tollFree,
  ...tickets,
  ...referral,
  ...common, ...ui, ...app, ...contacts, ...contactImport, ...processes, ...dids, ...media, ...shortLinks, ...content, ...domains, ...responderCanvas, ...responders,
  ...campaignStepsA, ...campaignStepsB, ...campaigns, ...inbox, ...monitoring, ...stats, ...trackers,
  ...notifications,
  ...billingPayments,
  ...billingProfile,
  ...billingOrders,
  ...settingsRates,
  ...settingsSecurity,
  ...userTools,
  ...settingsApi,
  ...settingsAccount,
  ...users,
  ...revenueTracking,
  ...settingsTabsMore,
  ...adminMore,
  ...tenDlc,
  ...guides,
};

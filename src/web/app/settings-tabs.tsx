// The settings page's working tabs, in the spec's order (000 §2 "Settings tab keys"). Features never
// import each other, so the app puts the areas' tabs together here: an area whose tab is built adds
// one line (the payment area adds `payment`, the admin-and-settings issue the rest).
import { SETTINGS_TAB_KEYS, SETTINGS_TAB_LABELS } from '@domain/settings-tabs';
import { ApiTab } from '@web/features/api-settings/api-tab';
import { AdvancedSettingsTab } from '@web/features/advanced-settings/advanced-settings-tab';
import { ProfilePanel } from '@web/features/billing/profile-panel';
import { ClickRequestTab } from '@web/features/click-request/click-request-tab';
import { KycTab } from '@web/features/kyc/kyc-tab';
import { NotificationSettingsForm } from '@web/features/notifications/notification-settings-form';
import { OrderServiceTab } from '@web/features/order-service/order-service-tab';
import { PriceTableTab } from '@web/features/rates/price-table-tab';
import { RoutesInfoTab } from '@web/features/rates/routes-info-tab';
import { SecurityTab } from '@web/features/security/security-tab';
import type { SettingsTab } from '@web/features/settings/settings-page';
import { IntegrationsTab } from '@web/features/revenue-tracking/integrations-tab';
import { TrackingTab } from '@web/features/revenue-tracking/tracking-tab';
import { VoluumTab } from '@web/features/revenue-tracking/voluum-tab';
import { SettingsPaymentArea } from './payment-panel';
import { AccountInfoArea } from './account-info-area';
import { SubscriptionPlanTab } from '@web/features/account/subscription-plan-tab';

// Listed in any order (one line per area, easy to merge); shown in the spec's order.
const tabs: SettingsTab[] = [
  { key: 'profile', label: SETTINGS_TAB_LABELS.profile, element: <ProfilePanel /> },
  { key: 'api', label: SETTINGS_TAB_LABELS.api, element: <ApiTab /> },
  { key: 'account-info', label: SETTINGS_TAB_LABELS['account-info'], element: <AccountInfoArea /> },
  { key: 'integrations', label: SETTINGS_TAB_LABELS.integrations, element: <IntegrationsTab /> },
  { key: 'notifications', label: SETTINGS_TAB_LABELS.notifications, element: <NotificationSettingsForm /> },
  { key: 'advanced-settings', label: SETTINGS_TAB_LABELS['advanced-settings'], element: <AdvancedSettingsTab /> },
  { key: 'click-request', label: SETTINGS_TAB_LABELS['click-request'], element: <ClickRequestTab /> },
  { key: 'payment', label: SETTINGS_TAB_LABELS.payment, element: <SettingsPaymentArea /> },
  { key: 'price-table', label: SETTINGS_TAB_LABELS['price-table'], element: <PriceTableTab /> },
  { key: 'order-service', label: SETTINGS_TAB_LABELS['order-service'], element: <OrderServiceTab /> },
  { key: 'routes-info', label: SETTINGS_TAB_LABELS['routes-info'], element: <RoutesInfoTab /> },
  { key: 'voluum', label: SETTINGS_TAB_LABELS.voluum, element: <VoluumTab /> },
  { key: 'security', label: SETTINGS_TAB_LABELS.security, element: <SecurityTab /> },
  { key: 'kyc', label: SETTINGS_TAB_LABELS.kyc, element: <KycTab /> },
  { key: 'subscription-plan', label: SETTINGS_TAB_LABELS['subscription-plan'], element: <SubscriptionPlanTab /> },
  { key: 'tracking', label: SETTINGS_TAB_LABELS.tracking, element: <TrackingTab /> },
];

export const settingsTabs: SettingsTab[] = tabs.sort((a, b) => SETTINGS_TAB_KEYS.indexOf(a.key) - SETTINGS_TAB_KEYS.indexOf(b.key));

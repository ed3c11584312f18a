// The settings page's tabs (000 §2 "Settings tab keys"), keyed by the query `tab`. Every key the
// spec names is here; the page shows only the tabs whose area is built (src/web/app/settings-tabs.tsx).
export const SETTINGS_TAB_KEYS = [
  'profile', 'integrations', 'account-info', 'notifications', 'advanced-settings', 'click-request', 'api', 'payment',
  'price-table', 'order-service', 'routes-info', 'voluum', 'security', 'kyc', 'subscription-plan', 'tracking',
] as const;
export type SettingsTabKey = (typeof SETTINGS_TAB_KEYS)[number];

export const SETTINGS_TAB_LABELS: Readonly<Record<SettingsTabKey, string>> = {
  profile: 'Profile',
  integrations: 'Integrations',
  'account-info': 'Account info',
  notifications: 'Notifications',
  'advanced-settings': 'Advanced settings',
  'click-request': 'Click request',
  api: 'API',
  payment: 'Payment',
  'price-table': 'Price table',
  'order-service': 'Order service',
  'routes-info': 'Routes info',
  voluum: 'Voluum',
  security: 'Security',
  kyc: 'KYC',
  'subscription-plan': 'Subscription plan',
  tracking: 'Tracking',
};

export const isSettingsTabKey = (value: string | null): value is SettingsTabKey =>
  value !== null && (SETTINGS_TAB_KEYS as readonly string[]).includes(value);

/** The link to a settings tab: /settings?tab=payment. */
export const settingsPath = (tab: SettingsTabKey): string => `/settings?tab=${tab}`;

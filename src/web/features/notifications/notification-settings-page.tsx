// /notification-setting (000 §2 "notifications"): the notification settings form under its page
// header. Reached from the bell's panel: the spec's menu has no entry for it. The settings page's
// Notifications tab shows the same form (notification-settings-form.tsx).
import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@web/ui';
import { NotificationSettingsForm } from './notification-settings-form';

export function NotificationSettingsPage() {
  return (
    <Stack gap="0" maxW="2xl">
      <PageHeader title="Notification settings" description="Choose which events notify you, and where a copy is mailed." />
      <NotificationSettingsForm />
    </Stack>
  );
}

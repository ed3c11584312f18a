// The notification settings form, shown by /notification-setting and by the settings page's
// Notifications tab (000 §2 "notifications"): which events notify the user, and the emails a copy of
// each goes to (comma-separated, each valid; kept normalised: trimmed, lowercased, empties and
// repeats dropped), validated by the domain's notificationSettingsSchema, the server's too. After a
// save the form shows the settings as the server kept them.
import { Fieldset, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { NOTIFICATION_EVENTS, NOTIFICATION_EVENT_LABELS, notificationSettingsSchema, type NotificationSettings } from '@domain/notifications';
import { useTranslation } from '@web/i18n';
import { CheckboxField, EmptyState, FormActions, LoadingSkeleton, TextField, UnsavedChangesGuard, notify, showFormError, useLoad, zodValidate } from '@web/ui';
import { getNotificationSettings, saveNotificationSettings } from './notifications-api';

const validation = zodValidate(notificationSettingsSchema);

export function NotificationSettingsForm() {
  const { t } = useTranslation();
  const settings = useLoad((signal) => getNotificationSettings(signal), []);

  const submit = async (values: NotificationSettings, helpers: FormikHelpers<NotificationSettings>) => {
    try {
      const saved = await saveNotificationSettings(values);
      helpers.resetForm({ values: saved });
      notify({ type: 'success', description: 'Updated' });
    } catch (error) {
      showFormError(error, helpers, ['emails']);
    }
  };

  if (settings.failed) return <EmptyState title="The notification settings could not be loaded" onRetry={settings.retry} />;
  if (settings.data === null) return <LoadingSkeleton lines={6} />;
  return (
    <Formik<NotificationSettings> initialValues={settings.data} validationSchema={validation} onSubmit={submit}>
      {({ dirty, isSubmitting, resetForm }) => (
        <Form noValidate aria-label={t('Notification settings')}>
          <UnsavedChangesGuard when={dirty && !isSubmitting} />
          <Stack gap="6" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg.panel" maxW="2xl">
            <Fieldset.Root>
              <Fieldset.Legend>{t('Notify me when')}</Fieldset.Legend>
              <Stack gap="3" mt="3">
                {NOTIFICATION_EVENTS.map((event) => (
                  <CheckboxField key={event} name={`events.${event}`} label={NOTIFICATION_EVENT_LABELS[event]} />
                ))}
              </Stack>
            </Fieldset.Root>
            <TextField
              name="emails"
              type="text"
              label="Notification emails"
              placeholder="ops@example.com, billing@example.com"
              helperText="Comma-separated. A copy of each notification is mailed to every address; leave empty for none."
              autoComplete="off"
            />
            <FormActions dirty={dirty} submitting={isSubmitting} onCancel={() => resetForm()} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

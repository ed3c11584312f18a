// Settings > API: the IP allowlist (001 §7 listWhitelistedIPs, invokeAccess, revokeIPAddress). An
// empty list lets any address call with a valid token; with entries, only matching addresses or
// ranges may (decision 42). The add form checks the address with the same schema as the server.
import { Button, Fieldset, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { invokeAccessSchema, type AllowedIp } from '@domain/api-settings';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, EmptyState, LoadingSkeleton, TextField, formatWhen, notify, showFormError, showRefusal, useLoad, zodValidate } from '@web/ui';
import { invokeAccess, listWhitelistedIps, revokeIpAddress } from './api-settings-api';

const addValidation = zodValidate(invokeAccessSchema);
type AddForm = { ipAddress: string; note: string };

export function AllowlistSection() {
  const { t } = useTranslation();
  const [reload, setReload] = useState(0);
  const loaded = useLoad((signal) => listWhitelistedIps(signal), [reload]);
  const [removing, setRemoving] = useState<AllowedIp | null>(null);

  const add = async (values: AddForm, helpers: FormikHelpers<AddForm>) => {
    try {
      await invokeAccess({ ipAddress: values.ipAddress, ...(values.note.trim() ? { note: values.note } : {}) });
      notify({ type: 'success', description: 'Created' });
      helpers.resetForm();
      setReload((n) => n + 1);
    } catch (error) {
      showFormError(error, helpers, ['ipAddress', 'note']);
    }
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await revokeIpAddress(removing.id);
      notify({ type: 'success', description: 'Deleted' });
      setReload((n) => n + 1);
    } catch (error) {
      showRefusal(error);
      throw error;
    }
  };

  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('IP allowlist')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('When the list is empty, tokens work from any address. Once it has entries, only these addresses and ranges may call the public API.')}</Fieldset.HelperText>
      <Stack gap="3" mt="3">
        {loaded.failed ? (
          <EmptyState title="The IP allowlist could not be loaded" onRetry={loaded.retry} />
        ) : loaded.data === null ? (
          <LoadingSkeleton lines={2} />
        ) : loaded.data.length === 0 ? (
          <Text color="fg.muted">{t('No address yet: any address may call with a valid token.')}</Text>
        ) : (
          <Table.Root size="sm" aria-label={t('IP allowlist')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('IP address')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Note')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Added')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {loaded.data.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell>{entry.ipAddress}</Table.Cell>
                  <Table.Cell>{entry.note ?? ''}</Table.Cell>
                  <Table.Cell>{formatWhen(entry.createdAt)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button size="xs" variant="outline" colorPalette="red" aria-label={t('Remove {{ip}}', { ip: entry.ipAddress })} onClick={() => setRemoving(entry)}>
                      {t('Remove')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        <Formik<AddForm> initialValues={{ ipAddress: '', note: '' }} validationSchema={addValidation} validateOnBlur={false} onSubmit={add}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t('Add an IP address')}>
              <HStack gap="2" align="flex-end" wrap="wrap">
                <TextField name="ipAddress" label="IP address" placeholder="203.0.113.5 or 203.0.113.0/24" required />
                <TextField name="note" label="Note" />
                <Button type="submit" colorPalette="accent" loading={isSubmitting}>
                  {t('Add')}
                </Button>
              </HStack>
            </Form>
          )}
        </Formik>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title="Remove IP address"
        message={removing ? t('Calls from {{ip}} are refused once it is removed, unless the list is left empty.', { ip: removing.ipAddress }) : ''}
        confirmLabel="Remove"
        danger
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </Fieldset.Root>
  );
}

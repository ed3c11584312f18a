// The Profiles tab of /tfn: the businesses (with their contact) the user's toll-free requests are
// made for. Create and edit in a dialog; a profile a request uses cannot be deleted (the server
// says so). An edit is used by the next sending; what was sent stays in each request's history.
import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { tollFreeProfileInputSchema, type TollFreeProfile } from '@domain/toll-free/toll-free-profile';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, DataTable, EmptyState, FormDialog, RowActionsMenu, notify, showFormError, showRefusal, useLoad, zodValidate, type DataTableColumn } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { EMPTY_PROFILE, ProfileFields, profileFieldNames, profileValues, type ProfileValues } from './profile-fields';
import { deleteTollFreeProfile, listTollFreeProfiles, saveTollFreeProfile } from './toll-free-api';

const columns: DataTableColumn<TollFreeProfile>[] = [
  { key: 'businessName', header: 'Business name', cell: (p) => p.businessName },
  { key: 'address', header: 'Address', cell: (p) => `${p.city}, ${p.state}, ${p.country}` },
  { key: 'contact', header: 'Contact', cell: (p) => `${p.firstName} ${p.lastName}` },
  { key: 'email', header: 'Email', cell: (p) => p.email },
  { key: 'requestCount', header: 'Requests', cell: (p) => p.requestCount },
];

export function TollFreeProfilesPanel() {
  const { t } = useTranslation();
  const loaded = useLoad((signal) => listTollFreeProfiles(signal), []);
  const [editing, setEditing] = useState<TollFreeProfile | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TollFreeProfile | null>(null);

  const save = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    try {
      await saveTollFreeProfile(editing === 'new' || editing === null ? null : editing.id, tollFreeProfileInputSchema.parse(values));
      notify({ type: 'success', description: editing === 'new' ? 'Created' : 'Updated' });
      setEditing(null);
      loaded.retry();
    } catch (error) {
      showFormError(error, helpers, profileFieldNames(''));
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteTollFreeProfile(deleting.id);
      notify({ type: 'success', description: 'Deleted' });
      loaded.retry();
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <Button colorPalette="accent" variant="outline" onClick={() => setEditing('new')}>
          <PlusIcon />
          {t('Create profile')}
        </Button>
      </HStack>
      {loaded.failed ? (
        <EmptyState title="The profiles could not be loaded" onRetry={loaded.retry} />
      ) : (
        <DataTable
          label={t('Profiles')}
          columns={columns}
          rows={loaded.data?.items ?? []}
          getRowId={(p) => String(p.id)}
          loading={loaded.loading}
          rowActions={(p) => (
            <RowActionsMenu<'edit' | 'delete'>
              name={p.businessName}
              actions={[
                { value: 'edit', label: 'Edit' },
                { value: 'delete', label: 'Delete', danger: true, disabled: p.requestCount > 0 },
              ]}
              onSelect={(action) => (action === 'edit' ? setEditing(p) : setDeleting(p))}
            />
          )}
          empty={<EmptyState title="No profiles yet" description="A profile holds the business and its contact; create one here or with your first request." />}
        />
      )}
      <FormDialog<ProfileValues>
        open={editing !== null}
        title={editing === 'new' ? 'Create profile' : 'Edit profile'}
        submitLabel={editing === 'new' ? 'Create' : 'Save'}
        onClose={() => setEditing(null)}
        initialValues={editing === null || editing === 'new' ? EMPTY_PROFILE : profileValues(editing)}
        validationSchema={zodValidate(tollFreeProfileInputSchema)}
        onSubmit={save}
        size="lg"
      >
        <ProfileFields />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete profile"
        message={t('Delete the profile {{name}}?', { name: deleting?.businessName ?? '' })}
        confirmLabel="Delete"
        danger
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

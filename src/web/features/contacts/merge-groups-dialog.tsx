// Merge the selected contact groups into a new one (new name; keep or delete the originals). The
// merge runs as a background task; once the server accepted it the background-process panel opens.
import { Text } from '@chakra-ui/react';
import type { BackgroundTask } from '@domain/background-tasks';
import { mergeGroupsSchema, type ContactGroup } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { CheckboxField, TextField, zodValidate, showFormError } from '@web/ui';
import { mergeContactGroups } from './contacts-api';
import { FormDialog } from '@web/ui';

type Values = { groupIds: number[]; groupName: string; deleteOriginals: boolean };
const validate = zodValidate(mergeGroupsSchema);

export function MergeGroupsDialog({ groups, open, onClose, onStarted }: {
  groups: readonly ContactGroup[];
  open: boolean;
  onClose: () => void;
  onStarted: (task: BackgroundTask) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog<Values>
      open={open}
      title="Merge contact groups"
      submitLabel="Merge"
      onClose={onClose}
      initialValues={{ groupIds: groups.map((g) => g.id), groupName: '', deleteOriginals: false }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        try {
          onStarted(await mergeContactGroups(values));
        } catch (error) {
          showFormError(error, helpers, ['groupName']);
        }
      }}
    >
      <Text textStyle="sm" color="fg.muted">
        {t('Merging {{names}} into a new group.', { names: groups.map((g) => g.name).join(', ') })}
      </Text>
      <TextField name="groupName" label="New group name" required />
      <CheckboxField name="deleteOriginals" label="Delete the original groups" />
    </FormDialog>
  );
}

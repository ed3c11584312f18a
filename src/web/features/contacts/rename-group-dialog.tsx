// Rename a contact group: the same name rules as creating one (3-200 characters, unique; a taken
// name shows 'already existed, use another name' under the field).
import { renameContactGroupSchema, type ContactGroup } from '@domain/contacts';
import { TextField, notify, zodValidate, showFormError } from '@web/ui';
import { renameContactGroup } from './contacts-api';
import { FormDialog } from '@web/ui';

const validate = zodValidate(renameContactGroupSchema);

export function RenameGroupDialog({ group, onClose, onRenamed }: { group: ContactGroup | null; onClose: () => void; onRenamed: (group: ContactGroup) => void }) {
  return (
    <FormDialog<{ groupName: string }>
      open={group !== null}
      title="Rename contact group"
      submitLabel="Save"
      onClose={onClose}
      initialValues={{ groupName: group?.name ?? '' }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        if (!group) return;
        try {
          const renamed = await renameContactGroup(group.id, values.groupName);
          notify({ type: 'success', description: 'Updated' });
          onRenamed(renamed);
        } catch (error) {
          showFormError(error, helpers, ['groupName']);
        }
      }}
    >
      <TextField name="groupName" label="Group name" required />
    </FormDialog>
  );
}

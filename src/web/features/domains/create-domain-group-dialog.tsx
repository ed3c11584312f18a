// Create a domain group (001 §7 "Domain groups: create (name)"): name 3-200 characters, unique per
// user; a refused name shows under the field in the server's words, any other refusal as its message.
import { createDomainGroupSchema, type DomainGroup } from '@domain/domains';
import { FormDialog, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { createDomainGroup } from './domains-api';

const validate = zodValidate(createDomainGroupSchema);

export function CreateDomainGroupDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (group: DomainGroup) => void }) {
  return (
    <FormDialog<{ name: string }>
      open={open}
      title="Create domain group"
      submitLabel="Create"
      onClose={onClose}
      initialValues={{ name: '' }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        try {
          const group = await createDomainGroup(values.name);
          notify({ type: 'success', description: 'Created' });
          onCreated(group);
        } catch (error) {
          showFormError(error, helpers, ['name']);
        }
      }}
    >
      <TextField name="name" label="Name" required />
    </FormDialog>
  );
}

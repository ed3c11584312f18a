// Create a responder (001 §3 "Responder": title, contact groups, DID groups, setting {enableSleep,
// enableLoopback, priority: smaller is higher}); from the templates list it creates a template
// (published false). The server refuses a contact group that already has a responder with the
// spec's 'Can not create another dialog for same contact group!', shown under the contact groups
// (or as a toast when it names no field). A created responder opens in the editor.
import { responderSaveSchema, PRIORITY_MAX, type Responder } from '@domain/responders';
import { CheckboxField, FormDialog, NumberField, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { GroupChecklistField } from './group-checklist-field';
import { saveResponder } from './responders-api';
import { useContactGroups, useDidGroups } from './use-group-options';

type Values = {
  title: string;
  contactGroupIds: number[];
  didGroupIds: number[];
  setting: { enableSleep: boolean; enableLoopback: boolean; priority: number | undefined };
};

const validate = zodValidate(responderSaveSchema);
const initialValues: Values = { title: '', contactGroupIds: [], didGroupIds: [], setting: { enableSleep: false, enableLoopback: false, priority: 0 } };
const FIELDS = ['title', 'contactGroupIds', 'didGroupIds', 'setting.priority'];

export function CreateResponderDialog({
  open,
  template,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** Create a template (the templates list) rather than a published responder. */
  template: boolean;
  onClose: () => void;
  onCreated: (responder: Responder) => void;
}) {
  const contactGroups = useContactGroups(open);
  const didGroups = useDidGroups(open);
  return (
    <FormDialog<Values>
      open={open}
      title={template ? 'Create template' : 'Create responder'}
      submitLabel="Create"
      onClose={onClose}
      initialValues={initialValues}
      validationSchema={validate}
      size="lg"
      onSubmit={async (values, helpers) => {
        try {
          const responder = await saveResponder({
            title: values.title,
            published: !template,
            contactGroupIds: values.contactGroupIds,
            didGroupIds: values.didGroupIds,
            setting: { ...values.setting, priority: values.setting.priority ?? 0 },
          });
          notify({ type: 'success', description: 'Created' });
          onCreated(responder);
        } catch (error) {
          showFormError(error, helpers, FIELDS);
        }
      }}
    >
      <TextField name="title" label="Title" required />
      <GroupChecklistField name="contactGroupIds" label="Contact groups" groups={contactGroups} emptyText="No contact groups yet" />
      <GroupChecklistField name="didGroupIds" label="DID groups" groups={didGroups} emptyText="No DID groups yet" />
      <NumberField name="setting.priority" label="Priority" min={0} max={PRIORITY_MAX} step={1} helperText="Smaller is higher" />
      <CheckboxField name="setting.enableSleep" label="Enable sleep" helperText="Follow the DID groups' sleep timer: no replies while they sleep." />
      <CheckboxField name="setting.enableLoopback" label="Enable loopback" helperText="A contact who finished the flow can start it again." />
    </FormDialog>
  );
}

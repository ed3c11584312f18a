// "Save as new group" on group detail: the filters the table shows now become a filter task
// (FILTER_CONTACT) that copies the matching contacts into a new group of type 'Filter task'. The
// form holds the applied filters beside the name, so the domain's filterContactsSchema checks the
// whole request (the name's 3-200 characters, 1-20 filters) before anything is sent. A taken name
// comes back as a 400 on groupName and shows under the field; once the server accepted the task the
// background-process panel takes over (001 §4), where it can be stopped and resumed.
import { Text } from '@chakra-ui/react';
import type { BackgroundTask } from '@domain/background-tasks';
import { filterContactsSchema } from '@domain/contact-data-tasks';
import type { ContactFilter } from '@domain/contacts';
import { tMessage, useTranslation } from '@web/i18n';
import { TextField, notify, zodValidate, showFormError } from '@web/ui';
import type { LogicOperator } from './contact-filters';
import { filterContactsIntoGroup } from './data-tasks-api';
import { FormDialog } from '@web/ui';

export type AppliedFilters = { filters: ContactFilter[]; operator: LogicOperator };
type Values = { groupName: string } & AppliedFilters;

const validate = zodValidate(filterContactsSchema);

type Props = {
  groupId: number;
  /** The filters the table shows now; the dialog is open while they are set. */
  search: AppliedFilters | null;
  onClose: () => void;
  onStarted: (task: BackgroundTask) => void;
};

export function SaveFilterGroupDialog({ groupId, search, onClose, onStarted }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialog<Values>
      open={search !== null}
      title="Save as new group"
      submitLabel="Save"
      onClose={onClose}
      initialValues={{ groupName: '', filters: search?.filters ?? [], operator: search?.operator ?? 'AND' }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        let task: BackgroundTask;
        try {
          task = await filterContactsIntoGroup(groupId, values);
        } catch (error) {
          showFormError(error, helpers, ['groupName']);
          return;
        }
        notify({ type: 'success', description: 'Created' });
        onStarted(task);
      }}
    >
      {({ errors }) => (
        <>
          <Text textStyle="sm" color="fg.muted">
            {t('The contacts that match the filters are copied into a new group. You can stop and resume it in Processes.')}
          </Text>
          <TextField name="groupName" label="Group name" required />
          {/* The filters are not editable here, but the domain may still refuse them (more than 20). */}
          {typeof errors.filters === 'string' && (
            <Text textStyle="sm" color="fg.error" role="alert">
              {tMessage(errors.filters)}
            </Text>
          )}
        </>
      )}
    </FormDialog>
  );
}

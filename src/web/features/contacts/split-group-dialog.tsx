// Split a contact group into groups of `size` contacts (at least 100, 000 §9). The split runs as a
// background task; once the server accepted it the background-process panel takes over.
import { Text } from '@chakra-ui/react';
import type { BackgroundTask } from '@domain/background-tasks';
import { SPLIT_SIZE_MIN, splitGroupSchema, type ContactGroup } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { NumberField, zodValidate, showFormError, formatCount } from '@web/ui';
import { splitContactGroup } from './contacts-api';
import { FormDialog } from '@web/ui';

const validate = zodValidate(splitGroupSchema);

export function SplitGroupDialog({ group, onClose, onStarted }: { group: ContactGroup | null; onClose: () => void; onStarted: (task: BackgroundTask) => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog<{ size: number | undefined }>
      open={group !== null}
      title="Split contact group"
      submitLabel="Split"
      onClose={onClose}
      initialValues={{ size: undefined }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        if (!group || values.size === undefined) return;
        try {
          onStarted(await splitContactGroup(group.id, values.size));
        } catch (error) {
          showFormError(error, helpers, ['size']);
        }
      }}
    >
      {group && (
        <Text textStyle="sm" color="fg.muted">
          {t('{{name}} has {{count}} contacts. Each new group gets this many contacts; the last one gets the rest.', {
            name: group.name,
            count: formatCount(group.contacts),
          })}
        </Text>
      )}
      <NumberField name="size" label="Split size" required min={SPLIT_SIZE_MIN} step={1} />
    </FormDialog>
  );
}

// Certify a contact group for a vertical (000 §4 DATA_CERTING_CONTACT_GROUP): every deliverable
// contact (not landline, invalid or DNC, not opted out or blacklisted) is stamped with the chosen
// vertical, and the group remembers it. The task runs in the background; once the server accepted
// it the background-process panel takes over (001 §4).
import { Text } from '@chakra-ui/react';
import type { BackgroundTask } from '@domain/background-tasks';
import { CERT_VERTICALS, certifyGroupSchema, type CertVertical } from '@domain/contact-data-tasks';
import type { ContactGroup } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { SelectField, zodValidate, showFormError } from '@web/ui';
import { certifyContactGroup } from './data-tasks-api';
import { FormDialog } from '@web/ui';

const validate = zodValidate(certifyGroupSchema);
const VERTICAL_OPTIONS = CERT_VERTICALS.map((value) => ({ value, label: value }));

/** The vertical the group was certified for last, when it is still one of the list. */
const currentVertical = (group: ContactGroup | null): CertVertical | undefined =>
  CERT_VERTICALS.find((v) => v === group?.certedVertical);

export function CertifyGroupDialog({ group, onClose, onStarted }: { group: ContactGroup | null; onClose: () => void; onStarted: (task: BackgroundTask) => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog<{ vertical: CertVertical | undefined }>
      open={group !== null}
      title="Certify contact group"
      submitLabel="Certify"
      onClose={onClose}
      initialValues={{ vertical: currentVertical(group) }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        if (!group || values.vertical === undefined) return;
        try {
          onStarted(await certifyContactGroup(group.id, { vertical: values.vertical }));
        } catch (error) {
          showFormError(error, helpers, ['vertical']);
        }
      }}
    >
      {group && (
        <Text textStyle="sm" color="fg.muted">
          {t('Every deliverable contact of {{name}} (not landline, invalid or DNC, not opted out or blacklisted) is stamped with the vertical.', {
            name: group.name,
          })}
        </Text>
      )}
      <SelectField<CertVertical> name="vertical" label="Vertical" required placeholder="Choose a vertical" options={VERTICAL_OPTIONS} />
    </FormDialog>
  );
}

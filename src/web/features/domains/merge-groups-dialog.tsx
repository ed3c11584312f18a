// Merge domain groups (001 §3 "newDomainGroupName, domainGroupIds, deleteOriginalGroup"): the
// selected groups' domains move into a new group; the originals are deleted when asked, else kept empty.
import { z } from 'zod';
import { domainGroupNameSchema, type DomainGroup } from '@domain/domains';
import { useTranslation } from '@web/i18n';
import { CheckboxField, FormDialog, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { mergeDomainGroups } from './domains-api';

const validate = zodValidate(z.object({ newDomainGroupName: domainGroupNameSchema, deleteOriginalGroup: z.boolean() }));

export function MergeGroupsDialog({ groups, onClose, onMerged }: { groups: readonly DomainGroup[] | null; onClose: () => void; onMerged: (group: DomainGroup) => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog<{ newDomainGroupName: string; deleteOriginalGroup: boolean }>
      open={groups !== null}
      title="Merge domain groups"
      submitLabel="Merge"
      onClose={onClose}
      initialValues={{ newDomainGroupName: '', deleteOriginalGroup: false }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        try {
          const merged = await mergeDomainGroups({ domainGroupIds: (groups ?? []).map((g) => g.id), ...values });
          notify({ type: 'success', description: 'Created' });
          onMerged(merged);
        } catch (error) {
          showFormError(error, helpers, ['newDomainGroupName']);
        }
      }}
    >
      <p>{t('Merge {{names}} into a new group.', { names: (groups ?? []).map((g) => g.name).join(', ') })}</p>
      <TextField name="newDomainGroupName" label="New domain group name" required />
      <CheckboxField name="deleteOriginalGroup" label="Delete the original groups" />
    </FormDialog>
  );
}

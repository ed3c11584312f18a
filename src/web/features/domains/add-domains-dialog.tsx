// Add own domains (000 §5 "Domains: domain format, no duplicates, no accents; separators comma,
// semicolon, newline"): the list is checked as typed with the same rules the server applies, then
// sent split and lower-cased, into a group or none. The added domains wait for their DNS check.
import { addDomainsFormSchema, splitDomainList, type AddDomainsForm } from '@domain/domains';
import { FormDialog, SelectField, TextareaField, notify, showFormError, zodValidate } from '@web/ui';
import { useTranslation } from '@web/i18n';
import { addDomains } from './domains-api';
import { useDomainGroups } from './use-domain-groups';

const validate = zodValidate(addDomainsFormSchema);

export function AddDomainsDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation();
  const groups = useDomainGroups(open);
  return (
    <FormDialog<AddDomainsForm>
      open={open}
      title="Add domains"
      submitLabel="Add"
      onClose={onClose}
      initialValues={{ domains: '', groupId: undefined }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        try {
          const added = await addDomains(splitDomainList(values.domains), values.groupId ?? null);
          notify({ type: 'success', description: t('{{count}} domain(s) added; verify them once their DNS points here', { count: added.length }) });
          onAdded();
        } catch (error) {
          showFormError(error, helpers, ['domains', 'groupId']);
        }
      }}
    >
      <TextareaField
        name="domains"
        label="Domains"
        required
        rows={6}
        placeholder="example.com, offers.example.net"
        helperText="One domain per line, or separated by commas or semicolons."
      />
      <SelectField<number> name="groupId" label="Domain group" placeholder="No group" options={groups.map((g) => ({ value: g.id, label: g.name }))} />
    </FormDialog>
  );
}

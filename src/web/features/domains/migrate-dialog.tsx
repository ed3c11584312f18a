// Migrate domains to another group (001 §7 "migrate (groupId, targetGroupId plus domains,
// deliveryThreshold, or amount)"): the selected domains, those whose delivery rate is below a
// threshold, or an amount of the group's oldest domains.
import { z } from 'zod';
import type { DomainGroup } from '@domain/domains';
import { messages } from '@domain/messages';
import { useTranslation } from '@web/i18n';
import { FormDialog, NumberField, SelectField, notify, showFormError, zodValidate } from '@web/ui';
import { migrateDomains } from './domains-api';
import { useDomainGroups } from './use-domain-groups';

type Mode = 'selected' | 'threshold' | 'amount';
type Values = { targetGroupId: number | undefined; mode: Mode; value: number };

const validate = zodValidate(
  z.object({
    targetGroupId: z.number({ error: messages.required('Target group') }),
    mode: z.enum(['selected', 'threshold', 'amount']),
    value: z.number({ error: `Value ${messages.numberType}` }).int(`Value ${messages.integer}`).min(0, `Value ${messages.atLeast(0)}`),
  }),
);

type Props = { group: DomainGroup; open: boolean; selected: readonly number[]; onClose: () => void; onMigrated: () => void };

export function MigrateDialog({ group, open, selected, onClose, onMigrated }: Props) {
  const { t } = useTranslation();
  const groups = useDomainGroups(open).filter((g) => g.id !== group.id);
  return (
    <FormDialog<Values>
      open={open}
      title="Migrate domains"
      submitLabel="Migrate"
      onClose={onClose}
      initialValues={{ targetGroupId: undefined, mode: selected.length > 0 ? 'selected' : 'threshold', value: 50 }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        const how =
          values.mode === 'selected' ? { domains: [...selected] } : values.mode === 'threshold' ? { deliveryThreshold: Math.min(100, values.value) } : { amount: Math.max(1, values.value) };
        try {
          const migrated = await migrateDomains(group.id, { targetGroupId: values.targetGroupId ?? 0, ...how });
          notify({ type: 'success', description: t('Migrated {{count}} domain(s)', { count: migrated }) });
          onMigrated();
        } catch (error) {
          showFormError(error, helpers, ['targetGroupId']);
        }
      }}
    >
      {({ values }) => (
        <>
          <SelectField<number> name="targetGroupId" label="Target group" required placeholder="Choose a group" options={groups.map((g) => ({ value: g.id, label: g.name }))} />
          <SelectField<Mode>
            name="mode"
            label="Which domains"
            options={[
              ...(selected.length > 0 ? [{ value: 'selected' as const, label: t('The {{count}} selected domain(s)', { count: selected.length }) }] : []),
              { value: 'threshold', label: 'Delivery rate below a threshold' },
              { value: 'amount', label: 'An amount (the oldest first)' },
            ]}
          />
          {values.mode === 'threshold' && <NumberField name="value" label="Delivery threshold (%)" min={0} max={100} />}
          {values.mode === 'amount' && <NumberField name="value" label="Amount" min={1} />}
        </>
      )}
    </FormDialog>
  );
}

// Move numbers to another of the user's DID groups (001 §6 "move DIDs (amount or dids,
// targetGroupId, groupId)"): either the selected ones, or an amount of the group's numbers (the
// server takes the oldest first). The target picker lists the user's other groups.
import { z } from 'zod';
import { didMessages, type MoveDids } from '@domain/dids';
import { messages } from '@domain/messages';
import { useTranslation } from '@web/i18n';
import { NumberField, SelectField, notify, zodValidate } from '@web/ui';
import { moveDids } from './dids-api';
import { FormDialog } from '@web/ui';
import { MoveTargetField } from './move-target-field';
import { useOtherDidGroups } from './use-did-options';

type Mode = 'selected' | 'amount';
type Values = { mode: Mode; amount: number | undefined; targetGroupId: number | undefined };

/** The form's rules; the request it builds is the domain's MoveDids. */
function moveFormSchema(available: number) {
  return z
    .object({
      mode: z.enum(['selected', 'amount']),
      amount: z.number().optional(),
      targetGroupId: z.number({ error: didMessages.targetSame }).int().positive(didMessages.targetSame),
    })
    .superRefine((v, ctx) => {
      if (v.mode !== 'amount') return;
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['amount'], message });
      if (v.amount === undefined) issue(messages.required('Amount'));
      else if (!Number.isInteger(v.amount)) issue(`Amount ${messages.integer}`);
      else if (v.amount < 1) issue(`Amount ${messages.atLeast(1)}`);
      else if (v.amount > available) issue(`Amount ${messages.atMost(available)}`);
    });
}

export function toMoveRequest(values: Values, selected: readonly number[]): MoveDids {
  const targetGroupId = values.targetGroupId ?? 0;
  return values.mode === 'selected' ? { dids: [...selected], targetGroupId } : { amount: values.amount, targetGroupId };
}

type Props = {
  open: boolean;
  groupId: number;
  /** Ids of the selected numbers; without any, only an amount can be moved. */
  selected: readonly number[];
  /** How many numbers the group holds. */
  available: number;
  onClose: () => void;
  onMoved: (moved: number) => void;
};

export function MoveDidsDialog({ open, groupId, selected, available, onClose, onMoved }: Props) {
  const { t } = useTranslation();
  const targets = useOtherDidGroups(groupId, open);
  const modes = [
    ...(selected.length > 0 ? [{ value: 'selected' as const, label: t('The selected DIDs ({{count}})', { count: selected.length }) }] : []),
    { value: 'amount' as const, label: t('An amount of DIDs') },
  ];
  return (
    <FormDialog<Values>
      open={open}
      title="Move DIDs"
      submitLabel="Move"
      onClose={onClose}
      initialValues={{ mode: selected.length > 0 ? 'selected' : 'amount', amount: undefined, targetGroupId: undefined }}
      validationSchema={zodValidate(moveFormSchema(available))}
      onSubmit={async (values) => {
        // A refusal is the api client's toast; the dialog stays open.
        const moved = await moveDids(groupId, toMoveRequest(values, selected)).catch(() => null);
        if (moved === null) return;
        notify({ type: 'success', description: t('{{count}} DIDs moved', { count: moved }) });
        onMoved(moved);
      }}
    >
      {({ values }) => (
        <>
          <SelectField<Mode> name="mode" label="What to move" options={modes} />
          {values.mode === 'amount' && (
            <NumberField
              name="amount"
              label="Amount"
              required
              min={1}
              max={available}
              step={1}
              helperText={t('The oldest DIDs of the group go first; it holds {{count}}.', { count: available })}
            />
          )}
          <MoveTargetField targets={targets} />
        </>
      )}
    </FormDialog>
  );
}

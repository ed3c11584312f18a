// Add credit or bonus texts, and move credit (001 §7 sendUserBonusTexts, move-credit): small dialogs
// over a row's user. 'Added Credit Successfully' on success (001 §8); a move the sender cannot
// afford shows the server's reason under the amount, and nothing changes.
import { BONUS_TYPES, moveCreditSchema, sendUserBonusTextsSchema, type AdminUserRow, type MoveCredit, type SendUserBonusTexts } from '@domain/user-admin';
import { formatCents } from '@domain/money';
import { Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { FormDialog, notify, NumberField, SelectField, showFormError, TextField, zodValidate } from '@web/ui';
import { moveCredit, sendUserBonusTexts } from './users-api';

const validateAdd = zodValidate(sendUserBonusTextsSchema);
const validateMove = zodValidate(moveCreditSchema);

const TYPE_LABELS: Record<(typeof BONUS_TYPES)[number], string> = { credit: 'Credit (dollars)', bonus: 'Bonus texts' };

interface Props {
  user: AdminUserRow | null;
  onClose: () => void;
  onDone: () => void;
}

export function AddCreditDialog({ user, onClose, onDone }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialog<SendUserBonusTexts>
      key={user?.id ?? 'none'}
      open={user !== null}
      title="Add credit"
      submitLabel="Add credit"
      onClose={onClose}
      initialValues={{ useremail: user?.email ?? '', type: 'credit', noOfTexts: 0, note: '' }}
      validationSchema={validateAdd}
      onSubmit={async (values, helpers) => {
        try {
          const answer = await sendUserBonusTexts(sendUserBonusTextsSchema.parse(values));
          notify({ type: 'success', title: t(answer.message) });
          onDone();
        } catch (error) {
          showFormError(error, helpers, ['noOfTexts', 'type']);
        }
      }}
    >
      {(form) => (
        <>
          <Text textStyle="sm">{t('User: {{email}}, balance {{balance}}', { email: user?.email ?? '', balance: formatCents(user?.balanceCents ?? 0) })}</Text>
          <SelectField name="type" label="Type" options={BONUS_TYPES.map((b) => ({ value: b, label: TYPE_LABELS[b] }))} />
          <NumberField name="noOfTexts" label={form.values.type === 'bonus' ? 'No of texts' : 'Amount ($)'} min={0} step={form.values.type === 'bonus' ? 1 : 0.01} required />
          <TextField name="note" label="Note" helperText="Why: kept with who added it" />
        </>
      )}
    </FormDialog>
  );
}

export function MoveCreditDialog({ user, onClose, onDone }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialog<MoveCredit>
      key={user?.id ?? 'none'}
      open={user !== null}
      title="Move credit"
      submitLabel="Move credit"
      onClose={onClose}
      initialValues={{ fromEmailUser: user?.email ?? '', toEmailUser: '', amount: 0, note: '' }}
      validationSchema={validateMove}
      onSubmit={async (values, helpers) => {
        try {
          const answer = await moveCredit(moveCreditSchema.parse(values));
          notify({ type: 'success', title: t(answer.message) });
          onDone();
        } catch (error) {
          showFormError(error, helpers, ['amount', 'toEmailUser', 'fromEmailUser']);
        }
      }}
    >
      <TextField name="fromEmailUser" label="From user" required />
      <TextField name="toEmailUser" label="To user" required />
      <NumberField name="amount" label="Amount ($)" min={0} step={0.01} required />
      <TextField name="note" label="Note" />
    </FormDialog>
  );
}

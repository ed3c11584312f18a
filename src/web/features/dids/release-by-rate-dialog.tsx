// Release the group's numbers whose delivery rate (delivered / sent) or click rate
// (clicked / delivered), in percent over all time, is below a value (001 §7 "release by clickRate
// and by deliveryRate"). Numbers that never sent are kept by the server.
import { releaseByRateSchema, type ReleaseByRate } from '@domain/dids';
import { useTranslation } from '@web/i18n';
import { FormDialog, NumberField, SelectField, notify, showFormError, zodValidate } from '@web/ui';
import { Text } from '@chakra-ui/react';
import { releaseDidsByRate } from './dids-api';

type By = ReleaseByRate['by'];
type Values = { by: By; below: number | undefined };

const BY_OPTIONS: { value: By; label: string }[] = [
  { value: 'deliveryRate', label: 'Delivery rate' },
  { value: 'clickRate', label: 'Click rate' },
];

type Props = {
  open: boolean;
  groupId: number;
  onClose: () => void;
  onReleased: (released: number) => void;
};

export function ReleaseByRateDialog({ open, groupId, onClose, onReleased }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialog<Values>
      open={open}
      title="Release by rate"
      submitLabel="Release"
      size="sm"
      onClose={onClose}
      initialValues={{ by: 'deliveryRate', below: undefined }}
      validationSchema={zodValidate(releaseByRateSchema)}
      onSubmit={async (values, helpers) => {
        try {
          const released = await releaseDidsByRate(groupId, { by: values.by, below: values.below ?? 0 });
          notify({ type: 'success', description: t('{{count}} DIDs released', { count: released }) });
          onReleased(released);
        } catch (error) {
          // The dialog stays open; a refusal on a field shows under it, any other as a toast.
          showFormError(error, helpers, ['by', 'below']);
        }
      }}
    >
      <SelectField<By> name="by" label="Release numbers whose" options={BY_OPTIONS} />
      <NumberField name="below" label="is below (%)" required min={0} max={100} step={0.01} />
      <Text textStyle="sm" color="fg.muted">
        {t('Numbers that never sent are kept.')}
      </Text>
    </FormDialog>
  );
}

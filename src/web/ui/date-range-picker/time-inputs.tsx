// The start and end time inputs of a DateRangePicker with times ('HH:mm', 24-hour values; the
// display format decides how they read back).
import { useId } from 'react';
import { useTranslation } from '@web/i18n';
import { Box, HStack, Input, chakra } from '@chakra-ui/react';

type TimeInputsProps = { fromTime: string; toTime: string; onFromTime: (v: string) => void; onToTime: (v: string) => void };

export function TimeInputs({ fromTime, toTime, onFromTime, onToTime }: TimeInputsProps) {
  const { t } = useTranslation();
  return (
    <HStack gap="4" wrap="wrap">
      <TimeInput label={t('Start time')} value={fromTime} onChange={onFromTime} />
      <Box flex="1" />
      <TimeInput label={t('End time')} value={toTime} onChange={onToTime} />
    </HStack>
  );
}

function TimeInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} textStyle="sm">
        {label}
      </chakra.label>
      <Input id={id} type="time" size="sm" w="auto" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </HStack>
  );
}

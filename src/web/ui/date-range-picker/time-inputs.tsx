// The start and end time inputs of a DateRangePicker with times ('HH:mm', 24-hour values; the
// display format decides how they read back).
import { useId } from 'react';
import { useTranslation } from '@web/i18n';
import { Box, HStack, Input, chakra } from '@chakra-ui/react';

type TimeInputsProps = { fromTime: string; toTime: string; onFromTime: (v: string) => void; onToTime: (v: string) => void };

export function TimeInputs({ fromTime, toTime, onFromTime, onToTime }: TimeInputsProps) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  return (
    <HStack gap="4" wrap="wrap">
      <HStack gap="2">
        <chakra.label htmlFor={fromId} textStyle="sm">
          {t('Start time')}
        </chakra.label>
        <Input id={fromId} type="time" size="sm" w="auto" value={fromTime} onChange={(e) => onFromTime(e.currentTarget.value)} />
      </HStack>
      <Box flex="1" />
      <HStack gap="2">
        <chakra.label htmlFor={toId} textStyle="sm">
          {t('End time')}
        </chakra.label>
        <Input id={toId} type="time" size="sm" w="auto" value={toTime} onChange={(e) => onToTime(e.currentTarget.value)} />
      </HStack>
    </HStack>
  );
}

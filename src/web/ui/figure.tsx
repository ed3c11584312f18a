// One figure of a summary card: a small muted label over its value (a group's country, counters).
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';

export function Figure({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0" minW="24">
      <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
        {t(label)}
      </Text>
      <Text textStyle="sm" fontWeight="semibold" whiteSpace="nowrap">
        {value}
      </Text>
    </Stack>
  );
}

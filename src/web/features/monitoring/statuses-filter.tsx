// The monitoring statuses filter (000 §2 "Campaign list filter statuses: running (default),
// scheduled, completed, paused"), any of them at once. Completed shows uncompleted campaigns too,
// paused those paused because no number could send, and scheduled those queued to start: the hint
// says so. At least one stays ticked: unticking the last one does nothing (greying it out read as
// "not available").
import { Checkbox, Fieldset, HStack, Text } from '@chakra-ui/react';
import { MONITORING_STATUSES, type MonitoringStatus } from '@domain/monitoring';
import { useTranslation } from '@web/i18n';

const LABELS: Record<MonitoringStatus, string> = {
  running: 'Running',
  scheduled: 'Scheduled',
  completed: 'Completed',
  paused: 'Paused',
};

type Props = {
  value: readonly MonitoringStatus[];
  onChange: (statuses: MonitoringStatus[]) => void;
  disabled?: boolean;
};

export function StatusesFilter({ value, onChange, disabled = false }: Props) {
  const { t } = useTranslation();
  const toggle = (status: MonitoringStatus, on: boolean) => {
    const next = MONITORING_STATUSES.filter((s) => (s === status ? on : value.includes(s)));
    if (next.length > 0) onChange(next);
  };
  return (
    <Fieldset.Root disabled={disabled} w="auto">
      <Fieldset.Legend textStyle="xs" color="fg.muted">
        {t('Statuses')}
      </Fieldset.Legend>
      <HStack gap="4" wrap="wrap" mt="1">
        {MONITORING_STATUSES.map((status) => (
          <Checkbox.Root
            key={status}
            size="sm"
            colorPalette="accent"
            checked={value.includes(status)}
            disabled={disabled}
            onCheckedChange={(e) => toggle(status, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(LABELS[status])}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      <Text textStyle="xs" color="fg.muted" mt="1">
        {t('Scheduled includes queued campaigns, completed includes uncompleted ones, paused includes those paused because no number could send.')}
      </Text>
    </Fieldset.Root>
  );
}

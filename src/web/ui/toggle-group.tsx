// A small set of exclusive choices shown side by side (CAMPAIGN or ROUTE, HOUR or MINUTE): buttons
// in one attached group under a visible label, the chosen one solid and marked aria-pressed, so a
// screen reader hears which is on and a test finds each by its name.
import { useId } from 'react';
import { Button, Group, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';

export interface ToggleOption<T extends string> {
  value: T;
  /** An English catalogue key. */
  label: string;
}

export interface ToggleGroupProps<T extends string> {
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

export function ToggleGroup<T extends string>({ label, options, value, onChange }: ToggleGroupProps<T>) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap="1.5">
      <Text id={labelId} textStyle="xs" color="fg.muted">
        {t(label)}
      </Text>
      <Group attached role="group" aria-labelledby={labelId}>
        {options.map((option) => (
          <Button
            key={option.value}
            size="sm"
            colorPalette="accent"
            variant={option.value === value ? 'solid' : 'outline'}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {t(option.label)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

// Week days as checkboxes, Sunday 1 to Saturday 7 (001 §9 "Weekdays Sunday 1 to Saturday 7"),
// bound to a Formik number[]; the group has its legend as label and the error under it.
import { useId } from 'react';
import { Checkbox, Flex, Text, chakra } from '@chakra-ui/react';
import type { BaseFieldProps } from '@web/ui';
import { useFormikField } from '@web/ui/form/use-formik-field';
import { WEEK_DAYS } from '@web/ui/week-days';

export function WeekDaysField({ name, label, disabled }: Omit<BaseFieldProps, 'required' | 'helperText'>) {
  const { field, helpers, error, t } = useFormikField<number[]>(name);
  const errorId = useId();
  const days = field.value ?? [];
  const toggle = (day: number, on: boolean) => {
    const next = on ? [...days.filter((d) => d !== day), day] : days.filter((d) => d !== day);
    void helpers.setValue(next.sort((a, b) => a - b));
    void helpers.setTouched(true, false);
  };
  return (
    <chakra.fieldset disabled={disabled} aria-describedby={error ? errorId : undefined} gridColumn={{ md: 'span 2' }} minW="0">
      <chakra.legend textStyle="sm" fontWeight="medium" mb="1.5" color={disabled ? 'fg.subtle' : undefined}>
        {t(label)}
      </chakra.legend>
      <Flex wrap="wrap" columnGap="4" rowGap="2">
        {WEEK_DAYS.map((day) => (
          <Checkbox.Root
            key={day.value}
            colorPalette="accent"
            disabled={disabled}
            checked={days.includes(day.value)}
            onCheckedChange={(d) => toggle(day.value, d.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(day.label)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
      {error && (
        <Text id={errorId} textStyle="sm" color="fg.error" mt="1.5">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}
